import type { Database } from '../../db/client';
import { readData } from '../data/bound';
import { routeForLastViewedPage } from '../domain/applicationFlow';
import type { SessionUser } from '../domain/sessionUser';
import type { Viewer } from './viewer';

export const staffHomeRoute = '/admin/#/summary';

/** Where a user lands after sign-in (service-portal §4): staff the summary, a borrower their last page. */
function homeRouteOf(viewer: Viewer, entry: { lastViewedPage: string | null } | null): string {
  if (viewer.isStaff) return staffHomeRoute;
  return routeForLastViewedPage(entry?.lastViewedPage);
}

/**
 * The signed-in user as /auth answers it (api/domain/sessionUser.ts): the help line's facts come with
 * it, so the line is the same on the first page after sign-in as after any reload; Settings shows
 * whether two-step sign-in is on.
 */
export async function viewerJson(database: Database, viewer: Viewer): Promise<SessionUser> {
  const data = readData(database);
  const entry = viewer.isStaff ? null : await data.applications.newestApplicationEntry(viewer.id);
  const secondFactor = await data.secondFactors.secondFactorOf(viewer.id);
  return {
    id: viewer.id,
    name: viewer.name,
    email: viewer.email,
    phoneNumber: viewer.phoneNumber,
    groups: viewer.groups,
    isStaff: viewer.isStaff,
    isLead: viewer.isLead,
    mustChangePassword: viewer.mustChangePassword,
    homeRoute: homeRouteOf(viewer, entry),
    hasApplication: entry !== null,
    router: entry?.router ?? null,
    secondFactor: Boolean(secondFactor?.confirmedAt),
  };
}
