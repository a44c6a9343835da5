import { callingHours } from './callingHoursRule';
import { dayMs } from './dates';
import { cachedFormat, zoneAbbreviation } from './zonedTime';
import { stateHolidayOn } from './holidays';
import {
  federalHours,
  maxCallsPer7Days,
  stateCallingRules,
  stateNames,
  type CallingHours,
} from './stateCallingRules';
import { borrowerTimeZone, stateTimeZones, zipRanges, type UsTimeZone, type ZipRange } from './timeZones';

/*
 * Calling hours: TCPA lets a rep call a borrower only from 8 am to 9 pm in the borrower's local time
 * (47 CFR 64.1200(c)(1)): 8:00 ≤ local time < 21:00. Some states end earlier, start later, or allow
 * no calls on Sundays and legal holidays, and some cap the calls a day (stateCallingRules.ts); the
 * agency also caps calls at seven in seven days. An unknown zone is never callable; the console says
 * the zone is unknown instead of guessing.
 */

export interface LocalTime {
  readonly hour: number;
  readonly minute: number;
  /** The local calendar day, YYYY-MM-DD. */
  readonly day: string;
  /** 0 Sunday … 6 Saturday, locally. */
  readonly weekday: number;
  /** e.g. 'CDT' */
  readonly abbreviation: string;
  /** e.g. '3:42 PM CDT' */
  readonly label: string;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The wall-clock times already read, by zone and minute: every US zone's offset is whole minutes, so
 * a zone's local time is the same through a UTC minute, and a page of the console's list asks it of
 * ten rows, three fields each. A few zones a minute; the oldest are dropped past the bound.
 */
const readTimes = new Map<string, LocalTime>();
const maxReadTimes = 256;
const minuteMs = 60_000;

/** The wall-clock time in the zone at `now`. */
export function localTime(zone: UsTimeZone, now: Date): LocalTime {
  const minute = Math.floor(now.getTime() / minuteMs);
  const key = `${zone} ${minute}`;
  let local = readTimes.get(key);
  if (!local) {
    local = readLocalTime(zone, new Date(minute * minuteMs));
    if (readTimes.size >= maxReadTimes) readTimes.delete(readTimes.keys().next().value!);
    readTimes.set(key, local);
  }
  return local;
}

function readLocalTime(zone: UsTimeZone, now: Date): LocalTime {
  const parts = cachedFormat('clock', zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  const abbreviation = zoneAbbreviation(zone, now);
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return {
    hour,
    minute,
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdays.indexOf(parts.weekday),
    abbreviation,
    label: `${clock} ${abbreviation}`,
  };
}

/** 8:00 ≤ the local hour < 21:00. */
const withinCallingHours = (hour: number) => hour >= callingHours.fromHour && hour < callingHours.untilHour;

/** TCPA's hours alone, whatever the state. */
export function isCallableNow(zone: UsTimeZone, now: Date): boolean {
  return withinCallingHours(localTime(zone, now).hour);
}

/** '8 pm', '1:30 pm' */
function clockWords(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  return `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`;
}

const dayNames = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/** Whether the time and the day allow a call now, and if not, why (in a rep's words). */
export interface CallingVerdict {
  callable: boolean;
  reason: string | null;
}

/** The hours of a state's local day: its own (no stricter than TCPA's), or null for no calls. */
function hoursOn(state: string | null, local: LocalTime): { hours: CallingHours | null; closed?: string } {
  const rule = state ? stateCallingRules[state] : undefined;
  if (!rule) return { hours: federalHours };
  const holiday = rule.noCallsOnHolidays ? stateHolidayOn(state!, local.day) : null;
  if (holiday) return { hours: null, closed: holiday.name };
  const own = local.weekday === 0 ? rule.sunday : local.weekday === 6 ? rule.saturday : undefined;
  const day = own === undefined ? rule.weekdays : own;
  if (day === null) return { hours: null, closed: dayNames[local.weekday] };
  return {
    hours: { from: Math.max(day.from, federalHours.from), until: Math.min(day.until, federalHours.until) },
  };
}

/** The time-of-day and day-of-week rules for a borrower in `state` and `zone` at `now`. */
export function callingVerdict(state: string | null, zone: UsTimeZone, now: Date): CallingVerdict {
  const local = localTime(zone, now);
  const { hours, closed } = hoursOn(state, local);
  const where = state && stateNames[state];
  if (!hours) return { callable: false, reason: `No calls on ${closed} in ${where}` };
  const minutes = local.hour * 60 + local.minute;
  if (minutes < hours.from) {
    const stricter = where && hours.from !== federalHours.from;
    return {
      callable: false,
      reason: `Before ${clockWords(hours.from)} ${stricter ? `in ${where}` : 'local time'}`,
    };
  }
  if (minutes >= hours.until) {
    const stricter = where && hours.until !== federalHours.until;
    return {
      callable: false,
      reason: `After ${clockWords(hours.until)} ${stricter ? `in ${where}` : 'local time'}`,
    };
  }
  return { callable: true, reason: null };
}

/** Phone calls made to the borrower lately: contact attempts by phone. */
export interface RecentCalls {
  last24Hours: number;
  last7Days: number;
}

/** Where the two counts of `RecentCalls` begin, at `now`. */
export function recentCallsSince(now: Date): { day: string; week: string } {
  return {
    day: new Date(now.getTime() - dayMs).toISOString(),
    week: new Date(now.getTime() - 7 * dayMs).toISOString(),
  };
}

export interface CallingStatus {
  /** e.g. '3:42 PM CDT'; null when the zone is unknown. */
  localTime: string | null;
  /** null when the zone is unknown and no cap says no. */
  callableNow: boolean | null;
  /** Why a rep may not call now, in words; null when they may (or it is unknown). */
  reason: string | null;
}

/** The state's cap on calls a day, reached, in words; null when there is none or it is not reached. */
function capReached(state: string | null, calls: RecentCalls): string | null {
  if (calls.last7Days >= maxCallsPer7Days) return `${calls.last7Days} calls in the last 7 days`;
  const cap = state ? stateCallingRules[state]?.maxCallsPer24Hours : undefined;
  if (cap !== undefined && calls.last24Hours >= cap)
    return `${calls.last24Hours} calls in 24 hours (${stateNames[state!]}: ${cap} a day)`;
  return null;
}

/**
 * Whether a rep may call the borrower now, and why not: the hours and days of TCPA and of the
 * borrower's state at their local time, and the caps on calls. The zone comes from state and ZIP.
 */
export function callingStatus(
  borrower: { state: string | null; zipCode: string | null },
  calls: RecentCalls,
  now: Date,
): CallingStatus {
  const zone = borrowerTimeZone(borrower.state, borrower.zipCode);
  const capped = capReached(borrower.state, calls);
  if (!zone) return { localTime: null, callableNow: capped ? false : null, reason: capped };
  const local = localTime(zone, now).label;
  const verdict = callingVerdict(borrower.state, zone, now);
  if (!verdict.callable) return { localTime: local, callableNow: false, reason: verdict.reason };
  return { localTime: local, callableNow: !capped, reason: capped };
}

/** The borrower's local time and whether TCPA's hours allow a call; both null when the zone is unknown. */
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
 * Where borrowers are (callable = true) or are not (false) callable at `now` by the hours and days of
 * TCPA and their state: the pure half of the 'Callable now' filter, which the data layer turns into a
 * condition on state and ZIP (and adds the caps on calls). A borrower of an unknown zone is in neither.
 */
export function callingRegions(now: Date, callable: boolean): CallingRegions {
  const allowed = (state: string, zone: UsTimeZone) => callingVerdict(state, zone, now).callable === callable;
  return {
    states: Object.entries(stateTimeZones)
      .filter(([state, zone]) => allowed(state, zone))
      .map(([state]) => state),
    zipRanges: mergedRuns(zipRanges.filter((r) => allowed(r.state, r.zone))),
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
