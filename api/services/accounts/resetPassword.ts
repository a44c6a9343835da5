import { checkCode } from '../../auth/codeChecks';
import { findUserByEmail } from '../../auth/users';
import { checkUserInformation, type UserInformation } from '../../domain/userInformation';
import { updateAccountFailed } from '../../domain/messages';
import { assertValid } from '../validation';
import type { ServiceDeps } from '../deps';
import { mailLanguageOfUser, sendMail } from '../mail';
import { settleCode } from './codeOutcome';
import { announceSessionsEnded } from '../sessionsEnded';
import { applyNewPassword, hashNewPassword } from './newPassword';

export interface ResetPasswordInput extends UserInformation {
  email: string;
  code: string;
  newPassword: string;
}

/**
 * /auth/reset-password (forgot password, and the initial e-mail's link). The input is checked
 * before the code, so a refused password never spends it; then, in one transaction, the code is
 * spent, the password and the confirmed information are saved and every session of the user ends.
 * Answers whether the account was in initial-password mode (the caller then signs the user in).
 */
export async function resetPassword(deps: ServiceDeps, input: ResetPasswordInput) {
  const { database } = deps;
  const info = checkUserInformation(input, false);
  assertValid(info.errors, updateAccountFailed);
  // A temporary password (a lead's choice, for an account that must change it) cannot be kept.
  const account = await findUserByEmail(database, input.email);
  const passwordHash = await hashNewPassword(
    input.newPassword,
    account?.mustChangePassword ? account.passwordHash : undefined,
  );
  const now = deps.now();
  const { user, result } = await settleCode(
    deps,
    await checkCode(database, { email: input.email, code: input.code, now }, async (data, account) => {
      await data.users.consumeCodes(account.id, now);
      await applyNewPassword(data, account, passwordHash, info.values);
      await data.users.endSessions(account.id);
      return { wasInitial: account.mustChangePassword };
    }),
  );
  // Every session of the account ended with the reset: its sockets close too.
  announceSessionsEnded(database, { userId: user.id });
  const language = await mailLanguageOfUser(deps, user.id);
  await sendMail(deps, {
    to: user.email,
    content: { template: 'passwordChanged' },
    language,
    onFailure: 'log',
  });
  return { userId: user.id, wasInitial: result.wasInitial };
}
