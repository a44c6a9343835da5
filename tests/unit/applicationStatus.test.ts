import { describe, expect, it } from 'vitest';
import { statusAfterArchive, statusAfterUnarchive } from '../../api/domain/applicationStatus';

const facts = { hasContactAttempts: false, hasOffers: false, lastCompletedPage: null };

describe('unarchive (service-portal §4)', () => {
  it('Transferred And Archived becomes Transferred', () => {
    expect(
      statusAfterUnarchive({ ...facts, status: 'Transferred And Archived', hasContactAttempts: true }),
    ).toBe('Transferred');
  });
  it('Archived with contact attempts becomes Contacted', () => {
    expect(
      statusAfterUnarchive({ ...facts, status: 'Archived', hasContactAttempts: true, hasOffers: true }),
    ).toBe('Contacted');
  });
  it('with offers and last completed page not Expenses becomes Submitted', () => {
    expect(
      statusAfterUnarchive({
        ...facts,
        status: 'Archived',
        hasOffers: true,
        lastCompletedPage: 'BankConnection',
      }),
    ).toBe('Submitted');
  });
  it('with offers but last completed page Expenses becomes In Progress', () => {
    expect(
      statusAfterUnarchive({ ...facts, status: 'Archived', hasOffers: true, lastCompletedPage: 'Expenses' }),
    ).toBe('In Progress');
  });
  it('otherwise becomes In Progress', () => {
    expect(statusAfterUnarchive({ ...facts, status: 'Archived' })).toBe('In Progress');
  });
});

describe('archive', () => {
  it('sets Archived, and Transferred And Archived for a transferred application', () => {
    expect(statusAfterArchive('Contacted')).toBe('Archived');
    expect(statusAfterArchive('Transferred')).toBe('Transferred And Archived');
  });
});
