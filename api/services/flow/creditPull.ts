import type { Db, Tables } from '../../../db/client';
import { applicationById } from '../../data/applications';
import { borrowerById, spouseById } from '../../data/borrowers';
import { inTransaction } from '../../data/bound';
import {
  insertCollection,
  insertCreditInquiry,
  insertCreditReport,
  insertDebt,
  insertLenderIfNew,
} from '../../data/credit';
import {
  CreditPullFailed,
  type BureauPerson,
  type BureauReport,
} from '../../integrations/creditBureau/creditBureau';
import { lenderFriendlyNames } from '../../integrations/creditBureau/lenders';
import { notFound } from '../../errors';
import { alertsAfterCreditPull } from './alerts';
import type { ServiceDeps } from '../deps';
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

async function pullOrFail(deps: ServiceDeps, person: BureauPerson | null): Promise<BureauReport | null> {
  if (!person) return null;
  try {
    return await deps.integrations.creditBureau.pull(person);
  } catch (error) {
    if (!(error instanceof CreditPullFailed)) deps.logger.error({ err: error }, 'credit bureau error');
    else deps.logger.info({ reason: error.reason }, 'credit pull failed');
    return null;
  }
}

async function storeReport(
  tx: Db,
  t: Tables,
  owner: { applicationId: string; borrowerId?: string; spouseId?: string },
  report: BureauReport | null,
) {
  const row = await insertCreditReport(tx, t, {
    ...owner,
    wasSuccessful: report !== null,
    vantageScore: report?.vantageScore ?? null,
  });
  if (!report) return row.id;
  for (const tradeline of report.tradelines)
    await insertDebt(tx, t, { ...tradeline, creditReportId: row.id });
  for (const collection of report.collections)
    await insertCollection(tx, t, { ...collection, creditReportId: row.id });
  const names = [
    ...report.tradelines.map((d) => d.lenderName),
    ...report.collections.map((c) => c.subscriberName),
  ];
  for (const name of new Set(names)) await insertLenderIfNew(tx, t, name, lenderFriendlyNames[name] ?? name);
  if (owner.borrowerId) {
    for (const inquiry of report.inquiries)
      await insertCreditInquiry(tx, t, { ...inquiry, borrowerId: owner.borrowerId });
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
 * The credit pull, attempted once per application: the borrower's and, with a spouse, the spouse's
 * report. It fails when the borrower's pull fails (the pending path); the answers are kept.
 */
export async function pullCredit(
  deps: ServiceDeps,
  viewer: Viewer,
  applicationId: string,
): Promise<CreditPullOutcome> {
  const { database } = deps;
  const { t } = database;
  await ownedApplication(database.db, t, viewer, applicationId);
  const claimed = await inTransaction(database, (data) => data.applications.claimCreditPull(applicationId));
  if (!claimed) {
    const application = await applicationById(database.db, t, applicationId);
    if (!application) throw notFound('Application');
    return outcomeOf(application);
  }
  const borrower = claimed.applicationBorrowerId
    ? await borrowerById(database.db, t, claimed.applicationBorrowerId)
    : null;
  const spouse = claimed.applicationSpouseId
    ? await spouseById(database.db, t, claimed.applicationSpouseId)
    : null;
  const borrowerReport = await pullOrFail(deps, borrower ? personOf(borrower) : null);
  const spouseReport = spouse ? await pullOrFail(deps, personOf(spouse)) : null;
  const saved = await storeOutcome().catch(async (error) => {
    // Never leave the pull "in progress": the borrower goes on to the pending path and staff see it.
    deps.logger.error({ err: error, applicationId }, 'storing the credit pull failed');
    return inTransaction(database, (data) =>
      data.applications.updateApplicationFields(applicationId, { creditPullStatus: 'notPulled' }),
    );
  });
  async function storeOutcome() {
    return inTransaction(database, async (data, tx) => {
      const borrowerReportId = await storeReport(
        tx,
        t,
        { applicationId, borrowerId: borrower?.id },
        borrowerReport,
      );
      const spouseReportId = spouse
        ? await storeReport(tx, t, { applicationId, spouseId: spouse.id }, spouseReport)
        : null;
      return data.applications.updateApplicationFields(applicationId, {
        creditPullStatus: borrowerReport ? 'pulled' : 'notPulled',
        borrowerCreditReportId: borrowerReport ? borrowerReportId : null,
        spouseCreditReportId: spouseReport ? spouseReportId : null,
      });
    });
  }
  if (borrowerReport && borrower) await alertsAfterCreditPull(deps, borrower.id);
  return outcomeOf(saved);
}
