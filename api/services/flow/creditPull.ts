import { and, eq } from 'drizzle-orm';
import type { Db, Tables } from '../../../db/client';
import {
  CreditPullFailed,
  type BureauPerson,
  type BureauReport,
} from '../../integrations/creditBureau/creditBureau';
import { lenderFriendlyNames } from '../../integrations/creditBureau/lenders';
import { notFound } from '../../errors';
import { alertsAfterCreditPull } from './alerts';
import type { FlowDeps } from './deps';

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

async function pullOrFail(deps: FlowDeps, person: BureauPerson | null): Promise<BureauReport | null> {
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
  const [row] = await tx
    .insert(t.creditReports)
    .values({ ...owner, wasSuccessful: report !== null, vantageScore: report?.vantageScore ?? null })
    .returning();
  if (!report) return row.id;
  for (const tradeline of report.tradelines)
    await tx.insert(t.debts).values({ ...tradeline, creditReportId: row.id });
  for (const collection of report.collections)
    await tx.insert(t.collections).values({ ...collection, creditReportId: row.id });
  const names = [
    ...report.tradelines.map((d) => d.lenderName),
    ...report.collections.map((c) => c.subscriberName),
  ];
  for (const name of new Set(names)) {
    await tx
      .insert(t.lenders)
      .values({ name, friendlyName: lenderFriendlyNames[name] ?? name })
      .onConflictDoNothing();
  }
  if (owner.borrowerId) {
    for (const inquiry of report.inquiries)
      await tx.insert(t.creditInquiries).values({ ...inquiry, borrowerId: owner.borrowerId });
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
export async function pullCredit(deps: FlowDeps, applicationId: string): Promise<CreditPullOutcome> {
  const { database } = deps;
  const { t } = database;
  const claimed = await database.withTransaction(async (tx) => {
    const [row] = await tx
      .update(t.applications)
      .set({ creditPullStatus: 'inProgress' })
      .where(and(eq(t.applications.id, applicationId), eq(t.applications.creditPullStatus, 'notAttempted')))
      .returning();
    return row;
  });
  if (!claimed) {
    const [application] = await database.db
      .select()
      .from(t.applications)
      .where(eq(t.applications.id, applicationId));
    if (!application) throw notFound('Application');
    return outcomeOf(application);
  }
  const [borrower] = claimed.applicationBorrowerId
    ? await database.db.select().from(t.borrowers).where(eq(t.borrowers.id, claimed.applicationBorrowerId))
    : [];
  const [spouse] = claimed.applicationSpouseId
    ? await database.db.select().from(t.spouses).where(eq(t.spouses.id, claimed.applicationSpouseId))
    : [];
  const borrowerReport = await pullOrFail(deps, borrower ? personOf(borrower) : null);
  const spouseReport = spouse ? await pullOrFail(deps, personOf(spouse)) : null;
  const saved = await storeOutcome().catch(async (error) => {
    // Never leave the pull "in progress": the borrower goes on to the pending path and staff see it.
    deps.logger.error({ err: error, applicationId }, 'storing the credit pull failed');
    const [failed] = await database.withTransaction((tx) =>
      tx
        .update(t.applications)
        .set({ creditPullStatus: 'notPulled' })
        .where(eq(t.applications.id, applicationId))
        .returning(),
    );
    return failed;
  });
  async function storeOutcome() {
    return database.withTransaction(async (tx) => {
      const borrowerReportId = await storeReport(
        tx,
        t,
        { applicationId, borrowerId: borrower?.id },
        borrowerReport,
      );
      const spouseReportId = spouse
        ? await storeReport(tx, t, { applicationId, spouseId: spouse.id }, spouseReport)
        : null;
      const [application] = await tx
        .update(t.applications)
        .set({
          creditPullStatus: borrowerReport ? 'pulled' : 'notPulled',
          borrowerCreditReportId: borrowerReport ? borrowerReportId : null,
          spouseCreditReportId: spouseReport ? spouseReportId : null,
        })
        .where(eq(t.applications.id, applicationId))
        .returning();
      return application;
    });
  }
  if (borrowerReport && borrower) await alertsAfterCreditPull(deps, borrower.id);
  return outcomeOf(saved);
}
