import { accountEnding } from '@domain/accountNumber';
import { routes } from '@domain/applicationFlow';
import type { IslandProps } from '../../i18n/islandStrings';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { FinancialSummary, financialSummaryKeys } from '../../lib/offers/FinancialSummary';
import { money } from '../../lib/format';
import { lenderOf } from '../../lib/offers/offerData';
import { flowPageStatusKeys, notReady } from '../../lib/flow/FlowPageStatus';
import { graphql } from '../../gql';

export const lenderGuideKeys = [
  ...flowPageStatusKeys,
  ...financialSummaryKeys,
  'offers.noOffers',
  'offers.guide.creditorsTitle',
  'offers.guide.creditor',
  'offers.tile.balance',
  'offers.tile.currentPayment',
  'offers.tile.newPayment',
  'offers.guide.print',
  'offers.guide.download',
  'offers.guide.tableLabel',
] as const;

const GuideApplicationFields = graphql(`
  fragment GuideApplication on Application {
    financialSummary {
      ...FinancialSummaryFigures
    }
    offers {
      ...OfferFigures
    }
  }
`);

/** The guide's figures (the summary and every creditor) and its Print and PDF buttons. */
export default function LenderGuide({ locale, strings }: IslandProps<(typeof lenderGuideKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.lenderGuide, GuideApplicationFields);
  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const { application } = state;
  const dollars = (value: number | null) => money(locale, value);
  return (
    <div className="offers">
      <div className="guide-actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {strings['offers.guide.print']}
        </button>
        <a className="button button--secondary" href={`/api/lender-guide.pdf?lang=${locale}`} download>
          {strings['offers.guide.download']}
        </a>
      </div>
      <FinancialSummary locale={locale} strings={strings} summary={application.financialSummary} />
      <h2>{strings['offers.guide.creditorsTitle']}</h2>
      {application.offers.length === 0 ? (
        <p>{strings['offers.noOffers']}</p>
      ) : (
        // The table scrolls sideways on a phone: a labelled region that takes the focus, so a keyboard
        // can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable), as jsx-a11y's own docs allow.
        <div
          className="guide-table"
          role="region"
          aria-label={strings['offers.guide.tableLabel']}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                <th scope="col">{strings['offers.guide.creditor']}</th>
                <th scope="col">{strings['offers.tile.balance']}</th>
                <th scope="col">{strings['offers.tile.currentPayment']}</th>
                <th scope="col">{strings['offers.tile.newPayment']}</th>
              </tr>
            </thead>
            <tbody>
              {application.offers.map((offer) => (
                <tr key={offer.id}>
                  <th scope="row">
                    {lenderOf(offer)}
                    {offer.accountLastFour && (
                      <span className="offer-tile__account">
                        {accountEnding(locale, offer.accountLastFour)}
                      </span>
                    )}
                  </th>
                  <td>{dollars(offer.balance)}</td>
                  <td>{dollars(offer.currentPayment)}</td>
                  <td>{dollars(offer.payment)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
