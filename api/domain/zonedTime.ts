import type { UsTimeZone } from './timeZones';

/*
 * Wall-clock time in a borrower's zone: the abbreviation a rep knows, the zone's offset, and the
 * instant of a local day and time (a call-back typed in the borrower's time). Intl only (Node's full
 * ICU, the browser's own), apart from the ZIP tables so the console can load it cheaply.
 */

/** US abbreviations as reps know them (ICU says 'GMT+10' for Guam and 'HAST' for Adak). */
const abbreviations: Record<UsTimeZone, readonly [standard: string, daylight: string]> = {
  'America/New_York': ['EST', 'EDT'],
  'America/Chicago': ['CST', 'CDT'],
  'America/Denver': ['MST', 'MDT'],
  'America/Phoenix': ['MST', 'MST'],
  'America/Los_Angeles': ['PST', 'PDT'],
  'America/Anchorage': ['AKST', 'AKDT'],
  'America/Adak': ['HST', 'HDT'],
  'Pacific/Honolulu': ['HST', 'HST'],
  'America/Puerto_Rico': ['AST', 'AST'],
  'America/St_Thomas': ['AST', 'AST'],
  'Pacific/Guam': ['ChST', 'ChST'],
  'Pacific/Saipan': ['ChST', 'ChST'],
  'Pacific/Pago_Pago': ['SST', 'SST'],
};

export const isUsTimeZone = (zone: unknown): zone is UsTimeZone =>
  typeof zone === 'string' && Object.hasOwn(abbreviations, zone);

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl format per purpose and zone, kept: the console's lists ask for every row's zone. */
export function cachedFormat(purpose: string, zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${purpose}:${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options });
    formats.set(key, format);
  }
  return format;
}

/** The zone's UTC offset in minutes at an instant (e.g. -300 for EST). */
export function utcOffsetMinutes(zone: string, at: Date): number {
  const name = cachedFormat('offset', zone, { timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')!.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!match) throw new Error(`Unexpected offset ${name}`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Each zone's standard offset by year, kept. */
const standardOffsets = new Map<string, number>();

/** Daylight saving is in force when the offset is above the year's smaller (standard) one. */
function isDaylightTime(zone: UsTimeZone, at: Date): boolean {
  const year = at.getUTCFullYear();
  const key = `${zone}:${year}`;
  let standard = standardOffsets.get(key);
  if (standard === undefined) {
    standard = Math.min(
      utcOffsetMinutes(zone, new Date(Date.UTC(year, 0, 1))),
      utcOffsetMinutes(zone, new Date(Date.UTC(year, 6, 1))),
    );
    standardOffsets.set(key, standard);
  }
  return utcOffsetMinutes(zone, at) > standard;
}

/** 'CDT', 'ChST' … */
export function zoneAbbreviation(zone: UsTimeZone, at: Date): string {
  return abbreviations[zone][isDaylightTime(zone, at) ? 1 : 0];
}

/**
 * The instant of a wall-clock day and time in a zone ('2026-03-14', '15:30'). A time the clocks skip
 * in spring lands an hour later, as a phone's clock would show it; in the repeated hour of autumn
 * the first one is meant.
 */
export function zonedInstant(zone: string, day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const offsetBefore = utcOffsetMinutes(zone, new Date(wall - 86_400_000));
  const offsetAfter = utcOffsetMinutes(zone, new Date(wall + 86_400_000));
  for (const offset of [offsetBefore, offsetAfter]) {
    const instant = wall - offset * 60_000;
    if (utcOffsetMinutes(zone, new Date(instant)) === offset) return new Date(instant);
  }
  // In the skipped hour: read with the offset before the change, it shows an hour later.
  return new Date(wall - offsetBefore * 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a rep reads it in a zone: '03-14-2026 3:30 PM CDT' (the spec's MM-dd-yyyy h:mm a). */
export function formatInZone(iso: string, zone: UsTimeZone): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const parts = Object.fromEntries(
    cachedFormat('dateTime', zone, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const hour = Number(parts.hour) % 24;
  return `${parts.month}-${parts.day}-${parts.year} ${hour % 12 || 12}:${pad(Number(parts.minute))} ${hour < 12 ? 'AM' : 'PM'} ${zoneAbbreviation(zone, at)}`;
}
