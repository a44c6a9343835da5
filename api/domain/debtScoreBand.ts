/*
 * The customer portal's debt score bands (service-portal §9: 0 to 100 in red, orange, yellow,
 * green and light blue). The spec names the colours, not where they meet: ours are five equal
 * steps of 20, the last one taking 100 as well.
 *   0–19 red · 20–39 orange · 40–59 yellow · 60–79 green · 80–100 light blue
 * Pure: the site shows the band's colour and its name beside the number (colour is never the only
 * signal); the words live in the site's dictionaries.
 */
export const debtScoreBands = [
  { band: 'red', min: 0, max: 19 },
  { band: 'orange', min: 20, max: 39 },
  { band: 'yellow', min: 40, max: 59 },
  { band: 'green', min: 60, max: 79 },
  { band: 'lightBlue', min: 80, max: 100 },
] as const;

export type DebtScoreBand = (typeof debtScoreBands)[number]['band'];

export const debtScoreMin = 0;
export const debtScoreMax = 100;

/**
 * The band of a score. Scores are whole numbers; a fraction is rounded first and anything outside
 * 0–100 counts as the nearest end, so a stray value still gets a band. Not a number is refused.
 */
export function debtScoreBand(score: number): DebtScoreBand {
  if (!Number.isFinite(score)) throw new RangeError(`Not a debt score: ${score}`);
  const value = Math.min(debtScoreMax, Math.max(debtScoreMin, Math.round(score)));
  const found = debtScoreBands.find(({ min, max }) => value >= min && value <= max);
  // The bands cover 0–100 without gaps (pinned by the unit test), so this is never reached.
  return found ? found.band : 'red';
}
