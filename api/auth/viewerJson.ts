import type { Database } from '../../db/client';
import { lastViewedPageOfNewestApplication } from '../data/applications';
import { secondFactorOf } from '../data/secondFactors';
import { routeForLastViewedPage } from '../domain/applicationFlow';
import type { Viewer } from './viewer';

export const staffHomeRoute = '/admin/#/summary';

/** Where a user lands after sign-in (service-portal §4): staff the summary, a borrower their last page. */
export async function homeRouteOf(database: Database, viewer: Viewer): Promise<string> {
  if (viewer.isStaff) return staffHomeRoute;
  return routeForLastViewedPage(await lastViewedPageOfNewestApplication(database.db, database.t, viewer.id));
}

/**
 * The signed-in user as /auth answers it: never the hash, always where to go next, and whether
 * two-step sign-in is on (Settings shows it).
 */
export async function viewerJson(database: Database, viewer: Viewer) {
  const secondFactor = await secondFactorOf(database.db, database.t, viewer.id);
  return {
    id: viewer.id,
    name: viewer.name,
    email: viewer.email,
    phoneNumber: viewer.phoneNumber,
    groups: viewer.groups,
    isStaff: viewer.isStaff,
    isLead: viewer.isLead,
    mustChangePassword: viewer.mustChangePassword,
    homeRoute: await homeRouteOf(database, viewer),
    secondFactor: Boolean(secondFactor?.confirmedAt),
  };
}
