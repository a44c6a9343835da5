/**
 * A debt's account number as the console lists it: the last four characters behind four dots
 * ('•••• 4411'); the whole number only on an explicit reveal, which is recorded. A number of four
 * characters or fewer shows nothing of itself.
 */
export function maskedAccountNumber(accountNumber: string | null | undefined): string | null {
  if (!accountNumber) return null;
  const last4 = accountLastFour(accountNumber);
  return last4 ? `•••• ${last4}` : '••••';
}

/**
 * The last four characters of an account number, which tell two cards of one lender apart on the
 * borrower's pages (Success, the carousel, the guide and its PDF); null when the number is missing or
 * too short to show any of it without showing all of it.
 */
export function accountLastFour(accountNumber: string | null | undefined): string | null {
  const number = accountNumber?.trim() ?? '';
  return number.length > 4 ? number.slice(-4) : null;
}

const endingWords = { en: 'Account ending in {last4}', es: 'Cuenta terminada en {last4}' } as const;

/** 'Account ending in 4411' / 'Cuenta terminada en 4411' under a creditor's name; null without digits. */
export function accountEnding(language: 'en' | 'es', lastFour: string | null | undefined): string | null {
  return lastFour ? endingWords[language].replace('{last4}', lastFour) : null;
}
