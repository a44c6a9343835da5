import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decide,
  doesNotTakePartReason,
  noCountingDebtsReason,
  noParticipatingCreditorsReason,
} from '../../api/domain/decision';
import type { CreditorTermsVersion } from '../../api/domain/creditorTerms';
import { toCents } from '../../api/domain/money';
import { aCountingDebt, theStartingTable } from './builders';

/** The starting table with one creditor's terms changed, as a lead's next version would. */
const withChange = (creditorId: string, change: Partial<CreditorTermsVersion>) =>
  theStartingTable.map((v) =>
    v.creditorId === creditorId ? { ...v, ...change, version: 2, id: `${creditorId}@2` } : v,
  );

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
const household = { monthlyIncome: 4200, monthlyExpenses: 3400 };

describe('a creditor that does not take part in plans', () => {
  const table = withChange('capital-one', { participatesInPlans: false });

  it('is left out of the plan with its reason, and its payment goes on as now', () => {
    const decision = decide({ debts: [chase, capitalOne], ...household, creditorTerms: table });
    expect(decision.offers.map((o) => o.debtId)).toEqual(['chase']);
    expect(decision.leftOutCreditors).toEqual([
      expect.objectContaining({
        debtId: 'cap1',
        balance: 5200,
        currentPayment: 160,
        lenderConcessionId: 'capital-one',
        creditorTermsVersionId: 'capital-one@2',
        reason: doesNotTakePartReason,
      }),
    ]);
    expect(decision).toMatchObject({
      isQualified: true,
      currentUnsecuredDebtPayment: 420,
      proposedUnsecuredDebtPayment: 173 + 160,
      numberOfUnsecuredDebts: 2,
      totalUnsecuredDebtBalance: 14_100,
    });
  });

  it('alone, leaves nothing to plan: the decline says no creditor takes part, not that there are no debts', () => {
    const decision = decide({ debts: [capitalOne], ...household, creditorTerms: table });
    expect(decision.disqualificationReasons).toEqual([noParticipatingCreditorsReason]);
    expect(decision.disqualificationReasons).not.toContain(noCountingDebtsReason);
    expect(decision.leftOutCreditors).toHaveLength(1);
  });

  it('for any debts, the plan and the debts left out are every debt once, and the totals count them all', () => {
    const debt = fc.record({
      id: fc.uuid(),
      lenderName: fc.constantFrom('JPMCB CARD', 'CAPITAL ONE', 'LOCAL CU', 'SYNCB/CARE CREDIT'),
      balance: fc.integer({ min: 100, max: 5_000_000 }).map((c) => c / 100),
      currentMonthlyPayment: fc.integer({ min: 0, max: 200_000 }).map((c) => c / 100),
    });
    fc.assert(
      fc.property(fc.array(debt, { maxLength: 20 }), (drawn) => {
        const debts = drawn.map((d) => aCountingDebt(d));
        const decision = decide({ debts, monthlyIncome: 1e7, monthlyExpenses: 0, creditorTerms: table });
        const planned = decision.isQualified ? decision.offers.map((o) => o.debtId) : [];
        const left = decision.leftOutCreditors.map((l) => l.debtId);
        if (decision.isQualified) expect([...planned, ...left].sort()).toEqual(debts.map((d) => d.id).sort());
        expect(left.every((id) => debts.find((d) => d.id === id)!.lenderName === 'CAPITAL ONE')).toBe(true);
        expect(toCents(decision.currentUnsecuredDebtPayment)).toBe(
          debts.reduce((sum, d) => sum + toCents(d.currentMonthlyPayment), 0),
        );
        expect(decision.numberOfUnsecuredDebts).toBe(debts.length);
      }),
    );
  });
});

describe('a creditor’s minimum payment', () => {
  it('lifts a smaller payoff payment to it, in whole dollars', () => {
    const small = aCountingDebt({
      id: 'small',
      lenderName: 'JPMCB CARD',
      balance: 900,
      currentMonthlyPayment: 60,
    });
    const [before] = decide({ debts: [small], ...household, creditorTerms: theStartingTable }).offers;
    expect(before.payment).toBe(18);
    const [after] = decide({
      debts: [small],
      ...household,
      creditorTerms: withChange('chase', { minimumPayment: 24.5 }),
    }).offers;
    expect(after).toMatchObject({ recommendedPayment: 25, payment: 25, creditorTermsVersionId: 'chase@2' });
  });

  it('never asks more than the balance', () => {
    const tiny = aCountingDebt({
      id: 'tiny',
      lenderName: 'JPMCB CARD',
      balance: 12.3,
      currentMonthlyPayment: 40,
    });
    const [offer] = decide({
      debts: [tiny],
      ...household,
      creditorTerms: withChange('chase', { minimumPayment: 35 }),
    }).offers;
    expect(offer.recommendedPayment).toBe(13);
  });
});

describe('a table that cannot decide', () => {
  it('without its rows for other creditors and collections decides nothing', () => {
    const named = theStartingTable.filter((v) => v.kind === 'creditor');
    expect(() => decide({ debts: [chase], ...household, creditorTerms: named })).toThrow(/other creditors/);
  });
});
