import { countingAccountTypes, type AccountTypeCode } from './accountTypes';
import { collectionPaymentRate, debtMonthlyPayment } from './debtPayments';
import { divideRounded, toCents, toDollars } from './money';

/*
 * The debts that count toward a debt-management plan (borrower-application §4 and §9): from the
 * newest borrower report and the newest spouse report, tradelines of the counting account types
 * with a balance above 0 that are not closed, unique by account number, plus collections. A debt
 * in both reports is counted once and flagged shared.
 */

export interface ReportDebt {
  id: string;
  accountNumber: string | null;
  accountType: string | null;
  currentBalance: number | null;
  dateClosed: string | null;
  scheduledMonthlyPayment: number | null;
  estimatedMonthlyPayment: number | null;
  /** The interest part of the monthly minimum, when the bureau reports it. */
  minimumMonthlyInterest: number | null;
  lenderName: string | null;
  lenderFriendlyName?: string | null;
}

export interface ReportCollection {
  id: string;
  accountNumber: string | null;
  currentBalance: number | null;
  subscriberName: string | null;
  lenderFriendlyName?: string | null;
}

export interface CreditReportDebts {
  id: string;
  createdAt: string;
  /** A failed pull is kept as a report without debts; it never replaces a good one. */
  wasSuccessful?: boolean;
  debts: readonly ReportDebt[];
  collections?: readonly ReportCollection[];
}

export interface CountingDebt {
  kind: 'debt' | 'collection';
  /** The debt's or the collection's id. */
  id: string;
  accountNumber: string | null;
  accountType: AccountTypeCode | null;
  lenderName: string | null;
  lenderFriendlyName: string | null;
  balance: number;
  currentMonthlyPayment: number;
  /** Yearly percentage implied by the reported monthly interest; null when the report has none. */
  currentApr: number | null;
  shared: boolean;
}

/** The newest successful report, by creation time. */
export function newestReport<R extends CreditReportDebts>(reports: readonly R[]): R | undefined {
  let newest: R | undefined;
  for (const report of reports) {
    if (report.wasSuccessful === false) continue;
    if (!newest || report.createdAt > newest.createdAt) newest = report;
  }
  return newest;
}

const countingTypes: ReadonlySet<string> = new Set(countingAccountTypes);

/** The 3 % rate applied in basis points on integer cents, so 5.50 gives 0.17 (not float's 0.16). */
const collectionRateBasisPoints = Math.round(collectionPaymentRate * 10_000);

export function collectionPaymentCents(balanceCents: number): number {
  return divideRounded(balanceCents * collectionRateBasisPoints, 10_000);
}

/** APR = 12 × monthly interest ÷ balance, to two decimals of a percent. */
function impliedApr(monthlyInterest: number | null, balanceCents: number): number | null {
  if (monthlyInterest == null || monthlyInterest <= 0) return null;
  return divideRounded(toCents(monthlyInterest) * 12 * 10_000, balanceCents) / 100;
}

function fromDebt(debt: ReportDebt): CountingDebt | undefined {
  const balanceCents = toCents(debt.currentBalance ?? 0);
  if (balanceCents <= 0 || debt.dateClosed || !countingTypes.has(debt.accountType ?? '')) return undefined;
  return {
    kind: 'debt',
    id: debt.id,
    accountNumber: debt.accountNumber,
    accountType: debt.accountType as AccountTypeCode,
    lenderName: debt.lenderName,
    lenderFriendlyName: debt.lenderFriendlyName ?? null,
    balance: toDollars(balanceCents),
    currentMonthlyPayment: toDollars(toCents(debtMonthlyPayment(debt))),
    currentApr: impliedApr(debt.minimumMonthlyInterest, balanceCents),
    shared: false,
  };
}

function fromCollection(collection: ReportCollection): CountingDebt | undefined {
  const balanceCents = toCents(collection.currentBalance ?? 0);
  if (balanceCents <= 0) return undefined;
  return {
    kind: 'collection',
    id: collection.id,
    accountNumber: collection.accountNumber,
    accountType: null,
    lenderName: collection.subscriberName,
    lenderFriendlyName: collection.lenderFriendlyName ?? null,
    balance: toDollars(balanceCents),
    currentMonthlyPayment: toDollars(collectionPaymentCents(balanceCents)),
    currentApr: null,
    shared: false,
  };
}

function countingEntries(report: CreditReportDebts | undefined): CountingDebt[] {
  if (!report) return [];
  const debts = report.debts.map(fromDebt);
  const collections = (report.collections ?? []).map(fromCollection);
  return [...debts, ...collections].filter((d): d is CountingDebt => d !== undefined);
}

/** Account numbers identify a tradeline; one without a number can only be told apart by its id. */
function identity(debt: CountingDebt): string {
  const number = debt.accountNumber?.trim();
  return number ? `${debt.kind}:${number}` : `${debt.kind}#${debt.id}`;
}

export function countingDebts(reports: {
  borrowerReports: readonly CreditReportDebts[];
  spouseReports?: readonly CreditReportDebts[];
}): CountingDebt[] {
  const counted = new Map<string, { owner: 'borrower' | 'spouse'; debt: CountingDebt }>();
  const add = (owner: 'borrower' | 'spouse', debt: CountingDebt) => {
    const key = identity(debt);
    const seen = counted.get(key);
    if (!seen) counted.set(key, { owner, debt });
    else if (seen.owner !== owner) seen.debt.shared = true;
  };
  for (const debt of countingEntries(newestReport(reports.borrowerReports))) add('borrower', debt);
  for (const debt of countingEntries(newestReport(reports.spouseReports ?? []))) add('spouse', debt);
  return [...counted.values()].map((entry) => entry.debt);
}
