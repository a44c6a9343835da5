import { applicationLabels } from '@domain/applicationForms';
import { borrowerLabels } from '@domain/borrowerRules';
import type { AnswerKind } from '../../../fields/displayAnswer';

export interface Answer {
  source: string;
  label: string;
  kind?: AnswerKind;
}

/** A page of the borrower's application, as the borrower filled it in. */
export interface AnswerPage {
  title: string;
  answers: Answer[];
  /** Life events: the hardships the borrower checked. */
  withHardships?: boolean;
}

const person = (prefix: string, fields: (keyof typeof borrowerLabels)[]): Answer[] =>
  fields.map((field) => ({
    source: `${prefix}.${field}`,
    label: borrowerLabels[field],
    kind: field === 'dateOfBirth' ? 'date' : field === 'preferredLanguage' ? 'language' : 'text',
  }));

const aboutYou: AnswerPage = {
  title: 'About you',
  answers: person('borrower', ['firstName', 'lastName', 'email', 'phoneNumber']),
};

const lifeEvents: AnswerPage = {
  title: 'Life events',
  answers: [{ source: 'kindOfRelief', label: applicationLabels.kindOfRelief }],
  withHardships: true,
};

const creditHistory: AnswerPage = {
  title: 'Credit history',
  answers: [
    { source: 'hasSpouse', label: applicationLabels.hasSpouse, kind: 'yesNo' },
    { source: 'numberOfDependentsInHousehold', label: applicationLabels.numberOfDependentsInHousehold },
    { source: 'isHomeowner', label: applicationLabels.isHomeowner, kind: 'yesNo' },
    { source: 'hasMortgageEscrow', label: applicationLabels.hasMortgageEscrow, kind: 'yesNo' },
    {
      source: 'monthlyRentOrMortgageAmount',
      label: applicationLabels.monthlyRentOrMortgageAmount,
      kind: 'money',
    },
    { source: 'isCarOwner', label: applicationLabels.isCarOwner, kind: 'yesNo' },
    { source: 'hasBackRent', label: applicationLabels.hasBackRent, kind: 'yesNo' },
    { source: 'hasServedInMilitary', label: applicationLabels.hasServedInMilitary, kind: 'yesNo' },
  ],
};

const rental = (field: keyof typeof applicationLabels, kind?: AnswerKind): Answer => ({
  source: `rentalApplication.${field}`,
  label: applicationLabels[field],
  kind,
});

const rentalInformation: AnswerPage = {
  title: 'Rental information',
  answers: [
    rental('hasBackRent', 'yesNo'),
    rental('backRentAmount', 'money'),
    rental('monthlyRentPayment', 'money'),
    rental('hasReceivedRentalSupportInPast', 'yesNo'),
    rental('hasUsedCreditCardToPayRent', 'yesNo'),
    rental('numberOfPeopleLivingWithBorrower'),
  ],
};

const personalInformation: AnswerPage = {
  title: 'Personal information',
  answers: [
    { source: 'hasServedInMilitary', label: applicationLabels.hasServedInMilitary, kind: 'yesNo' },
    rental('race'),
    rental('ethnicity'),
  ],
};

const yourContact: AnswerPage = {
  title: 'Your contact',
  answers: person('borrower', [
    'addressLine1',
    'addressLine2',
    'city',
    'state',
    'zipCode',
    'dateOfBirth',
    'preferredLanguage',
  ]),
};

/** Pages 1–4 of a credit application, 1–5 of a rental one (service-portal §2). */
export const answerPages = {
  credit: [aboutYou, lifeEvents, creditHistory, yourContact],
  rental: [aboutYou, lifeEvents, rentalInformation, personalInformation, yourContact],
};

export const spouseAnswers: Answer[] = person('spouse', [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
]);
