import { countingAccountTypes, type AccountTypeCode } from './accountTypes';
import {
  countingDebts,
  newestReport,
  type CountingDebt,
  type CreditReportDebts,
  type ReportDebt,
} from './countingDebts';
import { debtAnalysis, type DebtAnalysis } from './debtAnalysis';
import { debtMonthlyPayment } from './debtPayments';
import { roundDollars, toCents } from './money';

/*
 * The borrower's debts, told once (issue 41): the debts that count toward a plan (countingDebts.ts,
 * the decision's own: credit cards, other unsecured debts and collections of the borrower's and the
 * spouse's newest reports, open and owing, each once), their total and their monthly payments. The
 * portal's Summary and Debt Analysis, the guide and the console read these figures from here, so the
 * total a plan covers and the total a page calls "your debt" are one figure.
 *
 * On a borrower's page a debt's balance and payment read in whole dollars, like the offer tiles, and a
 * total is the sum of the whole dollars shown (api/domain/savings.ts's headline rule), so a column
 * always adds up and the same total reads the same on every page.
 */

export interface SummaryDebt {
  kind: 'debt' | 'collection';
  id: string;
  lenderName: string | null;
  accountType: AccountTypeCode | null;
  /** Exact, as reported. */
  balance: number;
  monthlyPayment: number;
  shared: boolean;
}

/** What kind of debt the report shows that no plan covers: its payments are expense lines. */
export type NotCountedKind = 'mortgage' | 'carLoan' | 'studentLoan' | 'other';

export interface NotCountedDebt {
  id: string;
  kind: NotCountedKind;
  lenderName: string | null;
  balance: number;
  monthlyPayment: number;
}

export interface DebtSummary {
  debts: SummaryDebt[];
  /** The sum of the whole-dollar balances shown. */
  totalDebt: number;
  numberOfDebts: number;
  /** The sum of the whole-dollar monthly payments shown: what the borrower pays on them today. */
  monthlyPayments: number;
  /** Open, owing debts of the same reports that no plan covers (a mortgage, a car loan, a student loan). */
  notCounted: NotCountedDebt[];
  analysis: DebtAnalysis;
}

/** The sum of whole dollars as each amount is shown: a column adds up to its total. */
export function shownTotal(amounts: readonly (number | null | undefined)[]): number {
  return amounts.reduce<number>((sum, amount) => sum + (amount == null ? 0 : roundDollars(amount)), 0);
}

const byBalance = <T extends { balance: number; lenderName: string | null; id: string }>(a: T, b: T) =>
  b.balance - a.balance ||
  (a.lenderName ?? '').localeCompare(b.lenderName ?? '') ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const notCountedKindOf = (accountType: string | null): NotCountedKind => {
  if (accountType === 'CV' || accountType === 'SM') return 'mortgage';
  if (accountType === 'AU') return 'carLoan';
  return accountType === 'ST' ? 'studentLoan' : 'other';
};

const fromCounting = (debt: CountingDebt): SummaryDebt => ({
  kind: debt.kind,
  id: debt.id,
  lenderName: debt.lenderFriendlyName ?? debt.lenderName,
  accountType: debt.accountType,
  balance: debt.balance,
  monthlyPayment: debt.currentMonthlyPayment,
  shared: debt.shared,
});

/** The report's open, owing tradelines that are not of a counting type, each account once. */
function notCountedOf(reports: readonly (CreditReportDebts | undefined)[], counted: ReadonlySet<string>) {
  const seen = new Set<string>();
  const found: NotCountedDebt[] = [];
  for (const report of reports) {
    for (const debt of report?.debts ?? []) {
      if (counted.has(debt.id) || !isOpenAndOwing(debt) || isCountingType(debt.accountType)) continue;
      const key = debt.accountNumber?.trim() || `#${debt.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({
        id: debt.id,
        kind: notCountedKindOf(debt.accountType),
        lenderName: debt.lenderFriendlyName ?? debt.lenderName,
        balance: debt.currentBalance ?? 0,
        monthlyPayment: debtMonthlyPayment(debt),
      });
    }
  }
  return found.sort(byBalance);
}

const isOpenAndOwing = (debt: ReportDebt) => !debt.dateClosed && toCents(debt.currentBalance ?? 0) > 0;
const countingCodes: ReadonlySet<string> = new Set(countingAccountTypes);
const isCountingType = (type: string | null) => countingCodes.has(type ?? '');

export function debtSummary(reports: {
  borrowerReports: readonly CreditReportDebts[];
  spouseReports?: readonly CreditReportDebts[];
}): DebtSummary {
  const debts = countingDebts(reports).map(fromCounting).sort(byBalance);
  const totalDebt = shownTotal(debts.map((debt) => debt.balance));
  const counted = new Set(debts.map((debt) => debt.id));
  return {
    debts,
    totalDebt,
    numberOfDebts: debts.length,
    monthlyPayments: shownTotal(debts.map((debt) => debt.monthlyPayment)),
    notCounted: notCountedOf(
      [newestReport(reports.borrowerReports), newestReport(reports.spouseReports ?? [])],
      counted,
    ),
    analysis: debtAnalysis(totalDebt),
  };
}
