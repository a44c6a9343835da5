import { describe, expect, it } from 'vitest';
import type { CreditReportDebts, ReportDebt } from '../../api/domain/countingDebts';
import { decide } from '../../api/domain/decision';
import { countingDebts } from '../../api/domain/countingDebts';
import { debtSummary, shownTotal } from '../../api/domain/debtSummary';
import { paymentHeadline } from '../../api/domain/savings';
import { theStartingTable } from './builders';

let next = 0;
const tradeline = (over: Partial<ReportDebt>): ReportDebt => ({
  id: `d${++next}`,
  accountNumber: `acct-${next}`,
  accountType: 'CC',
  currentBalance: 1000,
  dateClosed: null,
  scheduledMonthlyPayment: 30,
  estimatedMonthlyPayment: null,
  minimumMonthlyInterest: null,
  lenderName: 'Lender',
  ...over,
});
const report = (
  debts: ReportDebt[],
  collections: CreditReportDebts['collections'] = [],
): CreditReportDebts => ({
  id: `r${++next}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  debts,
  collections,
});

describe("the borrower's debts, told once", () => {
  const joint = tradeline({
    accountNumber: 'joint-1',
    currentBalance: 2500.5,
    scheduledMonthlyPayment: 75.5,
  });
  const borrower = report(
    [
      tradeline({ currentBalance: 5261.13, scheduledMonthlyPayment: 177.36, lenderName: 'Apple Card' }),
      joint,
      tradeline({ accountType: 'US', currentBalance: 0, dateClosed: null, lenderName: 'SoFi' }),
      tradeline({ currentBalance: 900, dateClosed: '2024-01-01', lenderName: 'Closed Card' }),
      tradeline({
        accountType: 'CV',
        currentBalance: 137_557.06,
        scheduledMonthlyPayment: 960.46,
        lenderName: 'Mr. Cooper',
      }),
      tradeline({
        accountType: 'AU',
        currentBalance: 2976.32,
        scheduledMonthlyPayment: 169.95,
        lenderName: 'Santander',
      }),
    ],
    [{ id: 'c1', accountNumber: 'coll-1', currentBalance: 1200, subscriberName: 'Midland' }],
  );
  const spouse = report([
    { ...joint, id: 'spouse-joint' },
    tradeline({ currentBalance: 3453.59, scheduledMonthlyPayment: 108.77, lenderName: 'Credit One Bank' }),
  ]);
  const summary = debtSummary({ borrowerReports: [borrower], spouseReports: [spouse] });

  it("counts the spouse's debts and collections, each joint account once, and leaves closed and $0 accounts out", () => {
    expect(summary.debts.map((d) => d.lenderName)).toEqual([
      'Apple Card',
      'Credit One Bank',
      'Lender',
      'Midland',
    ]);
    expect(summary.numberOfDebts).toBe(4);
    expect(summary.debts.find((d) => d.lenderName === 'Lender')?.shared).toBe(true);
  });

  it('totals the whole dollars shown, as a column adds up', () => {
    expect(summary.totalDebt).toBe(5261 + 3454 + 2501 + 1200);
    expect(summary.monthlyPayments).toBe(177 + 109 + 76 + 36);
    expect(shownTotal([0.5, 0.5, null])).toBe(2);
  });

  it('is the debt a decision covers and the payments its headline starts from', () => {
    const debts = countingDebts({ borrowerReports: [borrower], spouseReports: [spouse] });
    const decision = decide({
      debts,
      monthlyIncome: 9000,
      monthlyExpenses: 3000,
      creditorTerms: theStartingTable,
    });
    expect(decision.numberOfUnsecuredDebts).toBe(summary.numberOfDebts);
    expect(shownTotal(decision.offers.map((o) => o.balance))).toBe(summary.totalDebt);
    expect(paymentHeadline(decision, decision.offers).currentPayment).toBe(summary.monthlyPayments);
  });

  it('lists what no plan covers by its kind, with the analysis on the counted debts only', () => {
    expect(summary.notCounted.map((d) => [d.lenderName, d.kind])).toEqual([
      ['Mr. Cooper', 'mortgage'],
      ['Santander', 'carLoan'],
    ]);
    expect(summary.analysis.debtRatio).toBe(Math.round((summary.totalDebt / 27_000) * 100) / 100);
  });
});
