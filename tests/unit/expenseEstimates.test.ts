import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usStates } from '../../api/domain/borrowerRules';
import { expenseLines } from '../../api/domain/expenseCategories';
import {
  estimateExpenses,
  expenseValueToSave,
  householdSize,
  incomeBand,
  otherDebtSavedValue,
  otherDebtTotalFields,
  withSelfReportedValues,
  type EstimateProfile,
  type ExpenseEstimateDraft,
} from '../../api/domain/expenseEstimates';
import { costOfLivingPercent } from '../../api/domain/stateCostOfLiving';

const single: EstimateProfile = {
  householdSize: 1,
  monthlyIncome: 3000,
  isHomeowner: false,
  isCarOwner: true,
  state: null,
};
const valueOf = (estimates: ExpenseEstimateDraft[], category: string, subCategory: string) =>
  estimates.find((e) => e.category === category && e.subCategory === subCategory);

describe('expense estimates', () => {
  it('estimates every sub-category of the ten categories, none self-reported yet', () => {
    const estimates = estimateExpenses(single);
    expect(estimates.map(({ category, subCategory }) => ({ category, subCategory }))).toEqual(expenseLines);
    expect(estimates.every((e) => e.selfReportedValue === null && Number.isInteger(e.estimatedValue))).toBe(
      true,
    );
  });

  it('gives the base table for one adult on $2,000–3,999 at the national average', () => {
    const estimates = estimateExpenses(single);
    expect(valueOf(estimates, 'food', 'home')?.estimatedValue).toBe(300);
    expect(valueOf(estimates, 'housing', 'rent')?.estimatedValue).toBe(950);
    expect(valueOf(estimates, 'transportation', 'carPayment')?.estimatedValue).toBe(350);
    expect(valueOf(estimates, 'miscellaneous', 'childSupport')?.estimatedValue).toBe(0);
  });

  it('a homeowner gets mortgage, tax and insurance estimates and no rent', () => {
    const estimates = estimateExpenses({ ...single, isHomeowner: true });
    expect(valueOf(estimates, 'housing', 'rent')?.estimatedValue).toBe(0);
    expect(valueOf(estimates, 'housing', 'mortgage')?.estimatedValue).toBe(1100);
    expect(valueOf(estimates, 'housing', 'taxes')?.estimatedValue).toBeGreaterThan(0);
    expect(valueOf(estimates, 'housing', 'insurance')?.estimatedValue).toBeGreaterThan(0);
  });

  it('without a car, public transport instead of car costs', () => {
    const estimates = estimateExpenses({ ...single, isCarOwner: false });
    expect(valueOf(estimates, 'transportation', 'carPayment')?.estimatedValue).toBe(0);
    expect(valueOf(estimates, 'transportation', 'gas')?.estimatedValue).toBe(0);
    expect(valueOf(estimates, 'transportation', 'publicTransportation')?.estimatedValue).toBe(80);
  });

  it('scales with the household, the income band and the state', () => {
    const family = estimateExpenses({ ...single, householdSize: 4 });
    expect(valueOf(family, 'food', 'home')?.estimatedValue).toBe(780);
    const richer = estimateExpenses({ ...single, monthlyIncome: 7000 });
    expect(valueOf(richer, 'food', 'away')?.estimatedValue).toBe(90);
    const california = estimateExpenses({ ...single, state: 'CA' });
    expect(valueOf(california, 'housing', 'rent')?.estimatedValue).toBe(1064);
    const mississippi = estimateExpenses({ ...single, state: 'MS' });
    expect(valueOf(mississippi, 'housing', 'rent')?.estimatedValue).toBe(817);
  });

  it('puts an unknown state at the national average and has a figure for every state and territory', () => {
    expect(costOfLivingPercent('ZZ')).toBe(100);
    expect(costOfLivingPercent('constructor')).toBe(100);
    for (const state of usStates) expect(costOfLivingPercent(state)).toBeGreaterThan(80);
  });

  it.each([
    [1999.99, 'under2000'],
    [2000, '2000to3999'],
    [5999, '4000to5999'],
    [6000, '6000andOver'],
  ])('puts %d a month in the band %s', (income, band) => {
    expect(incomeBand(income)).toBe(band);
  });

  it('counts the household as borrower, spouse and dependents, four meaning four or more', () => {
    expect(householdSize({})).toBe(1);
    expect(householdSize({ hasSpouse: true, numberOfDependentsInHousehold: 1 })).toBe(3);
    expect(householdSize({ hasSpouse: true, numberOfDependentsInHousehold: 4 })).toBe(4);
    expect(
      householdSize({
        numberOfPeopleLivingWithBorrower: 2,
        hasSpouse: true,
        numberOfDependentsInHousehold: 3,
      }),
    ).toBe(2);
  });

  it('a bigger household, a higher income band or a dearer state never lowers an estimate', () => {
    const profile = fc.record({
      householdSize: fc.integer({ min: 1, max: 4 }),
      monthlyIncome: fc.integer({ min: 0, max: 15_000 }),
      isHomeowner: fc.boolean(),
      isCarOwner: fc.boolean(),
      state: fc.constantFrom(...usStates),
    });
    fc.assert(
      fc.property(
        profile,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 5000 }),
        (p, morePeople, moreIncome) => {
          const base = estimateExpenses(p);
          const bigger = estimateExpenses({
            ...p,
            householdSize: Math.min(4, p.householdSize + morePeople),
            monthlyIncome: p.monthlyIncome + moreIncome,
          });
          base.forEach((e, i) => expect(bigger[i].estimatedValue).toBeGreaterThanOrEqual(e.estimatedValue));
        },
      ),
    );
  });
});

describe('the spec’s rules on top of the estimates', () => {
  const facts = { isHomeowner: false, monthlyRentOrMortgageAmount: null, totalMedicalDebtAmount: null };

  it('sets housing/rent to the rent-or-mortgage amount', () => {
    const estimates = withSelfReportedValues(estimateExpenses(single), {
      ...facts,
      monthlyRentOrMortgageAmount: 1250,
    });
    expect(valueOf(estimates, 'housing', 'rent')?.selfReportedValue).toBe(1250);
  });

  it("for a non-homeowner without that amount, uses the rental application's monthly rent", () => {
    const rental = { ...facts, rentalApplication: { monthlyRentPayment: 980 } };
    expect(
      valueOf(withSelfReportedValues(estimateExpenses(single), rental), 'housing', 'rent')?.selfReportedValue,
    ).toBe(980);
  });

  it("puts a homeowner's amount on the mortgage line, so housing is not counted twice", () => {
    const owner = {
      ...facts,
      isHomeowner: true,
      monthlyRentOrMortgageAmount: 1600,
      rentalApplication: { monthlyRentPayment: 980 },
    };
    const estimates = withSelfReportedValues(estimateExpenses({ ...single, isHomeowner: true }), owner);
    expect(valueOf(estimates, 'housing', 'mortgage')?.selfReportedValue).toBe(1600);
    expect(valueOf(estimates, 'housing', 'rent')?.selfReportedValue).toBeNull();
  });

  it('sets otherDebts/medical from the total medical debt when above 0, as the save keeps it (2 %)', () => {
    const withDebt = withSelfReportedValues(estimateExpenses(single), {
      ...facts,
      totalMedicalDebtAmount: 4300,
    });
    expect(valueOf(withDebt, 'otherDebts', 'medical')?.selfReportedValue).toBe(86);
    const without = withSelfReportedValues(estimateExpenses(single), { ...facts, totalMedicalDebtAmount: 0 });
    expect(valueOf(without, 'otherDebts', 'medical')?.selfReportedValue).toBeNull();
  });

  it('saves an other-debt line as 2 % of its total debt, truncated', () => {
    expect(otherDebtSavedValue(1234.56)).toBe(24);
    expect(otherDebtSavedValue(49.99)).toBe(0);
    expect(otherDebtSavedValue(5000)).toBe(100);
  });

  it('maps each other-debt line to its application total', () => {
    const totals = {
      totalBackTaxesAmount: 1000,
      totalDebtToFriendsAndFamilyAmount: 2000,
      totalMedicalDebtAmount: 3000,
      totalOtherDebtAmount: 4000,
    };
    const saved = (subCategory: string) =>
      expenseValueToSave({ category: 'otherDebts', subCategory, lastSubmittedValue: 7 }, totals);
    expect(['backtaxes', 'friendsFamily', 'medical', 'other'].map(saved)).toEqual([20, 40, 60, 80]);
    expect(Object.keys(otherDebtTotalFields)).toEqual(['backtaxes', 'friendsFamily', 'medical', 'other']);
    expect(
      expenseValueToSave({ category: 'otherDebts', subCategory: 'medical', lastSubmittedValue: 7 }, {}),
    ).toBe(0);
  });

  it('saves every other line as its last submitted value', () => {
    expect(expenseValueToSave({ category: 'food', subCategory: 'home', lastSubmittedValue: 410 }, {})).toBe(
      410,
    );
    expect(
      expenseValueToSave({ category: 'food', subCategory: 'home', lastSubmittedValue: null }, {}),
    ).toBeNull();
  });

  it('the other-debt value is the whole dollars of 2 % of the total, for any amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(otherDebtSavedValue(cents / 100)).toBe(Math.floor((cents * 2) / 10_000));
      }),
    );
  });
});
