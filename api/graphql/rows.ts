import type { Tables } from '../../db/client';

/*
 * What the resolvers of each type of schema.graphql receive as their parent: the row the data layer
 * reads, not the type the client sees. Each `<Type>Row` exported here is codegen's mapper for the
 * schema's `<Type>` (codegen.ts reads this file), so a type answered from a row is one line here.
 */
type RowOf<K extends keyof Tables> = Tables[K] extends { $inferSelect: infer Row } ? Row : never;

export type ApplicationRow = RowOf<'applications'>;
export type BorrowerRow = RowOf<'borrowers'>;
export type ContactAttemptRow = RowOf<'contactAttempts'>;
export type DebtRow = RowOf<'debts'>;
export type DecisionRow = RowOf<'decisions'>;
export type OfferRow = RowOf<'offers'>;
export type BankItemRow = RowOf<'bankItems'>;
export type AuditLogEntryRow = RowOf<'auditLog'>;
export type ReadLogEntryRow = RowOf<'readLog'>;
export type ReadFlagRow = RowOf<'readFlags'>;
export type EmailRow = RowOf<'emailOutbox'>;
export type CreditReviewRow = RowOf<'creditReviews'>;
/** A rep is a staff user's row. */
export type RepRow = RowOf<'users'>;
export type SavedQueryRow = RowOf<'savedQueries'>;
export type FormDraftRow = RowOf<'formDrafts'>;
/** A creditor is shown as one of its versions: the row's id is the version's, creditorId the creditor's. */
export type CreditorRow = RowOf<'creditorTermVersions'>;
/** A version, with whether it is in force now when the service already knows. */
export type CreditorTermsVersionRow = RowOf<'creditorTermVersions'> & { isInForce?: boolean };
export type LeftOutCreditorRow = RowOf<'leftOutCreditors'>;
