import { hashPassword } from '../../auth/passwords';
import type { Data } from '../../data/bound';
import { splitName } from '../../domain/accountForms';
import { passwordMeetsRules, passwordRulesMessage } from '../../domain/password';
import type { UserInformation } from '../../domain/userInformation';
import { AppError } from '../../errors';

/** The one password rule (api/domain/password.ts), then the scrypt hash. */
export async function hashNewPassword(newPassword: string): Promise<string> {
  if (!passwordMeetsRules(newPassword)) {
    throw new AppError('BAD_USER_INPUT', passwordRulesMessage, { newPassword: passwordRulesMessage });
  }
  return hashPassword(newPassword);
}

interface Account {
  id: string;
  name: string | null;
}

/**
 * Stores the new hash, clears must-change-password, and saves the confirmed name and phone on the
 * account and on the borrower record (a changed phone is no longer checked: phoneNumberIsValid
 * clears, as on every phone edit).
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
  if (!namesGiven && info.phoneNumber == null) return;
  await data.borrowers.setContactOfOwnedBorrowers(account.id, info);
}
