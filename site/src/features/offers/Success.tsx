import { useState } from 'react';
import { routes } from '@domain/applicationFlow';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { goTo } from '../../components/navigation';
import { StatusMessage } from '../../components/form/StatusMessage';
import { applicationStep } from '../../lib/flow/flowApi';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { money } from '../../lib/format';
import { GuideLinks, guideLinksKeys } from '../../lib/offers/GuideLinks';
import { OfferTile, offerTileKeys } from '../../lib/offers/OfferTile';
import { flowPageStatusKeys, notReady } from '../../lib/flow/FlowPageStatus';
import { graphql } from '../../gql';
import { isOfferRoute } from '@domain/offerPages';
import { figure } from '../../lib/figure';

export const successKeys = [
  ...flowPageStatusKeys,
  ...offerTileKeys,
  ...guideLinksKeys,
  'application.processing',
  'application.saveFailed',
  'offers.success.savings',
  'offers.success.currentPayment',
  'offers.success.newPayment',
  'offers.success.planLength',
  'offers.success.months',
  'offers.success.offersTitle',
  'offers.noOffers',
  'offers.success.reduce',
  'offers.success.leftOutTitle',
  'offers.success.leftOut',
] as const;

export const SuccessApplicationFields = graphql(`
  fragment SuccessApplication on Application {
    decision {
      planLengthInMonths
      paymentHeadline {
        ...PaymentHeadlineFigures
      }
      leftOutCreditors {
        id
        lenderName
        lenderFriendlyName
        balance
        currentPayment
      }
    }
    offers {
      ...OfferFigures
    }
  }
`);

const SuccessPage = graphql(`
  query SuccessPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...SuccessApplication
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...SuccessApplication
    }
  }
`);

/**
 * /offers/success: what the plan saves each month, the payments before and after, and one tile per
 * creditor; the creditors left out of the plan, and why; 'Reduce My Payments' accepts the offers and
 * the server says where to go next.
 */
export default function Success({ locale, strings }: IslandProps<(typeof successKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.success, SuccessPage);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');
  const { application } = state;
  const decision = application.decision;

  async function accept() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    const result = await applicationStep('acceptDecision', application.id);
    if (result.ok && result.data) return goTo(locale, result.data.nextRoute);
    setBusy(false);
    setFailed(true);
  }

  return (
    <div className="offers">
      {decision && (
        <dl className="offer-summary">
          <div className="offer-summary__savings">
            <dt>{strings['offers.success.savings']}</dt>
            <dd {...figure('monthlySavings')}>{money(locale, decision.paymentHeadline.monthlySavings)}</dd>
          </div>
          <div>
            <dt>{strings['offers.success.currentPayment']}</dt>
            <dd {...figure('debtPaymentsToday')}>{money(locale, decision.paymentHeadline.currentPayment)}</dd>
          </div>
          <div>
            <dt>{strings['offers.success.newPayment']}</dt>
            <dd {...figure('proposedPayment')}>{money(locale, decision.paymentHeadline.newPayment)}</dd>
          </div>
          <div>
            <dt>{strings['offers.success.planLength']}</dt>
            <dd>{format(strings['offers.success.months'], { months: decision.planLengthInMonths })}</dd>
          </div>
        </dl>
      )}
      <h2>{strings['offers.success.offersTitle']}</h2>
      {application.offers.length === 0 ? (
        <p>{strings['offers.noOffers']}</p>
      ) : (
        <div className="offer-tiles">
          {application.offers.map((offer) => (
            <OfferTile key={offer.id} locale={locale} strings={strings} offer={offer} />
          ))}
        </div>
      )}
      {decision && decision.leftOutCreditors.length > 0 && (
        <section aria-labelledby="left-out-title">
          <h2 id="left-out-title">{strings['offers.success.leftOutTitle']}</h2>
          <ul className="offer-list">
            {decision.leftOutCreditors.map((creditor) => (
              <li key={creditor.id}>
                {format(strings['offers.success.leftOut'], {
                  creditor: creditor.lenderFriendlyName ?? creditor.lenderName ?? '—',
                  balance: money(locale, creditor.balance),
                  payment: money(locale, creditor.currentPayment),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <StatusMessage tone="error">{failed ? strings['application.saveFailed'] : undefined}</StatusMessage>
      <button
        type="button"
        className="button button--primary button--large"
        onClick={accept}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy && <span className="form-spinner" aria-hidden="true" />}
        {busy ? strings['application.processing'] : strings['offers.success.reduce']}
      </button>
      <GuideLinks
        locale={locale}
        strings={strings}
        pages={application.offerPages?.filter(isOfferRoute) ?? []}
        current={routes.success}
      />
    </div>
  );
}
