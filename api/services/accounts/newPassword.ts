import { isBreachedPassword } from '../../auth/breachedPasswords';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Data } from '../../data/bound';
import { splitName } from '../../domain/accountForms';
import {
  breachedPasswordMessage,
  passwordMeetsRules,
  passwordRulesMessage,
  samePasswordMessage,
} from '../../domain/password';
import type { UserInformation } from '../../domain/userInformation';
import { AppError } from '../../errors';

/** Why a password chosen for an account is refused, or undefined: the rule, then the breached list. */
export function passwordRefusal(password: string): string | undefined {
  if (!passwordMeetsRules(password)) return passwordRulesMessage;
  if (isBreachedPassword(password)) return breachedPasswordMessage;
  return undefined;
}

/** A chosen password (a new one, a rep's first one), refused as BAD_USER_INPUT naming `field`. */
export function assertAcceptablePassword(password: string, field = 'newPassword'): void {
  const refusal = passwordRefusal(password);
  if (refusal) throw new AppError('BAD_USER_INPUT', refusal, { [field]: refusal });
}

/**
 * The one password rule (api/domain/password.ts) and the breached list, then the scrypt hash. Given
 * the hash it replaces (`current`), a password equal to it is refused: a temporary password a lead
 * typed, kept as the "new" one, would stay known to the lead.
 */
export async function hashNewPassword(newPassword: string, current?: string): Promise<string> {
  assertAcceptablePassword(newPassword);
  if (current && (await verifyPassword(newPassword, current)))
    throw new AppError('BAD_USER_INPUT', samePasswordMessage, { newPassword: samePasswordMessage });
  return hashPassword(newPassword);
}

interface Account {
  id: string;
  name: string | null;
}

/**
 * Stores the new hash, clears must-change-password, cancels a pending change of e-mail, and saves
 * the confirmed name and phone on the account and on the borrower record (a changed phone is no
 * longer checked: phoneNumberIsValid clears, as on every phone edit).
 */
export async function applyNewPassword(
  data: Data,
  account: Account,
  passwordHash: string,
  info: UserInformation,
): Promise<void> {
  const current = splitName(account.name);
  const firstName = info.firstName ?? current.firstName;
  const lastName = info.lastName ?? current.lastName;
  const namesGiven = info.firstName != null || info.lastName != null;
  await data.users.updateAccount(account.id, {
    passwordHash,
    mustChangePassword: false,
    ...(namesGiven ? { name: `${firstName} ${lastName}`.trim() } : {}),
    ...(info.phoneNumber != null ? { phoneNumber: info.phoneNumber } : {}),
  });
  // What the change-of-e-mail notice tells an owner to do when the change was not theirs.
  await data.emailChanges.cancelPendingEmailChanges(account.id);
  if (!namesGiven && info.phoneNumber == null) return;
  await data.borrowers.setContactOfOwnedBorrowers(account.id, info);
}
