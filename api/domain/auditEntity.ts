/**
 * What an audit entry is about: the record's type as the schema names it (an application is
 * 'Application', never 'application'). The plan signature and its signed PDF keep the names their
 * entries were first written with (decision 0221).
 */
export type AuditEntity =
  | 'Alert'
  | 'Application'
  | 'Borrower'
  | 'ContactAttempt'
  | 'contractSignature'
  | 'Creditor'
  | 'CreditorTerms'
  | 'CreditReview'
  | 'Debt'
  | 'Decision'
  | 'DemoData'
  | 'DmpEnrollment'
  | 'Email'
  | 'IncomePrediction'
  | 'RentalReliefPlan'
  | 'Rep'
  | 'SavedQuery'
  | 'signedAgreement'
  | 'User';
