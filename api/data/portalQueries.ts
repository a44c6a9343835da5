import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import type { PortalWindow } from '../domain/portalWindows';

/*
 * The customer portal's reads (service-portal §7, §9). Each takes the ids of the borrower rows the
 * signed-in user owns, so no query here can reach another borrower's records; the fetch limits are
 * the spec's.
 */
export const portalLimits = {
  debtScores: 100,
  incomeSnapshots: 100,
  debts: 1000,
  bankItems: 100,
  balances: 1000,
  transactions: 1000,
  alerts: 100,
} as const;

/** The user's borrower rows (one per application they started) and their newest application. */
export async function ownedBorrowerIds(db: Db, t: Tables, userId: string): Promise<string[]> {
  const rows = await db.select({ id: t.borrowers.id }).from(t.borrowers).where(eq(t.borrowers.owner, userId));
  return rows.map((row) => row.id);
}

/** The window's newest scores, at most the limit's, oldest first (the chart's order). */
export async function debtScoresIn(db: Db, t: Tables, borrowerIds: string[], window: PortalWindow) {
  const rows = await db
    .select()
    .from(t.debtScores)
    .where(
      and(
        inArray(t.debtScores.borrowerId, borrowerIds),
        gte(t.debtScores.createdAt, window.from),
        lt(t.debtScores.createdAt, window.before),
      ),
    )
    .orderBy(desc(t.debtScores.createdAt))
    .limit(portalLimits.debtScores);
  return rows.reverse();
}

export async function latestDebtScore(db: Db, t: Tables, borrowerIds: string[]) {
  const [score] = await db
    .select()
    .from(t.debtScores)
    .where(inArray(t.debtScores.borrowerId, borrowerIds))
    .orderBy(desc(t.debtScores.createdAt))
    .limit(1);
  return score ?? null;
}

/** The window's newest snapshots, at most the limit's, oldest first. */
export async function incomeSnapshotsIn(db: Db, t: Tables, borrowerIds: string[], window: PortalWindow) {
  const rows = await db
    .select()
    .from(t.incomeSnapshots)
    .where(
      and(
        inArray(t.incomeSnapshots.borrowerId, borrowerIds),
        gte(t.incomeSnapshots.createdAt, window.from),
        lt(t.incomeSnapshots.createdAt, window.before),
      ),
    )
    .orderBy(desc(t.incomeSnapshots.createdAt))
    .limit(portalLimits.incomeSnapshots);
  return rows.reverse();
}

/** Debts of the newest successful pull of the borrower's own credit (not a spouse's). */
export async function debtsOfNewestReport(db: Db, t: Tables, borrowerIds: string[]) {
  const [report] = await db
    .select({ id: t.creditReports.id })
    .from(t.creditReports)
    .where(and(inArray(t.creditReports.borrowerId, borrowerIds), eq(t.creditReports.wasSuccessful, true)))
    .orderBy(desc(t.creditReports.createdAt))
    .limit(1);
  if (!report) return [];
  return db
    .select()
    .from(t.debts)
    .where(eq(t.debts.creditReportId, report.id))
    .orderBy(desc(t.debts.currentBalance))
    .limit(portalLimits.debts);
}

export async function bankItemsOf(db: Db, t: Tables, borrowerIds: string[]) {
  return db
    .select()
    .from(t.bankItems)
    .where(inArray(t.bankItems.borrowerId, borrowerIds))
    .orderBy(asc(t.bankItems.institutionName), asc(t.bankItems.createdAt))
    .limit(portalLimits.bankItems);
}

export async function checkingBalancesIn(db: Db, t: Tables, borrowerIds: string[], window: PortalWindow) {
  const rows = await db
    .select({
      id: t.accountBalances.id,
      bankAccountId: t.accountBalances.bankAccountId,
      institutionName: t.bankItems.institutionName,
      accountName: t.bankAccounts.name,
      mask: t.bankAccounts.mask,
      available: t.accountBalances.available,
      current: t.accountBalances.current,
      createdAt: t.accountBalances.createdAt,
    })
    .from(t.accountBalances)
    .innerJoin(t.bankAccounts, eq(t.bankAccounts.id, t.accountBalances.bankAccountId))
    .innerJoin(t.bankItems, eq(t.bankItems.id, t.bankAccounts.bankItemId))
    .where(
      and(
        inArray(t.bankItems.borrowerId, borrowerIds),
        eq(t.bankAccounts.subType, 'checking'),
        gte(t.accountBalances.createdAt, window.from),
        lt(t.accountBalances.createdAt, window.before),
      ),
    )
    .orderBy(desc(t.accountBalances.createdAt))
    .limit(portalLimits.balances);
  return rows.reverse();
}

/** Money in (Plaid's negative amounts), newest first. */
export async function depositsOf(db: Db, t: Tables, borrowerIds: string[]) {
  return db
    .select({
      id: t.bankTransactions.id,
      bankAccountId: t.bankTransactions.bankAccountId,
      amount: t.bankTransactions.amount,
      date: t.bankTransactions.date,
      name: t.bankTransactions.name,
      isVerifiedAsIncome: t.bankTransactions.isVerifiedAsIncome,
    })
    .from(t.bankTransactions)
    .innerJoin(t.bankAccounts, eq(t.bankAccounts.id, t.bankTransactions.bankAccountId))
    .innerJoin(t.bankItems, eq(t.bankItems.id, t.bankAccounts.bankItemId))
    .where(and(inArray(t.bankItems.borrowerId, borrowerIds), lt(t.bankTransactions.amount, 0)))
    .orderBy(desc(t.bankTransactions.date))
    .limit(portalLimits.transactions);
}

export async function unseenAlertsOf(db: Db, t: Tables, borrowerIds: string[]) {
  return db
    .select()
    .from(t.alerts)
    .where(and(inArray(t.alerts.borrowerId, borrowerIds), eq(t.alerts.hasBeenSeenByBorrower, false)))
    .orderBy(desc(t.alerts.createdAt))
    .limit(portalLimits.alerts);
}

/** The newest proposed budget of the application, with each line's expense. */
export async function newestBudgetOf(db: Db, t: Tables, applicationId: string) {
  const [budget] = await db
    .select()
    .from(t.proposedBudgets)
    .where(eq(t.proposedBudgets.applicationId, applicationId))
    .orderBy(desc(t.proposedBudgets.createdAt))
    .limit(1);
  if (!budget) return null;
  const lines = await db
    .select({ proposedValue: t.budgetExpenses.proposedValue, expense: t.expenseEstimates })
    .from(t.budgetExpenses)
    .innerJoin(t.expenseEstimates, eq(t.expenseEstimates.id, t.budgetExpenses.expenseId))
    .where(eq(t.budgetExpenses.budgetId, budget.id))
    .orderBy(asc(t.expenseEstimates.category), asc(t.expenseEstimates.subCategory));
  return { budget, lines };
}
