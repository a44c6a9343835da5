import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aprToBasisPoints, simulatePayoff } from '../../api/domain/amortization';
import type { CountingDebt } from '../../api/domain/countingDebts';
import {
  decide as decideOn,
  missingFigures,
  negativeDisposableIncomeReason,
  noCountingDebtsReason,
  noPaymentReductionReason,
} from '../../api/domain/decision';
import { toCents } from '../../api/domain/money';
import { aCountingDebt, theStartingTable } from './builders';

/** The decision on the starting creditor table, which the figures below were first written for. */
const decide = (input: Omit<Parameters<typeof decideOn>[0], 'creditorTerms'>) =>
  decideOn({ ...input, creditorTerms: theStartingTable });

const chase = aCountingDebt({
  id: 'chase',
  lenderName: 'JPMCB CARD',
  balance: 8900,
  currentMonthlyPayment: 260,
});
const capitalOne = aCountingDebt({
  id: 'cap1',
  lenderName: 'CAPITAL ONE BANK USA N',
  balance: 5200,
  currentMonthlyPayment: 160,
});
const collection = aCountingDebt({
  kind: 'collection',
  id: 'coll',
  accountType: null,
  lenderName: 'MIDLAND CREDIT MGMT',
  balance: 1200,
  currentMonthlyPayment: 36,
});
const household = { monthlyIncome: 4200, monthlyExpenses: 3400 };

describe('the decision', () => {
  it('qualifies a borrower whose plan lowers the payments and leaves income to spare', () => {
    const decision = decide({ debts: [capitalOne, collection, chase], ...household });
    expect(decision).toMatchObject({
      isQualified: true,
      disqualificationReasons: [],
      currentGrossIncome: 4200,
      currentExpenses: 3400,
      proposedExpenses: 3400,
      currentUnsecuredDebtPayment: 456,
      proposedUnsecuredDebtPayment: 173 + 127 + 20,
      currentNetCashflow: 800,
      proposedNetCashflow: 800,
      currentDisposableIncome: 800 - 456,
      proposedDisposableIncome: 800 - 320,
      numberOfUnsecuredDebts: 3,
      totalUnsecuredDebtBalance: 15_300,
    });
  });

  it('sorts offers by balance, highest first', () => {
    const decision = decide({ debts: [collection, capitalOne, chase], ...household });
    expect(decision.offers.map((o) => o.balance)).toEqual([8900, 5200, 1200]);
  });

  it("gives each creditor its concession's APR and term, and collections 0 %", () => {
    const [chaseOffer, capOneOffer, collectionOffer] = decide({
      debts: [chase, capitalOne, collection],
      ...household,
    }).offers;
    expect(chaseOffer).toMatchObject({ lenderConcessionId: 'chase', proposedApr: 6, term: 60, payment: 173 });
    expect(capOneOffer).toMatchObject({
      lenderConcessionId: 'capital-one',
      proposedApr: 15.9,
      term: 60,
      payment: 127,
    });
    expect(collectionOffer).toMatchObject({
      type: 'collection',
      collectionId: 'coll',
      debtId: null,
      proposedApr: 0,
      payment: 20,
    });
  });

  it('shows the recommended payment when it is below the current one', () => {
    const [offer] = decide({ debts: [chase], ...household }).offers;
    expect(offer.recommendedPayment).toBe(173);
    expect(offer.payment).toBe(173);
    expect(simulatePayoff(toCents(8900), aprToBasisPoints(6), toCents(173), 60).paidOff).toBe(true);
  });

  it('shows the current payment, rounded, when it is lower than the recommended one', () => {
    const low = aCountingDebt({ lenderName: 'JPMCB CARD', balance: 8900, currentMonthlyPayment: 150.5 });
    const other = aCountingDebt({ balance: 3000, currentMonthlyPayment: 200 });
    const offers = decide({ debts: [low, other], ...household }).offers;
    expect(offers[0]).toMatchObject({ recommendedPayment: 173, payment: 151 });
  });

  it('shows the recommended payment when the report gives no current payment', () => {
    const unknown = aCountingDebt({ balance: 3000, currentMonthlyPayment: 0 });
    const decision = decide({ debts: [unknown, chase], ...household });
    const offer = decision.offers.find((o) => o.debtId === unknown.id);
    expect(offer?.payment).toBe(offer?.recommendedPayment);
    expect(offer?.payment).toBeGreaterThan(0);
  });

  it('splits the first month of the payment into interest and principal', () => {
    const [offer] = decide({ debts: [chase], ...household }).offers;
    expect(offer.proposedMonthlyInterestPayment).toBe(44.5);
    expect(offer.proposedMonthlyPrincipalPayment).toBe(128.5);
    expect(offer.paymentPercentage).toBe(1.94);
    expect(offer.proposedMinimumMonthlyPrincipalPayment).toBe(5);
  });

  it('estimates the interest the plan saves against the current APR, or 24 % when unknown', () => {
    const known = aCountingDebt({
      lenderName: 'JPMCB CARD',
      balance: 8900,
      currentMonthlyPayment: 260,
      currentApr: 29.99,
    });
    const [withKnownApr] = decide({ debts: [known], ...household }).offers;
    const [withAssumedApr] = decide({ debts: [chase], ...household }).offers;
    expect(withKnownApr.estimatedPayoffSavings).toBeGreaterThan(withAssumedApr.estimatedPayoffSavings);
    expect(withAssumedApr.estimatedPayoffSavings).toBeGreaterThan(0);
  });

  it('declines without counting debts', () => {
    const decision = decide({ debts: [], ...household });
    expect(decision.isQualified).toBe(false);
    expect(decision.disqualificationReasons).toEqual([noCountingDebtsReason]);
    expect(decision.offers).toEqual([]);
  });

  it('declines when the plan would not lower the payments, and keeps no offers', () => {
    const cheap = aCountingDebt({ lenderName: 'JPMCB CARD', balance: 8900, currentMonthlyPayment: 40 });
    const decision = decide({ debts: [cheap], ...household });
    expect(decision.proposedUnsecuredDebtPayment).toBe(decision.currentUnsecuredDebtPayment);
    expect(decision.disqualificationReasons).toEqual([noPaymentReductionReason]);
    expect(decision.offers).toEqual([]);
  });

  it('declines when income does not cover expenses and the proposed payments', () => {
    const decision = decide({ debts: [chase], monthlyIncome: 3500, monthlyExpenses: 3400 });
    expect(decision.proposedDisposableIncome).toBe(-73);
    expect(decision.disqualificationReasons).toEqual([negativeDisposableIncomeReason]);
  });

  it('qualifies with exactly nothing left over', () => {
    expect(decide({ debts: [chase], monthlyIncome: 3573, monthlyExpenses: 3400 }).isQualified).toBe(true);
  });

  it('lists every reason that applies', () => {
    const decision = decide({ debts: [], monthlyIncome: 0, monthlyExpenses: 100 });
    expect(decision.disqualificationReasons).toEqual([noCountingDebtsReason, negativeDisposableIncomeReason]);
  });

  it('uses the proposed budget’s expenses when there is one', () => {
    const decision = decide({
      debts: [chase],
      monthlyIncome: 3500,
      monthlyExpenses: 3400,
      proposedMonthlyExpenses: 3300,
    });
    expect(decision).toMatchObject({
      isQualified: true,
      currentExpenses: 3400,
      proposedExpenses: 3300,
      proposedNetCashflow: 200,
    });
  });

  it('adds payments in exact cents', () => {
    const dimes = [0.1, 0.2].map((p) => aCountingDebt({ balance: 5, currentMonthlyPayment: p }));
    expect(decide({ debts: dimes, ...household }).currentUnsecuredDebtPayment).toBe(0.3);
  });
});

const debtArbitrary: fc.Arbitrary<CountingDebt> = fc.record({
  kind: fc.constantFrom('debt' as const, 'collection' as const),
  id: fc.uuid(),
  accountNumber: fc.constant(null),
  accountType: fc.constant('CC' as const),
  lenderName: fc.constantFrom('AMEX', 'CAPITAL ONE', 'JPMCB CARD', 'SYNCB/CARE CREDIT', 'LOCAL CU', null),
  lenderFriendlyName: fc.constant(null),
  balance: fc.integer({ min: 1, max: 5_000_000 }).map((c) => c / 100),
  currentMonthlyPayment: fc.integer({ min: 0, max: 200_000 }).map((c) => c / 100),
  currentApr: fc.option(
    fc.integer({ min: 0, max: 3600 }).map((bp) => bp / 100),
    { nil: null },
  ),
  shared: fc.boolean(),
});
const inputArbitrary = fc.record({
  debts: fc.array(debtArbitrary, { maxLength: 50 }),
  monthlyIncome: fc.integer({ min: 0, max: 2_000_000 }).map((c) => c / 100),
  monthlyExpenses: fc.integer({ min: 0, max: 1_500_000 }).map((c) => c / 100),
});

describe('the decision, for any borrower', () => {
  it('qualifies exactly when there are debts, the payments drop and the plan is affordable', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const d = decide(input);
        const expected =
          input.debts.length > 0 &&
          d.proposedUnsecuredDebtPayment < d.currentUnsecuredDebtPayment &&
          d.proposedDisposableIncome >= 0;
        expect(d.isQualified).toBe(expected);
        expect(d.disqualificationReasons.length === 0).toBe(expected);
        if (!expected) expect(d.offers).toEqual([]);
      }),
    );
  });

  it('never shows a payment above the rounded current one, and always a whole dollar amount', () => {
    fc.assert(
      fc.property(debtArbitrary, (debt) => {
        const [offer] = decide({ debts: [debt], monthlyIncome: 1e6, monthlyExpenses: 0 }).offers.concat(
          decide({
            debts: [debt, { ...debt, id: 'x', currentMonthlyPayment: 1e5 }],
            monthlyIncome: 1e6,
            monthlyExpenses: 0,
          }).offers.filter((o) => o.debtId !== 'x' && o.collectionId !== 'x'),
        );
        if (!offer) return;
        expect(Number.isInteger(offer.payment)).toBe(true);
        expect(offer.payment).toBeLessThanOrEqual(offer.recommendedPayment);
        if (Math.round(debt.currentMonthlyPayment) > 0)
          expect(offer.payment).toBeLessThanOrEqual(Math.round(debt.currentMonthlyPayment));
        expect(offer.term).toBeLessThanOrEqual(60);
        expect(
          simulatePayoff(
            toCents(offer.balance),
            aprToBasisPoints(offer.proposedApr),
            toCents(offer.recommendedPayment),
            offer.term,
          ).paidOff,
        ).toBe(true);
      }),
    );
  });

  it('sorts the offers by balance, highest first', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const balances = decide({ ...input, monthlyIncome: 1e7 }).offers.map((o) => o.balance);
        expect(balances).toEqual([...balances].sort((a, b) => b - a));
      }),
    );
  });

  it('totals are exact sums in cents and the cash flows add up', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const d = decide(input);
        const cents = (values: number[]) => values.reduce((sum, v) => sum + toCents(v), 0);
        expect(toCents(d.currentUnsecuredDebtPayment)).toBe(
          cents(input.debts.map((x) => x.currentMonthlyPayment)),
        );
        expect(toCents(d.totalUnsecuredDebtBalance)).toBe(cents(input.debts.map((x) => x.balance)));
        expect(toCents(d.currentDisposableIncome)).toBe(
          toCents(input.monthlyIncome) -
            toCents(input.monthlyExpenses) -
            toCents(d.currentUnsecuredDebtPayment),
        );
        expect(toCents(d.proposedDisposableIncome)).toBe(
          toCents(d.proposedNetCashflow) - toCents(d.proposedUnsecuredDebtPayment),
        );
        expect(d.numberOfUnsecuredDebts).toBe(input.debts.length);
      }),
    );
  });
});

describe('no decision on missing figures', () => {
  it('names the income or the expenses that are missing; $0 of income given by the borrower is a figure', () => {
    expect(missingFigures({ monthlyIncome: null, expenseLines: 0 })).toEqual(['monthly income', 'expenses']);
    expect(missingFigures({ monthlyIncome: 4000, expenseLines: 0 })).toEqual(['expenses']);
    expect(missingFigures({ monthlyIncome: 0, expenseLines: 38 })).toEqual([]);
  });
});
