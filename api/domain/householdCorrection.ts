import { validateCreditHistory, type CreditHistoryValues } from './applicationForms';
import type { FieldErrors } from './planRules';

/** The household answers staff may correct: the Credit history page's (borrower-application §4). */
const householdKeys = [
  'hasSpouse',
  'numberOfDependentsInHousehold',
  'isHomeowner',
  'hasMortgageEscrow',
  'isCarOwner',
  'hasServedInMilitary',
  'monthlyRentOrMortgageAmount',
] as const;

type HouseholdKey = (typeof householdKeys)[number];
type Household = { [K in HouseholdKey]?: CreditHistoryValues[K] } & { hasBackRent?: boolean | null };
type HouseholdValues = ReturnType<typeof validateCreditHistory>['values'];

/**
 * A staff correction of the household answers, read by the borrower's own Credit history rule: the
 * stored answers with the correction over them (dependents yes when there is a count). Only the
 * answers corrected are checked, so a question the borrower has not reached is not demanded; the
 * rule's values are what is saved, and homeowner changed to no clears mortgage escrow.
 */
export function validateHouseholdCorrection(
  stored: Household,
  changes: Household,
): { errors: FieldErrors; values: Partial<HouseholdValues> } {
  const corrected = householdKeys.filter((key) => changes[key] !== undefined);
  if (corrected.length === 0) return { errors: {}, values: {} };
  const answers = { ...stored, ...changes };
  const count = answers.numberOfDependentsInHousehold;
  const { errors, values } = validateCreditHistory({
    ...answers,
    hasDependents: count == null ? null : Number(count) !== 0,
  });
  const saved = new Set<string>(corrected);
  if (changes.isHomeowner === false) saved.add('hasMortgageEscrow');
  return {
    errors: Object.fromEntries(Object.entries(errors).filter(([key]) => saved.has(key))),
    values: Object.fromEntries(Object.entries(values).filter(([key]) => saved.has(key))),
  };
}
