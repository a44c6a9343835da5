import { expenseLines, type ExpenseLineRef, type ExpenseSubCategory } from './expenseCategories';
import { divideRounded, toCents } from './money';
import { costOfLivingPercent } from './stateCostOfLiving';

/*
 * Expense estimates (DESIGN.md, "Expense estimates"): a monthly figure per sub-category from the
 * household's size, income, home and car ownership and state; then the spec's rules put what the
 * borrower told us on top (borrower-application §4, "Expense estimates").
 *
 * Source and assumption: the base figures (one adult, $2,000–3,999 a month, national average) are
 * our own: modest budgets a counsellor accepts without question, at or a little below the IRS
 * Collection Financial Standards' allowances (food, apparel, personal care, out-of-pocket health
 * care, public transport) and the BLS Consumer Expenditure Survey's averages (housing, utilities,
 * vehicles), as a household in debt trouble usually spends less than the average one. Lines only
 * the borrower can know (child support, alimony, childcare, education, pets, HOA, student loans,
 * other debts, savings, donations; renters' insurance) are estimated at 0. Review yearly.
 */

type HouseholdScale = 'perPerson' | 'perHome' | 'flat';
type IncomeSensitivity = 'discretionary' | 'some' | 'none';
type Applies = 'always' | 'homeowner' | 'renter' | 'carOwner' | 'noCar';

interface EstimateRow {
  line: ExpenseLineRef;
  base: number;
  household: HouseholdScale;
  income: IncomeSensitivity;
  applies: Applies;
}

const row = (
  line: ExpenseLineRef,
  base: number,
  household: HouseholdScale,
  income: IncomeSensitivity,
  applies: Applies = 'always',
): EstimateRow => ({ line, base, household, income, applies });

export const estimateTable: readonly EstimateRow[] = [
  row({ category: 'food', subCategory: 'home' }, 300, 'perPerson', 'some'),
  row({ category: 'food', subCategory: 'away' }, 60, 'perPerson', 'discretionary'),
  row({ category: 'healthcare', subCategory: 'healthInsurance' }, 100, 'perPerson', 'none'),
  row({ category: 'healthcare', subCategory: 'drugs' }, 20, 'perPerson', 'none'),
  row({ category: 'healthcare', subCategory: 'medicalServices' }, 40, 'perPerson', 'none'),
  row({ category: 'healthcare', subCategory: 'lifeInsurance' }, 20, 'flat', 'some'),
  row({ category: 'housing', subCategory: 'mortgage' }, 1100, 'perHome', 'some', 'homeowner'),
  row({ category: 'housing', subCategory: 'taxes' }, 200, 'perHome', 'some', 'homeowner'),
  row({ category: 'housing', subCategory: 'insurance' }, 110, 'perHome', 'none', 'homeowner'),
  row({ category: 'housing', subCategory: 'maintenanceImprovements' }, 80, 'perHome', 'some', 'homeowner'),
  row({ category: 'housing', subCategory: 'rent' }, 950, 'perHome', 'some', 'renter'),
  row({ category: 'miscellaneous', subCategory: 'other' }, 40, 'flat', 'discretionary'),
  row({ category: 'personal', subCategory: 'apparel' }, 40, 'perPerson', 'discretionary'),
  row({ category: 'personal', subCategory: 'entertainment' }, 50, 'perPerson', 'discretionary'),
  row({ category: 'personal', subCategory: 'personalCare' }, 30, 'perPerson', 'some'),
  row({ category: 'transportation', subCategory: 'carPayment' }, 350, 'flat', 'some', 'carOwner'),
  row({ category: 'transportation', subCategory: 'gas' }, 120, 'perHome', 'none', 'carOwner'),
  row({ category: 'transportation', subCategory: 'insurance' }, 110, 'perHome', 'none', 'carOwner'),
  row({ category: 'transportation', subCategory: 'maintenanceRepairs' }, 50, 'flat', 'none', 'carOwner'),
  row({ category: 'transportation', subCategory: 'publicTransportation' }, 80, 'perPerson', 'none', 'noCar'),
  row({ category: 'utilities', subCategory: 'electricity' }, 110, 'perHome', 'none'),
  row({ category: 'utilities', subCategory: 'gas' }, 45, 'perHome', 'none'),
  row({ category: 'utilities', subCategory: 'water' }, 40, 'perHome', 'none'),
  row({ category: 'utilities', subCategory: 'cableInternetLandline' }, 70, 'flat', 'some'),
  row({ category: 'utilities', subCategory: 'wireless' }, 45, 'perPerson', 'none'),
];

/**
 * Percent of the one-person figure for 1, 2, 3 and 4+ people: people share a home, not a plate, and
 * a child costs less than an adult.
 */
export const householdScalePercent: Record<HouseholdScale, readonly number[]> = {
  perPerson: [100, 170, 215, 260],
  perHome: [100, 115, 125, 135],
  flat: [100, 100, 100, 100],
};

export const incomeBands = ['under2000', '2000to3999', '4000to5999', '6000andOver'] as const;
export type IncomeBand = (typeof incomeBands)[number];

/** Percent of the $2,000–3,999 figure in each income band. */
export const incomeScalePercent: Record<IncomeSensitivity, readonly number[]> = {
  discretionary: [70, 100, 125, 150],
  some: [90, 100, 110, 120],
  none: [100, 100, 100, 100],
};

export function incomeBand(monthlyIncome: number): IncomeBand {
  if (monthlyIncome < 2000) return 'under2000';
  if (monthlyIncome < 4000) return '2000to3999';
  if (monthlyIncome < 6000) return '4000to5999';
  return '6000andOver';
}

const clampHousehold = (people: number) => Math.min(4, Math.max(1, Math.trunc(people)));

/**
 * People in the household, 1 to 4 (4 means four or more). A rental application asks for the people
 * living with the borrower, 1 to 4: its scale starts at 1, so it counts the borrower too.
 */
export function householdSize(facts: {
  hasSpouse?: boolean | null;
  numberOfDependentsInHousehold?: number | null;
  numberOfPeopleLivingWithBorrower?: number | null;
}): number {
  const people =
    facts.numberOfPeopleLivingWithBorrower ??
    1 + (facts.hasSpouse ? 1 : 0) + Math.max(0, facts.numberOfDependentsInHousehold ?? 0);
  return clampHousehold(people);
}

export interface EstimateProfile {
  householdSize: number;
  monthlyIncome: number;
  isHomeowner: boolean;
  isCarOwner: boolean;
  state: string | null;
}

export type ExpenseEstimateDraft = ExpenseLineRef & {
  estimatedValue: number;
  selfReportedValue: number | null;
};

function applies(when: Applies, profile: EstimateProfile): boolean {
  if (when === 'homeowner') return profile.isHomeowner;
  if (when === 'renter') return !profile.isHomeowner;
  if (when === 'carOwner') return profile.isCarOwner;
  if (when === 'noCar') return !profile.isCarOwner;
  return true;
}

/** Whole dollars per sub-category: base × household × income × state, rounded once. */
export function estimateExpenses(profile: EstimateProfile): ExpenseEstimateDraft[] {
  const size = clampHousehold(profile.householdSize) - 1;
  const band = incomeBands.indexOf(incomeBand(profile.monthlyIncome));
  const state = costOfLivingPercent(profile.state);
  return expenseLines.map((line) => {
    const match = estimateTable.find(
      (r) =>
        r.line.category === line.category &&
        r.line.subCategory === line.subCategory &&
        applies(r.applies, profile),
    );
    const estimatedValue = match
      ? divideRounded(
          match.base *
            householdScalePercent[match.household][size] *
            incomeScalePercent[match.income][band] *
            state,
          1_000_000,
        )
      : 0;
    return { ...line, estimatedValue, selfReportedValue: null };
  });
}

export interface SelfReportedFacts {
  isHomeowner: boolean | null;
  monthlyRentOrMortgageAmount: number | null;
  totalMedicalDebtAmount: number | null;
  rentalApplication?: { monthlyRentPayment: number | null } | null;
}

/**
 * The spec's rules after a fetch: housing/rent takes monthlyRentOrMortgageAmount, or for a
 * non-homeowner the rental application's monthlyRentPayment; otherDebts/medical takes the total
 * medical debt when above 0. Our readings: a homeowner's rent-or-mortgage amount is the mortgage,
 * so it goes on housing/mortgage (on the rent line it would count housing twice next to the
 * mortgage estimate); the medical line takes what the save rule keeps of that total (2 %), never
 * the whole debt as a month's expense, which the save would then quietly replace.
 */
export function withSelfReportedValues<E extends ExpenseLineRef & { selfReportedValue: number | null }>(
  estimates: readonly E[],
  facts: SelfReportedFacts,
): E[] {
  const housingLine = facts.isHomeowner ? 'mortgage' : 'rent';
  const housingAmount = facts.isHomeowner
    ? facts.monthlyRentOrMortgageAmount
    : (facts.monthlyRentOrMortgageAmount ?? facts.rentalApplication?.monthlyRentPayment ?? null);
  const medicalDebt = (facts.totalMedicalDebtAmount ?? 0) > 0 ? facts.totalMedicalDebtAmount : null;
  return estimates.map((e) => {
    if (e.category === 'housing' && e.subCategory === housingLine && housingAmount != null) {
      return { ...e, selfReportedValue: housingAmount };
    }
    if (e.category === 'otherDebts' && e.subCategory === 'medical' && medicalDebt != null) {
      return { ...e, selfReportedValue: otherDebtSavedValue(medicalDebt) };
    }
    return e;
  });
}

/** Which application total each otherDebts line stands for. */
export const otherDebtTotalFields = {
  backtaxes: 'totalBackTaxesAmount',
  friendsFamily: 'totalDebtToFriendsAndFamilyAmount',
  medical: 'totalMedicalDebtAmount',
  other: 'totalOtherDebtAmount',
} as const satisfies Record<ExpenseSubCategory<'otherDebts'>, string>;

export type OtherDebtTotals = Partial<
  Record<(typeof otherDebtTotalFields)[keyof typeof otherDebtTotalFields], number | null>
>;

/** An otherDebts line: the borrower gives the debt's total, and the line keeps 2 % of it a month. */
export const isOtherDebtLine = (line: { category: string; subCategory: string }) =>
  line.category === 'otherDebts' && Object.hasOwn(otherDebtTotalFields, line.subCategory);

/** The application's total an otherDebts line stands for. */
export const otherDebtTotalField = (subCategory: string) =>
  otherDebtTotalFields[subCategory as ExpenseSubCategory<'otherDebts'>];

/** The otherDebts save rule: 2 % of the related total debt amount, truncated to whole dollars. */
export function otherDebtSavedValue(totalDebtAmount: number): number {
  return Math.trunc((toCents(totalDebtAmount) * 2) / 10_000) + 0;
}

/** What an expenses submit saves for a line: the otherDebts rule, else the value last submitted. */
export function expenseValueToSave(
  line: { category: string; subCategory: string; lastSubmittedValue: number | null },
  totals: OtherDebtTotals,
): number | null {
  if (!isOtherDebtLine(line)) return line.lastSubmittedValue;
  return otherDebtSavedValue(totals[otherDebtTotalField(line.subCategory)] ?? 0);
}
