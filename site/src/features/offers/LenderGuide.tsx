import { useLayoutEffect } from 'react';
import { accountEnding } from '@domain/accountNumber';
import { guideReaderOf, type GuideReader } from '@domain/lenderGuideWords';
import { figure } from '../../lib/figure';
import { routes } from '@domain/applicationFlow';
import type { IslandProps } from '../../i18n/islandStrings';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { FinancialSummary, financialSummaryKeys } from '../../lib/offers/FinancialSummary';
import { money } from '../../lib/format';
import { creditorFigure, lenderOf } from '../../lib/offers/offerData';
import { flowPageStatusKeys, notReady } from '../../lib/flow/FlowPageStatus';
import { graphql } from '../../gql';
import { ScrollableTable } from '../../components/table/ScrollableTable';

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
  'offers.guide.debtsCaption',
] as const;

export const GuideApplicationFields = graphql(`
  fragment GuideApplication on Application {
    standing
    financialSummary {
      ...FinancialSummaryFigures
    }
    offers {
      ...OfferFigures
    }
    debtSummary {
      debts {
        id
        lenderName
        balance
        monthlyPayment
      }
    }
  }
`);

const LenderGuidePage = graphql(`
  query LenderGuidePage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...GuideApplication
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...GuideApplication
    }
  }
`);

/** Whose guide this is (plan, declined, offer): the page's words follow (LenderGuidePage.astro, offers.css). */
function showGuideReader(reader: GuideReader) {
  document.documentElement.dataset.guideReader = reader;
  try {
    sessionStorage.setItem('relief.guideReader', reader);
  } catch {
    // The next visit then waits for its own read.
  }
}

/**
 * The guide's figures (the summary and every creditor) and its Print and PDF buttons. A declined
 * borrower, who calls their creditors alone, has their debts with what they pay today; a borrower
 * with an offer or a plan has each creditor's offer.
 */
export default function LenderGuide({ locale, strings }: IslandProps<(typeof lenderGuideKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.lenderGuide, LenderGuidePage);
  const reader = state.status === 'ready' ? guideReaderOf(state.application.standing) : null;
  // Before the page paints: the words around the island are the reader's from the first frame.
  useLayoutEffect(() => {
    if (reader) showGuideReader(reader);
  }, [reader]);
  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const { application } = state;
  const dollars = (value: number | null) => money(locale, value);
  if (reader === 'declined')
    return (
      <div className="offers">
        <GuideActions locale={locale} strings={strings} />
        <FinancialSummary locale={locale} strings={strings} summary={application.financialSummary} />
        <h2>{strings['offers.guide.creditorsTitle']}</h2>
        <ScrollableTable
          label={strings['offers.guide.debtsCaption']}
          columns={[
            strings['offers.guide.creditor'],
            strings['offers.tile.balance'],
            strings['offers.tile.currentPayment'],
          ]}
        >
          {application.debtSummary.debts.map((debt) => (
            <tr key={debt.id}>
              <th scope="row">{debt.lenderName}</th>
              <td {...figure(`creditor.${debt.id}.balance`)}>{dollars(debt.balance)}</td>
              <td {...figure(`creditor.${debt.id}.currentPayment`)}>{dollars(debt.monthlyPayment)}</td>
            </tr>
          ))}
        </ScrollableTable>
      </div>
    );
  return (
    <div className="offers">
      <GuideActions locale={locale} strings={strings} />
      <FinancialSummary locale={locale} strings={strings} summary={application.financialSummary} />
      <h2>{strings['offers.guide.creditorsTitle']}</h2>
      {application.offers.length === 0 ? (
        <p>{strings['offers.noOffers']}</p>
      ) : (
        <ScrollableTable
          label={strings['offers.guide.tableLabel']}
          columns={[
            strings['offers.guide.creditor'],
            strings['offers.tile.balance'],
            strings['offers.tile.currentPayment'],
            strings['offers.tile.newPayment'],
          ]}
        >
          {application.offers.map((offer) => (
            <tr key={offer.id}>
              <th scope="row">
                {lenderOf(offer)}
                {offer.accountLastFour && (
                  <span className="offer-tile__account">{accountEnding(locale, offer.accountLastFour)}</span>
                )}
              </th>
              <td {...creditorFigure(offer, 'balance')}>{dollars(offer.balance)}</td>
              <td {...creditorFigure(offer, 'currentPayment')}>{dollars(offer.currentPayment)}</td>
              <td {...creditorFigure(offer, 'payment')}>{dollars(offer.payment)}</td>
            </tr>
          ))}
        </ScrollableTable>
      )}
    </div>
  );
}

/** Print, and the same guide as a PDF. */
function GuideActions({ locale, strings }: IslandProps<'offers.guide.print' | 'offers.guide.download'>) {
  return (
    <div className="guide-actions">
      <button type="button" className="button button--primary" onClick={() => window.print()}>
        {strings['offers.guide.print']}
      </button>
      <a className="button button--secondary" href={`/api/lender-guide.pdf?lang=${locale}`} download>
        {strings['offers.guide.download']}
      </a>
    </div>
  );
}
