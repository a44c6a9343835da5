import { listedFields } from '../applicationFields';

const person = ['id', 'firstName', 'lastName', 'email', 'phoneNumber', 'dateOfBirth'];
const address = ['addressLine1', 'addressLine2', 'city', 'state', 'zipCode'];

/**
 * What the borrower page reads, in one query: the application's own fields and its related
 * records. A related record not listed here would come back as `{ id }` only.
 */
export const shownFields = [
  ...listedFields,
  'applicationBorrowerId',
  'kindOfRelief',
  'hasSpouse',
  'numberOfDependentsInHousehold',
  'isHomeowner',
  'hasMortgageEscrow',
  'monthlyRentOrMortgageAmount',
  'isCarOwner',
  'hasBackRent',
  'hasServedInMilitary',
  'selfReportedMonthlyCurrentIncome',
  'hasProvidedMonthlyIncome',
  'verifiedMonthlyCurrentIncome',
  'estimatedMonthlyIncome',
  { borrower: [...person, ...address, 'preferredLanguage'] },
  { spouse: [...person, ...address] },
  {
    rentalApplication: [
      'id',
      'hasBackRent',
      'backRentAmount',
      'monthlyRentPayment',
      'hasReceivedRentalSupportInPast',
      'hasUsedCreditCardToPayRent',
      'numberOfPeopleLivingWithBorrower',
      'race',
      'ethnicity',
    ],
  },
  {
    decision: [
      'id',
      'createdAt',
      'isQualified',
      'disqualificationReasons',
      'monthlySavings',
      'planLengthInMonths',
      'currentUnsecuredDebtPayment',
      'proposedUnsecuredDebtPayment',
      'wasPresentedToBorrower',
      'wasAcceptedByBorrower',
      'creditorTermsReviewed',
      'leftOutCreditors',
    ],
  },
  {
    dmpEnrollment: [
      'id',
      'applicationId',
      'active',
      'activeAt',
      'inactiveAt',
      'dateSigned',
      'firstPaymentDate',
      'monthlyPaymentAmount',
      'termInMonths',
    ],
  },
  {
    rentalReliefPlan: [
      'id',
      'applicationId',
      'dateSigned',
      'plannedStartDate',
      'plannedEndDate',
      'monthlyPlanRent',
      'monthlyBackRentDue',
      'monthlyRentalAssistanceFundsApplied',
    ],
  },
  { bankItems: ['id', 'isConnected'] },
  'borrowerEmail',
];
