import { loadViewer } from '../../auth/users';
import type { Viewer } from '../../auth/viewer';
import { inTransaction, readData } from '../../data/bound';
import { checkUserInformation, type UserInformation } from '../../domain/userInformation';
import { updateAccountFailed } from '../../domain/messages';
import { AppError } from '../../errors';
import { assertValid } from '../validation';
import type { ServiceDeps } from '../deps';
import { mailLanguageOfUser, sendMail } from '../mail';
import { announceSessionsEnded } from '../sessionsEnded';
import { applyNewPassword, hashNewPassword } from './newPassword';

const failed = () => new AppError('BAD_USER_INPUT', updateAccountFailed);

/**
 * Sign-in's new-password-required challenge (service-portal §4): the user sets a password with
 * their name and phone. Every other session ends; the caller rotates this one. Any failure but the
 * password rule is the spec's 'There was a problem updating your account.'
 */
export async function completeNewPassword(
  deps: ServiceDeps,
  viewer: Viewer,
  sessionId: string,
  input: UserInformation & { newPassword: string },
): Promise<Viewer> {
  const { database } = deps;
  if (!viewer.mustChangePassword) throw failed();
  const info = checkUserInformation(input, true);
  assertValid(info.errors, updateAccountFailed);
  // The temporary password the account signed in with cannot be kept: whoever chose it knows it.
  const current = await readData(database).users.userById(viewer.id);
  const passwordHash = await hashNewPassword(input.newPassword, current?.passwordHash).catch(
    (error: unknown) => {
      throw error instanceof AppError && error.code === 'BAD_USER_INPUT' ? error : failed();
    },
  );
  const changed = await inTransaction(database, async (data) => {
    // Conditional: of two concurrent completions only one finds the flag still set.
    const account = await data.users.accountAwaitingNewPassword(viewer.id);
    if (!account) return null;
    await applyNewPassword(data, account, passwordHash, info.values);
    await data.users.endSessions(account.id, sessionId);
    return account;
  });
  if (!changed) throw failed();
  announceSessionsEnded(database, { userId: changed.id, exceptSid: sessionId });
  await sendMail(deps, {
    to: changed.email,
    content: { template: 'passwordChanged' },
    language: await mailLanguageOfUser(deps, changed.id),
    onFailure: 'log',
  });
  const updated = await loadViewer(database, changed.id);
  if (!updated) throw failed();
  return updated;
}
