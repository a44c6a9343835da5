import { assertOwnerOrStaff } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { notFound } from '../errors';
import type { ServiceDeps } from './deps';
import { recordRead, type ReadApplication } from './readLog';

/**
 * One application, as its page reads it: its owner's or staff's (another borrower's is not found, as
 * an unknown id), and a staff read logged. `load` is the request's loader, so the page's other fields
 * reuse the row.
 */
export async function viewApplication<Row extends ReadApplication & { owner: string | null }>(
  deps: ServiceDeps,
  viewer: Viewer,
  id: string,
  load: (id: string) => Promise<Row | null | undefined>,
): Promise<Row> {
  const application = await load(id);
  if (!application) throw notFound('Application');
  assertOwnerOrStaff(viewer, application.owner, 'Application');
  await recordRead(deps, viewer, { applicationId: id, kind: 'application' }, load);
  return application;
}
