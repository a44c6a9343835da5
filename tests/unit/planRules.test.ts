import { describe, expect, it } from 'vitest';
import {
  errorsOfChangedFields,
  rentalPlanFirstValues,
  validateDmpEnrollment,
  validateRentalReliefPlan,
} from '../../api/domain/planRules';

const today = '2026-11-22';
const dmp = {
  active: true,
  activeAt: today,
  dateSigned: today,
  firstPaymentDate: today,
  monthlyPaymentAmount: 250,
  termInMonths: 48,
};

describe('DMP form limits (service-portal §5)', () => {
  it('accepts a complete enrolment', () => {
    expect(validateDmpEnrollment(dmp, today)).toEqual({});
  });
  it('allows first payment, signed and active dates from one year ago to one year ahead', () => {
    expect(
      validateDmpEnrollment({ ...dmp, firstPaymentDate: '2025-11-22', dateSigned: '2027-11-22' }, today),
    ).toEqual({});
    expect(validateDmpEnrollment({ ...dmp, firstPaymentDate: '2025-11-21' }, today)).toEqual({
      firstPaymentDate: 'First payment date is invalid: a date within a year of today',
    });
    expect(validateDmpEnrollment({ ...dmp, activeAt: '2027-11-23' }, today)).toEqual({
      activeAt: 'Active date is invalid: a date within a year of today',
    });
  });
  it('allows an inactive date from one year ago to today, and none', () => {
    expect(validateDmpEnrollment({ ...dmp, inactiveAt: today }, today)).toEqual({});
    expect(validateDmpEnrollment({ ...dmp, inactiveAt: '2026-11-23' }, today)).toEqual({
      inactiveAt: 'Inactive date is invalid: a date within the past year, no later than today',
    });
  });
  it('keeps the monthly payment to 6 characters and the term to 3 digits', () => {
    expect(validateDmpEnrollment({ ...dmp, monthlyPaymentAmount: 999999, termInMonths: 999 }, today)).toEqual(
      {},
    );
    expect(
      validateDmpEnrollment({ ...dmp, monthlyPaymentAmount: 1000000, termInMonths: 1000 }, today),
    ).toEqual({
      monthlyPaymentAmount: 'Monthly payment amount is invalid: it can be at most $999,999.99',
      termInMonths: 'Term in months is invalid: a whole number of months from 1 to 999',
    });
  });
  it('requires the payment, the term and the dates', () => {
    expect(validateDmpEnrollment({ active: false }, today)).toEqual({
      monthlyPaymentAmount: 'Monthly payment amount is required',
      termInMonths: 'Term in months is required',
      firstPaymentDate: 'First payment date is required',
      dateSigned: 'Date signed is required',
    });
  });
});

describe('rental relief plan limits (service-portal §5)', () => {
  const plan = {
    dateSigned: today,
    plannedStartDate: today,
    plannedEndDate: '2028-11-22',
    monthlyPlanRent: 900,
  };
  it('allows a planned end up to six years ahead and not before the start', () => {
    expect(validateRentalReliefPlan({ ...plan, plannedEndDate: '2032-11-22' }, today)).toEqual({});
    expect(validateRentalReliefPlan({ ...plan, plannedEndDate: '2032-11-23' }, today)).toEqual({
      plannedEndDate:
        'Planned end date is invalid: a date on or after the planned start date, within 6 years of today',
    });
    expect(validateRentalReliefPlan({ ...plan, plannedEndDate: '2026-11-21' }, today)).toEqual({
      plannedEndDate:
        'Planned end date is invalid: a date on or after the planned start date, within 6 years of today',
    });
  });
  it('keeps monetary fields to 6 characters', () => {
    expect(validateRentalReliefPlan({ ...plan, monthlyBackRentDue: 1_000_000 }, today)).toEqual({
      monthlyBackRentDue: 'Monthly back rent due is invalid: it can be at most $999,999.99',
    });
  });
});

describe('a plan’s money (issue 42)', () => {
  const payNothing = 'Monthly payment amount is invalid: an active plan pays more than $0.00 a month';

  it('refuses $0.00 a month on an active DMP, and keeps it on one that is off', () => {
    expect(validateDmpEnrollment({ ...dmp, monthlyPaymentAmount: 0 }, today)).toEqual({
      monthlyPaymentAmount: payNothing,
    });
    expect(validateDmpEnrollment({ ...dmp, active: false, monthlyPaymentAmount: 0 }, today)).toEqual({});
  });

  it('judges an edit that switches a $0.00 plan on, though the amount itself did not change', () => {
    const saved = { ...dmp, active: false, monthlyPaymentAmount: 0 };
    const switchedOn = { ...saved, active: true };
    expect(errorsOfChangedFields(validateDmpEnrollment(switchedOn, today), { active: true })).toEqual({
      monthlyPaymentAmount: payNothing,
    });
    // An edit of another field leaves an old plan editable, as before.
    expect(
      errorsOfChangedFields(validateDmpEnrollment({ ...saved, termInMonths: 50 }, today), {
        termInMonths: 50,
      }),
    ).toEqual({});
  });

  it('reads typed amounts by the one money rule: commas, a dollar sign and cents', () => {
    for (const typed of ['1,250.50', '$491.37', '$1,480.75', '$500']) {
      expect(
        validateDmpEnrollment({ ...dmp, monthlyPaymentAmount: typed as unknown as number }, today),
      ).toEqual({});
    }
    expect(
      validateDmpEnrollment({ ...dmp, monthlyPaymentAmount: '1,25' as unknown as number }, today),
    ).toEqual({
      monthlyPaymentAmount: 'Monthly payment amount is invalid: type an amount like 1,450.50',
    });
  });

  it('starts a rental relief plan from the borrower’s rent and back rent over twelve months, to the cent', () => {
    expect(
      rentalPlanFirstValues({ monthlyRentPayment: 1480.75, backRentAmount: 3000, hasBackRent: true }),
    ).toEqual({
      monthlyPlanRent: 1480.75,
      monthlyBackRentDue: 250,
    });
    expect(rentalPlanFirstValues({ monthlyRentPayment: 900, backRentAmount: 1000 })).toEqual({
      monthlyPlanRent: 900,
      monthlyBackRentDue: 83.33,
    });
    expect(rentalPlanFirstValues({ monthlyRentPayment: null, hasBackRent: false })).toEqual({
      monthlyPlanRent: null,
      monthlyBackRentDue: 0,
    });
  });
});
