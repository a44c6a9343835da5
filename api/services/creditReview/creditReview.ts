import { requirePermission } from '../../auth/permissions';
import type { Viewer } from '../../auth/viewer';
import { inTransaction, readData, type Data } from '../../data/bound';
import { pageNameForRoute } from '../../domain/applicationFlow';
import { mailLanguage } from '../../domain/applicationOptions';
import {
  validateCreditReportEntry,
  type CreditReportEntry,
  type CreditReportInput,
} from '../../domain/creditReportEntry';
import { todayIn } from '../../domain/dates';
import type { FieldErrors } from '../../domain/planRules';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit';
import type { ServiceDeps } from '../deps';
import { alertsAfterCreditPull } from '../flow/alerts';
import { storeReport } from '../flow/creditPull';
import { decideAfterExpenses } from '../flow/expenses';
import { offerRoute } from '../flow/offers';
import { sendMail } from '../mail';
import { assertValid } from '../validation';
import { bureauReportOfEntry } from './reviewedReport';

/*
 * The Credit review (issue 39): an application whose credit no bureau pulled waits here until a rep
 * or counsellor enters what the reports they pulled say, then "Complete review" stores them as the
 * application's credit reports and runs the decision exactly as an automated pull does — the same
 * storeReport, the same risk scores, budgets, decision and offers (api/services/flow).
 */

export type ReviewPerson = 'borrower' | 'spouse';

export const reviewMessages = {
  completed: 'This credit review is already complete: its reports are the application’s credit reports now.',
  noSpouse: 'This application has no spouse: there is no spouse’s report to enter.',
  borrowerMissing: 'Enter the borrower’s report before completing the review.',
  notAReport:
    'The file is not a credit report this console reads: Experian’s credit-report JSON, or the review’s own JSON (vantageScore, tradelines, collections).',
  invalidSaved: 'The saved report has errors: open it, correct the highlighted fields and save it again.',
} as const;

type ReviewRow = NonNullable<Awaited<ReturnType<Data['creditReviews']['creditReviewById']>>>;

async function reviewOf(data: Data, id: string): Promise<ReviewRow> {
  const review = await data.creditReviews.creditReviewById(id);
  if (!review) throw notFound('Credit review');
  return review;
}

/** The report sent for one person, judged by the one rule; its errors keyed `<person>Report.<field>`. */
function checkedReport(
  person: ReviewPerson,
  input: CreditReportInput,
  errors: FieldErrors,
): CreditReportEntry {
  const checked = validateCreditReportEntry(input);
  for (const [field, message] of Object.entries(checked.errors)) errors[`${person}Report.${field}`] = message;
  return checked.values;
}

/**
 * Saves what a rep typed (or imported) for the borrower and, with a spouse, the spouse. Each save
 * is audited with the reports before and after, in the same transaction; a completed review is
 * never changed.
 */
export async function saveCreditReview(
  deps: ServiceDeps,
  viewer: Viewer | null,
  input: { id: string; borrowerReport?: CreditReportInput | null; spouseReport?: CreditReportInput | null },
  action = 'saveCreditReview',
) {
  const staff = requirePermission(viewer, 'creditReview:manage');
  const data = readData(deps.database);
  const review = await reviewOf(data, input.id);
  const application = await data.applications.applicationById(review.applicationId);
  if (!application) throw notFound('Application');
  const errors: FieldErrors = {};
  const changes: { borrowerReport?: CreditReportEntry | null; spouseReport?: CreditReportEntry | null } = {};
  if (input.borrowerReport !== undefined)
    changes.borrowerReport = input.borrowerReport && checkedReport('borrower', input.borrowerReport, errors);
  if (input.spouseReport !== undefined && input.spouseReport !== null) {
    if (!application.applicationSpouseId) throw new AppError('BAD_USER_INPUT', reviewMessages.noSpouse);
    changes.spouseReport = checkedReport('spouse', input.spouseReport, errors);
  } else if (input.spouseReport === null) changes.spouseReport = null;
  assertValid(errors);
  return inTransaction(deps.database, async (data) => {
    const current = await data.creditReviews.updateCreditReview(review.id, {});
    if (!current) throw notFound('Credit review');
    if (current.status !== 'awaiting') throw new AppError('CONFLICT', reviewMessages.completed);
    const saved = await data.creditReviews.updateCreditReview(review.id, changes as Record<string, unknown>);
    await recordAudit(data, staff, {
      action,
      entity: 'CreditReview',
      entityId: review.id,
      applicationId: review.applicationId,
      before: pick(current, Object.keys(changes)),
      after: changes,
    });
    return saved!;
  });
}

const pick = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));

/** The stored report of one person, judged again (a saved review is never trusted blindly). */
function savedEntry(report: Record<string, unknown> | null): CreditReportEntry | null {
  if (!report) return null;
  const checked = validateCreditReportEntry(report as CreditReportInput);
  if (Object.keys(checked.errors).length > 0) throw new AppError('CONFLICT', reviewMessages.invalidSaved);
  return checked.values;
}

/** Pages a borrower reaches before the expenses are submitted: no decision stands on them yet. */
const beforeExpenses = new Set([
  null,
  'AboutYou',
  'LifeEvents',
  'CreditHistory',
  'RentalInformation',
  'PersonalInformation',
  'YourContact',
  'ProvideMonthlyIncome',
]);

/**
 * "Complete review": the entered reports become the application's credit reports (as a pull stores
 * them), the pull counts as made, and — when the borrower has already submitted their expenses — the
 * risk scores, budgets, decision and offers follow at once, the borrower's next sign-in opens the
 * decision's page, and they are e-mailed that their results are ready. A borrower still on the way
 * to the expenses page gets their decision when they submit it, as after any pull.
 */
export async function completeCreditReview(deps: ServiceDeps, viewer: Viewer | null, id: string) {
  const staff = requirePermission(viewer, 'creditReview:manage');
  const data = readData(deps.database);
  const review = await reviewOf(data, id);
  const borrowerEntry = savedEntry(review.borrowerReport);
  const spouseEntry = savedEntry(review.spouseReport);
  if (review.status !== 'awaiting') throw new AppError('CONFLICT', reviewMessages.completed);
  if (!borrowerEntry) throw new AppError('BAD_USER_INPUT', reviewMessages.borrowerMissing);
  const now = deps.now();
  const completedOn = todayIn(now);
  const application = await inTransaction(deps.database, async (data) => {
    const locked = await data.applications.lockApplication(review.applicationId);
    if (!locked) throw notFound('Application');
    const current = await data.creditReviews.updateCreditReview(review.id, {});
    if (current?.status !== 'awaiting') throw new AppError('CONFLICT', reviewMessages.completed);
    const borrowerReportId = await storeReport(
      data,
      { applicationId: locked.id, borrowerId: locked.applicationBorrowerId ?? undefined },
      bureauReportOfEntry(borrowerEntry, completedOn),
    );
    const spouseReportId =
      spouseEntry && locked.applicationSpouseId
        ? await storeReport(
            data,
            { applicationId: locked.id, spouseId: locked.applicationSpouseId },
            bureauReportOfEntry(spouseEntry, completedOn),
          )
        : null;
    await data.creditReviews.updateCreditReview(review.id, {
      status: 'completed',
      completedAt: now.toISOString(),
      completedBy: staff.id,
    });
    await recordAudit(data, staff, {
      action: 'completeCreditReview',
      entity: 'CreditReview',
      entityId: review.id,
      applicationId: locked.id,
      before: { status: 'awaiting', creditPullStatus: locked.creditPullStatus },
      after: { status: 'completed', creditPullStatus: 'pulled', borrowerReportId, spouseReportId },
    });
    return data.applications.updateApplicationFields(locked.id, {
      creditPullStatus: 'pulled',
      borrowerCreditReportId: borrowerReportId,
      spouseCreditReportId: spouseReportId,
      // A decision the borrower's own submit starts from now on is not taken for a twin of it.
      decisionRequestedAt: null,
    });
  });
  if (application.applicationBorrowerId) await alertsAfterCreditPull(deps, application.applicationBorrowerId);
  if (!beforeExpenses.has(application.lastCompletedPage)) await decideNow(deps, staff, application);
  return (await readData(deps.database).creditReviews.creditReviewById(review.id))!;
}

type ApplicationRow = NonNullable<Awaited<ReturnType<Data['applications']['applicationById']>>>;

/** The decision an expenses submit would have started, then the borrower's resume page and mail. */
async function decideNow(deps: ServiceDeps, staff: Viewer, application: ApplicationRow) {
  if (!(await decideAfterExpenses(deps, staff, application))) return;
  const nextRoute = await offerRoute(deps, application);
  await inTransaction(deps.database, (data) =>
    data.applications.updateApplicationFields(application.id, {
      lastViewedPage: pageNameForRoute(nextRoute) ?? application.lastViewedPage,
    }),
  );
  const borrower = application.applicationBorrowerId
    ? await readData(deps.database).borrowers.borrowerById(application.applicationBorrowerId)
    : null;
  if (!borrower?.email) return;
  // The results stand whatever the mail does: a failed delivery is logged (and shows in the outbox).
  await sendMail(deps, {
    to: borrower.email,
    content: { template: 'creditReviewed', firstName: borrower.firstName ?? '' },
    language: mailLanguage(borrower.preferredLanguage),
    onFailure: 'log',
  });
}
