import type { Db, Tables } from '../../../db/client';
import { updateApplicationFields } from '../../data/applications';
import { pageNameForRoute, type Route } from '../../domain/applicationFlow';

/** Records the page just completed and the page the borrower goes to next (resume). */
export async function recordProgress(
  tx: Db,
  t: Tables,
  applicationId: string,
  completed: string,
  next: Route,
) {
  return updateApplicationFields(tx, t, applicationId, {
    lastCompletedPage: completed,
    lastViewedPage: pageNameForRoute(next) ?? completed,
  });
}
