import { addYears, isIsoDate } from './dates';
import { invalidBecause, required } from './messages';
import { checkCurrency } from './formChecks';
import { divideRounded, toCents, toDollars } from './money';

/*
 * The enrolment forms' limits (service-portal §5). `today` is passed in so the rules stay pure.
 * Dates are YYYY-MM-DD; money is in dollars.
 */
export type FieldErrors = Record<string, string>;

export interface DmpEnrollmentInput {
  active?: boolean | null;
  activeAt?: string | null;
  inactiveAt?: string | null;
  dateSigned?: string | null;
  firstPaymentDate?: string | null;
  monthlyPaymentAmount?: number | null;
  termInMonths?: number | null;
}

export interface RentalReliefPlanInput {
  dateSigned?: string | null;
  plannedStartDate?: string | null;
  plannedEndDate?: string | null;
  monthlyPlanRent?: number | null;
  monthlyBackRentDue?: number | null;
  monthlyRentalAssistanceFundsApplied?: number | null;
}

export const dmpLabels = {
  monthlyPaymentAmount: 'Monthly payment amount',
  termInMonths: 'Term in months',
  firstPaymentDate: 'First payment date',
  dateSigned: 'Date signed',
  activeAt: 'Active date',
  inactiveAt: 'Inactive date',
} as const;

export const rentalPlanLabels = {
  monthlyPlanRent: 'Monthly plan rent',
  monthlyBackRentDue: 'Monthly back rent due',
  monthlyRentalAssistanceFundsApplied: 'Monthly rental assistance funds applied',
  plannedStartDate: 'Planned start date',
  plannedEndDate: 'Planned end date',
  dateSigned: 'Date signed',
} as const;

/** The rules in words, after '… is invalid:' (service-portal §5's limits). */
const rules = {
  aroundToday: 'a date within a year of today',
  lastYear: 'a date within the past year, no later than today',
  endOfPlan: 'a date on or after the planned start date, within 6 years of today',
  notADate: 'a whole date as MM-DD-YYYY',
  term: 'a whole number of months from 1 to 999',
  activePayment: 'an active plan pays more than $0.00 a month',
};

function checkDate(
  errors: FieldErrors,
  field: string,
  label: string,
  value: string | null | undefined,
  range: { min: string; max: string; rule: string },
  isRequired: boolean,
) {
  if (value == null || value === '') {
    if (isRequired) errors[field] = required(label);
    return;
  }
  if (!isIsoDate(value)) errors[field] = invalidBecause(label, rules.notADate);
  else if (value < range.min || value > range.max) errors[field] = invalidBecause(label, range.rule);
}

/** Money by the one money-input rule: at most `maxChars` digits of dollars, cents exact, never rounded. */
function checkMoney(
  errors: FieldErrors,
  field: string,
  label: string,
  value: number | null | undefined,
  maxChars: number,
  isRequired: boolean,
) {
  checkCurrency({ errors, warnings: {} }, field, label, value, {
    maxLength: maxChars,
    allowZero: true,
    required: isRequired,
  });
}

export function validateDmpEnrollment(input: DmpEnrollmentInput, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const aroundToday = { min: addYears(today, -1), max: addYears(today, 1), rule: rules.aroundToday };
  checkMoney(
    errors,
    'monthlyPaymentAmount',
    dmpLabels.monthlyPaymentAmount,
    input.monthlyPaymentAmount,
    6,
    true,
  );
  // A plan that is on takes a payment every month: $0.00 would be an enrolment that pays nothing.
  if (input.active === true && !errors.monthlyPaymentAmount && input.monthlyPaymentAmount === 0)
    errors.monthlyPaymentAmount = invalidBecause(dmpLabels.monthlyPaymentAmount, rules.activePayment);
  const term = input.termInMonths;
  if (term == null) errors.termInMonths = required(dmpLabels.termInMonths);
  else if (!Number.isInteger(term) || term < 1 || term > 999)
    errors.termInMonths = invalidBecause(dmpLabels.termInMonths, rules.term);
  checkDate(
    errors,
    'firstPaymentDate',
    dmpLabels.firstPaymentDate,
    input.firstPaymentDate,
    aroundToday,
    true,
  );
  checkDate(errors, 'dateSigned', dmpLabels.dateSigned, input.dateSigned, aroundToday, true);
  checkDate(errors, 'activeAt', dmpLabels.activeAt, input.activeAt, aroundToday, input.active === true);
  checkDate(
    errors,
    'inactiveAt',
    dmpLabels.inactiveAt,
    input.inactiveAt,
    { min: aroundToday.min, max: today, rule: rules.lastYear },
    false,
  );
  return errors;
}

export function validateRentalReliefPlan(input: RentalReliefPlanInput, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const aroundToday = { min: addYears(today, -1), max: addYears(today, 1), rule: rules.aroundToday };
  for (const field of [
    'monthlyPlanRent',
    'monthlyBackRentDue',
    'monthlyRentalAssistanceFundsApplied',
  ] as const) {
    checkMoney(errors, field, rentalPlanLabels[field], input[field], 6, field === 'monthlyPlanRent');
  }
  checkDate(
    errors,
    'plannedStartDate',
    rentalPlanLabels.plannedStartDate,
    input.plannedStartDate,
    aroundToday,
    true,
  );
  const endRange = {
    min: input.plannedStartDate ?? aroundToday.min,
    max: addYears(today, 6),
    rule: rules.endOfPlan,
  };
  checkDate(errors, 'plannedEndDate', rentalPlanLabels.plannedEndDate, input.plannedEndDate, endRange, true);
  checkDate(errors, 'dateSigned', rentalPlanLabels.dateSigned, input.dateSigned, aroundToday, true);
  return errors;
}

/** Fields whose rule reads another field: a change of that one judges them again. */
const judgedWith: Record<string, readonly string[]> = {
  monthlyPaymentAmount: ['active'],
  activeAt: ['active'],
  plannedEndDate: ['plannedStartDate'],
};

/**
 * An edit is judged on the fields it changes (so a plan signed long ago stays editable), and on the
 * fields whose rule reads one it changes: switching a $0.00 plan on is refused like typing $0.00.
 */
export function errorsOfChangedFields(errors: FieldErrors, changes: object): FieldErrors {
  const judged = (field: string) =>
    field in changes || (judgedWith[field] ?? []).some((other) => other in changes);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => judged(field)));
}

/** Back rent is spread over this many monthly payments when a rental plan is first filled in. */
export const backRentMonths = 12;

/**
 * A new rental relief plan's first values, from what the borrower told us (the rep edits them): the
 * rent they pay as the plan's rent, and their back rent spread over twelve months, to the cent.
 */
export function rentalPlanFirstValues(rental: {
  monthlyRentPayment?: number | null;
  backRentAmount?: number | null;
  hasBackRent?: boolean | null;
}): RentalReliefPlanInput {
  const backRent = rental.hasBackRent === false ? 0 : (rental.backRentAmount ?? null);
  return {
    monthlyPlanRent: rental.monthlyRentPayment ?? null,
    monthlyBackRentDue: backRent == null ? null : toDollars(divideRounded(toCents(backRent), backRentMonths)),
  };
}
