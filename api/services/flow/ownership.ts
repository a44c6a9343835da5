import { assertOwnerOrStaff } from '../../auth/permissions';
import type { Viewer } from '../../auth/viewer';
import type { Data } from '../../data/bound';
import { notFound } from '../../errors';

/** The application, if the viewer owns it (or is staff): another owner's id is not found, as an unknown one. */
export async function ownedApplication(data: Data, viewer: Viewer, applicationId: string) {
  const application = await data.applications.applicationById(applicationId);
  if (!application) throw notFound('Application');
  assertOwnerOrStaff(viewer, application.owner, 'Application');
  return application;
}

export async function borrowerOf(data: Data, application: { applicationBorrowerId: string | null }) {
  if (!application.applicationBorrowerId) throw notFound('Borrower');
  const borrower = await data.borrowers.borrowerById(application.applicationBorrowerId);
  if (!borrower) throw notFound('Borrower');
  return borrower;
}
