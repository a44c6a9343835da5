import { isValidEmail } from './borrowerRules';
import { passwordMeetsRules } from './password';

/*
 * The account forms' rules (service-portal §5), as outcomes: the site words them in the page's
 * language, the server in the spec's English.
 */

/** The verification code: six digits. */
export const isVerificationCodeFormat = (code: string) => /^\d{6}$/.test(code);

/** users.name holds "first last": the first word is the first name, the rest the last name. */
export function splitName(name: string | null | undefined): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export type NewPasswordOutcome = {
  newPassword?: 'required' | 'rulesUnmet';
  confirmPassword?: 'required' | 'mismatch';
};

/** New password (reset, initial, change): the rule, then the confirmation equal to it. */
export function checkNewPassword(input: {
  newPassword: string;
  confirmPassword: string;
}): NewPasswordOutcome {
  const outcome: NewPasswordOutcome = {};
  if (!input.newPassword) outcome.newPassword = 'required';
  else if (!passwordMeetsRules(input.newPassword)) outcome.newPassword = 'rulesUnmet';
  if (!input.confirmPassword) outcome.confirmPassword = 'required';
  else if (input.confirmPassword !== input.newPassword) outcome.confirmPassword = 'mismatch';
  return outcome;
}

/** How long the link confirming a change of e-mail works (docs/decisions/0128-a-confirmed-change-of-e-mail.md). */
export const emailChangeLinkHours = 24;

export type EmailChangeOutcome = {
  newEmail?: 'required' | 'invalid';
  confirmEmail?: 'required' | 'mismatch';
};

/** Change e-mail: a valid new address, and the confirmation the same (case aside). */
export function checkEmailChange(input: { newEmail: string; confirmEmail: string }): EmailChangeOutcome {
  const outcome: EmailChangeOutcome = {};
  const email = input.newEmail.trim();
  if (!email) outcome.newEmail = 'required';
  else if (!isValidEmail(email)) outcome.newEmail = 'invalid';
  if (!input.confirmEmail.trim()) outcome.confirmEmail = 'required';
  else if (input.confirmEmail.trim().toLowerCase() !== email.toLowerCase()) outcome.confirmEmail = 'mismatch';
  return outcome;
}
