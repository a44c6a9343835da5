import type { RaRecord } from 'react-admin';
import type * as Schema from '@domain/generated/schema';

/*
 * The console's records are the schema's types (api/domain/generated/schema.ts, generated from
 * schema.graphql): a list or a show asks only for the fields it shows, so a field may be absent
 * except the id and those every query of the resource asks for (`Asked`).
 */
type ConsoleRecord<T, Asked extends keyof T = never> = RaRecord<string> &
  Partial<Omit<T, 'id' | '__typename'>> &
  Pick<T, Asked>;

export type Application = ConsoleRecord<Schema.Application, 'type' | 'status' | 'createdAt'>;
export type Borrower = ConsoleRecord<Schema.Borrower>;
export type ContactAttempt = ConsoleRecord<
  Schema.ContactAttempt,
  'applicationId' | 'method' | 'outcome' | 'createdAt'
>;
export type Debt = ConsoleRecord<Schema.Debt, 'shared'>;
export type Hardship = ConsoleRecord<Schema.Hardship, 'key' | 'value'>;
export type Spouse = ConsoleRecord<Schema.Spouse>;
export type DmpEnrollment = ConsoleRecord<Schema.DmpEnrollment, 'applicationId' | 'active'>;
export type RentalReliefPlan = ConsoleRecord<Schema.RentalReliefPlan, 'applicationId'>;
export type Decision = ConsoleRecord<
  Schema.Decision,
  'isQualified' | 'disqualificationReasons' | 'planLengthInMonths' | 'createdAt'
>;
export type ExpenseEstimate = ConsoleRecord<
  Schema.ExpenseEstimate,
  'category' | 'subCategory' | 'estimatedValue' | 'lastSubmittedValue' | 'selfReportedValue'
>;
export type AuditLogEntry = ConsoleRecord<Schema.AuditLogEntry, 'action' | 'entity' | 'createdAt'>;
export type Rep = ConsoleRecord<Schema.Rep, 'email' | 'isLead' | 'isActive'>;
export type Offer = ConsoleRecord<Schema.Offer>;
export type Creditor = ConsoleRecord<Schema.Creditor, 'kind' | 'friendlyName' | 'version'>;
export type CreditorTermsVersion = Schema.CreditorTermsVersion;
export type ReadLogEntry = ConsoleRecord<
  Schema.ReadLogEntry,
  'actorId' | 'applicationId' | 'kind' | 'kindLabel' | 'unclaimed' | 'createdAt'
>;
export type ReadFlag = ConsoleRecord<Schema.ReadFlag, 'unclaimedViews' | 'windowStart' | 'createdAt'>;
