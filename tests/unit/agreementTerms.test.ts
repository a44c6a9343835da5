import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config';
import { feeCents, noFees } from '../../api/domain/agencyFees';
import { agreementDocument, agreementSummary } from '../../api/domain/agreementDocument';
import {
  agreementTerms,
  finalPaymentDate,
  termsStand,
  type AgreementFacts,
  type OfferLine,
} from '../../api/domain/agreementTerms';
import { cancelUntil, isBusinessDay, localDayOf } from '../../api/domain/businessDays';
import { shareCents } from '../../api/domain/money';
import { formatBasisPoints, formatCents } from '../../api/domain/moneyFormat';

const offer = (over: Partial<OfferLine>): OfferLine => ({
  debtId: 'd1',
  collectionId: null,
  name: 'Harbor Bank Card',
  accountNumber: '4111000011112222',
  balance: 6200,
  currentApr: 24.81,
  currentPayment: 186,
  proposedApr: 7.9,
  payment: 150,
  ...over,
});

const facts = (over: Partial<AgreementFacts> = {}): AgreementFacts => ({
  plan: {
    kind: 'credit',
    row: { monthlyPaymentAmount: 225, termInMonths: 48, firstPaymentDate: '2027-01-31' },
  },
  decisionId: 'decision-1',
  offers: [
    offer({}),
    offer({ debtId: 'd2', name: 'Summit', accountNumber: '55004444', payment: 75, balance: 3100.5 }),
  ],
  report: [],
  notTakingPart: [],
  fees: noFees,
  parties: [{ signer: 'borrower', name: 'Ana Ruiz', address: null }],
  contact: { agencyPhone: '877-732-4101', counselorPhone: '877-732-4102' },
  ...over,
});

describe('a payment shared among creditors', () => {
  it('always adds up to the cent, each share within a cent of its proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = shareCents(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            const exact = sum === 0 ? total / weights.length : (total * weights[i]) / sum;
            expect(Math.abs(part - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('gives each creditor its offer when the plan pays the offers, and shares a different payment', () => {
    expect(agreementTerms(facts())!.creditors.map((c) => c.planPaymentCents)).toEqual([15_000, 7_500]);
    const more = agreementTerms(
      facts({
        plan: {
          kind: 'credit',
          row: { monthlyPaymentAmount: 412.5, termInMonths: 48, firstPaymentDate: '2027-01-31' },
        },
      }),
    )!;
    expect(more.creditors.map((c) => c.planPaymentCents)).toEqual([27_500, 13_750]);
  });
});

describe('the agreement a plan makes', () => {
  it('is none while a DMP lacks a figure or creditors to pay', () => {
    for (const row of [
      { monthlyPaymentAmount: null, termInMonths: 48, firstPaymentDate: '2027-01-31' },
      { monthlyPaymentAmount: 225, termInMonths: null, firstPaymentDate: '2027-01-31' },
      { monthlyPaymentAmount: 225, termInMonths: 48, firstPaymentDate: null },
    ])
      expect(agreementTerms(facts({ plan: { kind: 'credit', row } }))).toBeNull();
    expect(agreementTerms(facts({ offers: [] }))).toBeNull();
  });

  it('names the creditors it leaves out, once each, and why; a paid-off account is not one', () => {
    const terms = agreementTerms(
      facts({
        report: [
          {
            id: 'd1',
            name: 'Harbor Bank Card',
            accountNumber: '4111000011112222',
            accountType: 'CC',
            currentBalance: 6200,
            dateClosed: null,
            isCollection: false,
          },
          // The same card in the partner's report: in the plan already.
          {
            id: 'x1',
            name: 'Harbor Bank Card',
            accountNumber: '4111000011112222',
            accountType: 'CC',
            currentBalance: 6200,
            dateClosed: null,
            isCollection: false,
          },
          {
            id: 'x2',
            name: 'Metro Auto',
            accountNumber: '700012349012',
            accountType: 'AU',
            currentBalance: 14_500,
            dateClosed: null,
            isCollection: false,
          },
          {
            id: 'x3',
            name: 'Metro Auto',
            accountNumber: '700012349012',
            accountType: 'AU',
            currentBalance: 14_500,
            dateClosed: null,
            isCollection: false,
          },
          {
            id: 'x4',
            name: 'Old Card',
            accountNumber: '60119999',
            accountType: 'CC',
            currentBalance: 750,
            dateClosed: '2024-02-01',
            isCollection: false,
          },
          {
            id: 'x5',
            name: 'Paid Store Card',
            accountNumber: '1234567890',
            accountType: 'CH',
            currentBalance: 0,
            dateClosed: null,
            isCollection: false,
          },
          {
            id: 'x6',
            name: 'Apex Collections',
            accountNumber: 'COL1',
            accountType: null,
            currentBalance: 90,
            dateClosed: null,
            isCollection: true,
          },
          {
            id: 'x7',
            name: 'Lender Loan',
            accountNumber: '55556666',
            accountType: 'ST',
            currentBalance: 9000,
            dateClosed: null,
            isCollection: false,
          },
          // A card whose creditor does not take part in plans (the agency's creditor terms): the decision left it out.
          {
            id: 'x8',
            name: 'Holdout Bank',
            accountNumber: '4000123400005678',
            accountType: 'CC',
            currentBalance: 2000,
            dateClosed: null,
            isCollection: false,
          },
        ],
        notTakingPart: ['x8'],
      }),
    )!;
    expect(terms.leftOut.map((l) => [l.name, l.reason, l.accountType, l.balanceCents])).toEqual([
      ['Metro Auto', 'accountType', 'AU', 1_450_000],
      ['Lender Loan', 'accountType', 'ST', 900_000],
      ['Holdout Bank', 'notTakingPart', null, 200_000],
      ['Old Card', 'closed', null, 75_000],
      ['Apex Collections', 'notOffered', null, 9_000],
    ]);
    const words = (language: 'en' | 'es') =>
      JSON.stringify(agreementDocument(terms, { language, cancelUntil: '2027-01-06', signed: false }));
    expect(words('en')).toContain(
      'Holdout Bank, account ending in 5678: $2,000. This creditor does not take part in our plans.',
    );
    expect(words('es')).toContain('Este acreedor no participa en nuestros planes.');
  });

  it('estimates the final payment on the same day of the month, kept within shorter months', () => {
    const terms = agreementTerms(facts())!;
    expect(terms.plan.kind === 'credit' && finalPaymentDate(terms.plan)).toBe('2030-12-31');
    const short = agreementTerms(
      facts({
        plan: {
          kind: 'credit',
          row: { monthlyPaymentAmount: 225, termInMonths: 2, firstPaymentDate: '2027-01-31' },
        },
      }),
    )!;
    expect(short.plan.kind === 'credit' && finalPaymentDate(short.plan)).toBe('2027-02-28');
  });

  it('stands while the plan, the decision and the fees are the same; a new address or line changes nothing', () => {
    const signed = agreementTerms(facts())!;
    const now = { plan: facts().plan, decisionId: 'decision-1', fees: noFees };
    expect(
      termsStand({ ...signed, parties: [], contact: { agencyPhone: '', counselorPhone: '' } }, now),
    ).toBe(true);
    expect(
      termsStand(signed, {
        ...now,
        plan: {
          kind: 'credit',
          row: { monthlyPaymentAmount: 999.99, termInMonths: 12, firstPaymentDate: '2027-01-31' },
        },
      }),
    ).toBe(false);
    expect(termsStand(signed, { ...now, decisionId: 'decision-2' })).toBe(false);
    expect(termsStand(signed, { ...now, fees: { setupCents: 0, monthlyCents: 500 } })).toBe(false);
  });

  it('says so when the agency charges nothing, and itemizes fees apart when it does', () => {
    const words = (fees = noFees) =>
      agreementDocument(agreementTerms(facts({ fees }))!, {
        language: 'en',
        cancelUntil: '2027-01-06',
        signed: true,
      })
        .map((b) => ('text' in b ? b.text : ''))
        .join(' ');
    expect(words()).toContain('Relief Service charges you no fee for this plan.');
    expect(words({ setupCents: 2500, monthlyCents: 750 })).toContain(
      'never taken from what your creditors receive: $7.50 a month and $25 once.',
    );
    const summary = agreementSummary(agreementTerms(facts({ fees: { setupCents: 0, monthlyCents: 750 } }))!, {
      language: 'en',
      cancelUntil: '2027-01-06',
      signed: true,
    });
    expect(summary[0]).toEqual({ label: 'Monthly deposit', value: '$232.50' });
  });

  it('writes a rental relief plan with its own figures, fees and right to cancel', () => {
    const rental = agreementTerms(
      facts({
        plan: {
          kind: 'rental',
          row: {
            plannedStartDate: '2027-02-01',
            plannedEndDate: '2027-07-31',
            monthlyPlanRent: 900,
            monthlyBackRentDue: 150.5,
            monthlyRentalAssistanceFundsApplied: 300,
          },
        },
      }),
    )!;
    expect(rental.creditors).toEqual([]);
    const blocks = agreementDocument(rental, { language: 'es', cancelUntil: '2027-01-06', signed: false });
    const rows = blocks.flatMap((b) => (b.kind === 'rows' ? b.rows : []));
    expect(rows).toContainEqual({ label: 'Renta atrasada mensual a pagar', value: '$150.50' });
    expect(blocks.some((b) => b.kind === 'heading' && b.text === 'Su derecho a cancelar')).toBe(true);
  });
});

describe('figures as an agreement writes them', () => {
  it('shows cents only when an amount has some, and rates to at most two decimals', () => {
    expect(formatCents('en', 41_250)).toBe('$412.50');
    expect(formatCents('es', 1_020_050)).toBe('$10,200.50');
    expect(formatCents('en', 0)).toBe('$0');
    expect(formatBasisPoints('en', 2481)).toBe('24.81%');
    expect(formatBasisPoints('es', 790)).toBe('7.9%');
  });
});

describe('the right to cancel', () => {
  it('runs to midnight of the third business day after the signing day', () => {
    expect(cancelUntil('2027-01-04')).toBe('2027-01-07'); // Monday → Thursday
    expect(cancelUntil('2027-01-08')).toBe('2027-01-13'); // Friday → Wednesday
    expect(cancelUntil('2027-01-09')).toBe('2027-01-13'); // Saturday → Wednesday
    expect(cancelUntil('2026-11-25')).toBe('2026-12-01'); // over Thanksgiving
    expect(cancelUntil('2027-12-29')).toBe('2028-01-04'); // the 31st keeps New Year's Day, a Saturday
    expect(isBusinessDay('2027-12-31')).toBe(false);
  });

  it('counts from the day where the borrower lives, US Eastern when unknown', () => {
    const lateEvening = new Date('2027-01-05T05:30:00Z'); // 11:30 pm in Texas on the 4th
    expect(localDayOf(lateEvening, { state: 'TX', zipCode: '78701' })).toBe('2027-01-04');
    expect(localDayOf(lateEvening, null)).toBe('2027-01-05');
  });
});

describe('the agency fee settings', () => {
  it('read dollars and cents as exact cents, $0 unless set, and refuse anything else by name', () => {
    expect(feeCents('7.50')).toBe(750);
    expect(feeCents('25')).toBe(2500);
    expect(feeCents('')).toBe(0);
    for (const wrong of ['-1', '1000', '7.505', 'ten']) expect(feeCents(wrong)).toBeNull();
    expect(loadConfig({})).toMatchObject({ AGENCY_SETUP_FEE: 0, AGENCY_MONTHLY_FEE: 0 });
    expect(loadConfig({ AGENCY_MONTHLY_FEE: '7.50' }).AGENCY_MONTHLY_FEE).toBe(750);
    expect(() => loadConfig({ AGENCY_SETUP_FEE: '50.001' })).toThrow(ConfigError);
    expect(() => loadConfig({ AGENCY_SETUP_FEE: '50.001' })).toThrow(/AGENCY_SETUP_FEE/);
  });
});
