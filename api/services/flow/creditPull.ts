import { inTransaction, readData, type Data } from '../../data/bound';
import {
  CreditPullFailed,
  type BureauPerson,
  type BureauReport,
  type CreditBureau,
} from '../../integrations/creditBureau/creditBureau';
import { lenderFriendlyNames } from '../../integrations/creditBureau/lenders';
import { notFound } from '../../errors';
import { alertsAfterCreditPull } from './alerts';
import type { ServiceDeps } from '../deps';
import { recordStaffStep } from '../audit';
import type { Viewer } from '../../auth/viewer';
import { ownedApplication } from './ownership';

export interface PullResult {
  wasSuccessful: boolean;
  creditReportId: string | null;
}

export interface CreditPullOutcome {
  borrowerPull: PullResult;
  spousePull: PullResult | null;
}

function personOf(row: {
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  addressLine1: string | null;
  zipCode: string | null;
}): BureauPerson | null {
  if (!row.firstName || !row.lastName || !row.dateOfBirth || !row.addressLine1 || !row.zipCode) return null;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    addressLine1: row.addressLine1,
    zipCode: row.zipCode,
  };
}

/** Why an application's credit waits for a counsellor's review (credit_reviews.reason). */
export type ReviewReason = 'noBureau' | 'noHit' | 'timeout' | 'failed';

interface Pulled {
  report: BureauReport | null;
  failure: ReviewReason | null;
}

async function pullOrFail(bureau: CreditBureau, deps: ServiceDeps, person: BureauPerson | null): Promise<Pulled> {
  if (!person) return { report: null, failure: 'failed' };
  try {
    return { report: await bureau.pull(person), failure: null };
  } catch (error) {
    if (!(error instanceof CreditPullFailed)) deps.logger.error({ err: error }, 'credit bureau error');
    else deps.logger.info({ reason: error.reason }, 'credit pull failed');
    return { report: null, failure: error instanceof CreditPullFailed ? error.reason : 'failed' };
  }
}

/** The application's credit enters the Credit review queue (once; a completed review stays done). */
async function awaitReview(data: Data, applicationId: string, reason: ReviewReason) {
  if (await data.creditReviews.creditReviewOfApplication(applicationId)) return;
  await data.creditReviews.insertCreditReview({ applicationId, reason });
}

/** A report stored as an automated pull stores it; the counsellor's completed review uses it too. */
export async function storeReport(
  data: Data,
  owner: { applicationId: string; borrowerId?: string; spouseId?: string },
  report: BureauReport | null,
) {
  const row = await data.credit.insertCreditReport({
    ...owner,
    wasSuccessful: report !== null,
    vantageScore: report?.vantageScore ?? null,
  });
  if (!report) return row.id;
  for (const tradeline of report.tradelines)
    await data.credit.insertDebt({ ...tradeline, creditReportId: row.id });
  for (const collection of report.collections)
    await data.credit.insertCollection({ ...collection, creditReportId: row.id });
  const names = [
    ...report.tradelines.map((d) => d.lenderName),
    ...report.collections.map((c) => c.subscriberName),
  ];
  for (const name of new Set(names))
    await data.credit.insertLenderIfNew(name, lenderFriendlyNames[name] ?? name);
  if (owner.borrowerId) {
    for (const inquiry of report.inquiries)
      await data.credit.insertCreditInquiry({ ...inquiry, borrowerId: owner.borrowerId });
  }
  return row.id;
}

function outcomeOf(application: {
  creditPullStatus: string;
  borrowerCreditReportId: string | null;
  spouseCreditReportId: string | null;
  applicationSpouseId: string | null;
}): CreditPullOutcome {
  return {
    borrowerPull: {
      wasSuccessful: application.creditPullStatus === 'pulled',
      creditReportId: application.borrowerCreditReportId,
    },
    spousePull: application.applicationSpouseId
      ? {
          wasSuccessful: application.spouseCreditReportId !== null,
          creditReportId: application.spouseCreditReportId,
        }
      : null,
  };
}

/**
 * No bureau (live without CREDIT_BUREAU_URL): nothing is pulled and nothing stored as if it had
 * been; a credit application waits for a counsellor's review, which the borrower's pending page says.
 */
async function awaitCounsellor(deps: ServiceDeps, application: { id: string; type: string }) {
  return inTransaction(deps.database, async (data) => {
    if (application.type === 'credit') await awaitReview(data, application.id, 'noBureau');
    return data.applications.updateApplicationFields(application.id, { creditPullStatus: 'notPulled' });
  });
}

/**
 * The credit pull, attempted once per application: the borrower's and, with a spouse, the spouse's
 * report. It fails when the borrower's pull fails (the pending path); the answers are kept.
 */
export async function pullCredit(
  deps: ServiceDeps,
  viewer: Viewer,
  applicationId: string,
): Promise<CreditPullOutcome> {
  const { database } = deps;
  const data = readData(database);
  const before = await ownedApplication(data, viewer, applicationId);
  const claimed = await inTransaction(database, (data) => data.applications.claimCreditPull(applicationId));
  if (!claimed) {
    const application = await data.applications.applicationById(applicationId);
    if (!application) throw notFound('Application');
    return outcomeOf(application);
  }
  const borrower = claimed.applicationBorrowerId
    ? await data.borrowers.borrowerById(claimed.applicationBorrowerId)
    : null;
  const spouse = claimed.applicationSpouseId
    ? await data.borrowers.spouseById(claimed.applicationSpouseId)
    : null;
  const application = claimed;
  const bureau = deps.integrations.creditBureau;
  if (!bureau) return outcomeOf(await awaitCounsellor(deps, application));
  const borrowerPull = await pullOrFail(bureau, deps, borrower ? personOf(borrower) : null);
  const spousePull = spouse ? await pullOrFail(bureau, deps, personOf(spouse)) : null;
  const borrowerReport = borrowerPull.report;
  const spouseReport = spousePull?.report ?? null;
  const saved = await storeOutcome().catch(async (error) => {
    // Never leave the pull "in progress": the borrower goes on to the pending path and staff see it.
    deps.logger.error({ err: error, applicationId }, 'storing the credit pull failed');
    return inTransaction(database, (data) =>
      data.applications.updateApplicationFields(applicationId, { creditPullStatus: 'notPulled' }),
    );
  });
  async function storeOutcome() {
    return inTransaction(database, async (data) => {
      const borrowerReportId = await storeReport(
        data,
        { applicationId, borrowerId: borrower?.id },
        borrowerReport,
      );
      const spouseReportId = spouse
        ? await storeReport(data, { applicationId, spouseId: spouse.id }, spouseReport)
        : null;
      if (!borrowerReport && application.type === 'credit')
        await awaitReview(data, applicationId, borrowerPull.failure ?? 'failed');
      const after = {
        creditPullStatus: borrowerReport ? 'pulled' : 'notPulled',
        borrowerCreditReportId: borrowerReport ? borrowerReportId : null,
        spouseCreditReportId: spouseReport ? spouseReportId : null,
      };
      await recordStaffStep(data, viewer, {
        action: 'pullCredit',
        entity: 'Application',
        entityId: applicationId,
        applicationId,
        before: {
          creditPullStatus: before.creditPullStatus,
          borrowerCreditReportId: before.borrowerCreditReportId,
          spouseCreditReportId: before.spouseCreditReportId,
        },
        after,
      });
      return data.applications.updateApplicationFields(applicationId, after);
    });
  }
  if (borrowerReport && borrower) await alertsAfterCreditPull(deps, borrower.id);
  return outcomeOf(saved);
}
