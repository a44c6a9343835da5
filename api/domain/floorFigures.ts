/* The lead's start page: pure sums over rows the data layer reads (issue 20). */

/** The median of the values (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Whole minutes from each application to its first contact; never negative. */
export function minutesToFirstContact(
  rows: readonly { createdAt: string; firstContactAt: string }[],
): number[] {
  return rows.map((r) =>
    Math.max(0, Math.round((Date.parse(r.firstContactAt) - Date.parse(r.createdAt)) / 60_000)),
  );
}

/** The share enrolled, as a whole percentage; null when nobody was contacted. */
export const conversionPercent = (contacted: number, enrolled: number): number | null =>
  contacted === 0 ? null : Math.round((enrolled / contacted) * 100);

/** How far back a lead's day or week may start (a week and a day, whatever the clock's zone). */
export const maxFloorLookbackDays = 8;
