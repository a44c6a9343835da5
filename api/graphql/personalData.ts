import type { ReadKind } from '../domain/readLog';
import type { Context } from './context';

/*
 * Which fields of the schema return a borrower's personal data (SECURITY.md §32): name with date of
 * birth, address, phone, e-mail, bank data, credit data, income, plan. A staff read of any of them,
 * by any path (a list, a nested field, one record, a subscription's event), is a read of the file of
 * the row it was read from, logged by api/graphql/readTracking.ts from what the server returned.
 *
 * Every object type of the schema is in exactly one of three tables below, and
 * tests/security/readLogSchemaWalk.test.ts fails on a type that is in none: a new type is classified
 * before it ships. Every field of a file's type is personal unless named in `except`, so a field added
 * to one is logged from its first day.
 */

/** A row's file: the application it belongs to (its borrower is found from there), or none. */
export type Locate = (row: never, ctx: Context) => Promise<string | null> | string | null;

interface FileType {
  /** The kind of read a personal field of this type is, unless `kinds` names the field's own. */
  kind: ReadKind;
  locate: Locate;
  /** Fields that tell nothing about the person (ids, times, flags the lists show). */
  except?: readonly string[];
  /** Fields of another kind than the type's. */
  kinds?: Readonly<Record<string, ReadKind>>;
}

/** A borrower's own record is read from their newest application. */
const byBorrower = (borrowerId: string | null | undefined, ctx: Context) =>
  borrowerId ? ctx.loaders.borrowerFile.load(borrowerId) : null;

const byApplicationId = (row: { applicationId?: string | null }) => row.applicationId ?? null;

type CreditReportRef = { applicationId: string | null; borrowerId: string | null; spouseId: string | null };

async function creditReportFile(report: CreditReportRef | undefined, ctx: Context) {
  if (!report) return null;
  if (report.applicationId) return report.applicationId;
  if (report.borrowerId) return byBorrower(report.borrowerId, ctx);
  const spouse = report.spouseId ? await ctx.loaders.spouse.load(report.spouseId) : undefined;
  return spouse?.spouseApplicationId ?? null;
}

const times = ['id', 'createdAt', 'updatedAt'];

/**
 * The application's own fields: its place in the flow, its status and the lists' columns tell nothing
 * about the person; its answers and income do. Listed field by field, since most of an application's
 * fields are the console's workflow. The records under it (borrower, decision, debts…) log their own.
 */
const applicationFields: Record<string, ReadKind> = {
  borrowerEmail: 'contact',
  borrowerPhoneNumber: 'contact',
  hasSpouse: 'answers',
  hasAdditionalIncome: 'answers',
  hasBackRent: 'answers',
  hasLargeMedicalOrDisabilityExpenses: 'answers',
  hasMortgageEscrow: 'answers',
  hasRecentDeathInImmediateFamily: 'answers',
  hasRecentJobLoss: 'answers',
  hasRecentlyBeenFurloughed: 'answers',
  hasReductionInIncome: 'answers',
  hasServedInMilitary: 'answers',
  isCarOwner: 'answers',
  isHomeowner: 'answers',
  numberOfDependentsInHousehold: 'answers',
  kindOfRelief: 'answers',
  reasonForNotConnectingBank: 'answers',
  monthlyRentOrMortgageAmount: 'incomeAndExpenses',
  selfReportedMonthlyCurrentIncome: 'incomeAndExpenses',
  verifiedMonthlyCurrentIncome: 'incomeAndExpenses',
  totalBackTaxesAmount: 'incomeAndExpenses',
  totalDebtToFriendsAndFamilyAmount: 'incomeAndExpenses',
  totalMedicalDebtAmount: 'incomeAndExpenses',
  totalOtherDebtAmount: 'incomeAndExpenses',
  incomePredictions: 'incomeAndExpenses',
  estimatedMonthlyIncome: 'incomeAndExpenses',
  incomeShown: 'incomeAndExpenses',
  financialSummary: 'incomeAndExpenses',
  debtSummary: 'debts',
  signedAgreement: 'plan',
  docusignEnvelopeId: 'plan',
};

export const fileTypes: Record<string, FileType> = {
  Application: { kind: 'application', locate: (row: { id: string }) => row.id },
  Borrower: {
    kind: 'answers',
    locate: (row: { id: string }, ctx) => byBorrower(row.id, ctx),
    // The name alone is how a rep finds a file; with the date of birth or an address it is a person.
    except: [
      'id',
      'createdAt',
      'owner',
      'firstName',
      'lastName',
      'state',
      'preferredLanguage',
      'applicationId',
    ],
    kinds: { email: 'contact', phoneNumber: 'contact', isOptedOutOfSMS: 'contact' },
  },
  Spouse: {
    kind: 'spouse',
    locate: (row: { spouseApplicationId: string | null }) => row.spouseApplicationId,
    except: ['id', 'spouseApplicationId', 'spouseBorrowerId'],
  },
  Hardship: { kind: 'answers', locate: byApplicationId, except: ['id', 'applicationId'] },
  RentalApplication: { kind: 'answers', locate: byApplicationId, except: ['id', 'applicationId'] },
  DmpEnrollment: { kind: 'plan', locate: byApplicationId, except: [...times, 'applicationId'] },
  RentalReliefPlan: { kind: 'plan', locate: byApplicationId, except: [...times, 'applicationId', 'owner'] },
  ContractSignature: { kind: 'plan', locate: byApplicationId, except: ['id', 'applicationId'] },
  // A version of the plan's agreement (issue 39): its terms, creditors, signers and figures.
  PlanAgreement: {
    kind: 'plan',
    locate: byApplicationId,
    except: ['id', 'applicationId', 'version', 'status', 'kind', 'termsDigest'],
  },
  ContactAttempt: {
    kind: 'contactHistory',
    locate: byApplicationId,
    except: ['id', 'applicationId', 'contactedBy', 'contactedByName', 'createdAt', 'correctedAt'],
  },
  CreditReport: {
    kind: 'creditReport',
    locate: (row: CreditReportRef, ctx) => creditReportFile(row, ctx),
    except: [...times, 'applicationId', 'borrowerId', 'spouseId'],
  },
  Debt: {
    kind: 'debts',
    locate: async (row: { creditReportId: string }, ctx) =>
      creditReportFile(await ctx.loaders.creditReport.load(row.creditReportId), ctx),
    except: ['id', 'creditReportId', 'applicationId', 'createdAt'],
  },
  Decision: {
    kind: 'decision',
    locate: byApplicationId,
    except: [...times, 'applicationId', 'planLengthInMonths'],
  },
  Offer: {
    kind: 'decision',
    locate: byApplicationId,
    except: [...times, 'applicationId', 'decisionId', 'debtId', 'collectionId', 'lenderConcessionId'],
  },
  ExpenseEstimate: {
    kind: 'incomeAndExpenses',
    locate: byApplicationId,
    except: ['id', 'applicationId', 'category', 'subCategory'],
  },
  BankItem: {
    kind: 'bankData',
    locate: async (row: { applicationId: string | null; borrowerId: string }, ctx) =>
      row.applicationId ?? byBorrower(row.borrowerId, ctx),
    except: ['id', 'applicationId', 'borrowerId', 'createdAt'],
  },
  DebtScore: {
    kind: 'creditReport',
    locate: (row: { borrowerId: string }, ctx) => byBorrower(row.borrowerId, ctx),
    except: ['id', 'borrowerId', 'createdAt'],
  },
  IncomeSnapshot: {
    kind: 'incomeAndExpenses',
    locate: (row: { borrowerId: string }, ctx) => byBorrower(row.borrowerId, ctx),
    except: ['id', 'borrowerId', 'createdAt'],
  },
  Alert: {
    kind: 'bankData',
    locate: (row: { borrowerId: string }, ctx) => byBorrower(row.borrowerId, ctx),
    except: ['id', 'borrowerId', 'createdAt', 'triggeredById', 'triggeredByType'],
  },
  CreditReview: {
    kind: 'creditReport',
    locate: byApplicationId,
    // The queue's columns: whose file it is (a name alone), why it waits, and who completed it.
    except: [
      ...times,
      'applicationId',
      'status',
      'reason',
      'borrowerName',
      'hasSpouse',
      'completedAt',
      'completedBy',
      'completedByName',
    ],
  },
  AuditLogEntry: {
    kind: 'history',
    locate: byApplicationId,
    except: ['id', 'actorId', 'actorName', 'action', 'entity', 'entityId', 'applicationId', 'createdAt'],
  },
};

/** The application's fields that are personal, by kind (the rest are the console's workflow). */
export const applicationPersonalFields = applicationFields;

/**
 * Types whose rows are reached only through a personal field of a file's type (that field logs the
 * read), or through a root field that names the file (`rootFields`).
 */
export const valueTypes: Record<string, string> = {
  BankAccount: 'BankItem.accounts',
  PaymentHeadline: 'Decision.paymentHeadline',
  DisqualificationReason: 'Decision.disqualificationReasons',
  FinancialSummary: 'Application.financialSummary',
  IncomePrediction: 'Application.incomePredictions',
  SignedAgreement: 'Application.signedAgreement',
  AgreementBlock: 'PlanAgreement.document',
  AgreementRow: 'PlanAgreement.document',
  PlanAgreements: 'Query.planAgreements',
  CreditReportEntry: 'CreditReview.borrowerReport',
  TradelineEntry: 'CreditReview.borrowerReport',
  CollectionEntry: 'CreditReview.borrowerReport',
  ExpenseComparison: 'Query.expenseComparison',
  LeftOutCreditor: 'Decision.leftOutCreditors',
  DebtSummary: 'Application.debtSummary',
  SummaryDebt: 'Application.debtSummary',
  NotCountedDebt: 'Application.debtSummary',
};

/** Root fields that answer one file's data computed from it: the file is the one they were asked for. */
export const rootFields: Record<
  string,
  { kind: ReadKind; locate: (args: Record<string, unknown>) => string | null }
> = {
  'Query.expenseComparison': {
    kind: 'incomeAndExpenses',
    locate: (args) => (typeof args.applicationId === 'string' ? args.applicationId : null),
  },
  'Query.planAgreements': {
    kind: 'plan',
    locate: (args) => (typeof args.applicationId === 'string' ? args.applicationId : null),
  },
};

/**
 * Types that hold no borrower's personal data, with why. The customer portal's types are the
 * signed-in borrower's own (a borrower's reads of their own file are not logged, and staff cannot ask
 * for them); the outbox is kept apart (docs/decisions/0126-the-read-log-from-what-the-server-returned.md).
 */
export const notPersonalTypes: Record<string, string> = {
  Query: 'the root',
  Creditor: "the agency's creditor terms: no person",
  CreditorTermsVersion: "the agency's creditor terms: no person",
  CreditorTermsReview: "a lead's review of the creditor terms",
  Mutation: 'the root',
  Subscription: 'the root',
  ListMetadata: 'a count',
  FieldError: 'a message',
  Viewer: 'the signed-in user themself',
  StepResult: "the borrower flow's answer: where to go next, and the application (logged as Application)",
  ApplicationChange: 'who claimed or moved an application: no person',
  SavedQuery: "a rep's saved filters",
  Rep: 'staff, not borrowers',
  ReadLogEntry: "the log itself, for leads: a borrower's name and what was read",
  ReadFlag: 'the log itself, for leads',
  ReassignResult: 'ids and a rep',
  FormDraft: "a rep's own unsent form",
  RepFigure: 'floor figures',
  RepWorkload: 'who holds what: staff and counts, no borrower',
  FloorStats: 'floor figures',
  DemoDataJob: 'a training load',
  LinkToken: "a Plaid Link token for the borrower's own bank",
  SandboxInstitution: 'training banks',
  Email: 'the outbox, issue 39 (the lead reads what was sent, not a file)',
  EmailAttachment: 'the outbox, issue 39',
  CustomerPortal: "the signed-in borrower's own portal",
  AccountBalance: "the signed-in borrower's own portal",
  BankTransaction: "the signed-in borrower's own portal",
  PortalExpense: "the signed-in borrower's own portal",
  PortalExpenses: "the signed-in borrower's own portal",
  BudgetLine: "the signed-in borrower's own portal",
  ProposedBudget: "the signed-in borrower's own portal",
};

/** The kind of read `field` of `type` is, or null when it returns nothing personal. */
export function personalKindOf(type: string, field: string): ReadKind | null {
  if (type === 'Application') return applicationFields[field] ?? null;
  const file = fileTypes[type];
  if (!file || field === '__typename' || file.except?.includes(field)) return null;
  return file.kinds?.[field] ?? file.kind;
}
