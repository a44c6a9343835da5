/*
 * The product's password rule (service-portal §5): at least one letter and one number, only letters,
 * digits, spaces and the special characters. The spec's two readings list ! . @ # $ % & * and
 * ! . @ # $ ^ *; we accept the union of both. The spec's 20 characters at most refused passphrases:
 * up to 128 now, spaces allowed (docs/decisions/0121-passwords-up-to-128-and-a-breached-list.md).
 * The server also refuses passwords found in breaches (api/auth/breachedPasswords.ts), a list too
 * large for the pages, which check this rule as it is typed.
 */
export const passwordSpecialCharacters = '!.@#$%^&*';
export const passwordLength = { min: 8, max: 128 } as const;
const allowed = /^[A-Za-z0-9 !.@#$%^&*]+$/;

/** A short list of the most common passwords, for the checklist as it is typed (the server's is longer). */
const common = new Set([
  'password1',
  'password123',
  'passw0rd',
  'abc12345',
  'abcd1234',
  'qwerty123',
  'qwerty12',
  '1qaz2wsx',
  'welcome1',
  'welcome123',
  'letmein1',
  'iloveyou1',
  'admin123',
  'trustno1',
  'monkey123',
  'dragon123',
  'baseball1',
  'football1',
  'sunshine1',
  'princess1',
  'a1b2c3d4',
  'test1234',
  'changeme1',
  'p@ssw0rd',
  'p@ssword1',
  'password!1',
]);

export interface PasswordChecklist {
  length: boolean;
  letter: boolean;
  number: boolean;
  allowedCharacters: boolean;
  notCommon: boolean;
}

export function passwordChecklist(password: string): PasswordChecklist {
  return {
    length: password.length >= passwordLength.min && password.length <= passwordLength.max,
    letter: /[A-Za-z]/.test(password),
    number: /[0-9]/.test(password),
    allowedCharacters: allowed.test(password),
    notCommon: !common.has(password.toLowerCase()),
  };
}

export function passwordMeetsRules(password: string): boolean {
  return Object.values(passwordChecklist(password)).every(Boolean);
}

export const passwordRulesMessage = 'Your new password does not meet the requirements.';
export const breachedPasswordMessage =
  'This password has appeared in a data breach and is easy to guess. Please choose another.';
export const samePasswordMessage = 'Your new password must be different from your current password.';
export const passwordsDoNotMatch = 'Passwords do not match.';
