import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountTypeCodes } from '../../api/domain/accountTypes';
import {
  validateCollection,
  validateCreditReportEntry,
  validateTradeline,
} from '../../api/domain/creditReportEntry';
import { readMoney } from '../../api/domain/moneyInput';
import { bureauReportOfEntry, entryOfBureauReport } from '../../api/services/creditReview/reviewedReport';

const line = {
  lenderName: 'CAPITAL ONE BANK USA NA',
  accountType: 'CC',
  accountNumberLast4: '4417',
  currentBalance: '6,240.55',
  monthlyPayment: '187.25',
  isOpen: 'open',
  late30DaysTotal: '2',
  late60DaysTotal: '1',
  late90DaysTotal: '0',
};

/** Cents and a typed amount of them, with or without thousands commas. */
const typedCents = fc.integer({ min: 0, max: 9_999_999_999 }).chain((cents) =>
  fc.boolean().map((commas) => {
    const whole = Math.trunc(cents / 100);
    const text = commas ? whole.toLocaleString('en-US') : String(whole);
    return { cents, typed: `${text}.${String(cents % 100).padStart(2, '0')}` };
  }),
);

describe('the tradeline rule', () => {
  it('keeps a typed balance and payment to the cent', () => {
    fc.assert(
      fc.property(typedCents, typedCents, (balance, payment) => {
        const paymentText = payment.cents >= 1_000_000_000 ? '0' : payment.typed;
        const { errors, values } = validateTradeline({
          ...line,
          currentBalance: balance.typed,
          monthlyPayment: paymentText,
        });
        expect(errors).toEqual({});
        expect(Math.round(values.currentBalance * 100)).toBe(balance.cents);
        const read = readMoney(values.currentBalance);
        expect(read.kind === 'amount' && read.cents).toBe(balance.cents);
      }),
    );
  });

  it('accepts every account type of the spec and no other', () => {
    for (const code of accountTypeCodes)
      expect(validateTradeline({ ...line, accountType: code }).errors).toEqual({});
    fc.assert(
      fc.property(
        fc.string().filter((s) => !(accountTypeCodes as readonly string[]).includes(s.trim())),
        (code) => {
          expect(validateTradeline({ ...line, accountType: code }).errors.accountType).toBeDefined();
        },
      ),
    );
  });

  it('refuses an amount that could be read two ways, a negative one, or one above its digits', () => {
    for (const amount of ['1,45', '-5', '1e3', '1.450,50', '123456789.00'])
      expect(validateTradeline({ ...line, currentBalance: amount }).errors.currentBalance).toMatch(
        /Balance is invalid/,
      );
    expect(validateTradeline({ ...line, monthlyPayment: '' }).errors.monthlyPayment).toBe(
      'Monthly payment is required',
    );
  });

  it('takes exactly four digits as the last four, and late counts from 0 to 99', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const ok = /^\d{4}$/.test(text.trim());
        expect(
          validateTradeline({ ...line, accountNumberLast4: text }).errors.accountNumberLast4 === undefined,
        ).toBe(ok);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (count) => {
        const ok = count >= 0 && count <= 99;
        expect(
          validateTradeline({ ...line, late60DaysTotal: String(count) }).errors.late60DaysTotal === undefined,
        ).toBe(ok);
      }),
    );
  });

  it('requires the creditor and refuses control characters in it', () => {
    expect(validateTradeline({ ...line, lenderName: ' ' }).errors.lenderName).toBe('Creditor is required');
    expect(validateTradeline({ ...line, lenderName: 'ACME\u202E' }).errors.lenderName).toBe(
      'Creditor is invalid: it has a character that cannot be kept (a control or text-direction character)',
    );
    expect(
      validateCollection({ subscriberName: '', accountNumberLast4: '1234', currentBalance: '5' }).errors,
    ).toEqual({
      subscriberName: 'Collection agency is required',
    });
  });
});

describe('a whole report', () => {
  it('needs a VantageScore from 300 to 850 and each account once', () => {
    const report = {
      vantageScore: '612',
      tradelines: [line, { ...line, lenderName: 'capital one bank usa na' }],
      collections: [],
    };
    const checked = validateCreditReportEntry(report);
    expect(checked.errors).toEqual({
      'tradelines.1.accountNumberLast4':
        'Last four digits is invalid: this account is entered twice (same creditor and last four digits)',
    });
    expect(validateCreditReportEntry({ ...report, vantageScore: '299' }).errors.vantageScore).toMatch(
      /300 to 850/,
    );
    expect(validateCreditReportEntry({ tradelines: [], collections: [] }).errors).toEqual({
      vantageScore: 'VantageScore is required',
    });
  });

  it('reads back from the report it makes, so an import shows what a pull would store', () => {
    const { values } = validateCreditReportEntry({
      vantageScore: '640',
      tradelines: [line, { ...line, lenderName: 'DISCOVER BANK', isOpen: 'closed', currentBalance: '0' }],
      collections: [
        { subscriberName: 'MIDLAND CREDIT MANAGEMENT', accountNumberLast4: '5521', currentBalance: '812.40' },
      ],
    });
    const report = bureauReportOfEntry(values, '2026-03-02');
    expect(report.tradelines[1]).toMatchObject({
      dateClosed: '2026-03-02',
      accountNumber: 'DISCOVER BANK XXXXXXXXXXXX4417',
    });
    expect(report.tradelines[0]).toMatchObject({
      highCredit: null,
      minimumMonthlyInterest: null,
      dateOpened: null,
    });
    expect(validateCreditReportEntry(entryOfBureauReport(report)).values).toEqual(values);
  });
});
