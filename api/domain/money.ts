/*
 * Money is dollars at the edges (GraphQL, forms, the database's column type) and integer cents
 * inside every calculation, so sums and roundings are exact and the same on every machine.
 */

/** Dollars that carry at most two decimals become exact integer cents. */
export function toCents(dollars: number): number {
  // `+ 0` turns a -0 from Math.round into 0, so equality checks and JSON stay clean.
  return Math.round(dollars * 100) + 0;
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/**
 * Integer division rounded half away from zero (commercial rounding), so a negative amount rounds
 * like its positive mirror: 2.5 → 3 and −2.5 → −3.
 */
export function divideRounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const quotient = Math.floor(
    (2 * Math.abs(numerator) + Math.abs(denominator)) / (2 * Math.abs(denominator)),
  );
  return sign * quotient + 0;
}

/** Cents rounded to whole dollars (half away from zero), in dollars. */
export function centsToWholeDollars(cents: number): number {
  return divideRounded(cents, 100);
}

/** Dollars rounded to whole dollars, with the cents handled exactly. */
export function roundDollars(dollars: number): number {
  return centsToWholeDollars(toCents(dollars));
}

/**
 * `total` cents shared in proportion to `weights` (the largest remainders get the spare cents, the
 * first of equal remainders first): the parts always add up to `total` exactly. Weights that are all
 * zero share equally.
 */
export function shareCents(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = (sum > 0 ? weights : weights.map(() => 1)).map(BigInt);
  const whole = BigInt(sum > 0 ? sum : weights.length);
  const exact = shares.map((w) => BigInt(total) * w);
  const parts = exact.map((x) => x / whole);
  let spare = total - parts.reduce((a, b) => a + Number(b), 0);
  const byRemainder = exact
    .map((x, i) => ({ i, remainder: x % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  const result = parts.map(Number);
  for (const { i } of byRemainder) {
    if (spare <= 0) break;
    result[i] += 1;
    spare -= 1;
  }
  return result;
}
