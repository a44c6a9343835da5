import type { RaRecord } from 'react-admin';

/*
 * The fields of the contract's types (schema.graphql) that the console reads. Lists fetch only the
 * fields they show, so every field is optional except those every query asks for.
 */
type Maybe<T> = T | null | undefined;

export interface Person {
  firstName?: Maybe<string>;
  lastName?: Maybe<string>;
  email?: Maybe<string>;
  phoneNumber?: Maybe<string>;
  dateOfBirth?: Maybe<string>;
  addressLine1?: Maybe<string>;
  addressLine2?: Maybe<string>;
  city?: Maybe<string>;
  state?: Maybe<string>;
  zipCode?: Maybe<string>;
}

export interface Borrower extends RaRecord<string>, Person {
  preferredLanguage?: Maybe<string>;
}

export type Spouse = RaRecord<string> & Person;

export interface DmpEnrollment extends RaRecord<string> {
  applicationId: string;
  active: boolean;
  activeAt?: Maybe<string>;
  inactiveAt?: Maybe<string>;
  dateSigned?: Maybe<string>;
  firstPaymentDate?: Maybe<string>;
  monthlyPaymentAmount?: Maybe<number>;
  termInMonths?: Maybe<number>;
}

export interface RentalReliefPlan extends RaRecord<string> {
  applicationId: string;
  dateSigned?: Maybe<string>;
  plannedStartDate?: Maybe<string>;
  plannedEndDate?: Maybe<string>;
  monthlyPlanRent?: Maybe<number>;
  monthlyBackRentDue?: Maybe<number>;
  monthlyRentalAssistanceFundsApplied?: Maybe<number>;
}

export interface Decision extends RaRecord<string> {
  isQualified: boolean;
  disqualificationReasons: { reason: string }[];
  currentUnsecuredDebtPayment?: Maybe<number>;
  proposedUnsecuredDebtPayment?: Maybe<number>;
  monthlySavings?: Maybe<number>;
  planLengthInMonths: number;
  createdAt: string;
}

export interface Application extends RaRecord<string> {
  type: string;
  status: string;
  createdAt: string;
  borrowerName?: Maybe<string>;
  borrowerEmail?: Maybe<string>;
  borrowerPhoneNumber?: Maybe<string>;
  /** The borrower's IANA zone from state and ZIP (api/domain/timeZones.ts); null when unknown. */
  borrowerTimeZone?: Maybe<string>;
  /** e.g. '3:42 PM CDT'; null when the zone is unknown. */
  borrowerLocalTime?: Maybe<string>;
  /** Calling hours (TCPA and the state's), Sundays, holidays and the caps on calls; null when unknown. */
  callableNow?: Maybe<boolean>;
  /** Why a rep may not call now, in words. */
  notCallableReason?: Maybe<string>;
  /** The open call-back (an instant) the newest contact attempt booked. */
  callbackAt?: Maybe<string>;
  bankItems?: Maybe<{ id: string; isConnected: boolean }[]>;
  routerLabel?: Maybe<string>;
  assignedTo?: Maybe<string>;
  assignedToName?: Maybe<string>;
  hasOffers?: boolean;
  isEnrolledInAPlan?: boolean;
  hasSpouse?: Maybe<boolean>;
  hasProvidedMonthlyIncome?: Maybe<boolean>;
  /** Verified income predictions ÷ 3 (api/domain/incomePrediction.ts). */
  estimatedMonthlyIncome?: Maybe<number>;
  hasMortgageEscrow?: Maybe<boolean>;
  selfReportedMonthlyCurrentIncome?: number;
  verifiedMonthlyCurrentIncome?: Maybe<number>;
  applicationBorrowerId?: Maybe<string>;
  borrower?: Maybe<Borrower>;
  spouse?: Maybe<Spouse>;
  decision?: Maybe<Decision>;
  dmpEnrollment?: Maybe<DmpEnrollment>;
  rentalReliefPlan?: Maybe<RentalReliefPlan>;
  contractSignature?: Maybe<ContractSignature>;
}

/** The borrower's online signature of their plan (/contract/sign). */
export interface ContractSignature {
  signedName: string;
  signedAt: string;
}

export interface ExpenseEstimate extends RaRecord<string> {
  category: string;
  subCategory: string;
  estimatedValue: number | null;
  lastSubmittedValue: number | null;
  selfReportedValue: number | null;
}

export interface AuditLogEntry extends RaRecord<string> {
  action: string;
  entity: string;
  actorName?: Maybe<string>;
  before?: Maybe<string>;
  after?: Maybe<string>;
  createdAt: string;
}

export interface Rep extends RaRecord<string> {
  name?: Maybe<string>;
  email: string;
  phoneNumber?: Maybe<string>;
  isLead: boolean;
  isActive: boolean;
  assignedCount?: number;
  contactedCount?: number;
  hasSecondFactor?: boolean;
}

/** A staff read of a borrower's file (the read log), for leads. */
export interface ReadLogEntry extends RaRecord<string> {
  actorId: string;
  actorName?: Maybe<string>;
  applicationId: string;
  borrowerName?: Maybe<string>;
  kind: string;
  kindLabel: string;
  unclaimed: boolean;
  ipAddress?: Maybe<string>;
  createdAt: string;
}

/** A rep who opened more unclaimed borrowers in an hour than allowed. */
export interface ReadFlag extends RaRecord<string> {
  actorName?: Maybe<string>;
  unclaimedViews: number;
  windowStart: string;
  createdAt: string;
}
