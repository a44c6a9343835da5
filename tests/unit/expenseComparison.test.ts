import { describe, expect, it } from 'vitest';
import { monthlyBankSpending, spendingCategory } from '../../api/domain/bankSpending';
import { compareExpenses } from '../../api/domain/expenseComparison';

const line = (category: string, subCategory: string, values: Partial<Record<string, number>>) => ({
  category,
  subCategory,
  estimatedValue: values.estimated ?? null,
  selfReportedValue: values.said ?? null,
  lastSubmittedValue: values.submitted ?? null,
});

describe('what the bank shows a household spends', () => {
  it('places statement lines by their payee, and leaves out debt payments, fees and money in', () => {
    expect(spendingCategory('KROGER')).toBe('food');
    expect(spendingCategory('CHIPOTLE')).toBe('food');
    expect(spendingCategory('AVALON PROPERTY MGMT RENT')).toBe('housing');
    expect(spendingCategory('ROCKET MORTGAGE PMT')).toBe('housing');
    expect(spendingCategory('DUKE ENERGY')).toBe('utilities');
    expect(spendingCategory('SHELL OIL')).toBe('transportation');
    expect(spendingCategory('NETFLIX.COM')).toBe('personal');
    expect(spendingCategory('TRANSFER TO SAVINGS')).toBe('savings');
    expect(spendingCategory('CAPITAL ONE MOBILE PMT')).toBeNull();
    expect(spendingCategory('OVERDRAFT FEE')).toBeNull();
    expect(spendingCategory('ZELLE PAYMENT TO R MARTINEZ')).toBeNull();
  });

  it('averages money out over the months, in cents', () => {
    const spending = monthlyBankSpending(
      [
        { amount: 100.01, name: 'KROGER' },
        { amount: 50, name: 'SAFEWAY' },
        { amount: -1850, name: 'ACME DIRECT DEP' },
        { amount: 60, name: 'DISCOVER E-PAYMENT' },
      ],
      3,
    );
    expect([...spending]).toEqual([['food', 50]]);
  });
});

describe('three-way expenses', () => {
  it('flags a category whose figures are more than 20 % apart, and not one at 20 %', () => {
    const rows = compareExpenses(
      [
        line('food', 'home', { estimated: 400, submitted: 300 }),
        line('food', 'away', { estimated: 100, said: 100 }),
        line('utilities', 'electricity', { estimated: 100, submitted: 100 }),
      ],
      new Map([
        ['food', 500],
        ['utilities', 80],
      ]),
    );
    const food = rows.find((row) => row.category === 'food')!;
    expect(food).toMatchObject({
      borrowerSaid: 400,
      estimate: 500,
      bank: 500,
      largestGap: 0.2,
      hasGap: false,
    });
    const utilities = rows.find((row) => row.category === 'utilities')!;
    expect(utilities).toMatchObject({ borrowerSaid: 100, estimate: 100, bank: 80, hasGap: false });
    const housing = rows.find((row) => row.category === 'housing')!;
    expect(housing).toMatchObject({
      borrowerSaid: null,
      estimate: null,
      bank: 0,
      largestGap: null,
      hasGap: false,
    });
  });

  it('knows nothing of the bank when none is linked, and flags the gap between the other two', () => {
    const rows = compareExpenses([line('food', 'home', { estimated: 500, said: 300 })], null);
    expect(rows.find((row) => row.category === 'food')).toMatchObject({
      bank: null,
      largestGap: 0.4,
      hasGap: true,
    });
  });

  it('leaves out what a mortgage escrow already pays, as the expense totals do', () => {
    const lines = [
      line('housing', 'mortgage', { estimated: 1500, said: 1500 }),
      line('housing', 'insurance', { estimated: 120, said: 100 }),
      line('housing', 'taxes', { estimated: 250, said: 300 }),
    ];
    const housing = (hasMortgageEscrow: boolean) =>
      compareExpenses(lines, null, { hasMortgageEscrow }).find((row) => row.category === 'housing');
    expect(housing(true)).toMatchObject({ borrowerSaid: 1500, estimate: 1500 });
    expect(housing(false)).toMatchObject({ borrowerSaid: 1900, estimate: 1870 });
  });
});
