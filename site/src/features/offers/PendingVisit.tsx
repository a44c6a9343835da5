import { routes } from '@domain/applicationFlow';
import { isOfferRoute } from '@domain/offerPages';
import { graphql } from '../../gql';
import type { Strings } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { GuideLinks, guideLinksKeys } from '../../lib/offers/GuideLinks';

export const pendingKeys = [...guideLinksKeys, 'offers.pending.creditReview'] as const;

export const PendingApplicationFields = graphql(`
  fragment PendingApplication on Application {
    awaitsCreditReview
  }
`);

const PendingVisitPage = graphql(`
  query PendingVisitPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...PendingApplication
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...PendingApplication
    }
  }
`);

/**
 * /offers/pending's one script: records the page for resume, and says what is true of this
 * borrower. With no bureau report (live without a bureau, or a pull that failed), a counsellor
 * reviews their credit by hand and e-mails them when the results are ready; then the way on to the
 * summary, the guide and a plan to sign, where the borrower's state has them.
 */
export default function PendingVisit({
  locale,
  strings,
}: {
  locale: Locale;
  strings: Strings<(typeof pendingKeys)[number]>;
}) {
  const [state] = useFlowPage(locale, routes.pending, PendingVisitPage);
  if (state.status !== 'ready') return null;
  return (
    <>
      {state.application.awaitsCreditReview && (
        <p className="offer-review" role="status">
          {strings['offers.pending.creditReview']}
        </p>
      )}
      <GuideLinks
        locale={locale}
        strings={strings}
        pages={state.application.offerPages?.filter(isOfferRoute) ?? []}
        current={routes.pending}
      />
    </>
  );
}
