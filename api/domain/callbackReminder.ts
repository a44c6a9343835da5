import { callingVerdict } from './callingHours';
import type { UsTimeZone } from './timeZones';

/*
 * When the console announces a call-back (issue 42): at the time the rep booked, in the borrower's
 * time zone — unless that falls outside the hours and days the borrower's state allows calls (a
 * booking for 7:30 am in Minnesota, a Sunday in Alabama), then when they next open. A rep is never
 * told to call when the law says not to.
 */

/** Calling hours open on the hour or the half hour: the reminder looks at every quarter hour. */
const stepMs = 15 * 60_000;
/** A week and a day holds the next opening of any state's hours (holidays included). */
const lookAheadMs = 8 * 86_400_000;

/**
 * The instant a call-back is announced: `callbackAt` when a call is allowed then, else the first
 * quarter hour after it when one is. An unknown zone cannot be judged: the booked time, as booked.
 */
export function callbackReminderAt(
  callbackAt: string,
  state: string | null,
  zone: UsTimeZone | null,
): string {
  const booked = Date.parse(callbackAt);
  if (!zone || Number.isNaN(booked)) return callbackAt;
  if (callingVerdict(state, zone, new Date(booked)).callable) return new Date(booked).toISOString();
  for (let at = Math.ceil(booked / stepMs) * stepMs; at <= booked + lookAheadMs; at += stepMs) {
    if (callingVerdict(state, zone, new Date(at)).callable) return new Date(at).toISOString();
  }
  return new Date(booked).toISOString();
}
