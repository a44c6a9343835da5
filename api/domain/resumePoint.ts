import {
  applicationRoutes,
  routeForLastViewedPage,
  routes,
  type ApplicationType,
  type Route,
} from './applicationFlow';
import { isOfferRoute } from './offerPages';

/*
 * Where a borrower resumes (lastViewedPage): the furthest point they reached, never a page they went
 * back to. A borrower who opens an earlier page to check an answer, follows an old link, or steps back
 * from their decision still resumes where they stood; a page their variant does not have (a renter and
 * the bank step) is never their resume point. Moving between the offers pages is free: once a borrower
 * has an answer, those pages are where they are (api/domain/offerPages.ts says which fit).
 */

/** The income pages of the spec's list that are not steps of their own sit where monthly income does. */
const stepOf = (route: Route): Route =>
  route === routes.verifyIncome || route === routes.incomeSummary || route === routes.reasonForSkipping
    ? routes.provideMonthlyIncome
    : route;

/** How far into the variant a page is: its place in the sequence; offers pages past every step; -1 off it. */
function reach(type: ApplicationType, page: string | null | undefined): number {
  if (!page) return -1;
  const route = routeForLastViewedPage(page);
  // routeForLastViewedPage sends a name it does not know to About you: such a name is off the variant.
  if (route === routes.aboutYou && page !== 'AboutYou') return -1;
  if (isOfferRoute(route)) return Number.MAX_SAFE_INTEGER;
  return applicationRoutes(type).indexOf(stepOf(route));
}

/**
 * The resume point after the borrower reaches `next` (a page name) from `current`: `next` when it is
 * further on, or another offers page once they have an answer; `current` otherwise. A page off the
 * variant never replaces a page on it.
 */
export function resumePointAfter(
  type: ApplicationType,
  current: string | null | undefined,
  next: string,
): string | null {
  const nextReach = reach(type, next);
  if (nextReach < 0) return current ?? null;
  const currentReach = reach(type, current);
  if (nextReach === Number.MAX_SAFE_INTEGER) return next;
  return nextReach > currentReach ? next : (current ?? next);
}

/** Whether a resume point is one of the variant's own application pages (not an answer yet). */
export function isPartWayFor(type: ApplicationType, page: string | null | undefined): boolean {
  const at = reach(type, page);
  return at >= 0 && at !== Number.MAX_SAFE_INTEGER;
}
