import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  estimatedMonthlyIncome,
  predictIncome,
  type BankTransaction,
} from '../../api/domain/incomePrediction';

const today = '2025-06-30';
let n = 0;
/** A deposit is money in: below 0 in Plaid's convention. */
const deposit = (date: string, amount: number, name: string): BankTransaction => ({
  id: `t${(n += 1)}`,
  date,
  amount: -amount,
  name,
});
const everyDays = (start: string, days: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + i * days * 86_400_000).toISOString().slice(0, 10),
  );

describe('income predictions from 90 days of transactions', () => {
  it('finds a biweekly payroll, totals it in Plaid’s sign and marks it as income', () => {
    const payroll = everyDays('2025-04-11', 14, 6).map((d, i) =>
      deposit(d, 1250 + i, `ACME CORP PAYROLL PPD ID ${i}93`),
    );
    const [prediction] = predictIncome(payroll, today);
    expect(prediction).toMatchObject({ amount: -7515, monthlyAmount: 2505, isVerifiedAsIncome: true });
    expect(prediction.transactionIds).toHaveLength(6);
  });

  it('finds monthly benefits', () => {
    const benefits = ['2025-04-03', '2025-05-03', '2025-06-03'].map((d) =>
      deposit(d, 1432, 'SSA TREAS 310 XXSOC SEC'),
    );
    expect(predictIncome(benefits, today)).toEqual([
      expect.objectContaining({ amount: -4296, isVerifiedAsIncome: true }),
    ]);
  });

  it('finds recurring transfers but does not take them for income until someone confirms', () => {
    const transfers = everyDays('2025-04-05', 14, 6).map((d) =>
      deposit(d, 200, 'ONLINE TRANSFER FROM SAVINGS'),
    );
    expect(predictIncome(transfers, today)[0].isVerifiedAsIncome).toBe(false);
    const confirmed = transfers.map((t) => ({ ...t, isVerifiedAsIncome: true }));
    expect(predictIncome(confirmed, today)[0].isVerifiedAsIncome).toBe(true);
  });

  it('ignores money out (above 0), one-off deposits and deposits older than 90 days', () => {
    const spending = everyDays('2025-04-01', 7, 12).map((d) => ({ ...deposit(d, 0, 'GROCER'), amount: 85 }));
    const oneOff = [deposit('2025-05-20', 3000, 'IRS TREAS 310 TAX REF')];
    const old = ['2025-02-01', '2025-03-01', '2025-03-31'].map((d) => deposit(d, 900, 'OLD JOB PAYROLL'));
    expect(predictIncome([...spending, ...oneOff, ...old], today)).toEqual([]);
  });

  it('does not take irregular deposits for a recurring source', () => {
    const gigs = ['2025-04-02', '2025-04-03', '2025-06-20'].map((d) => deposit(d, 150, 'GIG APP'));
    const swings = everyDays('2025-04-05', 14, 6).map((d, i) => deposit(d, i % 2 ? 100 : 900, 'SIDE PAY'));
    expect(predictIncome([...gigs, ...swings], today)).toEqual([]);
  });

  it('lists the biggest source first', () => {
    const small = everyDays('2025-04-04', 14, 6).map((d) => deposit(d, 300, 'PART TIME PAYROLL'));
    const big = everyDays('2025-04-05', 14, 6).map((d) => deposit(d, 1500, 'MAIN JOB PAYROLL'));
    expect(predictIncome([...small, ...big], today).map((p) => p.name)).toEqual([
      'MAIN JOB PAYROLL',
      'PART TIME PAYROLL',
    ]);
  });
});

describe('estimated monthly income (borrower-application §9)', () => {
  it('is the sum of the verified predictions divided by 3, as an absolute integer', () => {
    const predictions = [
      { amount: -7515, isVerifiedAsIncome: true },
      { amount: -4296, isVerifiedAsIncome: true },
      { amount: -1200, isVerifiedAsIncome: false },
    ];
    expect(estimatedMonthlyIncome(predictions)).toBe(3937);
  });

  it('is 0 with nothing verified', () => {
    expect(estimatedMonthlyIncome([{ amount: -900, isVerifiedAsIncome: false }])).toBe(0);
  });

  it('is always a whole number of dollars, the same whichever sign the amounts carry', () => {
    const prediction = fc.record({
      amount: fc.integer({ min: 0, max: 10_000_000 }).map((c) => -c / 100),
      isVerifiedAsIncome: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(prediction, { maxLength: 10 }), (predictions) => {
        const income = estimatedMonthlyIncome(predictions);
        expect(Number.isInteger(income) && income >= 0).toBe(true);
        expect(estimatedMonthlyIncome(predictions.map((p) => ({ ...p, amount: -p.amount })))).toBe(income);
        const verifiedCents = predictions
          .filter((p) => p.isVerifiedAsIncome)
          .reduce((s, p) => s - Math.round(p.amount * 100), 0);
        expect(income).toBe(Math.floor(verifiedCents / 300));
      }),
    );
  });

  it('any steady payroll is found and its monthly income is a third of the 90 days', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(7, 14, 15, 30),
        fc.integer({ min: 10_000, max: 500_000 }),
        (days, cents) => {
          const payroll = everyDays('2025-04-02', days, Math.floor(88 / days) + 1).map((d) =>
            deposit(d, cents / 100, 'EMPLOYER PAYROLL'),
          );
          const predictions = predictIncome(payroll, today);
          expect(predictions).toHaveLength(1);
          expect(estimatedMonthlyIncome(predictions)).toBe(Math.floor((cents * payroll.length) / 300));
        },
      ),
    );
  });
});
