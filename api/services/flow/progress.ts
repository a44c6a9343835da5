import type { Data } from '../../data/bound';
import { pageNameForRoute, type Route } from '../../domain/applicationFlow';
import { resumePointAfter } from '../../domain/resumePoint';

/** When a step was taken (the process's clock, like updatedAt): the resume e-mail goes an hour after the last. */
export const stepTakenNow = () => ({ lastStepAt: new Date().toISOString() });

interface Standing {
  type: string | null;
  lastViewedPage: string | null;
}

/**
 * The page the borrower resumes at once they reach `page`: it moves on, never back, and never to a
 * page their variant does not have (api/domain/resumePoint.ts).
 */
const resumePoint = (application: Standing | null, page: string) =>
  resumePointAfter(application?.type === 'rental' ? 'rental' : 'credit', application?.lastViewedPage, page);

/** The fields that record the page just completed and the page the borrower goes to next (resume). */
export const progressAfter = (application: Standing | null, completed: string, next: Route) => ({
  lastCompletedPage: completed,
  lastViewedPage: resumePoint(application, pageNameForRoute(next) ?? completed),
  ...stepTakenNow(),
});

/** The fields that record a page the borrower reached; a route that is no page of the flow only dates the step. */
export function reachedAfter(application: Standing, route: Route) {
  const page = pageNameForRoute(route);
  return page ? { lastViewedPage: resumePoint(application, page), ...stepTakenNow() } : stepTakenNow();
}

/** Records the page just completed and the page the borrower goes to next (resume). */
export async function recordProgress(data: Data, applicationId: string, completed: string, next: Route) {
  const application = await data.applications.applicationById(applicationId);
  return data.applications.updateApplicationFields(
    applicationId,
    progressAfter(application, completed, next),
  );
}

/** Records a page the borrower reached, as the flow's own routing or the page itself says. */
export async function recordReached(data: Data, applicationId: string, page: string) {
  const application = await data.applications.applicationById(applicationId);
  return data.applications.updateApplicationFields(applicationId, {
    lastViewedPage: resumePoint(application, page),
    ...stepTakenNow(),
  });
}
