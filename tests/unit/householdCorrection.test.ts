import { describe, expect, it } from 'vitest';
import { validateHouseholdCorrection } from '../../api/domain/householdCorrection';

/** A borrower who answered Credit history: a homeowner with escrow, two dependents. */
const answered = {
  hasSpouse: true,
  numberOfDependentsInHousehold: 2,
  isHomeowner: true,
  hasMortgageEscrow: true,
  isCarOwner: false,
  hasServedInMilitary: null,
  monthlyRentOrMortgageAmount: 1200,
  hasBackRent: false,
};

describe('a staff correction of the household answers (the Credit history rule)', () => {
  it('refuses a count of dependents that is none of the choices, and a negative one', () => {
    for (const count of [9, -1]) {
      expect(validateHouseholdCorrection(answered, { numberOfDependentsInHousehold: count }).errors).toEqual({
        numberOfDependentsInHousehold: 'Number of dependents is invalid: choose one of the options',
      });
    }
  });

  it('takes no dependents (0) and each of the choices', () => {
    for (const count of [0, 1, 2, 3, 4]) {
      const { errors, values } = validateHouseholdCorrection(answered, {
        numberOfDependentsInHousehold: count,
      });
      expect(errors).toEqual({});
      expect(values).toEqual({ numberOfDependentsInHousehold: count });
    }
  });

  it('clears mortgage escrow when homeowner changes to no', () => {
    expect(validateHouseholdCorrection(answered, { isHomeowner: false }).values).toEqual({
      isHomeowner: false,
      hasMortgageEscrow: false,
    });
  });

  it('keeps escrow false for a borrower who is no homeowner, as the borrower page does', () => {
    const renter = { ...answered, isHomeowner: false, hasMortgageEscrow: false };
    expect(validateHouseholdCorrection(renter, { hasMortgageEscrow: true }).values).toEqual({
      hasMortgageEscrow: false,
    });
  });

  it('checks only the answers corrected: a question the borrower has not reached is not demanded', () => {
    const early = {
      hasSpouse: null,
      numberOfDependentsInHousehold: null,
      isHomeowner: null,
      hasBackRent: null,
    };
    expect(validateHouseholdCorrection(early, { isCarOwner: true })).toEqual({
      errors: {},
      values: { isCarOwner: true },
    });
  });

  it('refuses to clear an answer the borrower gave', () => {
    expect(validateHouseholdCorrection(answered, { hasSpouse: null }).errors).toHaveProperty('hasSpouse');
  });

  it("holds the rent or mortgage to the page's six digits", () => {
    expect(
      validateHouseholdCorrection(answered, { monthlyRentOrMortgageAmount: 1_000_000 }).errors,
    ).toHaveProperty('monthlyRentOrMortgageAmount');
    expect(validateHouseholdCorrection(answered, { monthlyRentOrMortgageAmount: 0 }).errors).toEqual({});
  });

  it('has nothing to say of a correction outside the household', () => {
    expect(validateHouseholdCorrection(answered, {})).toEqual({ errors: {}, values: {} });
  });
});
