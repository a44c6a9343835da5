/*
 * Two-factor sign-in (the Safeguards Rule, 16 CFR 314.4(c)(5); SECURITY.md §26): one-time codes from
 * an authenticator app, and ten recovery codes, each good once, for a lost phone.
 */

export const recoveryCodeCount = 10;

/** A one-time code as the authenticator shows it: six digits (spaces the app shows are dropped). */
export const normalizeOneTimeCode = (text: string) => text.replace(/\s/g, '');
export const isOneTimeCode = (text: string) => /^\d{6}$/.test(normalizeOneTimeCode(text));

/** A recovery code as printed, 'abcde-fghij': compared without case, spaces or dashes. */
export const normalizeRecoveryCode = (text: string) => text.toLowerCase().replace(/[\s-]/g, '');

/** Staff of the live workspace must have a second factor; anyone else may choose one. */
export const secondFactorRequired = (account: { isStaff: boolean }, workspace: 'live' | 'training') =>
  account.isStaff && workspace === 'live';

export const wrongOneTimeCode =
  'That code is not right. Enter the code your authenticator app shows now, or a recovery code.';
export const signInAgain = 'Please sign in again.';
export const secondFactorAlreadyOn = 'Two-step sign-in is already on for this account.';
export const secondFactorCannotBeOff = 'Two-step sign-in is required for staff.';
export const nothingToPractise =
  'Live asks every staff member for two-step sign-in already: practice is for the training workspace.';
