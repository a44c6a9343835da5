import type { Database } from '../../../db/client';
import type { Viewer } from '../../auth/viewer';
import type { newestOwnedApplication } from '../../data/applications';
import type { borrowerById } from '../../data/borrowers';
import { readData } from '../../data/bound';
import { countedLines, expenseLineValue } from '../../domain/expenseCategories';
import { bankVerifiedExpenses } from '../../domain/bankVerifiedExpenses';
import { portalExpenses } from '../../domain/portalExpenses';
import { comparedExpenses } from '../expenseComparison';
import { portalWindow } from '../../domain/portalWindows';
import { proposedBudgetValue } from '../../domain/proposedBudget';
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
  const data = readData(database);
  const [borrowerIds, application] = await Promise.all([
    data.portalQueries.ownedBorrowerIds(viewer.id),
    data.applications.newestOwnedApplication(viewer.id),
  ]);
  const borrowerId = application?.applicationBorrowerId ?? borrowerIds[0];
  const borrower = borrowerId ? await data.borrowers.borrowerById(borrowerId) : null;
  if (!borrower) throw notFound('Borrower');
  return { borrowerIds, borrower, application, now };
}

export const debtScores = (database: Database, scope: PortalScope) =>
  readData(database).portalQueries.debtScoresIn(scope.borrowerIds, portalWindow(scope.now));

export const latestDebtScore = (database: Database, scope: PortalScope) =>
  readData(database).portalQueries.latestDebtScore(scope.borrowerIds);

export const incomeSnapshots = (database: Database, scope: PortalScope) =>
  readData(database).portalQueries.incomeSnapshotsIn(scope.borrowerIds, portalWindow(scope.now));

export const debts = (database: Database, scope: PortalScope) =>
  readData(database).portalQueries.debtsOfNewestReport(scope.borrowerIds);

export const bankItems = (database: Database, scope: PortalScope) =>
  readData(database).portalQueries.bankItemsOf(scope.borrowerIds);

export const checkingBalances = (database: Database, scope: PortalScope) =>
  readData(database).portalQueries.checkingBalancesIn(scope.borrowerIds, portalWindow(scope.now));

export const transactions = (database: Database, scope: PortalScope) =>
  readData(database).portalQueries.depositsOf(scope.borrowerIds);

export const alerts = (database: Database, scope: PortalScope) =>
  readData(database).portalQueries.unseenAlertsOf(scope.borrowerIds);

export async function expenses(database: Database, scope: PortalScope) {
  if (!scope.application) return portalExpenses([]);
  const data = readData(database);
  const [lines, compared] = await Promise.all([
    data.expenseEstimates.expenseEstimatesOf(scope.application.id),
    comparedExpenses(data, scope.application),
  ]);
  return portalExpenses(lines, {
    hasMortgageEscrow: scope.application.hasMortgageEscrow,
    verified: bankVerifiedExpenses(compared),
  });
}

export async function proposedBudget(database: Database, scope: PortalScope) {
  if (!scope.application) return null;
  const found = await readData(database).portalQueries.newestBudgetOf(scope.application.id);
  if (!found) return null;
  return {
    ...found.budget,
    // The lines a mortgage escrow pays are in the mortgage payment; the Expenses page hides them too.
    // Each suggestion is the budget's rule on what the line is today, so a line corrected since the
    // budget was made is never set against a suggestion made from its old amount.
    lines: countedLines(
      found.lines.map(({ expense }) => {
        const currentValue = expenseLineValue(expense);
        return {
          category: expense.category,
          subCategory: expense.subCategory,
          currentValue,
          proposedValue: proposedBudgetValue(expense, currentValue),
        };
      }),
      { hasMortgageEscrow: scope.application.hasMortgageEscrow },
    ),
  };
}
