import {
  negativeDisposableIncomeReason,
  noCountingDebtsReason,
  noParticipatingCreditorsReason,
  noPaymentReductionReason,
} from '@domain/decision';
import { routes } from '@domain/applicationFlow';
import { isOfferRoute } from '@domain/offerPages';
import { GuideLinks, guideLinksKeys } from '../../lib/offers/GuideLinks';
import type { IslandProps } from '../../i18n/islandStrings';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { flowPageStatusKeys, notReady } from '../../lib/flow/FlowPageStatus';
import { graphql } from '../../gql';

const reasonKeys = {
  [noCountingDebtsReason]: 'offers.decline.noCountingDebts',
  [noPaymentReductionReason]: 'offers.decline.noPaymentReduction',
  [negativeDisposableIncomeReason]: 'offers.decline.negativeDisposableIncome',
  [noParticipatingCreditorsReason]: 'offers.decline.noParticipatingCreditors',
} as const;

export const declineKeys = [
  ...flowPageStatusKeys,
  ...guideLinksKeys,
  ...Object.values(reasonKeys),
  'offers.decline.reasonsTitle',
  'offers.decline.general',
] as const;

export const DeclineApplicationFields = graphql(`
  fragment DeclineApplication on Application {
    offerPages
    decision {
      disqualificationReasons {
        reason
      }
    }
  }
`);

const DeclinePage = graphql(`
  query DeclinePage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...DeclineApplication
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...DeclineApplication
    }
  }
`);

/**
 * /offers/decline: why a plan does not fit, in the reader's words, and the way on: the guide to
 * speaking with creditors with their monthly summary, theirs to use alone. The decision engine's
 * reasons are translated; any other reason (older decisions, staff notes) gives the general
 * sentence, once.
 */
export default function Decline({ locale, strings }: IslandProps<(typeof declineKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.decline, DeclinePage);
  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const reasons = state.application.decision?.disqualificationReasons ?? [];
  const sentences = [
    ...new Set(
      reasons.map(({ reason }) =>
        reason in reasonKeys
          ? strings[reasonKeys[reason as keyof typeof reasonKeys]]
          : strings['offers.decline.general'],
      ),
    ),
  ];
  if (sentences.length === 0) sentences.push(strings['offers.decline.general']);

  return (
    <div className="offers">
      <h2>{strings['offers.decline.reasonsTitle']}</h2>
      <ul className="offer-list">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <GuideLinks
        locale={locale}
        strings={strings}
        pages={(state.application.offerPages ?? []).filter(isOfferRoute)}
        current={routes.decline}
      />
    </div>
  );
}
