import { index, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import {
  bool,
  createdAt,
  date,
  id,
  int,
  emailDomainOf,
  json,
  lowerOf,
  money,
  phoneLocalOf,
  sealedText,
  searchedWords,
  text,
  timestamp,
  updatedAt,
} from './columns';

const personFields = () => ({
  addressLine1: text(),
  addressLine2: text(),
  city: text(),
  state: text(),
  zipCode: text(),
  /** Sealed at rest (db/dataKeys.ts): YYYY-MM-DD when read. */
  dateOfBirth: sealedText(),
  email: text(),
  firstName: text(),
  lastName: text(),
  phoneNumber: text(),
  /** Set by the phone check; any edit of the phone clears it. */
  phoneNumberIsValid: bool(),
  isOptedOutOfSMS: bool().notNull().default(false),
  partnerCrmId: text(),
});

export const borrowers = sqliteTable(
  'borrowers',
  {
    id: id(),
    owner: text().references(() => users.id),
    ...personFields(),
    preferredLanguage: text(),
    referralId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('borrowers_owner_idx').on(t.owner),
    // With the id, a search is answered from the index alone.
    index('borrowers_last_name_idx').on(lowerOf(t.lastName), t.id),
    index('borrowers_first_name_idx').on(lowerOf(t.firstName), t.id),
    index('borrowers_email_idx').on(lowerOf(t.email), t.id),
    index('borrowers_phone_idx').on(lowerOf(t.phoneNumber), t.id),
  ],
);

export const applications = sqliteTable(
  'applications',
  {
    id: id(),
    owner: text().references(() => users.id),
    type: text().notNull().default('credit'),
    router: text(),
    status: text().notNull().default('In Progress'),
    lastCompletedPage: text(),
    lastViewedPage: text(),
    assignedTo: text().references(() => users.id),
    assignedToAt: timestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    docusignEnvelopeId: text(),
    agreedToActionPlan: bool(),
    hasSpouse: bool(),
    hasAdditionalIncome: bool(),
    /** Credit history's back-rent question; a rental application keeps its own on rental_applications. */
    hasBackRent: bool(),
    hasLargeMedicalOrDisabilityExpenses: bool(),
    hasMortgageEscrow: bool(),
    hasRecentDeathInImmediateFamily: bool(),
    hasRecentJobLoss: bool(),
    hasRecentlyBeenFurloughed: bool(),
    hasReductionInIncome: bool(),
    hasServedInMilitary: bool(),
    hasProvidedMonthlyIncome: bool(),
    isCarOwner: bool(),
    isHomeowner: bool(),
    kindOfRelief: text(),
    monthlyRentOrMortgageAmount: money(),
    numberOfDependentsInHousehold: int(),
    reasonForNotConnectingBank: text(),
    selfReportedMonthlyCurrentIncome: money().notNull().default(0),
    verifiedMonthlyCurrentIncome: money(),
    totalBackTaxesAmount: money(),
    totalDebtToFriendsAndFamilyAmount: money(),
    totalMedicalDebtAmount: money(),
    totalOtherDebtAmount: money(),
    referralId: text(),
    utmCampaign: text(),
    utmContent: text(),
    utmMedium: text(),
    utmSource: text(),
    utmTerm: text(),
    applicationBorrowerId: text().references(() => borrowers.id),
    applicationSpouseId: text(),
    borrowerCreditReportId: text(),
    spouseCreditReportId: text(),
    /** Credit pull state: notAttempted, inProgress, pulled, notPulled. */
    creditPullStatus: text().notNull().default('notAttempted'),
    /**
     * When an expenses submit last started the decision (risk scores, budget, decision): a twin of
     * that submit finds it and starts none (api/domain/applicationFlow.ts, decisionAfterSubmit).
     */
    decisionRequestedAt: timestamp(),
    /** When the borrower last took a step of the flow (a page viewed or saved): the resume e-mail waits on it. */
    lastStepAt: timestamp(),
    /** When the resume e-mail was sent (written with its outbox row): it goes once per application. */
    resumeEmailSentAt: timestamp(),
    /**
     * The borrower's searched fields, copied here by the database's triggers (on the application's
     * insert or new borrower, and on the borrower's change) and never written by the product: the
     * console's search then reads one table, its indexes holding status and date beside each prefix.
     * Kept without accents (api/domain/searchFold.ts), so a name is found however it is typed.
     */
    borrowerFirstName: text(),
    borrowerLastName: text(),
    borrowerEmail: text(),
    borrowerPhoneNumber: text(),
  },
  (t) => [
    index('applications_created_idx').on(t.createdAt),
    index('applications_status_created_idx').on(t.status, t.createdAt),
    index('applications_type_idx').on(t.type),
    // A rep's queue: its page walks the index newest first, its count never reads the table.
    index('applications_assigned_idx').on(t.assignedTo, t.createdAt, t.id, t.status),
    index('applications_owner_idx').on(t.owner),
    // The borrower's applications; an id search by the borrower's id, with status and date beside it.
    index('applications_borrower_idx').on(t.applicationBorrowerId, t.status, t.createdAt, t.id),
    // The search box: each prefix range keeps to the statuses and dates asked, inside the index. A
    // name's first three words each have one, so 'José' finds María José and 'Ángel' José Ángel.
    ...searchedWords(t.borrowerFirstName).map((words, i) =>
      index(`applications_search_first_name${i ? `_${i + 1}` : ''}_idx`).on(words, t.status, t.createdAt),
    ),
    ...searchedWords(t.borrowerLastName).map((words, i) =>
      index(`applications_search_last_name${i ? `_${i + 1}` : ''}_idx`).on(words, t.status, t.createdAt),
    ),
    index('applications_search_email_idx').on(lowerOf(t.borrowerEmail), t.status, t.createdAt),
    index('applications_search_email_domain_idx').on(emailDomainOf(t.borrowerEmail), t.status, t.createdAt),
    index('applications_search_phone_idx').on(lowerOf(t.borrowerPhoneNumber), t.status, t.createdAt),
    index('applications_search_phone_local_idx').on(
      phoneLocalOf(t.borrowerPhoneNumber),
      t.status,
      t.createdAt,
    ),
    // A debt is shared when its report's partner report (borrower's ↔ spouse's) holds the same account.
    index('applications_borrower_report_idx').on(t.borrowerCreditReportId),
    index('applications_spouse_report_idx').on(t.spouseCreditReportId),
    // The resume check reads only the last week's unsent steps.
    index('applications_resume_email_idx').on(t.resumeEmailSentAt, t.lastStepAt),
  ],
);

export const spouses = sqliteTable(
  'spouses',
  {
    id: id(),
    owner: text().references(() => users.id),
    spouseApplicationId: text().references(() => applications.id, { onDelete: 'cascade' }),
    spouseBorrowerId: text().references(() => borrowers.id, { onDelete: 'cascade' }),
    ...personFields(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('spouses_application_idx').on(t.spouseApplicationId)],
);

export const hardships = sqliteTable(
  'hardships',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: bool().notNull(),
  },
  (t) => [uniqueIndex('hardships_application_key_unique').on(t.applicationId, t.key)],
);

export const rentalApplications = sqliteTable(
  'rental_applications',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    hasBackRent: bool(),
    backRentAmount: money(),
    monthlyRentPayment: money(),
    hasReceivedRentalSupportInPast: bool(),
    hasUsedCreditCardToPayRent: bool(),
    numberOfPeopleLivingWithBorrower: int(),
    race: text(),
    ethnicity: text(),
  },
  (t) => [uniqueIndex('rental_applications_application_unique').on(t.applicationId)],
);

export const rentalReliefPlans = sqliteTable(
  'rental_relief_plans',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    owner: text().references(() => users.id),
    dateSigned: date(),
    plannedStartDate: date(),
    plannedEndDate: date(),
    monthlyPlanRent: money(),
    monthlyBackRentDue: money(),
    monthlyRentalAssistanceFundsApplied: money(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('rental_relief_plans_application_unique').on(t.applicationId)],
);

export const dmpEnrollments = sqliteTable(
  'dmp_enrollments',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    active: bool().notNull().default(false),
    activeAt: date(),
    inactiveAt: date(),
    dateSigned: date(),
    firstPaymentDate: date(),
    monthlyPaymentAmount: money(),
    termInMonths: int(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('dmp_enrollments_application_unique').on(t.applicationId)],
);

/**
 * One version of a plan's agreement: what it says (its terms, api/domain/agreementTerms.ts, in cents),
 * kept from the first signature given to it and never changed after. New terms for a plan are a new
 * version, signed again by everyone (docs/decisions/0108); the newest version every signer signed is
 * the one in force.
 */
export const planAgreements = sqliteTable(
  'plan_agreements',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** 1, 2, … in the order the versions were first signed. */
    version: int().notNull(),
    /** AgreementTerms (api/domain/agreementTerms.ts). */
    terms: json<Record<string, unknown>>().notNull(),
    /** When its first signature was given. */
    createdAt: createdAt(),
    /** When its last signer signed: from then on it is the plan's agreement. */
    signedAt: timestamp(),
    /** The last day to cancel it (YYYY-MM-DD), set when it is signed. */
    cancelUntil: date(),
  },
  (t) => [uniqueIndex('plan_agreements_version_unique').on(t.applicationId, t.version)],
);

/**
 * A signature of the plan at /contract/sign. The spec does not show its e-signature provider, so the
 * product records the agreement itself: who signed (the borrower, then their spouse or partner when
 * the application has one, on the same device), the typed name, when, and their consent to electronic
 * records under the E-SIGN Act (which disclosure they read, when they agreed).
 */
export const contractSignatures = sqliteTable(
  'contract_signatures',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The agreement's version signed; null on signatures given before agreements had versions. */
    agreementId: text().references(() => planAgreements.id, { onDelete: 'cascade' }),
    /** The session's account: the borrower's, also when their spouse signs beside them. */
    signedBy: text()
      .notNull()
      .references(() => users.id),
    /** 'borrower' or 'spouse' (api/domain/contractSignature.ts). */
    signer: text().notNull().default('borrower'),
    signedName: text().notNull(),
    agreedToTerms: bool().notNull(),
    signedAt: timestamp().notNull(),
    /** The E-SIGN disclosure's version the signer agreed to, and when; null on signatures from before it. */
    esignDisclosureVersion: text(),
    esignConsentedAt: timestamp(),
  },
  (t) => [
    uniqueIndex('contract_signatures_agreement_signer_unique').on(t.agreementId, t.signer),
    index('contract_signatures_application_idx').on(t.applicationId, t.signedAt),
  ],
);

/**
 * A signed plan agreement, kept as the PDF each signer was e-mailed once everyone had signed, with
 * the SHA-256 of its bytes: staff see the hash in History, and a signer's copy can be checked against it.
 * One per version (none for versions signed before agreements had versions).
 */
export const signedAgreements = sqliteTable(
  'signed_agreements',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    agreementId: text().references(() => planAgreements.id, { onDelete: 'cascade' }),
    /** The PDF, base64: text in both dialects. */
    pdf: text().notNull(),
    sha256: text().notNull(),
    language: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('signed_agreements_agreement_unique').on(t.agreementId),
    index('signed_agreements_application_idx').on(t.applicationId, t.createdAt),
  ],
);

export const contactAttempts = sqliteTable(
  'contact_attempts',
  {
    id: id(),
    applicationId: text()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    contactedBy: text().references(() => users.id),
    method: text().notNull(),
    outcome: text().notNull(),
    wasACounselingSessionConducted: bool(),
    didTheBorrowerReceiveAnOffer: bool(),
    whatTypeOfOfferDidTheyReceive: text(),
    /** The rep's own words about the attempt (at most 245 characters, the spec's comment box). */
    note: text(),
    /** 'Session scheduled': when to call back, an instant (typed in the borrower's local time). */
    callbackAt: timestamp(),
    createdAt: createdAt(),
    /** Set when a rep corrected a mistaken attempt; the audit log keeps what it was. */
    correctedAt: timestamp(),
  },
  (t) => [
    index('contact_attempts_application_idx').on(t.applicationId, t.createdAt),
    // Contacts today per rep (the lead's start page).
    index('contact_attempts_created_idx').on(t.createdAt, t.contactedBy),
  ],
);
