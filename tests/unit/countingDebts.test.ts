import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountTypeCodes, countingAccountTypes } from '../../api/domain/accountTypes';
import {
  collectionPaymentCents,
  countingDebts,
  newestReport,
  type CreditReportDebts,
  type ReportDebt,
} from '../../api/domain/countingDebts';
import { aCollection, aDebt, aReport } from './builders';

const fromBorrower = (debts: ReportDebt[], collections = [aCollection({ currentBalance: 0 })]) =>
  countingDebts({ borrowerReports: [aReport({ debts, collections })] });

describe('the debts that count (borrower-application §9)', () => {
  it('counts only the account types CC, CH, FE, FX, LC and US', () => {
    const debts = accountTypeCodes.map((accountType) => aDebt({ accountType }));
    const counted = fromBorrower([...debts, aDebt({ accountType: null })]).map((d) => d.accountType);
    expect(counted).toEqual(['CC', 'CH', 'FE', 'FX', 'LC', 'US']);
    expect(new Set(counted)).toEqual(new Set(countingAccountTypes));
  });

  it('counts a debt only with a balance above 0', () => {
    const counted = fromBorrower([
      aDebt({ id: 'zero', currentBalance: 0 }),
      aDebt({ id: 'credit', currentBalance: -12.5 }),
      aDebt({ id: 'unknown', currentBalance: null }),
      aDebt({ id: 'cent', currentBalance: 0.01 }),
    ]);
    expect(counted.map((d) => d.id)).toEqual(['cent']);
  });

  it('leaves closed debts out', () => {
    const counted = fromBorrower([aDebt({ id: 'closed', dateClosed: '2024-06-30' }), aDebt({ id: 'open' })]);
    expect(counted.map((d) => d.id)).toEqual(['open']);
  });

  it('counts each account number once', () => {
    const counted = fromBorrower([
      aDebt({ id: 'first', accountNumber: '4111-22' }),
      aDebt({ id: 'again', accountNumber: ' 4111-22 ' }),
      aDebt({ id: 'other', accountNumber: '4111-23' }),
    ]);
    expect(counted.map((d) => d.id)).toEqual(['first', 'other']);
  });

  it('keeps debts without an account number apart, since nothing says they are the same', () => {
    const counted = fromBorrower([aDebt({ accountNumber: null }), aDebt({ accountNumber: '' })]);
    expect(counted).toHaveLength(2);
  });

  it('reads the newest borrower report only', () => {
    const older = aReport({ createdAt: '2025-01-01T00:00:00Z', debts: [aDebt({ id: 'old' })] });
    const newer = aReport({ createdAt: '2025-02-01T00:00:00Z', debts: [aDebt({ id: 'new' })] });
    expect(countingDebts({ borrowerReports: [newer, older] }).map((d) => d.id)).toEqual(['new']);
  });

  it('ignores a failed pull even when it is newer', () => {
    const good = aReport({ createdAt: '2025-01-01T00:00:00Z', debts: [aDebt({ id: 'good' })] });
    const failed = aReport({ createdAt: '2025-02-01T00:00:00Z', wasSuccessful: false });
    expect(newestReport([good, failed])).toBe(good);
    expect(countingDebts({ borrowerReports: [good, failed] }).map((d) => d.id)).toEqual(['good']);
  });

  it('counts a debt in both reports once and flags it shared', () => {
    const borrower = aReport({
      debts: [aDebt({ id: 'b-joint', accountNumber: 'J-1' }), aDebt({ id: 'b-own' })],
    });
    const spouse = aReport({
      debts: [aDebt({ id: 's-joint', accountNumber: 'J-1' }), aDebt({ id: 's-own' })],
    });
    const counted = countingDebts({ borrowerReports: [borrower], spouseReports: [spouse] });
    expect(counted.map((d) => [d.id, d.shared])).toEqual([
      ['b-joint', true],
      ['b-own', false],
      ['s-own', false],
    ]);
  });

  it('reads the newest spouse report only', () => {
    const old = aReport({ createdAt: '2025-01-01T00:00:00Z', debts: [aDebt({ id: 'old' })] });
    const current = aReport({ createdAt: '2025-03-01T00:00:00Z', debts: [aDebt({ id: 'current' })] });
    const counted = countingDebts({ borrowerReports: [], spouseReports: [old, current] });
    expect(counted.map((d) => d.id)).toEqual(['current']);
  });

  it('uses the scheduled monthly payment, else the estimated one', () => {
    const counted = fromBorrower([
      aDebt({ id: 'scheduled', scheduledMonthlyPayment: 75, estimatedMonthlyPayment: 60 }),
      aDebt({ id: 'estimated', scheduledMonthlyPayment: null, estimatedMonthlyPayment: 60 }),
      aDebt({ id: 'neither', scheduledMonthlyPayment: null, estimatedMonthlyPayment: null }),
    ]);
    expect(counted.map((d) => d.currentMonthlyPayment)).toEqual([75, 60, 0]);
  });

  it('includes collections, with a monthly payment of 3 % of the balance, exact to the cent', () => {
    const counted = fromBorrower(
      [],
      [aCollection({ id: 'c1', currentBalance: 1200 }), aCollection({ id: 'c2', currentBalance: 5.5 })],
    );
    expect(counted.map((d) => [d.kind, d.id, d.currentMonthlyPayment])).toEqual([
      ['collection', 'c1', 36],
      ['collection', 'c2', 0.17],
    ]);
    expect(counted[0].lenderName).toBe('MIDLAND CREDIT MGMT');
  });

  it('counts a collection in both reports once, shared', () => {
    const borrower = aReport({ collections: [aCollection({ accountNumber: 'C-9' })] });
    const spouse = aReport({ collections: [aCollection({ accountNumber: 'C-9' })] });
    const counted = countingDebts({ borrowerReports: [borrower], spouseReports: [spouse] });
    expect(counted.map((d) => d.shared)).toEqual([true]);
  });

  it('derives the current APR from the reported monthly interest when there is one', () => {
    const counted = fromBorrower([
      aDebt({ currentBalance: 5200, minimumMonthlyInterest: 104 }),
      aDebt({ minimumMonthlyInterest: null }),
    ]);
    expect(counted.map((d) => d.currentApr)).toEqual([24, null]);
  });
});

const debtArbitrary = fc.record({
  id: fc.uuid(),
  accountNumber: fc.option(fc.constantFrom('A1', 'A2', 'A3', 'A4', 'A5'), { nil: null }),
  accountType: fc.option(fc.constantFrom(...accountTypeCodes), { nil: null }),
  currentBalance: fc.option(
    fc.integer({ min: -50_000, max: 5_000_000 }).map((c) => c / 100),
    { nil: null },
  ),
  dateClosed: fc.option(fc.constant('2024-01-31'), { nil: null }),
  scheduledMonthlyPayment: fc.option(
    fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100),
    { nil: null },
  ),
  estimatedMonthlyPayment: fc.option(
    fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100),
    { nil: null },
  ),
  minimumMonthlyInterest: fc.constant(null),
  lenderName: fc.constantFrom('CHASE', 'AMEX', 'LOCAL CU'),
});
const reportArbitrary: fc.Arbitrary<CreditReportDebts> = fc.record({
  id: fc.uuid(),
  createdAt: fc.constant('2025-01-01T00:00:00Z'),
  debts: fc.array(debtArbitrary, { maxLength: 12 }),
});

describe('counting debts, for any pair of reports', () => {
  it('every debt counted passes the rule, and account numbers never repeat', () => {
    fc.assert(
      fc.property(reportArbitrary, reportArbitrary, (borrower, spouse) => {
        const counted = countingDebts({ borrowerReports: [borrower], spouseReports: [spouse] });
        for (const debt of counted) {
          expect(countingAccountTypes).toContain(debt.accountType);
          expect(debt.balance).toBeGreaterThan(0);
        }
        const numbers = counted.map((d) => d.accountNumber).filter((n) => n);
        expect(new Set(numbers).size).toBe(numbers.length);
      }),
    );
  });

  it('a debt is shared exactly when both reports count its account number', () => {
    fc.assert(
      fc.property(reportArbitrary, reportArbitrary, (borrower, spouse) => {
        const numbersOf = (report: CreditReportDebts) =>
          new Set(countingDebts({ borrowerReports: [report] }).map((d) => d.accountNumber));
        const borrowerNumbers = numbersOf(borrower);
        const spouseNumbers = numbersOf(spouse);
        for (const debt of countingDebts({ borrowerReports: [borrower], spouseReports: [spouse] })) {
          const inBoth =
            !!debt.accountNumber &&
            borrowerNumbers.has(debt.accountNumber) &&
            spouseNumbers.has(debt.accountNumber);
          expect(debt.shared).toBe(inBoth);
        }
      }),
    );
  });

  it('the collection payment is 3 % of the balance, rounded half up to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(collectionPaymentCents(cents)).toBe(Math.floor((cents * 3 + 50) / 100));
      }),
    );
  });
});
