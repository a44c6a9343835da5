import type { usStates } from './borrowerRules';

/*
 * Cost of living by state, in percent of the national average, for the expense estimates.
 * Source and assumption: rounded to whole percents, approximately the U.S. Bureau of Economic
 * Analysis's Regional Price Parities (all items, 2022). The BEA publishes none for the territories,
 * so AS, GU, MP, PR and VI use the national 100. Refresh when a newer release moves a state by more
 * than a couple of points.
 */
// prettier-ignore
export const stateCostOfLivingPercent: Record<(typeof usStates)[number], number> = {
  AL: 87, AK: 101, AZ: 100, AR: 86, CA: 112, CO: 103, CT: 104, DE: 98, FL: 101, GA: 94,
  HI: 110, ID: 93, IL: 99, IN: 90, IA: 88, KS: 89, KY: 88, LA: 89, ME: 95, MD: 104,
  MA: 109, MI: 93, MN: 97, MS: 86, MO: 89, MT: 94, NE: 90, NV: 97, NH: 104, NJ: 109,
  NM: 90, NY: 108, NC: 92, ND: 89, OH: 90, OK: 87, OR: 101, PA: 96, RI: 99, SC: 91,
  SD: 87, TN: 91, TX: 97, UT: 97, VT: 98, VA: 101, WA: 108, WV: 87, WI: 92, WY: 91,
  DC: 111, AS: 100, GU: 100, MP: 100, PR: 100, VI: 100,
};

/** An unknown or missing state counts as the national average. */
export function costOfLivingPercent(state: string | null | undefined): number {
  if (!state || !Object.hasOwn(stateCostOfLivingPercent, state)) return 100;
  return stateCostOfLivingPercent[state as keyof typeof stateCostOfLivingPercent];
}
