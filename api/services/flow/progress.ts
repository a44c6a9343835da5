import type { Data } from '../../data/bound';
import { pageNameForRoute, type Route } from '../../domain/applicationFlow';

/** When a step was taken (the process's clock, like updatedAt): the resume e-mail goes an hour after the last. */
export const stepTakenNow = () => ({ lastStepAt: new Date().toISOString() });

/** Records the page just completed and the page the borrower goes to next (resume). */
export async function recordProgress(data: Data, applicationId: string, completed: string, next: Route) {
  return data.applications.updateApplicationFields(applicationId, {
    lastCompletedPage: completed,
    lastViewedPage: pageNameForRoute(next) ?? completed,
    ...stepTakenNow(),
  });
}
