/**
 * A debt's account number as the console lists it: the last four characters behind four dots
 * ('•••• 4411'); the whole number only on an explicit reveal, which is recorded. A number of four
 * characters or fewer shows nothing of itself.
 */
export function maskedAccountNumber(accountNumber: string | null | undefined): string | null {
  if (!accountNumber) return null;
  const last4 = accountNumber.length > 4 ? accountNumber.slice(-4) : '';
  return last4 ? `•••• ${last4}` : '••••';
}
