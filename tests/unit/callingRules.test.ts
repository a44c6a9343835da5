import { describe, expect, it } from 'vitest';
import { callingStatus, callingVerdict } from '../../api/domain/callingHours';
import { federalHolidays, stateHolidayOn } from '../../api/domain/holidays';
import { stateCallingRules } from '../../api/domain/stateCallingRules';

const at = (iso: string) => new Date(iso);
const noCalls = { last24Hours: 0, last7Days: 0 };
const status = (state: string, zip: string | null, iso: string, calls = noCalls) =>
  callingStatus({ state, zipCode: zip }, calls, at(iso));

describe('the states that end calls before 9 pm', () => {
  it.each([
    // Wednesday 15 July 2026. Florida, Oklahoma and Washington stop at 8 pm local time.
    ['FL', '33101', '2026-07-15T23:59:00Z', true, null], // 7:59 PM EDT
    ['FL', '33101', '2026-07-16T00:00:00Z', false, 'After 8 pm in Florida'], // 8:00 PM EDT
    ['FL', '32501', '2026-07-16T00:30:00Z', true, null], // the panhandle: 7:30 PM CDT
    ['OK', '73102', '2026-07-16T01:00:00Z', false, 'After 8 pm in Oklahoma'], // 8:00 PM CDT
    ['OK', '73102', '2026-07-16T00:59:00Z', true, null],
    ['WA', '98101', '2026-07-16T03:00:00Z', false, 'After 8 pm in Washington'], // 8:00 PM PDT
    ['WA', '98101', '2026-07-16T02:59:00Z', true, null],
    // Where no state rule is stricter, TCPA's 9 pm.
    ['NY', '10001', '2026-07-16T00:30:00Z', true, null], // 8:30 PM EDT
    ['NY', '10001', '2026-07-16T01:00:00Z', false, 'After 9 pm local time'],
    ['NY', '10001', '2026-07-15T11:59:00Z', false, 'Before 8 am local time'],
    // States that start later.
    ['KY', '40202', '2026-07-15T13:30:00Z', false, 'Before 10 am in Kentucky'], // 9:30 AM EDT
    ['TX', '78704', '2026-07-15T13:30:00Z', false, 'Before 9 am in Texas'], // 8:30 AM CDT
    ['TX', '78704', '2026-07-15T14:00:00Z', true, null],
    ['RI', '02903', '2026-07-15T22:00:00Z', false, 'After 6 pm in Rhode Island'], // 6:00 PM EDT
  ])('%s %s at %s: callable %s', (state, zip, iso, callable, reason) => {
    expect(status(state, zip, iso)).toMatchObject({ callableNow: callable, reason });
  });
});

describe('Sundays and holidays where a state says so', () => {
  it('allows no calls on a Sunday in Alabama, Louisiana, Mississippi, Rhode Island and Utah', () => {
    const sundayNoon = '2026-07-19T17:00:00Z'; // noon CDT, 11 am MDT
    for (const [state, zip] of [
      ['AL', '35203'],
      ['LA', '70112'],
      ['MS', '39201'],
      ['RI', '02903'],
      ['UT', '84101'],
    ]) {
      expect(status(state, zip, sundayNoon)).toMatchObject({ callableNow: false });
      expect(status(state, zip, sundayNoon).reason).toMatch(/^No calls on Sundays in /);
    }
    expect(status('GA', '30303', sundayNoon)).toMatchObject({ callableNow: true, reason: null });
  });

  it('keeps Texas and Pennsylvania’s shorter Sunday hours', () => {
    expect(status('TX', '78704', '2026-07-19T16:30:00Z').reason).toBe('Before 12 pm in Texas'); // 11:30 AM
    expect(status('TX', '78704', '2026-07-19T17:00:00Z').callableNow).toBe(true);
    expect(status('PA', '19103', '2026-07-19T17:00:00Z').reason).toBe('Before 1:30 pm in Pennsylvania');
    expect(status('PA', '19103', '2026-07-19T17:30:00Z').callableNow).toBe(true);
    // Saturday in Rhode Island: 10 am to 5 pm.
    expect(status('RI', '02903', '2026-07-18T21:00:00Z').reason).toBe('After 5 pm in Rhode Island');
  });

  it('allows no calls on Thanksgiving in Utah, but does in New York', () => {
    const noon = '2026-11-26T18:00:00Z';
    expect(status('UT', '84101', noon)).toMatchObject({
      callableNow: false,
      reason: 'No calls on Thanksgiving Day in Utah',
    });
    expect(status('NY', '10001', noon).callableNow).toBe(true);
  });

  it('keeps a fixed holiday on the weekday it is observed, and the states’ own days', () => {
    // 4 July 2026 is a Saturday: observed Friday the 3rd.
    expect(stateHolidayOn('AL', '2026-07-03')?.name).toBe('Independence Day');
    expect(stateHolidayOn('AL', '2026-07-04')).toBeNull();
    // New Year's Day 2028 is a Saturday: observed Friday 31 December 2027.
    expect(stateHolidayOn('UT', '2027-12-31')?.name).toBe('New Year’s Day');
    expect(stateHolidayOn('UT', '2026-07-24')?.name).toBe('Pioneer Day');
    expect(stateHolidayOn('RI', '2026-08-10')?.name).toBe('Victory Day');
    expect(stateHolidayOn('LA', '2026-02-17')?.name).toBe('Mardi Gras');
    expect(stateHolidayOn('LA', '2027-02-09')?.name).toBe('Mardi Gras');
    expect(federalHolidays(2026).map((h) => h.day)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('reads the day in the borrower’s zone, not the server’s', () => {
    // 5 am UTC on Monday is still Sunday night in Utah (11 pm MDT): no call, and no call by hours anyway.
    expect(callingVerdict('UT', 'America/Denver', at('2026-07-20T05:00:00Z')).callable).toBe(false);
    // 3 pm MDT Sunday in Utah: Sunday rule; the same instant is Sunday too in Georgia, where calls are fine.
    expect(callingVerdict('GA', 'America/New_York', at('2026-07-19T21:00:00Z')).callable).toBe(true);
  });
});

describe('the caps on calls', () => {
  const noon = '2026-07-15T16:00:00Z';
  it('stops at seven phone calls in seven days anywhere', () => {
    expect(status('NY', '10001', noon, { last24Hours: 1, last7Days: 6 }).callableNow).toBe(true);
    expect(status('NY', '10001', noon, { last24Hours: 1, last7Days: 7 })).toMatchObject({
      callableNow: false,
      reason: '7 calls in the last 7 days',
    });
  });

  it('stops at three calls in a day in Florida, Oklahoma and Maryland', () => {
    for (const state of ['FL', 'OK', 'MD']) expect(stateCallingRules[state].maxCallsPer24Hours).toBe(3);
    expect(status('FL', '33101', noon, { last24Hours: 2, last7Days: 2 }).callableNow).toBe(true);
    expect(status('FL', '33101', noon, { last24Hours: 3, last7Days: 3 })).toMatchObject({
      callableNow: false,
      reason: '3 calls in 24 hours (Florida: 3 a day)',
    });
    expect(status('NY', '10001', noon, { last24Hours: 3, last7Days: 3 }).callableNow).toBe(true);
  });

  it('says the hours first when both forbid a call, and a cap even when the zone is unknown', () => {
    expect(status('FL', '33101', '2026-07-16T01:00:00Z', { last24Hours: 5, last7Days: 5 }).reason).toBe(
      'After 8 pm in Florida',
    );
    expect(callingStatus({ state: 'FL', zipCode: null }, { last24Hours: 0, last7Days: 9 }, at(noon))).toEqual(
      {
        localTime: null,
        callableNow: false,
        reason: '9 calls in the last 7 days',
      },
    );
    expect(callingStatus({ state: 'FL', zipCode: null }, noCalls, at(noon))).toEqual({
      localTime: null,
      callableNow: null,
      reason: null,
    });
  });
});

describe('every state rule', () => {
  it('is no looser than TCPA and names its source', () => {
    for (const [state, rule] of Object.entries(stateCallingRules)) {
      for (const hours of [rule.weekdays, rule.saturday, rule.sunday]) {
        if (!hours) continue;
        expect(hours.from, state).toBeGreaterThanOrEqual(8 * 60);
        expect(hours.until, state).toBeLessThanOrEqual(21 * 60);
        expect(hours.from, state).toBeLessThan(hours.until);
      }
      expect(rule.source, state).toMatch(/\w/);
    }
  });
});
