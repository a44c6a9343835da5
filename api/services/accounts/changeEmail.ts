import { isUniqueViolation } from '../../../db/errors';
import { setEmailOfOwnedBorrowers } from '../../data/borrowers';
import { endSessions, updateAccount } from '../../data/users';
import { findUserByEmail } from '../../auth/users';
import type { Viewer } from '../../auth/viewer';
import { borrowerLabels, isValidEmail } from '../../domain/borrowerRules';
import { emailTaken, invalid } from '../../domain/messages';
import { AppError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { mailLanguageOf, sendAccountMail } from './accountMail';

const taken = () => new AppError('CONFLICT', emailTaken, { newEmail: emailTaken });

/**
 * /auth/change-email: the sign-in address and the borrower's e-mail change together; every session
 * ends, and the old address is told, so a change its owner did not make is noticed.
 */
export async function changeEmail(deps: ServiceDeps, viewer: Viewer, newEmail: string): Promise<void> {
  const { database } = deps;
  const { t } = database;
  const email = newEmail.trim().toLowerCase();
  if (!isValidEmail(email)) {
    const message = invalid(borrowerLabels.email);
    throw new AppError('BAD_USER_INPUT', message, { newEmail: message });
  }
  const holder = await findUserByEmail(database, email);
  if (holder && holder.id !== viewer.id) throw taken();
  try {
    await database.withTransaction(async (tx) => {
      await updateAccount(tx, t, viewer.id, { email });
      await setEmailOfOwnedBorrowers(tx, t, viewer.id, email);
      await endSessions(tx, t, viewer.id);
    });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  const language = await mailLanguageOf(database, viewer.id);
  await sendAccountMail(deps, viewer.email, { template: 'emailChanged', newEmail: email }, language);
}
