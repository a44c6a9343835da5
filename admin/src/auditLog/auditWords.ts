/* The audit log's code names as a rep reads them in the History tab. */
import type { AuditEntity } from '@domain/auditEntity';

export const actionWords: Record<string, string> = {
  claim: 'Claimed',
  takeOver: 'Took over',
  unclaim: 'Unclaimed',
  reassign: 'Reassigned',
  archive: 'Archived',
  unarchive: 'Unarchived',
  undoArchive: 'Undid the archive',
  contact: 'Logged a contact attempt',
  correct: 'Corrected a contact attempt',
  sendReconnectLink: 'Sent a link to reconnect the bank',
  enroll: 'Enrolled in a plan',
  create: 'Created',
  update: 'Changed',
  start: 'Started the application',
  sign: 'Signed the plan',
  keepSignedAgreement: 'Kept the signed agreement and e-mailed it to each signer',
  revealAccountNumber: 'Revealed an account number',
  retryMail: 'Retried an e-mail that had failed',
  publish: 'Shared a saved list',
  unpublish: 'Withdrew a saved list',
  saveCreditReview: 'Entered the credit report',
  importCreditReport: 'Imported a credit report file',
  completeCreditReview: 'Completed the credit review',
  changeEmail: 'Changed the sign-in e-mail',
  requestEmailChange: 'Asked to change the sign-in e-mail',
};

/** Entries written before the names were one union may read 'application': inWords spells it the same. */
export const entityWords = {
  Application: 'Application',
  Borrower: 'Borrower',
  ContactAttempt: 'Contact attempt',
  DmpEnrollment: 'DMP',
  RentalReliefPlan: 'Rental relief plan',
  contractSignature: 'Plan signature',
  signedAgreement: 'Signed agreement (PDF)',
  Debt: 'Debt',
  Rep: 'Rep account',
  SavedQuery: 'Saved list',
  CreditReview: 'Credit review',
  User: 'Account',
} satisfies Partial<Record<AuditEntity, string>>;

export const fieldWords: Record<string, string> = {
  assignedTo: 'Assigned to',
  assignedToName: 'Assigned to',
  assignedToAt: 'Assigned at',
  status: 'Status',
  borrowerReport: 'Borrower’s credit report',
  spouseReport: 'Spouse’s credit report',
  creditPullStatus: 'Credit pull',
  method: 'Method',
  outcome: 'Outcome',
  note: 'Note',
  callbackAt: 'Call back at',
  active: 'Active',
  activeAt: 'Active date',
  inactiveAt: 'Inactive date',
  dateSigned: 'Date signed',
  firstPaymentDate: 'First payment date',
  monthlyPaymentAmount: 'Monthly payment amount',
  termInMonths: 'Term in months',
  plannedStartDate: 'Planned start date',
  plannedEndDate: 'Planned end date',
  monthlyPlanRent: 'Monthly plan rent',
  monthlyBackRentDue: 'Monthly back rent due',
  monthlyRentalAssistanceFundsApplied: 'Monthly rental assistance funds applied',
  wasACounselingSessionConducted: 'Counseling session',
  didTheBorrowerReceiveAnOffer: 'Offer received',
  whatTypeOfOfferDidTheyReceive: 'Type of offer',
  signedName: 'Signed as',
  signedAt: 'Signed at',
  signer: 'Signer',
  esignDisclosureVersion: 'E-SIGN disclosure agreed to',
  esignConsentedAt: 'Agreed to electronic records at',
  sha256: 'SHA-256 of the signed PDF',
  signedBy: 'Signed by',
  isPublished: 'Shared with the floor',
  name: 'Name',
  email: 'E-mail',
};

/** A code name in words: the table's, else 'camelCase' spelled out ('hasSpouse' → 'Has spouse'). */
export function inWords(table: Record<string, string>, code: string): string {
  if (table[code]) return table[code];
  const spaced = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
