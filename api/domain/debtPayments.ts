/** Collections carry an assumed monthly payment of 3 % of their balance (borrower-application §9). */
export const collectionPaymentRate = 0.03;

/** A debt uses its scheduled monthly payment, else the estimated one. */
export function debtMonthlyPayment(debt: {
  scheduledMonthlyPayment: number | null;
  estimatedMonthlyPayment: number | null;
}): number {
  return debt.scheduledMonthlyPayment ?? debt.estimatedMonthlyPayment ?? 0;
}
