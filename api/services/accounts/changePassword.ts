import { verifyPassword } from '../../auth/passwords';
import { inTransaction, readData } from '../../data/bound';
import type { Viewer } from '../../auth/viewer';
import { currentPasswordIncorrect } from '../../domain/messages';
import { AppError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { mailLanguageOfUser, sendMail } from '../mail';
import { announceSessionsEnded } from '../sessionsEnded';
import { hashNewPassword } from './newPassword';

/**
 * /auth/change-password: the current password proves it is the owner; the new one replaces it and
 * every session of the user ends, this one too (SECURITY.md §5), a change of e-mail still pending is
 * cancelled, and the owner is told by e-mail.
 */
export async function changePassword(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const { database } = deps;
  const account = await readData(database).users.userById(viewer.id);
  if (!account || !(await verifyPassword(input.oldPassword, account.passwordHash))) {
    throw new AppError('BAD_USER_INPUT', currentPasswordIncorrect, { oldPassword: currentPasswordIncorrect });
  }
  const passwordHash = await hashNewPassword(input.newPassword, account.passwordHash);
  await inTransaction(database, async (data) => {
    await data.users.updateAccount(account.id, { passwordHash, mustChangePassword: false });
    // What the change-of-e-mail notice advises when the change was not the owner's.
    await data.emailChanges.cancelPendingEmailChanges(account.id);
    await data.users.endSessions(account.id);
  });
  announceSessionsEnded(database, { userId: account.id });
  await sendMail(deps, {
    to: account.email,
    content: { template: 'passwordChanged' },
    language: await mailLanguageOfUser(deps, account.id),
    onFailure: 'log',
  });
}
