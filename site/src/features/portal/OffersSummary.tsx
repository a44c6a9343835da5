import type { ReactNode } from 'react';
import type { Route } from '@domain/applicationFlow';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { type OfferFigures } from '../../lib/offers/offerData';
import { GuideLinks, guideLinksKeys } from '../../lib/offers/GuideLinks';
import { OfferTile, offerTileKeys } from '../../lib/offers/OfferTile';
import { longDate, money } from '../../lib/format';
import { PortalContent, portalContentKeys } from './PortalContent';
import { RentalPlan, rentalPlanKeys } from './RentalPlan';
import { usePortal } from './usePortal';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';
import { isOfferRoute } from '@domain/offerPages';
import { figure } from '../../lib/figure';

/*
 * /customer-portal/offers-summary (service-portal §2): the newest decision — its monthly savings
 * (Decision.paymentHeadline: the sums of what the tiles show, worked out by the server) and plan length — and one tile per creditor's
 * offer, the offer pages' own OfferTile, highest balance first as the server sends them. A declined
 * decision, or none yet, says so in plain words; the page's children (OffersSummaryPage.astro: the
 * counsellor's number, rendered on the server) follow those words.
 */

export const offersSummaryKeys = [
  ...portalContentKeys,
  ...offerTileKeys,
  ...guideLinksKeys,
  'offers.success.savings',
  'offers.success.currentPayment',
  'offers.success.newPayment',
  'offers.success.planLength',
  'offers.success.months',
  'offers.noOffers',
  'offers.decline.counselor',
  'portal.offersSummary.figuresLabel',
  'portal.offersSummary.evaluatedOn',
  'portal.offersSummary.accepted',
  'portal.offersSummary.offersTitle',
  'portal.offersSummary.declined',
  'portal.offersSummary.none',
  ...rentalPlanKeys,
] as const;

type Key = (typeof offersSummaryKeys)[number];

export const OffersSummaryPortal = graphql(`
  fragment OffersSummaryPortal on CustomerPortal {
    application {
      type
      rentalReliefPlan {
        ...RentalPlanFigures
      }
      decision {
        id
        createdAt
        isQualified
        planLengthInMonths
        paymentHeadline {
          ...PaymentHeadlineFigures
        }
        wasAcceptedByBorrower
      }
      offers {
        ...OfferFigures
      }
      offerPages
    }
  }
`);

const OffersSummaryPage = graphql(`
  query OffersSummaryPage {
    me {
      ...PortalViewer
    }
    myPortal {
      ...PortalShell
      ...OffersSummaryPortal
    }
  }
`);

type PortalDecision = NonNullable<
  NonNullable<ResultOf<typeof OffersSummaryPortal>['application']>['decision']
>;

export default function OffersSummary({
  locale,
  strings,
  children,
}: IslandProps<Key> & { children?: ReactNode }) {
  const portal = usePortal(locale, OffersSummaryPage);
  return (
    <PortalContent portal={portal} locale={locale} strings={strings}>
      {({ application }) => {
        // A rental application has no evaluation of debts: its offer is the rental relief plan.
        if (application?.type === 'rental')
          return (
            <div className="portal-stack">
              <RentalPlan locale={locale} strings={strings} plan={application.rentalReliefPlan} />
              {children}
            </div>
          );
        const decision = application?.decision ?? null;
        if (!decision || !decision.isQualified) {
          return (
            <div className="portal-card portal-stack">
              {/* borrower-application §8: an offers page with an empty list says so. */}
              {decision && <p>{strings['offers.noOffers']}</p>}
              <p>{strings[decision ? 'portal.offersSummary.declined' : 'portal.offersSummary.none']}</p>
              {decision && <p>{strings['offers.decline.counselor']}</p>}
              <GuideLinks
                locale={locale}
                strings={strings}
                pages={(application?.offerPages ?? []).filter(isOfferRoute)}
              />
              {children}
            </div>
          );
        }
        return (
          <Offers
            locale={locale}
            strings={strings}
            decision={decision}
            offers={application?.offers ?? []}
            pages={(application?.offerPages ?? []).filter(isOfferRoute)}
          />
        );
      }}
    </PortalContent>
  );
}

function Offers({
  locale,
  strings,
  decision,
  offers,
  pages,
}: IslandProps<Key> & { decision: PortalDecision; offers: OfferFigures[]; pages: Route[] }) {
  const headline = decision.paymentHeadline;
  return (
    <div className="portal-stack">
      <section className="portal-card" aria-label={strings['portal.offersSummary.figuresLabel']}>
        <p className="portal-note">
          {format(strings['portal.offersSummary.evaluatedOn'], {
            date: longDate(locale, decision.createdAt),
          })}
          {decision.wasAcceptedByBorrower && ` ${strings['portal.offersSummary.accepted']}`}
        </p>
        <dl className="portal-figures">
          <div className="portal-figure">
            <dt>{strings['offers.success.savings']}</dt>
            <dd {...figure('monthlySavings')}>{money(locale, headline.monthlySavings)}</dd>
          </div>
          <div className="portal-figure">
            <dt>{strings['offers.success.planLength']}</dt>
            <dd>{format(strings['offers.success.months'], { months: decision.planLengthInMonths })}</dd>
          </div>
        </dl>
        <dl className="offer-summary">
          <div>
            <dt>{strings['offers.success.currentPayment']}</dt>
            <dd {...figure('debtPaymentsToday')}>{money(locale, headline.currentPayment)}</dd>
          </div>
          <div>
            <dt>{strings['offers.success.newPayment']}</dt>
            <dd {...figure('proposedPayment')}>{money(locale, headline.newPayment)}</dd>
          </div>
        </dl>
      </section>

      <GuideLinks locale={locale} strings={strings} pages={pages} />

      <section aria-labelledby="offers-title">
        <h2 id="offers-title">{strings['portal.offersSummary.offersTitle']}</h2>
        {offers.length === 0 ? (
          <p>{strings['offers.noOffers']}</p>
        ) : (
          <div className="offer-tiles">
            {offers.map((offer) => (
              <OfferTile key={offer.id} locale={locale} strings={strings} offer={offer} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
