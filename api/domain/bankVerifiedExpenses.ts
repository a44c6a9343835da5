import { toCents, toDollars } from './money';

/**
 * The console's 'Verified expenses' (issue 20): the part of what the borrower said that the linked
 * bank backs — per category, the lower of what they said and the bank's monthly average, summed. With
 * no bank linked nothing is verified (null: the tile says so), however much the borrower typed.
 */
export function bankVerifiedExpenses(
  rows: readonly { borrowerSaid: number | null; bank: number | null }[],
): number | null {
  if (rows.every((row) => row.bank == null)) return null;
  const cents = rows.reduce(
    (sum, row) =>
      row.borrowerSaid == null || row.bank == null
        ? sum
        : sum + Math.min(toCents(row.borrowerSaid), toCents(row.bank)),
    0,
  );
  return toDollars(cents);
}
