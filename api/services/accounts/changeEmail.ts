import { isUniqueViolation } from '../../../db/errors';
import { findUserByEmail } from '../../auth/users';
import type { Viewer } from '../../auth/viewer';
import { inTransaction, type Data } from '../../data/bound';
import { borrowerLabels, isValidEmail } from '../../domain/borrowerRules';
import { emailTaken, invalid } from '../../domain/messages';
import { AppError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { announceSessionsEnded } from '../sessionsEnded';
import { mailLanguageOfUser, sendMail } from '../mail';

const taken = () => new AppError('CONFLICT', emailTaken, { newEmail: emailTaken });

/**
 * /auth/change-email: the sign-in address and the borrower's e-mail change together; every session
 * ends, and the old address is told, so a change its owner did not make is noticed.
 */
export async function changeEmail(deps: ServiceDeps, viewer: Viewer, newEmail: string): Promise<void> {
  await changeSignInEmail(deps, { id: viewer.id, email: viewer.email }, newEmail);
}

/**
 * The one way a sign-in address changes (the account's owner on /auth/change-email, or a rep
 * correcting a caller's address on About you): checked, the account and its borrowers together,
 * every session of the account ended, and a notice to the old address. `audit` runs in the same
 * transaction when staff made the change.
 */
export async function changeSignInEmail(
  deps: ServiceDeps,
  account: { id: string; email: string },
  newEmail: string,
  audit?: (data: Data) => Promise<void>,
): Promise<void> {
  const { database } = deps;
  const email = newEmail.trim().toLowerCase();
  if (!isValidEmail(email)) {
    const message = invalid(borrowerLabels.email);
    throw new AppError('BAD_USER_INPUT', message, { newEmail: message });
  }
  const holder = await findUserByEmail(database, email);
  if (holder && holder.id !== account.id) throw taken();
  try {
    await inTransaction(database, async (data) => {
      await data.users.updateAccount(account.id, { email });
      await data.borrowers.setEmailOfOwnedBorrowers(account.id, email);
      await data.users.endSessions(account.id);
      await audit?.(data);
    });
    announceSessionsEnded(database, { userId: account.id });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  const language = await mailLanguageOfUser(deps, account.id);
  await sendMail(deps, {
    to: account.email,
    content: { template: 'emailChanged', newEmail: email },
    language,
    onFailure: 'log',
  });
}
