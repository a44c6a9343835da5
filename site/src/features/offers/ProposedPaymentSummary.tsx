import { routes } from '@domain/applicationFlow';
import { localized } from '../../components/navigation';
import type { IslandProps } from '../../i18n/islandStrings';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { CreditorCarousel, carouselKeys } from './CreditorCarousel';
import { FinancialSummary, financialSummaryKeys } from '../../lib/offers/FinancialSummary';
import { flowPageStatusKeys, notReady } from '../../lib/flow/FlowPageStatus';
import { graphql } from '../../gql';

export const proposedPaymentSummaryKeys = [
  ...flowPageStatusKeys,
  ...financialSummaryKeys,
  ...carouselKeys,
  'offers.noOffers',
  'offers.proposed.creditorsTitle',
  'offers.proposed.guideTitle',
  'offers.proposed.guideBody',
  'offers.proposed.getGuide',
] as const;

export const SummaryApplicationFields = graphql(`
  fragment SummaryApplication on Application {
    financialSummary {
      ...FinancialSummaryFigures
    }
    offers {
      ...OfferFigures
    }
  }
`);

const ProposedPaymentSummaryPage = graphql(`
  query ProposedPaymentSummaryPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...SummaryApplication
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...SummaryApplication
    }
  }
`);

/** /offers/proposed-payment-summary: the month under the plan, each creditor's offer, and the guide. */
export default function ProposedPaymentSummary({
  locale,
  strings,
}: IslandProps<(typeof proposedPaymentSummaryKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.proposedPaymentSummary, ProposedPaymentSummaryPage);
  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const { application } = state;
  return (
    <div className="offers">
      <FinancialSummary locale={locale} strings={strings} summary={application.financialSummary} />
      <h2>{strings['offers.proposed.creditorsTitle']}</h2>
      {application.offers.length === 0 ? (
        <p>{strings['offers.noOffers']}</p>
      ) : (
        <CreditorCarousel locale={locale} strings={strings} offers={application.offers} />
      )}
      <section className="offer-guide" aria-labelledby="guide-title">
        <h2 id="guide-title">{strings['offers.proposed.guideTitle']}</h2>
        <p>{strings['offers.proposed.guideBody']}</p>
        <a className="button button--primary" href={localized(locale, routes.lenderGuide)}>
          {strings['offers.proposed.getGuide']}
        </a>
      </section>
    </div>
  );
}
