import { callingHours } from './callingHoursRule';
import { stateTimeZones, usTimeZones, zipRanges, type UsTimeZone, type ZipRange } from './timeZones';

/*
 * TCPA calling hours: a rep may call a borrower only from 8 am to 9 pm in the borrower's local
 * time (47 CFR 64.1200(c)(1)): 8:00 ≤ local time < 21:00. An unknown zone is never callable;
 * the console says the zone is unknown instead of guessing.
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

const clockFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, zone: string, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options });
    cache.set(zone, format);
  }
  return format;
}

/** The zone's UTC offset in minutes at an instant (e.g. -300 for EST). */
export function utcOffsetMinutes(zone: UsTimeZone, at: Date): number {
  const name = cached(offsetFormats, zone, { timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')!.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!match) throw new Error(`Unexpected offset ${name}`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Each zone's standard offset by year, kept: the console's lists ask for every row's zone. */
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

export interface LocalTime {
  hour: number;
  minute: number;
  /** e.g. 'CDT' */
  abbreviation: string;
  /** e.g. '3:42 PM CDT' */
  label: string;
}

/** The wall-clock time in the zone at `now`. */
export function localTime(zone: UsTimeZone, now: Date): LocalTime {
  const parts = cached(clockFormats, zone, { hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  const abbreviation = abbreviations[zone][isDaylightTime(zone, now) ? 1 : 0];
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return { hour, minute, abbreviation, label: `${clock} ${abbreviation}` };
}

/** 8:00 ≤ the local hour < 21:00. */
const withinCallingHours = (hour: number) => hour >= callingHours.fromHour && hour < callingHours.untilHour;

export function isCallableNow(zone: UsTimeZone, now: Date): boolean {
  return withinCallingHours(localTime(zone, now).hour);
}

/** The borrower's local time and whether a rep may call now; both null when the zone is unknown. */
export function callingWindow(zone: UsTimeZone | null, now: Date) {
  if (!zone) return { localTime: null, callableNow: null };
  const local = localTime(zone, now);
  return { localTime: local.label, callableNow: withinCallingHours(local.hour) };
}

export interface CallingRegions {
  /** States, DC and territories in one zone. */
  states: string[];
  /** ZIP runs of the split states. */
  zipRanges: Omit<ZipRange, 'zone'>[];
}

/**
 * Where borrowers are (callable = true) or are not (false) callable at `now`: the pure half of the
 * 'Callable now' filter, which the data layer turns into a condition on state and ZIP. A borrower
 * of an unknown zone is in neither.
 */
export function callingRegions(now: Date, callable: boolean): CallingRegions {
  const zones = new Set(usTimeZones.filter((zone) => isCallableNow(zone, now) === callable));
  return {
    states: Object.entries(stateTimeZones)
      .filter(([, zone]) => zones.has(zone))
      .map(([state]) => state),
    zipRanges: mergedRuns(zipRanges.filter((r) => zones.has(r.zone))),
  };
}

/** Neighbouring runs of one state join when both are chosen, whatever their zones: a shorter SQL. */
function mergedRuns(ranges: readonly ZipRange[]): CallingRegions['zipRanges'] {
  const runs: CallingRegions['zipRanges'] = [];
  for (const { state, from, to } of ranges) {
    const last = runs.at(-1);
    if (last && last.state === state && Number(last.to) + 1 === Number(from)) last.to = to;
    else runs.push({ state, from, to });
  }
  return runs;
}
