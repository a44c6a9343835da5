import { centsToWholeDollars, divideRounded, roundDollars, toCents } from './money';

/** Plan length shown on Success and in the staff decision tab (borrower-application §9). */
export const planLengthInMonths = 60;

/** Rounded difference between current and proposed unsecured debt payment. */
export function monthlySavings(decision: {
  currentUnsecuredDebtPayment: number;
  proposedUnsecuredDebtPayment: number;
}): number {
  return centsToWholeDollars(
    toCents(decision.currentUnsecuredDebtPayment) - toCents(decision.proposedUnsecuredDebtPayment),
  );
}

export interface PaymentHeadline {
  currentPayment: number | null;
  newPayment: number | null;
  monthlySavings: number | null;
}

/**
 * The headline over the offer tiles (Success, the portal's offers): each figure is the sum of the
 * whole dollars the tiles show, so the headline always adds up to what the reader sees beneath it,
 * and the monthly savings are the difference of the two. With no tiles, the decision's totals,
 * rounded (the spec's rounded difference).
 */
export function paymentHeadline(
  decision: { currentUnsecuredDebtPayment: number | null; proposedUnsecuredDebtPayment: number | null },
  offers: readonly { currentPayment: number | null; payment: number | null }[],
): PaymentHeadline {
  const shown = (amounts: (number | null)[]) =>
    amounts.reduce<number>((sum, amount) => sum + (amount == null ? 0 : roundDollars(amount)), 0);
  const currentPayment =
    offers.length > 0
      ? shown(offers.map((o) => o.currentPayment))
      : decision.currentUnsecuredDebtPayment == null
        ? null
        : roundDollars(decision.currentUnsecuredDebtPayment);
  const newPayment =
    offers.length > 0
      ? shown(offers.map((o) => o.payment))
      : decision.proposedUnsecuredDebtPayment == null
        ? null
        : roundDollars(decision.proposedUnsecuredDebtPayment);
  const monthlySavings =
    offers.length > 0
      ? currentPayment! - newPayment!
      : decision.currentUnsecuredDebtPayment == null || decision.proposedUnsecuredDebtPayment == null
        ? null
        : monthlySavingsOf(decision.currentUnsecuredDebtPayment, decision.proposedUnsecuredDebtPayment);
  return { currentPayment, newPayment, monthlySavings };
}

const monthlySavingsOf = (current: number, proposed: number) =>
  monthlySavings({ currentUnsecuredDebtPayment: current, proposedUnsecuredDebtPayment: proposed });

/** Rounded estimated (current) payment minus rounded new payment. */
export function offerSavings(estimatedPayment: number, newPayment: number): number {
  return roundDollars(estimatedPayment) - roundDollars(newPayment);
}

/**
 * Numbers of 1000 and more, either sign, shortened with a k suffix: thousands to one decimal
 * (rounded half away from zero), a trailing .0 dropped, and no other unit above (1 500 000 →
 * '1500k'). 1000 → '1k', 1500 → '1.5k', 1049 → '1k', 1050 → '1.1k', 12 000 → '12k', −2500 →
 * '-2.5k'. Smaller numbers are shown as they are.
 */
export function shortenNumber(value: number): string {
  if (Math.abs(value) < 1000) return String(value);
  const tenths = divideRounded(toCents(Math.abs(value)), 10_000);
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${value < 0 ? '-' : ''}${whole}${decimal ? `.${decimal}` : ''}k`;
}
