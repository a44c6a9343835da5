import type { Database } from '../../../db/client';
import type { Viewer } from '../../auth/viewer';
import { newestOwnedApplication } from '../../data/applications';
import { borrowerById } from '../../data/borrowers';
import { expenseEstimatesOf } from '../../data/decisions';
import * as portal from '../../data/portalQueries';
import { countedLines, expenseLineValue } from '../../domain/expenseCategories';
import { portalExpenses } from '../../domain/portalExpenses';
import { portalWindow } from '../../domain/portalWindows';
import { notFound } from '../../errors';

/** Whose portal it is: the signed-in user's borrower rows and newest application. */
export interface PortalScope {
  borrowerIds: string[];
  borrower: NonNullable<Awaited<ReturnType<typeof borrowerById>>>;
  application: Awaited<ReturnType<typeof newestOwnedApplication>>;
  now: Date;
}

/**
 * The portal belongs to a borrower with an application; the scope is found from the session alone,
 * so nothing a caller sends can point it at another borrower.
 */
export async function portalScope(database: Database, viewer: Viewer, now: Date): Promise<PortalScope> {
  const { db, t } = database;
  const [borrowerIds, application] = await Promise.all([
    portal.ownedBorrowerIds(db, t, viewer.id),
    newestOwnedApplication(db, t, viewer.id),
  ]);
  const borrowerId = application?.applicationBorrowerId ?? borrowerIds[0];
  const borrower = borrowerId ? await borrowerById(db, t, borrowerId) : null;
  if (!borrower) throw notFound('Borrower');
  return { borrowerIds, borrower, application, now };
}

export const debtScores = ({ db, t }: Database, scope: PortalScope) =>
  portal.debtScoresIn(db, t, scope.borrowerIds, portalWindow(scope.now));

export const latestDebtScore = ({ db, t }: Database, scope: PortalScope) =>
  portal.latestDebtScore(db, t, scope.borrowerIds);

export const incomeSnapshots = ({ db, t }: Database, scope: PortalScope) =>
  portal.incomeSnapshotsIn(db, t, scope.borrowerIds, portalWindow(scope.now));

export const debts = ({ db, t }: Database, scope: PortalScope) =>
  portal.debtsOfNewestReport(db, t, scope.borrowerIds);

export const bankItems = ({ db, t }: Database, scope: PortalScope) =>
  portal.bankItemsOf(db, t, scope.borrowerIds);

export const checkingBalances = ({ db, t }: Database, scope: PortalScope) =>
  portal.checkingBalancesIn(db, t, scope.borrowerIds, portalWindow(scope.now));

export const transactions = ({ db, t }: Database, scope: PortalScope) =>
  portal.depositsOf(db, t, scope.borrowerIds);

export const alerts = ({ db, t }: Database, scope: PortalScope) =>
  portal.unseenAlertsOf(db, t, scope.borrowerIds);

export async function expenses({ db, t }: Database, scope: PortalScope) {
  if (!scope.application) return portalExpenses([]);
  const lines = await expenseEstimatesOf(db, t, scope.application.id);
  return portalExpenses(lines, { hasMortgageEscrow: scope.application.hasMortgageEscrow });
}

export async function proposedBudget({ db, t }: Database, scope: PortalScope) {
  if (!scope.application) return null;
  const found = await portal.newestBudgetOf(db, t, scope.application.id);
  if (!found) return null;
  return {
    ...found.budget,
    // The lines a mortgage escrow pays are in the mortgage payment; the Expenses page hides them too.
    lines: countedLines(
      found.lines.map(({ proposedValue, expense }) => ({
        category: expense.category,
        subCategory: expense.subCategory,
        currentValue: expenseLineValue(expense),
        proposedValue,
      })),
      { hasMortgageEscrow: scope.application.hasMortgageEscrow },
    ),
  };
}
