import type { Viewer } from '../../auth/viewer';
import { inTransaction, readData } from '../../data/bound';
import {
  decisionAfterSubmit,
  nextPageAfterExpenses,
  routes,
  statusAfterExpensesSubmit,
  type CreditPullStatus,
  type Route,
} from '../../domain/applicationFlow';
import type { ApplicationStatus } from '../../domain/applicationStatus';
import { expenseValueToSave, isOtherDebtLine } from '../../domain/expenseEstimates';
import { borrowerSave, notFound } from '../../errors';
import { assertValid } from '../validation';
import { makeDecision } from './decisions';
import type { ServiceDeps } from '../deps';
import { proposeBudgets } from './budgets';
import { createDebtScore, createRiskScore } from './scores';
import { fetchExpenseEstimates } from './expenseEstimates';
import { recordOutreachEvent } from './outreach';
import { saveOtherDebtTotals } from './otherDebts';
import { checkExpenseLines, saveExpenseLines } from './expenseLines';
import { presentDecision } from './offers';
import { ownedApplication } from './ownership';
import { recordProgress } from './progress';

/**
 * updateExpense: one line edited alone, by the line's one rule. An other-debts line takes its debt's
 * total instead, saved on the application, and keeps 2 % of it.
 */
export const updateExpense = borrowerSave(async function updateExpense(
  deps: ServiceDeps,
  viewer: Viewer,
  id: string,
  amounts: { selfReportedValue?: number | null; totalDebtAmount?: number | null },
) {
  const line = await readData(deps.database).expenseEstimates.expenseEstimateById(id);
  if (!line) throw notFound('Expense');
  const isOther = isOtherDebtLine(line);
  const [saved] = await saveExpenseLines(deps, viewer, {
    applicationId: line.applicationId,
    lines: [
      isOther
        ? { id, totalDebtAmount: amounts.totalDebtAmount ?? null }
        : { id, selfReportedValue: amounts.selfReportedValue },
    ],
  });
  return saved;
});

/**
 * Risk scores → debt score → budgets → decision; a risk-score or decision failure is logged and the
 * borrower goes to pending; a debt-score or budget failure is logged only.
 */
export async function decideAfterExpenses(
  deps: ServiceDeps,
  viewer: Viewer,
  application: { id: string; borrowerCreditReportId: string | null; spouseCreditReportId: string | null },
) {
  let riskScoreIds: (string | null)[];
  try {
    riskScoreIds = [];
    for (const reportId of [application.borrowerCreditReportId, application.spouseCreditReportId]) {
      riskScoreIds.push(reportId ? (await createRiskScore(deps, viewer, reportId)).id : null);
    }
  } catch (err) {
    deps.logger.error({ err, applicationId: application.id }, 'risk score failed');
    return false;
  }
  // The debt score the customer portal's gauge shows; a failure is logged only (§8's debt-score state).
  const [borrowerRiskScoreId, spouseRiskScoreId] = riskScoreIds;
  if (borrowerRiskScoreId) {
    try {
      await createDebtScore(deps, viewer, borrowerRiskScoreId, spouseRiskScoreId);
    } catch (err) {
      deps.logger.error({ err, applicationId: application.id }, 'debt score failed');
    }
  }
  try {
    await proposeBudgets(deps, viewer, application.id);
  } catch (err) {
    deps.logger.error({ err, applicationId: application.id }, 'proposed budget failed');
  }
  try {
    await makeDecision(deps, viewer, application.id);
    return true;
  } catch (err) {
    deps.logger.error({ err, applicationId: application.id }, 'decision failed');
    return false;
  }
}

type ApplicationRow = Awaited<ReturnType<typeof ownedApplication>>;

/** Where a failed estimate or save sends the borrower (pending; rental: call-us), recorded as viewed. */
async function afterFailure(deps: ServiceDeps, application: ApplicationRow) {
  const nextRoute =
    nextPageAfterExpenses({
      type: application.type === 'rental' ? 'rental' : 'credit',
      saveFailed: true,
      creditPull: application.creditPullStatus as CreditPullStatus,
    }) ?? routes.pending;
  const saved = await inTransaction(deps.database, (data) =>
    recordProgress(data, application.id, 'Expenses', nextRoute),
  );
  return { application: saved ?? application, nextRoute };
}

/**
 * A submit with no expense lines to save: the estimates are fetched again. Had, the borrower reviews
 * them on the expenses page; still failing, they wait on pending. Never a decision on $0 of expenses.
 */
async function submitWithoutEstimates(deps: ServiceDeps, viewer: Viewer, application: ApplicationRow) {
  try {
    await fetchExpenseEstimates(deps, viewer, application.id);
    return { application, nextRoute: routes.expenses as Route };
  } catch (err) {
    deps.logger.error({ err, applicationId: application.id }, 'expense estimates failed');
    return afterFailure(deps, application);
  }
}

/**
 * Expenses submit: one update per line (otherDebts lines save 2 % of their total, truncated); then,
 * with the pull's result known, progress and status Submitted; if pulled, the decision follows —
 * once for a submit sent twice at once (decisionAfterSubmit).
 */
export const submitExpenses = borrowerSave(async function submitExpenses(
  deps: ServiceDeps,
  viewer: Viewer,
  input: {
    applicationId: string;
    lines: { id: string; selfReportedValue?: number | null; totalDebtAmount?: number | null }[];
  },
) {
  const { database } = deps;
  const data = readData(database);
  const application = await ownedApplication(data, viewer, input.applicationId);
  if ((await data.expenseEstimates.expenseEstimatesOf(application.id)).length === 0)
    return submitWithoutEstimates(deps, viewer, application);
  const ids = input.lines.map((l) => l.id);
  const existing = await data.expenseEstimates.expenseEstimatesByIds(ids);
  const otherDebts = checkExpenseLines(input.lines, existing, application.id);
  assertValid(otherDebts.errors);
  const totals = { ...application, ...otherDebts.totals };
  const submitted = new Map(input.lines.map((l) => [l.id, l.selfReportedValue ?? null]));
  const pullKnown = application.creditPullStatus === 'pulled' || application.creditPullStatus === 'notPulled';
  const pulled = application.creditPullStatus === 'pulled';
  const afterSave: Route =
    nextPageAfterExpenses({
      type: application.type === 'rental' ? 'rental' : 'credit',
      saveFailed: false,
      creditPull: application.creditPullStatus as CreditPullStatus,
    }) ?? routes.pending;
  let decide: boolean;
  try {
    decide = await inTransaction(database, async (data) => {
      // The row first: a twin of this submit waits here, then reads what this one saved.
      const locked = await data.applications.lockApplication(application.id);
      const lines = await data.expenseEstimates.expenseEstimatesByIds(ids);
      await saveOtherDebtTotals(data, application.id, otherDebts.totals);
      let linesChanged = false;
      for (const line of lines) {
        const selfReportedValue = expenseValueToSave(
          { ...line, lastSubmittedValue: submitted.get(line.id) ?? null },
          totals,
        );
        // An other-debts line was sent its total: what it keeps is what was submitted for it.
        const lastSubmittedValue = isOtherDebtLine(line)
          ? selfReportedValue
          : (submitted.get(line.id) ?? null);
        if (lastSubmittedValue !== line.lastSubmittedValue || selfReportedValue !== line.selfReportedValue)
          linesChanged = true;
        await data.expenseEstimates.updateExpenseEstimate(line.id, { lastSubmittedValue, selfReportedValue });
      }
      if (pullKnown || application.type === 'rental') {
        await data.applications.setApplicationStatus(
          application.id,
          statusAfterExpensesSubmit(application.status as ApplicationStatus),
        );
        await recordProgress(data, application.id, 'Expenses', afterSave);
      }
      if (!pulled || application.type !== 'credit') return false;
      // Database instants (createdAt) are the server's clock: the request is stamped on the same one.
      const now = new Date();
      const latest = await data.decisions.latestDecisionOf(application.id);
      const starts = decisionAfterSubmit({
        linesChanged,
        requestedAt: locked?.decisionRequestedAt ?? null,
        decidedAt: latest?.createdAt ?? null,
        now,
      });
      if (starts)
        await data.applications.updateApplicationFields(application.id, {
          decisionRequestedAt: now.toISOString(),
        });
      return starts;
    });
  } catch (err) {
    deps.logger.error({ err, applicationId: application.id }, 'expenses save failed');
    // Rental goes on to call-us even after a failed save; credit waits on pending.
    return afterFailure(deps, application);
  }
  if (decide && !(await decideAfterExpenses(deps, viewer, application))) {
    // A failed decision may be asked again by the same submit.
    await inTransaction(database, (data) =>
      data.applications.updateApplicationFields(application.id, { decisionRequestedAt: null }),
    );
  }
  if (application.type === 'rental' && application.applicationBorrowerId) {
    await recordOutreachEvent(deps, viewer, application.applicationBorrowerId, 'completedRentalApplication');
  }
  // Live without Plaid has no bank step: the borrower goes on as from the reason page.
  if (afterSave === routes.bankConnection && !deps.integrations.bankLink)
    return presentDecision(deps, viewer, application.id);
  const saved = await data.applications.applicationById(application.id);
  return { application: saved ?? application, nextRoute: afterSave };
});
