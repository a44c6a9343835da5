import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expenseCategories,
  expenseLines,
  expenseLineValue,
  expenseSubCategories,
  expenseTotals,
  monthlyExpenses,
  hiddenSubCategories,
  type ExpenseLineValues,
} from '../../api/domain/expenseCategories';

const line = (
  category: string,
  subCategory: string,
  values: Partial<ExpenseLineValues> = {},
): ExpenseLineValues => ({
  category,
  subCategory,
  estimatedValue: null,
  selfReportedValue: null,
  lastSubmittedValue: null,
  ...values,
});

describe('expense categories (borrower-application §3)', () => {
  it('has the ten categories and their sub-categories', () => {
    expect(expenseCategories).toEqual([
      'food',
      'healthcare',
      'housing',
      'miscellaneous',
      'otherDebts',
      'personal',
      'savings',
      'studentLoans',
      'transportation',
      'utilities',
    ]);
    expect(expenseSubCategories.housing).toEqual([
      'hoa',
      'insurance',
      'maintenanceImprovements',
      'mortgage',
      'rent',
      'taxes',
    ]);
    expect(expenseSubCategories.otherDebts).toEqual(['backtaxes', 'friendsFamily', 'medical', 'other']);
    expect(expenseLines).toHaveLength(38);
  });

  it('hides housing insurance and taxes when the mortgage has an escrow', () => {
    expect(hiddenSubCategories(true)).toEqual([
      { category: 'housing', subCategory: 'insurance' },
      { category: 'housing', subCategory: 'taxes' },
    ]);
    expect(hiddenSubCategories(false)).toEqual([]);
    expect(hiddenSubCategories(null)).toEqual([]);
  });

  it('a line counts what was saved, else what was submitted, else the estimate', () => {
    // An other-debt line saves 2 % of the debt however much was typed: the saved payment counts.
    expect(
      expenseLineValue(
        line('otherDebts', 'medical', {
          estimatedValue: 0,
          selfReportedValue: 100,
          lastSubmittedValue: 5000,
        }),
      ),
    ).toBe(100);
    expect(expenseLineValue(line('food', 'home', { estimatedValue: 300, lastSubmittedValue: 275 }))).toBe(
      275,
    );
    expect(expenseLineValue(line('food', 'home', { estimatedValue: 300, selfReportedValue: 250 }))).toBe(250);
    expect(expenseLineValue(line('food', 'home', { estimatedValue: 300 }))).toBe(300);
    expect(expenseLineValue(line('food', 'home'))).toBe(0);
  });

  it('totals each of the spec’s groups, splitting housing into homeowner and home rental', () => {
    const totals = expenseTotals([
      line('food', 'home', { estimatedValue: 300 }),
      line('food', 'away', { estimatedValue: 60.5 }),
      line('housing', 'rent', { selfReportedValue: 1100 }),
      line('housing', 'hoa', { estimatedValue: 40 }),
      line('healthcare', 'drugs', { estimatedValue: 20 }),
      line('miscellaneous', 'pets', { estimatedValue: 35 }),
      line('otherDebts', 'medical', { lastSubmittedValue: 24 }),
      line('personal', 'apparel', { estimatedValue: 40 }),
      line('savings', 'donations', { estimatedValue: 10 }),
      line('studentLoans', 'studentLoans', { estimatedValue: 150 }),
      line('transportation', 'gas', { estimatedValue: 120 }),
      line('utilities', 'water', { estimatedValue: 40 }),
    ]);
    expect(totals).toEqual({
      food: 360.5,
      homeowner: 40,
      homeRental: 1100,
      medical: 20,
      misc: 35,
      otherDebts: 24,
      personal: 40,
      savingsAndDonations: 10,
      transportation: 120,
      utilities: 40,
      total: 1939.5,
      verifiedTotal: 24,
    });
  });

  it('makes the monthly expenses the total the Expenses page shows, escrow-paid lines left out', () => {
    const lines = [
      line('housing', 'mortgage', { selfReportedValue: 1400, lastSubmittedValue: 1400 }),
      line('housing', 'taxes', { estimatedValue: 200 }),
      line('housing', 'insurance', { estimatedValue: 110 }),
      line('food', 'home', { estimatedValue: 410.25 }),
    ];
    expect(monthlyExpenses(lines, { hasMortgageEscrow: true })).toBe(1810.25);
    expect(monthlyExpenses(lines, { hasMortgageEscrow: false })).toBe(2120.25);
  });

  it('counts a submitted other-debt line in the verified total at its saved payment, not at what was typed', () => {
    const totals = expenseTotals([
      line('otherDebts', 'medical', { selfReportedValue: 100, lastSubmittedValue: 5000 }),
      line('food', 'home', { selfReportedValue: 400, lastSubmittedValue: 400 }),
    ]);
    expect(totals).toMatchObject({ otherDebts: 100, total: 500, verifiedTotal: 500 });
  });

  it('leaves hidden lines out of every total', () => {
    const lines = [
      line('housing', 'mortgage', { selfReportedValue: 1400 }),
      line('housing', 'taxes', { estimatedValue: 200 }),
      line('housing', 'insurance', { lastSubmittedValue: 110 }),
    ];
    expect(expenseTotals(lines, { hasMortgageEscrow: true })).toMatchObject({
      homeowner: 1400,
      total: 1400,
      verifiedTotal: 0,
    });
    expect(expenseTotals(lines, { hasMortgageEscrow: false })).toMatchObject({
      homeowner: 1710,
      total: 1710,
      verifiedTotal: 110,
    });
  });

  it('ignores lines that are not in the table', () => {
    expect(expenseTotals([line('food', 'caviar', { estimatedValue: 999 })]).total).toBe(0);
  });

  it('the total is the exact sum of the lines, and the groups add up to it but for student loans', () => {
    const lineArbitrary = fc
      .tuple(fc.constantFrom(...expenseLines), fc.integer({ min: 0, max: 1_000_000 }))
      .map(([ref, cents]) => line(ref.category, ref.subCategory, { estimatedValue: cents / 100 }));
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 60 }), (lines) => {
        const totals = expenseTotals(lines);
        const cents = (n: number) => Math.round(n * 100);
        expect(cents(totals.total)).toBe(lines.reduce((sum, l) => sum + cents(l.estimatedValue ?? 0), 0));
        const { total, verifiedTotal, ...groups } = totals;
        const studentLoans = lines
          .filter((l) => l.category === 'studentLoans')
          .reduce((s, l) => s + cents(l.estimatedValue ?? 0), 0);
        expect(Object.values(groups).reduce((s, v) => s + cents(v), 0) + studentLoans).toBe(cents(total));
        expect(verifiedTotal).toBe(0);
      }),
    );
  });
});
