import type { Data } from '../../data/bound';
import { pageNameForRoute, type Route } from '../../domain/applicationFlow';
import { resumePointAfter } from '../../domain/resumePoint';

/** When a step was taken (the process's clock, like updatedAt): the resume e-mail goes an hour after the last. */
export const stepTakenNow = () => ({ lastStepAt: new Date().toISOString() });

/**
 * The page the borrower resumes at once they reach `page`: it moves on, never back, and never to a
 * page their variant does not have (api/domain/resumePoint.ts).
 */
async function resumePoint(data: Data, applicationId: string, page: string) {
  const application = await data.applications.applicationById(applicationId);
  const type = application?.type === 'rental' ? 'rental' : 'credit';
  return resumePointAfter(type, application?.lastViewedPage, page);
}

/** Records the page just completed and the page the borrower goes to next (resume). */
export async function recordProgress(data: Data, applicationId: string, completed: string, next: Route) {
  return data.applications.updateApplicationFields(applicationId, {
    lastCompletedPage: completed,
    lastViewedPage: await resumePoint(data, applicationId, pageNameForRoute(next) ?? completed),
    ...stepTakenNow(),
  });
}

/** Records a page the borrower reached, as the flow's own routing or the page itself says. */
export async function recordReached(data: Data, applicationId: string, page: string) {
  return data.applications.updateApplicationFields(applicationId, {
    lastViewedPage: await resumePoint(data, applicationId, page),
    ...stepTakenNow(),
  });
}
