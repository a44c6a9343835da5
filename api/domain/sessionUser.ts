import type { Viewer } from './generated/schema';

/**
 * The signed-in user as the /auth routes answer it (service-portal §4), read by the console's auth
 * provider and the site's account pages: the schema's Viewer (as `me` answers it), never the hash,
 * and what a page needs next — where to go after sign-in (staff the summary, a borrower their last
 * page), what the help line's rule needs of a borrower (helpPhone.ts: that they have an
 * application, and its router), and whether two-step sign-in is on.
 */
export type SessionUser = Omit<Viewer, '__typename'> & {
  homeRoute: string;
  hasApplication: boolean;
  router: string | null;
  secondFactor: boolean;
};
