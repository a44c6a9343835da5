import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationRoutes, pageNameForRoute } from '../../api/domain/applicationFlow';
import { partWayPagesOf } from '../../api/domain/resumeEmail';
import { isPartWayFor, resumePointAfter } from '../../api/domain/resumePoint';

const namesOf = (type: 'credit' | 'rental') =>
  applicationRoutes(type).flatMap((route) => pageNameForRoute(route) ?? []);

describe('the resume point (lastViewedPage)', () => {
  it('moves on with the borrower through their variant', () => {
    for (const type of ['credit', 'rental'] as const) {
      const names = namesOf(type);
      for (let i = 1; i < names.length; i++)
        expect(resumePointAfter(type, names[i - 1], names[i])).toBe(names[i]);
    }
  });

  it('never moves back, whatever page is opened again', () => {
    for (const type of ['credit', 'rental'] as const) {
      const names = namesOf(type);
      fc.assert(
        fc.property(fc.nat(names.length - 1), fc.nat(names.length - 1), (a, b) => {
          const [early, late] = a <= b ? [names[a], names[b]] : [names[b], names[a]];
          expect(resumePointAfter(type, late, early)).toBe(late);
        }),
      );
    }
  });

  it('keeps an answer: from a decision page, an application page leaves it; another offers page takes over', () => {
    expect(resumePointAfter('credit', 'Success', 'Expenses')).toBe('Success');
    expect(resumePointAfter('credit', 'Decline', 'AboutYou')).toBe('Decline');
    expect(resumePointAfter('credit', 'Success', 'CallUs')).toBe('CallUs');
    expect(resumePointAfter('rental', 'CallUs', 'LifeEvents')).toBe('CallUs');
  });

  it('never takes a page the variant does not have, nor a name it does not know', () => {
    expect(resumePointAfter('rental', 'LifeEvents', 'BankConnection')).toBe('LifeEvents');
    expect(resumePointAfter('rental', 'LifeEvents', 'CreditHistory')).toBe('LifeEvents');
    expect(resumePointAfter('credit', 'LifeEvents', 'RentalInformation')).toBe('LifeEvents');
    expect(resumePointAfter('credit', 'Expenses', 'NoSuchPage')).toBe('Expenses');
    // A rental record left on the bank step moves on to the next rental page.
    expect(resumePointAfter('rental', 'BankConnection', 'Expenses')).toBe('Expenses');
  });

  it('counts the income pages of the spec list where monthly income is', () => {
    expect(resumePointAfter('credit', 'ProvideMonthlyIncome', 'VerifyIncome')).toBe('ProvideMonthlyIncome');
    expect(resumePointAfter('credit', 'YourContact', 'IncomeSummary')).toBe('IncomeSummary');
  });

  it('writes the resume e-mail only about pages of the borrower’s own variant', () => {
    expect(partWayPagesOf.rental).not.toContain('BankConnection');
    expect(partWayPagesOf.rental).not.toContain('CreditHistory');
    expect(partWayPagesOf.credit).toContain('BankConnection');
    expect(isPartWayFor('rental', 'CallUs')).toBe(false);
  });
});
