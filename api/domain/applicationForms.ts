import {
  dependentsOptions,
  ethnicityValues,
  hardshipKeys,
  kindsOfRelief,
  peopleInHouseholdOptions,
  raceValues,
  reasonsForNotConnecting,
  type HardshipKey,
} from './applicationOptions';
import { validateBorrowerFields } from './borrowerRules';
import { knownRouters } from './router';
import {
  agreementRequired,
  checkChoice,
  checkCurrency,
  checkText,
  cleanText,
  inFieldOrder,
  monthlyIncomeRule,
  yesNo,
  type CurrencyRule,
  type FormResult,
} from './formChecks';
import type { FieldErrors } from './planRules';

/*
 * Validation of the application's screens (borrower-application §5), shared by the site (on submit,
 * then live) and the API (on save). Each returns the spec's messages in on-screen order, any
 * warnings, and the values as they are saved: text trimmed, empty as null, the spec's knock-on rules
 * applied. Your contact is in yourContactForm.ts.
 */
export { validateYourContact } from './yourContactForm';

export const applicationLabels = {
  hasSpouse: 'Are you married or in a domestic partnership',
  hasDependents: 'Do you have dependents',
  numberOfDependentsInHousehold: 'Number of dependents',
  isHomeowner: 'Do you own your home',
  hasMortgageEscrow: 'Does your mortgage payment include taxes and insurance (escrow)',
  isCarOwner: 'Do you own a car',
  hasBackRent: 'Do you owe back rent',
  hasServedInMilitary: 'Have you served in the military',
  monthlyRentOrMortgageAmount: 'Monthly rent or mortgage payment',
  kindOfRelief: 'What kind of help are you looking for',
  backRentAmount: 'Back rent amount',
  monthlyRentPayment: 'Monthly rent payment',
  hasReceivedRentalSupportInPast: 'Have you received rental support in the past',
  hasUsedCreditCardToPayRent: 'Have you used a credit card to pay rent',
  numberOfPeopleLivingWithBorrower: 'Number of people living with you',
  race: 'Race',
  ethnicity: 'Ethnicity',
  selfReportedMonthlyCurrentIncome: 'Monthly income',
  reasonForNotConnectingBank: 'Reason for not connecting an account',
  otherReason: 'Other reason',
  comment: 'Comment',
  value: 'Amount',
  totalDebtAmount: 'Total owed',
} as const;

type Field = keyof typeof applicationLabels;
type Answer = boolean | null | undefined;
type Amount = number | string | null | undefined;

/** One screen's checks, bound to its errors and warnings and labelled from applicationLabels. */
function screen() {
  const result = { errors: {} as FieldErrors, warnings: {} as FieldErrors };
  const { errors } = result;
  return {
    result,
    yesNo: (field: Field, value: Answer, required = true) =>
      checkChoice(errors, field, applicationLabels[field], value, yesNo, required),
    choice: <T extends string | number>(
      field: Field,
      value: T | string | number | null | undefined,
      options: readonly T[],
      required = true,
    ) => checkChoice(errors, field, applicationLabels[field], value, options, required),
    currency: (field: Field, value: Amount, rule: CurrencyRule) =>
      checkCurrency(result, field, applicationLabels[field], value, rule),
    text: (field: Field, value: string | null | undefined, rule: { required: boolean; maxLength?: number }) =>
      checkText(errors, field, applicationLabels[field], value, rule),
  };
}

/** A select's value as a number: the form sends text. */
const asNumber = (value: Amount) => (value == null || value === '' ? null : Number(value));

export interface AboutYouValues {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  agreedToTerms?: boolean | null;
}

/** `today` goes to validateBorrowerFields, the one home of the borrower's field rules. */
export function validateAboutYou(input: AboutYouValues, today: string) {
  const values = {
    firstName: cleanText(input.firstName),
    lastName: cleanText(input.lastName),
    email: cleanText(input.email),
    phoneNumber: cleanText(input.phoneNumber),
  };
  const errors = validateBorrowerFields(values, today, ['firstName', 'lastName', 'email', 'phoneNumber']);
  if (input.agreedToTerms !== true) errors.agreedToTerms = agreementRequired;
  const order = ['firstName', 'lastName', 'email', 'phoneNumber', 'agreedToTerms'];
  return { errors: inFieldOrder(errors, order), warnings: {}, values } satisfies FormResult<typeof values>;
}

/**
 * Life events: optional checkboxes, every hardship key saved (unchecked as false), and the optional
 * kind of relief the borrower is looking for, from the spec's selector.
 */
export function validateLifeEvents(
  input: Partial<Record<HardshipKey, Answer>> & { kindOfRelief?: string | null },
) {
  const s = screen();
  const values = {
    hardships: hardshipKeys.map((key) => ({ key, value: input[key] === true })),
    kindOfRelief: s.choice('kindOfRelief', input.kindOfRelief, kindsOfRelief, false),
  };
  return { ...s.result, values } satisfies FormResult<typeof values>;
}

/**
 * A staff correction of the application's choices (the console's edit): the kind of relief is held
 * to the borrower's selector, as Life events holds it, and the referral source to the known routers
 * the application's entry accepts. One rule for both sides.
 */
export function correctionChoiceErrors(input: {
  kindOfRelief?: string | null;
  router?: string | null;
}): FieldErrors {
  const s = screen();
  if (input.kindOfRelief !== undefined) s.choice('kindOfRelief', input.kindOfRelief, kindsOfRelief, false);
  if (input.router !== undefined)
    checkChoice(s.result.errors, 'router', 'Referral source', input.router, knownRouters, false);
  return s.result.errors;
}

export interface CreditHistoryValues {
  hasSpouse?: Answer;
  hasDependents?: Answer;
  numberOfDependentsInHousehold?: Amount;
  isHomeowner?: Answer;
  hasMortgageEscrow?: Answer;
  isCarOwner?: Answer;
  hasBackRent?: Answer;
  hasServedInMilitary?: Answer;
  monthlyRentOrMortgageAmount?: Amount;
}

/** A home with no rent or mortgage (paid off, living with family) is 0; at most 6 digits (§5). */
const rentOrMortgageRule: CurrencyRule = { maxLength: 6, allowZero: true, required: false };

/**
 * Dependents yes shows the count (1, 2, 3, 4+), and a missing count becomes 0; no sets 0. Mortgage
 * escrow is asked only of a homeowner; homeowner no forces it to false. Military is optional.
 */
export function validateCreditHistory(input: CreditHistoryValues) {
  const s = screen();
  const hasSpouse = s.yesNo('hasSpouse', input.hasSpouse);
  const hasDependents = s.yesNo('hasDependents', input.hasDependents);
  const count = asNumber(input.numberOfDependentsInHousehold) ?? 0;
  const dependents =
    hasDependents === true && count !== 0
      ? s.choice('numberOfDependentsInHousehold', count, dependentsOptions)
      : 0;
  const isHomeowner = s.yesNo('isHomeowner', input.isHomeowner);
  const escrow =
    isHomeowner === true
      ? s.yesNo('hasMortgageEscrow', input.hasMortgageEscrow)
      : isHomeowner === false
        ? false
        : null;
  const values = {
    hasSpouse,
    numberOfDependentsInHousehold: dependents ?? 0,
    isHomeowner,
    hasMortgageEscrow: escrow,
    isCarOwner: s.yesNo('isCarOwner', input.isCarOwner),
    hasBackRent: s.yesNo('hasBackRent', input.hasBackRent),
    hasServedInMilitary: s.yesNo('hasServedInMilitary', input.hasServedInMilitary, false),
    monthlyRentOrMortgageAmount: s.currency(
      'monthlyRentOrMortgageAmount',
      input.monthlyRentOrMortgageAmount,
      rentOrMortgageRule,
    ),
  };
  return { ...s.result, values } satisfies FormResult<typeof values>;
}

export interface RentalInformationValues {
  hasBackRent?: Answer;
  backRentAmount?: Amount;
  monthlyRentPayment?: Amount;
  hasReceivedRentalSupportInPast?: Answer;
  hasUsedCreditCardToPayRent?: Answer;
  numberOfPeopleLivingWithBorrower?: Amount;
}

/** Rent and back-rent amounts take at most 6 digits. */
const rentRule: CurrencyRule = { maxLength: 6, allowZero: false, required: true };

/** The back-rent amount is asked, and kept, only when there is back rent. People: 1 to 4 (4+). */
export function validateRentalInformation(input: RentalInformationValues) {
  const s = screen();
  const hasBackRent = s.yesNo('hasBackRent', input.hasBackRent);
  const values = {
    hasBackRent,
    backRentAmount:
      hasBackRent === true ? s.currency('backRentAmount', input.backRentAmount, rentRule) : null,
    monthlyRentPayment: s.currency('monthlyRentPayment', input.monthlyRentPayment, rentRule),
    hasReceivedRentalSupportInPast: s.yesNo(
      'hasReceivedRentalSupportInPast',
      input.hasReceivedRentalSupportInPast,
    ),
    hasUsedCreditCardToPayRent: s.yesNo('hasUsedCreditCardToPayRent', input.hasUsedCreditCardToPayRent),
    numberOfPeopleLivingWithBorrower: s.choice(
      'numberOfPeopleLivingWithBorrower',
      asNumber(input.numberOfPeopleLivingWithBorrower),
      peopleInHouseholdOptions,
    ),
  };
  return { ...s.result, values } satisfies FormResult<typeof values>;
}

/** Personal information (rental): military service, race and ethnicity, all optional. */
export function validatePersonalInformation(input: {
  hasServedInMilitary?: Answer;
  race?: string | null;
  ethnicity?: string | null;
}) {
  const s = screen();
  const values = {
    hasServedInMilitary: s.yesNo('hasServedInMilitary', input.hasServedInMilitary, false),
    race: s.choice('race', cleanText(input.race), raceValues, false),
    ethnicity: s.choice('ethnicity', cleanText(input.ethnicity), ethnicityValues, false),
  };
  return { ...s.result, values } satisfies FormResult<typeof values>;
}

/** Monthly income by `monthlyIncomeRule`: above 15 000 a warning, not an error. */
export function validateMonthlyIncome(input: { selfReportedMonthlyCurrentIncome?: Amount }) {
  const s = screen();
  const income = s.currency(
    'selfReportedMonthlyCurrentIncome',
    input.selfReportedMonthlyCurrentIncome,
    monthlyIncomeRule,
  );
  const values = { selfReportedMonthlyCurrentIncome: income, hasProvidedMonthlyIncome: income !== null };
  return { ...s.result, values } satisfies FormResult<typeof values>;
}

/** The free-text comment box (borrower-application §5, §9): 245 characters, 5 rows. */
export const commentMaxLength = 245;

/**
 * A reason is required, and 'Other' requires its text, in the spec's comment box (at most
 * `commentMaxLength` characters; the 'Other text' default of 100 was the one-line box's). Any other reason
 * clears the text. What is saved is the reason, or for 'Other' its text, sent as 'Other' when empty.
 */
export function validateReasonForNotConnecting(input: {
  reason?: string | null;
  otherReason?: string | null;
}) {
  const s = screen();
  const reason = s.choice('reasonForNotConnectingBank', cleanText(input.reason), reasonsForNotConnecting);
  const isOther = reason === 'Other';
  const otherReason = isOther
    ? s.text('otherReason', input.otherReason, { required: true, maxLength: commentMaxLength })
    : null;
  const values = { reasonForNotConnectingBank: isOther ? (otherReason ?? 'Other') : reason, otherReason };
  return { ...s.result, values } satisfies FormResult<typeof values>;
}

/** The free-text comment box: at most 245 characters, required unless the screen says otherwise. */
export function validateComment(
  value: string | null | undefined,
  options: { label?: string; required?: boolean } = {},
) {
  const result = screen().result;
  const rule = { required: options.required ?? true, maxLength: commentMaxLength };
  const comment = checkText(
    result.errors,
    'comment',
    options.label ?? applicationLabels.comment,
    value,
    rule,
  );
  return { ...result, values: { comment } } satisfies FormResult<{ comment: string | null }>;
}

/**
 * Currency lengths of the expense lines (borrower-application §5): one rule per line, however it is
 * edited — alone or with its category — so what one box takes the other never refuses. A month's line
 * takes the single-line edit's 5 digits; housing takes the 6 of the rent-or-mortgage amount it carries
 * (docs/decisions/0141-one-limit-per-expense-line.md).
 */
export function expenseLineMaxLength(category: string): number {
  return category === 'housing' ? 6 : 5;
}

/** One expense line, zero allowed, by the line's one limit. */
export function validateExpenseLine(value: Amount, category: string) {
  const s = screen();
  const maxLength = expenseLineMaxLength(category);
  const amount = s.currency('value', value, { maxLength, allowZero: true, required: true });
  return { ...s.result, values: { value: amount } } satisfies FormResult<{ value: number | null }>;
}

/**
 * What an other-debts line asks (borrower-application §4: the line keeps 2 % of the debt's total):
 * the total owed, zero allowed, up to the default 12 digits of dollars whether edited alone or with
 * its tile (a debt's total is not a month's bill, so the single line's 5 digits do not apply).
 */
export function validateOtherDebtTotal(value: Amount) {
  const s = screen();
  const total = s.currency('totalDebtAmount', value, { maxLength: 12, allowZero: true, required: true });
  return { ...s.result, values: { totalDebtAmount: total } } satisfies FormResult<{
    totalDebtAmount: number | null;
  }>;
}
