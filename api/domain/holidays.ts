/*
 * Legal holidays for the states that forbid calls on them (stateCallingRules.ts): the federal legal
 * holidays (5 U.S.C. 6103), which these states keep, observed on the Friday before when they fall on
 * a Saturday and on the Monday after when on a Sunday, plus the states' own days that the published
 * compliance tables list: Mardi Gras in Louisiana, Victory Day in Rhode Island, Pioneer Day in Utah.
 */

export interface Holiday {
  /** YYYY-MM-DD, the day observed. */
  day: string;
  name: string;
}

const iso = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);

/** The n-th (1-based; -1 the last) given weekday (0 Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return iso(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDate)).getUTCDay();
  return iso(year, month, lastDate - ((last - weekday + 7) % 7));
}

/** A fixed date moved off the weekend: Saturday → Friday, Sunday → Monday. */
function observed(year: number, month: number, date: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  const shift = weekday === 6 ? -1 : weekday === 0 ? 1 : 0;
  return iso(year, month, date + shift);
}

/** Easter Sunday (the Gregorian computus of Meeus, Jones and Butcher). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

export function federalHolidays(year: number): Holiday[] {
  return [
    { day: observed(year, 1, 1), name: 'New Year’s Day' },
    { day: nthWeekday(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' },
    { day: nthWeekday(year, 2, 1, 3), name: 'Washington’s Birthday' },
    { day: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    { day: observed(year, 6, 19), name: 'Juneteenth' },
    { day: observed(year, 7, 4), name: 'Independence Day' },
    { day: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { day: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { day: observed(year, 11, 11), name: 'Veterans Day' },
    { day: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { day: observed(year, 12, 25), name: 'Christmas Day' },
  ];
}

const stateDays: Record<string, (year: number) => Holiday[]> = {
  LA: (year) => [
    {
      day: new Date(easter(year).getTime() - 47 * 86_400_000).toISOString().slice(0, 10),
      name: 'Mardi Gras',
    },
  ],
  RI: (year) => [{ day: nthWeekday(year, 8, 1, 2), name: 'Victory Day' }],
  UT: (year) => [{ day: observed(year, 7, 24), name: 'Pioneer Day' }],
};

/** The holiday a state keeps on this day (YYYY-MM-DD), or null. */
export function stateHolidayOn(state: string, day: string): Holiday | null {
  const year = Number(day.slice(0, 4));
  // New Year's Day on a Saturday is kept on the Friday before, in the year before.
  const all = [year, year + 1].flatMap((y) => [...federalHolidays(y), ...(stateDays[state]?.(y) ?? [])]);
  return all.find((holiday) => holiday.day === day) ?? null;
}
