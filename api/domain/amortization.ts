import { divideRounded } from './money';

/*
 * Fixed-payment loan arithmetic in integer cents. An APR is a yearly percentage (7.9 means 7.9 %),
 * charged monthly as APR / 12 on the balance, each month's interest rounded to the cent.
 */

/** 7.9 % → 790 basis points, so interest is integer arithmetic. */
export function aprToBasisPoints(apr: number): number {
  return Math.round(apr * 100);
}

export function monthlyInterestCents(balanceCents: number, aprBasisPoints: number): number {
  return divideRounded(balanceCents * aprBasisPoints, 12 * 10_000);
}

export interface Payoff {
  paidOff: boolean;
  /** Months until the balance reaches zero (the last payment may be partial), or `maxMonths`. */
  months: number;
  /** Interest paid over those months. */
  interestCents: number;
}

/**
 * Pays `paymentCents` every month for at most `maxMonths`. A payment that does not cover the month's
 * interest never repays anything: from then on that month's interest is charged every month and the
 * balance is held where it is (a lower bound on the cost; a lender would capitalise the shortfall).
 */
export function simulatePayoff(
  balanceCents: number,
  aprBasisPoints: number,
  paymentCents: number,
  maxMonths: number,
): Payoff {
  let balance = balanceCents;
  let interestCents = 0;
  let months = 0;
  while (balance > 0 && months < maxMonths) {
    const charge = monthlyInterestCents(balance, aprBasisPoints);
    if (paymentCents <= charge) {
      return {
        paidOff: false,
        months: maxMonths,
        interestCents: interestCents + charge * (maxMonths - months),
      };
    }
    interestCents += charge;
    balance += charge - paymentCents;
    months += 1;
  }
  return { paidOff: balance <= 0, months, interestCents };
}

/**
 * The smallest whole-dollar monthly payment (in cents) that repays the balance within `termMonths`.
 * The annuity formula gives the starting point; the cent-exact simulation has the last word, since
 * monthly rounding of interest can move the answer by a dollar either way.
 */
export function amortizedPaymentCents(
  balanceCents: number,
  aprBasisPoints: number,
  termMonths: number,
): number {
  const rate = aprBasisPoints / (12 * 10_000);
  const exact =
    rate === 0 ? balanceCents / termMonths : (balanceCents * rate) / (1 - (1 + rate) ** -termMonths);
  const repaysInTerm = (payment: number) =>
    simulatePayoff(balanceCents, aprBasisPoints, payment, termMonths).paidOff;
  let payment = Math.ceil(exact / 100) * 100;
  while (!repaysInTerm(payment)) payment += 100;
  while (payment > 100 && repaysInTerm(payment - 100)) payment -= 100;
  return payment;
}
