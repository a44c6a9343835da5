import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateExpenseLine,
  validateMonthlyIncome,
  validateRentalInformation,
} from '../../api/domain/applicationForms';
import { moneyErrors } from '../../api/domain/formChecks';
import { moneyInputText, readMoney, typedDollars } from '../../api/domain/moneyInput';
import { validateDmpEnrollment } from '../../api/domain/planRules';

const cents = (text: string | number) => {
  const read = readMoney(text);
  return read.kind === 'amount' ? read.cents : read.kind;
};

describe('the one money-input rule: what a person types, in exact cents', () => {
  it('reads the amounts people type, cents included, never multiplied by 100', () => {
    expect(cents('1450.50')).toBe(145_050);
    expect(cents('$3,200.50')).toBe(320_050);
    expect(cents('45.99')).toBe(4_599);
    expect(cents('1,450')).toBe(145_000);
    expect(cents(' 1450 ')).toBe(145_000);
    expect(cents('$ 12.5')).toBe(1_250);
    expect(cents('.75')).toBe(75);
    expect(cents('1450.')).toBe(145_000);
    expect(cents('0')).toBe(0);
    expect(cents('1,234,567.08')).toBe(123_456_708);
  });

  it('refuses what could be read two ways or is no amount, rather than guess', () => {
    for (const text of [
      '1,45',
      '1.450',
      '1.450,50',
      '12.5.0',
      '-5',
      '1e3',
      'abc',
      '12 50',
      '$',
      '1,4500',
      ',450',
    ])
      expect(cents(text), text).toBe('malformed');
    expect(cents('')).toBe('empty');
    expect(cents('   ')).toBe('empty');
  });

  it('reads the dollars the API is sent by the same rule: at most two decimals, never negative', () => {
    expect(cents(1450.5)).toBe(145_050);
    expect(cents(45.99)).toBe(4_599);
    expect(cents(0)).toBe(0);
    for (const sent of [1450.505, -5, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 0.1 + 0.2])
      expect(cents(sent), String(sent)).toBe('malformed');
  });

  it('any amount of cents survives the trip through the API and back into its box', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (amount) => {
        expect(cents(amount / 100)).toBe(amount);
        expect(cents(moneyInputText(amount / 100))).toBe(amount);
        const written = (amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
        expect(cents(`$${written}`)).toBe(amount);
      }),
    );
    expect(moneyInputText(1450.5)).toBe('1450.50');
    expect(moneyInputText(1450)).toBe('1450');
    expect(typedDollars('$3,200.50')).toBe(3200.5);
    expect(typedDollars('1,45')).toBeNull();
  });
});

describe('money boxes checked by the rule (borrower-application §5 and §9)', () => {
  it('rent of 1450.50 is $1,450.50, and a rent above six digits of dollars says its largest amount', () => {
    const rental = (monthlyRentPayment: string) =>
      validateRentalInformation({
        hasBackRent: false,
        monthlyRentPayment,
        hasReceivedRentalSupportInPast: false,
        hasUsedCreditCardToPayRent: false,
        numberOfPeopleLivingWithBorrower: 1,
      });
    expect(rental('1450.50').values.monthlyRentPayment).toBe(1450.5);
    expect(rental('999,999.99').errors).toEqual({});
    expect(rental('1,000,000').errors.monthlyRentPayment).toBe(
      'Monthly rent payment is invalid: it can be at most $999,999.99',
    );
    expect(rental('1,45').errors.monthlyRentPayment).toBe(
      'Monthly rent payment is invalid: type an amount like 1,450.50',
    );
  });

  it('income of 3,200.50 is $3,200.50 with no warning; above 15 000 warns; 7 digits of dollars at most', () => {
    expect(validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: '3,200.50' })).toMatchObject({
      errors: {},
      warnings: {},
      values: { selfReportedMonthlyCurrentIncome: 3200.5 },
    });
    expect(validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: '15000.01' }).warnings).toHaveProperty(
      'selfReportedMonthlyCurrentIncome',
    );
    expect(validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: '9999999.99' }).errors).toEqual({});
    expect(validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: '10000000' }).errors).toHaveProperty(
      'selfReportedMonthlyCurrentIncome',
    );
  });

  it('an expense line of 45.99 is $45.99; a line takes five digits of dollars', () => {
    expect(validateExpenseLine('45.99', 'food').values.value).toBe(45.99);
    expect(validateExpenseLine('99999.99', 'food').errors).toEqual({});
    expect(validateExpenseLine('100000', 'food').errors.value).toBe(
      'Amount is invalid: it can be at most $99,999.99',
    );
    expect(validateExpenseLine('1,000,000', 'housing').errors).toHaveProperty('value');
  });

  it('the console and the API refuse a fraction of a cent rather than round it', () => {
    expect(
      moneyErrors({ monthlyRentOrMortgageAmount: 1450.505 }, ['monthlyRentOrMortgageAmount']),
    ).toHaveProperty('monthlyRentOrMortgageAmount');
    expect(moneyErrors({ monthlyRentOrMortgageAmount: 1450.5 }, ['monthlyRentOrMortgageAmount'])).toEqual({});
    const dmp = (monthlyPaymentAmount: number) =>
      validateDmpEnrollment(
        { monthlyPaymentAmount, termInMonths: 48, firstPaymentDate: '2025-06-01', dateSigned: '2025-06-01' },
        '2025-06-01',
      );
    expect(dmp(312.45)).toEqual({});
    expect(dmp(312.456)).toHaveProperty('monthlyPaymentAmount');
    expect(dmp(1_000_000)).toHaveProperty('monthlyPaymentAmount');
  });
});
