import { describe, expect, it } from 'vitest';
import { maskedAccountNumber } from '../../api/domain/accountNumber';
import { savedQueryFilter, toApplicationFilter } from '../../api/domain/applicationListFilter';
import { bankVerifiedExpenses } from '../../api/domain/bankVerifiedExpenses';
import { borrowerSearchOf, phonePrefixOf } from '../../api/domain/borrowerSearch';
import { conversionPercent, median, minutesToFirstContact } from '../../api/domain/floorFigures';
import { parsedFormKey } from '../../api/domain/formDraft';
import { formatInZone, zonedInstant } from '../../api/domain/zonedTime';

describe('what a search can mean', () => {
  it('reads phone digits however typed as the start of the stored ddd-ddd-dddd', () => {
    expect(phonePrefixOf('3025550190')).toBe('302-555-0190');
    expect(phonePrefixOf('(302) 555-0190')).toBe('302-555-0190');
    expect(phonePrefixOf('+1 302.555.0190')).toBe('302-555-0190');
    expect(phonePrefixOf('30255')).toBe('302-55');
    expect(phonePrefixOf('30')).toBeNull();
    expect(phonePrefixOf('302555019012')).toBeNull();
    expect(phonePrefixOf('Maria')).toBeNull();
  });

  it('reads every word of a name as people type it: accents, apostrophes, hyphens and commas aside', () => {
    expect(borrowerSearchOf('Lopez,  Maria Guadalupe')?.words).toEqual(['lopez', 'maria', 'guadalupe']);
    expect(borrowerSearchOf('Núñez García, José Ángel')?.words).toEqual(['nunez', 'garcia', 'jose', 'angel']);
    expect(borrowerSearchOf('O’Brien')?.words).toEqual(['obrien']);
    expect(borrowerSearchOf("O'Brien")?.words).toEqual(['obrien']);
    expect(borrowerSearchOf('Smith-Jones')?.words).toEqual(['smith jones']);
    expect(borrowerSearchOf('555-0190')?.words).toEqual([]);
    expect(borrowerSearchOf('one two three four five six seven')?.words).toEqual([]);
    expect(borrowerSearchOf('   ')).toBeNull();
  });

  it('reads the last seven digits of a phone and the domain of an e-mail', () => {
    expect(borrowerSearchOf('555-0190')?.phoneLocalPrefix).toBe('555-0190');
    expect(borrowerSearchOf('5550190')?.phoneLocalPrefix).toBe('555-0190');
    expect(borrowerSearchOf('3025550190')?.phoneLocalPrefix).toBeNull();
    expect(borrowerSearchOf('@Example.com')?.domain).toBe('example.com');
    expect(borrowerSearchOf('example.co')?.domain).toBe('example.co');
    expect(borrowerSearchOf('dana.k@example.com')?.domain).toBeNull();
    expect(borrowerSearchOf('Maria')?.domain).toBeNull();
  });

  it('takes six or more hex characters as the start of an id', () => {
    expect(borrowerSearchOf('1D2A4543')?.idPrefix).toBe('1d2a4543');
    expect(borrowerSearchOf('1d2a4')?.idPrefix).toBeNull();
    expect(borrowerSearchOf('Maria')?.idPrefix).toBeNull();
  });
});

describe('a search covers every date; browsing keeps the spec’s 72 hours', () => {
  const summary = { defaultWindow: true };
  it('drops the default window for a search or one rep’s claims, keeps a chosen range', () => {
    expect(toApplicationFilter({}, summary).dateRange).toEqual({});
    expect(toApplicationFilter({ q: 'Kowalski' }, summary)).not.toHaveProperty('dateRange');
    expect(toApplicationFilter({ q: '  ' }, summary).dateRange).toEqual({});
    expect(toApplicationFilter({ assignedTo: 'rep-1' }, summary)).not.toHaveProperty('dateRange');
    expect(toApplicationFilter({ q: 'K', dateRange: { start: '2026-07-01' } }, summary).dateRange).toEqual({
      start: '2026-07-01',
    });
  });

  it('sends only the contract’s keys, whatever the values hold', () => {
    expect(toApplicationFilter({ evil: 'x', preferredLanguage: ['es'] }, { defaultWindow: false })).toEqual({
      preferredLanguage_in: ['es'],
    });
  });

  it('counts a saved queue list over the viewer’s claims, a summary list with its window', () => {
    const endOfDay = '2026-07-17T00:00:00.000Z';
    expect(
      savedQueryFilter('borrowerQueue', { assignedTo: 'saver', q: 'Lopez' }, 'viewer', endOfDay),
    ).toEqual({
      q: 'Lopez',
      assignedTo: 'viewer',
    });
    expect(savedQueryFilter('summary', { callableNow: true }, 'viewer', endOfDay)).toEqual({
      callableNow: true,
      dateRange: {},
    });
    expect(savedQueryFilter('borrowerQueue', { callbackDue: true }, 'viewer', endOfDay)).toEqual({
      callbackBefore: endOfDay,
      assignedTo: 'viewer',
    });
  });
});

describe('a call-back typed in the borrower’s time', () => {
  it('is the instant of that wall-clock time in their zone, shown back the same way', () => {
    expect(zonedInstant('America/Chicago', '2026-07-16', '15:30').toISOString()).toBe(
      '2026-07-16T20:30:00.000Z',
    );
    expect(zonedInstant('America/Chicago', '2026-01-16', '15:30').toISOString()).toBe(
      '2026-01-16T21:30:00.000Z',
    );
    expect(zonedInstant('America/Phoenix', '2026-07-16', '09:00').toISOString()).toBe(
      '2026-07-16T16:00:00.000Z',
    );
    expect(formatInZone('2026-07-16T20:30:00.000Z', 'America/Chicago')).toBe('07-16-2026 3:30 PM CDT');
    expect(formatInZone('2026-07-16T20:30:00.000Z', 'Pacific/Guam')).toBe('07-17-2026 6:30 AM ChST');
  });

  it('lands an hour later when typed in the hour the clocks skip', () => {
    // 8 March 2026, 2:30 am does not exist in New York: 3:30 am EDT.
    expect(zonedInstant('America/New_York', '2026-03-08', '02:30').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });
});

describe('the floor’s figures and the console’s small rules', () => {
  it('takes the median of the minutes to a first contact', () => {
    expect(median([])).toBeNull();
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 20, 30, 40])).toBe(25);
    expect(
      minutesToFirstContact([{ createdAt: '2026-07-16T10:00:00Z', firstContactAt: '2026-07-16T12:30:00Z' }]),
    ).toEqual([150]);
    expect(conversionPercent(0, 0)).toBeNull();
    expect(conversionPercent(42, 6)).toBe(14);
  });

  it('shows the last four of an account number, nothing of a short one', () => {
    expect(maskedAccountNumber('517805XXXXXX4411')).toBe('•••• 4411');
    expect(maskedAccountNumber('4411')).toBe('••••');
    expect(maskedAccountNumber(null)).toBeNull();
  });

  it('knows the forms a draft may be kept for', () => {
    expect(parsedFormKey('contactAttempt:abc')).toEqual({ form: 'contactAttempt', applicationId: 'abc' });
    expect(parsedFormKey('plan:abc:x')).toBeNull();
    expect(parsedFormKey('password:abc')).toBeNull();
  });
});

describe('a call-back in the hour the clocks repeat', () => {
  it('is the first of the two', () => {
    // 1 November 2026, 1:30 am happens twice in New York: the first is EDT.
    expect(zonedInstant('America/New_York', '2026-11-01', '01:30').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('verified expenses count only what a bank backs', () => {
  it('is nothing without a bank, and the lower of said and banked per category with one', () => {
    expect(bankVerifiedExpenses([{ borrowerSaid: 1350, bank: null }])).toBeNull();
    expect(
      bankVerifiedExpenses([
        { borrowerSaid: 1350, bank: 1350.01 },
        { borrowerSaid: 480.55, bank: 300.1 },
        { borrowerSaid: null, bank: 90 },
        { borrowerSaid: 60, bank: null },
      ]),
    ).toBe(1650.1);
  });
});
