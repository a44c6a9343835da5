import { describe, expect, it } from 'vitest';
import { portalWindow, portalWindowMonthKeys } from '../../api/domain/portalWindows';

describe("the customer portal's six-month window", () => {
  it('runs from the first of the month five months ago to the end of this month', () => {
    expect(portalWindow(new Date('2026-11-23T10:00:00Z'))).toEqual({
      from: '2026-06-01T00:00:00.000Z',
      before: '2026-12-01T00:00:00.000Z',
    });
  });

  it('crosses a year boundary, and ends with December 31 included', () => {
    expect(portalWindow(new Date('2027-02-01T00:00:00Z')).from).toBe('2026-09-01T00:00:00.000Z');
    expect(portalWindow(new Date('2026-12-31T23:59:59Z')).before).toBe('2027-01-01T00:00:00.000Z');
    expect(portalWindowMonthKeys(new Date('2027-02-14T00:00:00Z'))).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });
});
