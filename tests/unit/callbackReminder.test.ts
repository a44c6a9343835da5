import { describe, expect, it } from 'vitest';
import { callbackReminderAt } from '../../api/domain/callbackReminder';

/* A call-back is announced when it is due in the borrower's zone, inside their state's calling hours (issue 42). */
describe('when a call-back is announced', () => {
  it('at the booked time when a call is allowed then', () => {
    // 2:30 pm in New York on a Monday in January (EST).
    expect(callbackReminderAt('2027-01-11T19:30:00.000Z', 'NY', 'America/New_York')).toBe(
      '2027-01-11T19:30:00.000Z',
    );
  });

  it('when calling hours open, for a booking before them or after them', () => {
    // 7:30 am EST → 8:00 am EST.
    expect(callbackReminderAt('2027-01-11T12:30:00.000Z', 'NY', 'America/New_York')).toBe(
      '2027-01-11T13:00:00.000Z',
    );
    // 12:11 am CST in Illinois → 8:00 am CST the same day.
    expect(callbackReminderAt('2027-01-11T06:11:00.000Z', 'IL', 'America/Chicago')).toBe(
      '2027-01-11T14:00:00.000Z',
    );
    // 9:30 pm EST → 8:00 am the next morning.
    expect(callbackReminderAt('2027-01-12T02:30:00.000Z', 'NY', 'America/New_York')).toBe(
      '2027-01-12T13:00:00.000Z',
    );
  });

  it('by the state’s own hours and days: Minnesota opens at 9, Alabama takes no Sunday calls', () => {
    // 8:15 am CST in Minneapolis → 9:00 am CST.
    expect(callbackReminderAt('2027-01-11T14:15:00.000Z', 'MN', 'America/Chicago')).toBe(
      '2027-01-11T15:00:00.000Z',
    );
    // Sunday 10 January 2027, 11 am CST in Alabama → Monday 8:00 am CST.
    expect(callbackReminderAt('2027-01-10T17:00:00.000Z', 'AL', 'America/Chicago')).toBe(
      '2027-01-11T14:00:00.000Z',
    );
  });

  it('at the booked time when the zone is unknown', () => {
    expect(callbackReminderAt('2027-01-11T06:11:00.000Z', null, null)).toBe('2027-01-11T06:11:00.000Z');
  });
});
