import { assertOwnerOrStaff } from '../../auth/permissions';
import type { Viewer } from '../../auth/viewer';
import { inTransaction, type Data } from '../../data/bound';
import { nextRoute, pageNameForRoute, routes, type Route } from '../../domain/applicationFlow';
import type { FieldErrors } from '../../domain/planRules';
import { notFound, saveFailure } from '../../errors';
import { genericSaveError } from '../../domain/messages';
import type { ServiceDeps } from '../deps';
import { assertValid } from '../validation';
import { progressAfter, reachedAfter } from './progress';

export type ApplicationRow = NonNullable<Awaited<ReturnType<Data['applications']['applicationById']>>>;
type ApplicationFields = Parameters<Data['applications']['updateApplicationFields']>[1];

/** One page of the borrower's flow, as `saveStep` saves it. */
export interface Step<Values> {
  /** The page: recorded as completed, and its variant's sequence gives the next (domain/applicationFlow). */
  route: Route;
  /** The page's domain rule: the values to save, or one message per field. */
  validate: (application: ApplicationRow) => { errors: FieldErrors; values: Values };
  /** Writes the page's other rows (and its audit); returns the application's own fields to set. */
  write: (data: Data, application: ApplicationRow, values: Values) => Promise<ApplicationFields>;
  /**
   * A page whose next one depends on facts rather than on the sequence (the offers after the reason
   * page). Such a page is reached, not completed: lastCompletedPage, which the unarchive rule reads,
   * stays the last step of the sequence.
   */
  offerNext?: (data: Data, application: ApplicationRow) => Promise<Route>;
}

/**
 * Saves one step: the application read once (and locked, so a twin save waits), the domain rule, then
 * the page's fields and the borrower's progress in one transaction: a failure part-way writes nothing.
 */
export function saveStep<Values>(
  deps: ServiceDeps,
  viewer: Viewer,
  applicationId: string,
  step: Step<Values>,
): Promise<{ application: ApplicationRow; nextRoute: Route }> {
  return inTransaction(deps.database, async (data) => {
    const application = await data.applications.lockApplication(applicationId);
    if (!application) throw notFound('Application');
    assertOwnerOrStaff(viewer, application.owner, 'Application');
    const { errors, values } = step.validate(application);
    assertValid(errors, genericSaveError);
    const fields = await step.write(data, application, values);
    if (step.offerNext) {
      const next = await step.offerNext(data, application);
      const saved = await data.applications.updateApplicationFields(application.id, {
        ...fields,
        ...reachedAfter(application, next),
      });
      return { application: saved, nextRoute: next };
    }
    const type = application.type === 'rental' ? 'rental' : 'credit';
    const next = nextRoute(type, step.route) ?? routes.pending;
    const saved = await data.applications.updateApplicationFields(application.id, {
      ...fields,
      ...progressAfter(application, pageNameForRoute(step.route) ?? step.route, next),
    });
    return { application: saved, nextRoute: next };
  }).catch((error: unknown) => {
    throw saveFailure(error);
  });
}
