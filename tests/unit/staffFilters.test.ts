import { describe, expect, it } from 'vitest';
import {
  defaultApplicationFilterSelection,
  emptyFilterGroups,
  portalDateRange,
} from '../../api/domain/staffFilters';

const now = new Date('2026-11-22T15:00:00.000Z');

describe('the portal date range (service-portal §5)', () => {
  it('with nothing chosen covers the last 72 hours through the end of today', () => {
    expect(portalDateRange({}, now)).toEqual({
      from: '2026-11-19T15:00:00.000Z',
      to: '2026-11-23T00:00:00.000Z',
    });
  });
  it('ends a day after the chosen end, else after the start', () => {
    expect(portalDateRange({ start: '2026-10-01', end: '2026-10-05' }, now).to).toBe(
      '2026-10-06T00:00:00.000Z',
    );
    expect(portalDateRange({ start: '2026-10-01' }, now)).toEqual({
      from: '2026-10-01T00:00:00.000Z',
      to: '2026-10-02T00:00:00.000Z',
    });
  });
});

describe('filter groups', () => {
  it('turn archived statuses off by default and every type on', () => {
    expect(defaultApplicationFilterSelection.status).not.toContain('archived');
    expect(defaultApplicationFilterSelection.status).not.toContain('transferredAndArchived');
    expect(defaultApplicationFilterSelection.type).toEqual(['credit', 'rental']);
  });
  it('need at least one option each, except debt details', () => {
    expect(emptyFilterGroups({ status: [], type: ['credit'], debtDetail: [] })).toEqual(['status']);
  });
});
