/*
 * The customer portal's time windows (service-portal §7, §9), in UTC like every stored instant:
 * six calendar months, this one included — from the first instant of the month five months ago
 * to the last of this month. Score history, income snapshots and checking balances share it.
 */
export interface PortalWindow {
  /** ISO instant, inclusive. */
  from: string;
  /** ISO instant, exclusive: the first instant of next month. */
  before: string;
}

export const portalWindowMonths = 6;

export function portalWindow(now: Date): PortalWindow {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    from: new Date(Date.UTC(year, month - (portalWindowMonths - 1), 1)).toISOString(),
    before: new Date(Date.UTC(year, month + 1, 1)).toISOString(),
  };
}

/** 'YYYY-MM' of each month of the window, oldest first: a chart's x-axis with no gaps. */
export function portalWindowMonthKeys(now: Date): string[] {
  const { from } = portalWindow(now);
  const start = new Date(from);
  return Array.from({ length: portalWindowMonths }, (_, k) =>
    new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + k, 1)).toISOString().slice(0, 7),
  );
}
