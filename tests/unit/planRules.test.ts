import { describe, expect, it } from 'vitest';
import { validateDmpEnrollment, validateRentalReliefPlan } from '../../api/domain/planRules';

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
