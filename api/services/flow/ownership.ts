import type { Db, Tables } from '../../../db/client';
import { assertOwnerOrStaff } from '../../auth/permissions';
import type { Viewer } from '../../auth/viewer';
import { applicationById } from '../../data/applications';
import { borrowerById } from '../../data/borrowers';
import { notFound } from '../../errors';

/** The application, if the viewer owns it (or is staff): another owner's id is not found, as an unknown one. */
export async function ownedApplication(db: Db, t: Tables, viewer: Viewer, applicationId: string) {
  const application = await applicationById(db, t, applicationId);
  if (!application) throw notFound('Application');
  assertOwnerOrStaff(viewer, application.owner, 'Application');
  return application;
}

export async function borrowerOf(db: Db, t: Tables, application: { applicationBorrowerId: string | null }) {
  if (!application.applicationBorrowerId) throw notFound('Borrower');
  const borrower = await borrowerById(db, t, application.applicationBorrowerId);
  if (!borrower) throw notFound('Borrower');
  return borrower;
}
