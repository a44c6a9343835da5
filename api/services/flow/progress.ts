import type { Db, Tables } from '../../../db/client';
import { updateApplicationFields } from '../../data/applications';
import { pageNameForRoute, type Route } from '../../domain/applicationFlow';

/** When a step was taken (the process's clock, like updatedAt): the resume e-mail goes an hour after the last. */
export const stepTakenNow = () => ({ lastStepAt: new Date().toISOString() });

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
    ...stepTakenNow(),
  });
}
