import { borrowerLabels, validateBorrowerFields, type BorrowerFields } from './borrowerRules';
import { dateOfBirthMessage, dateOfBirthProblem, type BirthOf } from './dateOfBirth';
import { fromFormDate } from './dates';
import { checkChoice, cleanText, inFieldOrder, yesNo, type FormResult } from './formChecks';
import type { FieldErrors } from './planRules';

/*
 * Your contact (borrower-application §2 and §5): the address, date of birth (typed MM-dd-yyyy,
 * stored YYYY-MM-DD, 13 to 120 years old), preferred language and the credit-report consent; with a
 * spouse, the spouse's block with its own consent and a 'same address as above' choice.
 */

/** The spec's consent keys, as the messages shown. */
export const consentForCreditInquiryRequired = 'Please agree to the credit report policy to continue';
export const spouseConsentForCreditInquiryRequired =
  'Your spouse or partner must also agree to the credit report policy to continue';

export const sameAddressLabel = 'Same address as above';

interface AddressValues {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

export interface SpouseContactValues extends AddressValues {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  /** MM-dd-yyyy */
  dateOfBirth?: string | null;
  sameAddressAsBorrower?: boolean | null;
  consentForCreditInquiry?: boolean | null;
}

export interface YourContactValues extends AddressValues {
  /** MM-dd-yyyy */
  dateOfBirth?: string | null;
  preferredLanguage?: string | null;
  consentForCreditInquiry?: boolean | null;
  spouse?: SpouseContactValues | null;
}

const addressFields = ['addressLine1', 'addressLine2', 'city', 'state', 'zipCode'] as const;
const requiredAddress = ['addressLine1', 'city', 'state', 'zipCode'] as const;
type Address = Record<(typeof addressFields)[number], string | null>;

function cleanAddress(input: AddressValues): Address {
  return {
    addressLine1: cleanText(input.addressLine1),
    addressLine2: cleanText(input.addressLine2),
    city: cleanText(input.city),
    state: cleanText(input.state),
    zipCode: cleanText(input.zipCode),
  };
}

/** The typed MM-dd-yyyy date in storage form; null when empty or not a real date. */
function isoDateOfBirth(typed: string | null | undefined): string | null {
  const text = cleanText(typed);
  return text === null ? null : (fromFormDate(text) ?? null);
}

/**
 * The borrower's field rules, plus: a date typed but impossible says what is wrong with it (a month
 * of 13, a day not in the calendar), not that it is missing.
 */
function personErrors(
  values: BorrowerFields,
  typedDateOfBirth: string | null | undefined,
  today: string,
  requiredFields: (keyof BorrowerFields)[],
  of: BirthOf,
): FieldErrors {
  const errors = validateBorrowerFields(values, today, requiredFields, of);
  const typed = cleanText(typedDateOfBirth);
  if (values.dateOfBirth == null && typed !== null) {
    const problem = dateOfBirthProblem(typed, today) ?? 'malformed';
    errors.dateOfBirth = dateOfBirthMessage(problem, borrowerLabels.dateOfBirth, of);
  }
  return errors;
}

function validateSpouse(input: SpouseContactValues, borrowerAddress: Address, today: string) {
  const errors: FieldErrors = {};
  const same = checkChoice(
    errors,
    'sameAddressAsBorrower',
    sameAddressLabel,
    input.sameAddressAsBorrower,
    yesNo,
    true,
  );
  const values = {
    firstName: cleanText(input.firstName),
    lastName: cleanText(input.lastName),
    email: cleanText(input.email),
    phoneNumber: cleanText(input.phoneNumber),
    dateOfBirth: isoDateOfBirth(input.dateOfBirth),
    sameAddressAsBorrower: same,
    ...(same === true ? borrowerAddress : cleanAddress(input)),
  };
  const requiredFields: (keyof BorrowerFields)[] = ['firstName', 'lastName', 'dateOfBirth'];
  if (same !== true) requiredFields.push(...requiredAddress);
  Object.assign(errors, personErrors(values, input.dateOfBirth, today, requiredFields, 'spouse'));
  if (input.consentForCreditInquiry !== true)
    errors.consentForCreditInquiry = spouseConsentForCreditInquiryRequired;
  return { errors, values };
}

const borrowerOrder = [...addressFields, 'dateOfBirth', 'preferredLanguage', 'consentForCreditInquiry'];
const spouseOrder = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'sameAddressAsBorrower',
  ...addressFields,
  'consentForCreditInquiry',
];

/** `hasSpouse` comes from credit history: only then is the spouse block shown and checked. */
export function validateYourContact(
  input: YourContactValues,
  context: { today: string; hasSpouse: boolean },
) {
  const address = cleanAddress(input);
  const borrower = {
    ...address,
    dateOfBirth: isoDateOfBirth(input.dateOfBirth),
    preferredLanguage: cleanText(input.preferredLanguage),
  };
  const requiredFields: (keyof BorrowerFields)[] = [...requiredAddress, 'dateOfBirth', 'preferredLanguage'];
  const errors = personErrors(borrower, input.dateOfBirth, context.today, requiredFields, 'borrower');
  if (input.consentForCreditInquiry !== true)
    errors.consentForCreditInquiry = consentForCreditInquiryRequired;
  const ordered = inFieldOrder(errors, borrowerOrder);
  if (!context.hasSpouse) return { errors: ordered, warnings: {}, values: { ...borrower, spouse: null } };
  const spouse = validateSpouse(input.spouse ?? {}, address, context.today);
  for (const [field, message] of Object.entries(inFieldOrder(spouse.errors, spouseOrder))) {
    ordered[`spouse.${field}`] = message;
  }
  const values = { ...borrower, spouse: spouse.values };
  return { errors: ordered, warnings: {}, values } satisfies FormResult<typeof values>;
}

/**
 * An address corrected after Your contact was sent (issue 41: a typo in the street was there for
 * good): the same address rules, nothing else of the application changes and no new credit pull.
 */
export function validateAddressCorrection(input: AddressValues) {
  const values = cleanAddress(input);
  const errors = inFieldOrder(validateBorrowerFields(values, '1970-01-01', [...requiredAddress]), [
    ...addressFields,
  ]);
  return { errors, warnings: {}, values } satisfies FormResult<typeof values>;
}
