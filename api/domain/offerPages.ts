import type { FlowVariant } from './agency';
import { routes, type Route } from './applicationFlow';

/*
 * Which offers pages belong to where a borrower stands (borrower-application §2 and §4), so each
 * page shows only its own state and sends anyone else to theirs: a declined borrower never reads
 * 'Congratulations', a borrower with a plan never reads the decline, a signed plan is not offered
 * for signing again. Opened directly, from a bookmark or by a resume, the answer is the same.
 */

export type PlanState = 'none' | 'toSign' | 'signed';

export interface OfferFacts {
  type: 'credit' | 'rental';
  /** The deployment's credit variant (api/domain/agency.ts). */
  variant: FlowVariant;
  /** The latest decision; null while none is made (pending). */
  decision: { isQualified: boolean; wasAcceptedByBorrower: boolean } | null;
  hasBankConnected: boolean;
  /** The DMP (credit) or the rental relief plan (rental) a counsellor made, and its signature. */
  plan: PlanState;
}

/** The pages under /offers and /contract that depend on the borrower's state. */
export const offerRoutes: readonly Route[] = [
  routes.pending,
  routes.success,
  routes.decline,
  routes.status,
  routes.callUs,
  routes.callOrConnectAccount,
  routes.proposedPaymentSummary,
  routes.lenderGuide,
  routes.signContract,
];

export const isOfferRoute = (route: string): route is Route =>
  (offerRoutes as readonly string[]).includes(route);

/** The offers pages that fit the borrower's state, the one they belong on first. */
export function offerPages(facts: OfferFacts): Route[] {
  if (facts.plan !== 'none') {
    // The plan is made: no offer to take or decline any more, but its figures and guide stay readable.
    // Call-us belongs to the rental variant and the partner agency's; the default variant has none.
    const hasCallUs = facts.type === 'rental' || facts.variant === 'partnerAgency';
    const status = hasCallUs ? [routes.status, routes.callUs] : [routes.status];
    const offerPages = facts.decision?.isQualified
      ? [routes.proposedPaymentSummary, routes.lenderGuide]
      : facts.decision && facts.type === 'credit'
        ? [routes.lenderGuide]
        : [];
    return [...(facts.plan === 'toSign' ? [routes.signContract] : []), ...status, ...offerPages];
  }
  if (facts.type === 'rental') return [routes.callUs, routes.status];
  const { decision } = facts;
  if (!decision) return [routes.pending, routes.status];
  if (facts.variant === 'default') {
    return decision.isQualified
      ? [routes.proposedPaymentSummary, routes.lenderGuide, routes.status]
      : [routes.pending, routes.lenderGuide, routes.status];
  }
  // A declined borrower calls creditors alone: the guide and its monthly summary are theirs too.
  if (!decision.isQualified) return [routes.decline, routes.lenderGuide, routes.status];
  const offers = [routes.success, routes.proposedPaymentSummary, routes.lenderGuide, routes.status];
  if (!decision.wasAcceptedByBorrower) return offers;
  return facts.hasBankConnected
    ? [routes.callUs, ...offers]
    : [routes.callOrConnectAccount, routes.callUs, ...offers];
}

/** The page itself when it fits the borrower's state, else the page they belong on. */
export function offerPageFor(route: string, facts: OfferFacts): Route {
  const pages = offerPages(facts);
  return pages.find((page) => page === route) ?? pages[0];
}

/**
 * Where the borrower stands, as the customer portal words its pages: waiting for a decision, an offer
 * to take, declined, a plan made (DMP or rental relief plan), or a rental application without a plan
 * yet. A declined borrower's portal has no plan pages and no plan words; they have their guide.
 */
export type PortalStanding = 'waiting' | 'offer' | 'declined' | 'plan' | 'rental';

export function portalStanding(facts: OfferFacts): PortalStanding {
  if (facts.plan !== 'none') return 'plan';
  if (facts.type === 'rental') return 'rental';
  if (!facts.decision) return 'waiting';
  return facts.decision.isQualified ? 'offer' : 'declined';
}
