import { toFormDate } from '@domain/dates';
import type { YourContactValues } from '@domain/yourContactForm';
import type { Locale } from '../../i18n/t';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

/** The page name its answers and progress go under. */
export const yourContactPage = 'YourContact';

export const addressFields = ['addressLine1', 'addressLine2', 'city', 'state', 'zipCode'] as const;
export type AddressField = (typeof addressFields)[number];

/*
 * The spouse's answers sit beside the borrower's under 'spouse.' names: the rule reports them so,
 * and the inputs carry the same names, so errors land on their fields and the first takes focus.
 */
export interface YourContactAnswers extends Record<string, unknown> {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  dateOfBirth: string;
  preferredLanguage: string;
  consentForCreditInquiry: boolean;
  'spouse.firstName': string;
  'spouse.lastName': string;
  'spouse.email': string;
  'spouse.phoneNumber': string;
  'spouse.dateOfBirth': string;
  'spouse.sameAddressAsBorrower': boolean | null;
  'spouse.addressLine1': string;
  'spouse.addressLine2': string;
  'spouse.city': string;
  'spouse.state': string;
  'spouse.zipCode': string;
  'spouse.consentForCreditInquiry': boolean;
}

type Person = Partial<Record<AddressField | 'dateOfBirth', string | null>>;

export const SavedContactFields = graphql(`
  fragment SavedContact on Application {
    id
    type
    status
    hasSpouse
    borrower {
      firstName
      lastName
      email
      phoneNumber
      dateOfBirth
      addressLine1
      addressLine2
      city
      state
      zipCode
      preferredLanguage
    }
    spouse {
      firstName
      lastName
      email
      phoneNumber
      dateOfBirth
      addressLine1
      addressLine2
      city
      state
      zipCode
    }
  }
`);

export type SavedContact = ResultOf<typeof SavedContactFields>;

export const address = (person: Person | null) =>
  Object.fromEntries(addressFields.map((field) => [field, person?.[field] ?? '']));

/** What the application already holds: a borrower coming back sees it. */
export function initialAnswers(saved: SavedContact, locale: Locale): YourContactAnswers {
  const { borrower, spouse } = saved;
  const spouseAddress = address(spouse);
  // A spouse saved without an address has not answered the question yet.
  const answered = Object.values(spouseAddress).some(Boolean);
  return {
    ...(address(borrower) as Record<AddressField, string>),
    dateOfBirth: borrower?.dateOfBirth ? toFormDate(borrower.dateOfBirth) : '',
    preferredLanguage: borrower?.preferredLanguage ?? locale,
    consentForCreditInquiry: false,
    'spouse.firstName': spouse?.firstName ?? '',
    'spouse.lastName': spouse?.lastName ?? '',
    'spouse.email': spouse?.email ?? '',
    'spouse.phoneNumber': spouse?.phoneNumber ?? '',
    'spouse.dateOfBirth': spouse?.dateOfBirth ? toFormDate(spouse.dateOfBirth) : '',
    'spouse.sameAddressAsBorrower': spouse && answered ? sameAddress(borrower, spouse) : null,
    ...(Object.fromEntries(addressFields.map((f) => [`spouse.${f}`, spouseAddress[f]])) as Record<
      `spouse.${AddressField}`,
      string
    >),
    'spouse.consentForCreditInquiry': false,
  };
}

const sameAddress = (a: Person | null, b: Person) =>
  addressFields.every((f) => (a?.[f] ?? '') === (b[f] ?? ''));

/** The answers as the rule and the saveYourContact mutation take them; the spouse only with one. */
export function yourContactInput(answers: YourContactAnswers, hasSpouse: boolean): YourContactValues {
  const pick = (prefix: string) =>
    Object.fromEntries(addressFields.map((field) => [field, answers[`${prefix}${field}`] as string]));
  const same = answers['spouse.sameAddressAsBorrower'];
  return {
    ...pick(''),
    dateOfBirth: answers.dateOfBirth,
    preferredLanguage: answers.preferredLanguage,
    consentForCreditInquiry: answers.consentForCreditInquiry,
    spouse: hasSpouse
      ? {
          firstName: answers['spouse.firstName'],
          lastName: answers['spouse.lastName'],
          email: answers['spouse.email'] || null,
          phoneNumber: answers['spouse.phoneNumber'] || null,
          dateOfBirth: answers['spouse.dateOfBirth'],
          sameAddressAsBorrower: same,
          ...(same === false ? pick('spouse.') : {}),
          consentForCreditInquiry: answers['spouse.consentForCreditInquiry'],
        }
      : null,
  };
}
