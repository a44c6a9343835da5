import { desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tables } from '../../../db/client';
import type { CreditReportDebts } from '../../domain/countingDebts';

/** Every successful report of a borrower or spouse with its debts and collections, friendly names joined. */
export async function reportsWithDebts(db: Db, t: Tables, reportIds: string[]): Promise<CreditReportDebts[]> {
  if (reportIds.length === 0) return [];
  const reports = await db
    .select()
    .from(t.creditReports)
    .where(inArray(t.creditReports.id, reportIds))
    .orderBy(desc(t.creditReports.createdAt));
  const debts = await db.select().from(t.debts).where(inArray(t.debts.creditReportId, reportIds));
  const collections = await db
    .select()
    .from(t.collections)
    .where(inArray(t.collections.creditReportId, reportIds));
  const names = [
    ...new Set(
      [...debts.map((d) => d.lenderName), ...collections.map((c) => c.subscriberName)].filter(
        (n): n is string => !!n,
      ),
    ),
  ];
  const lenders = names.length ? await db.select().from(t.lenders).where(inArray(t.lenders.name, names)) : [];
  const friendly = new Map(lenders.map((l) => [l.name, l.friendlyName]));
  return reports.map((report) => ({
    id: report.id,
    createdAt: report.createdAt,
    wasSuccessful: report.wasSuccessful,
    debts: debts
      .filter((d) => d.creditReportId === report.id)
      .map((d) => ({ ...d, lenderFriendlyName: d.lenderName ? (friendly.get(d.lenderName) ?? null) : null })),
    collections: collections
      .filter((c) => c.creditReportId === report.id)
      .map((c) => ({
        ...c,
        lenderFriendlyName: c.subscriberName ? (friendly.get(c.subscriberName) ?? null) : null,
      })),
  }));
}

/** The application's report ids: the newest borrower and spouse reports kept on the application. */
export async function applicationReportIds(db: Db, t: Tables, applicationId: string) {
  const [application] = await db.select().from(t.applications).where(eq(t.applications.id, applicationId));
  return {
    application,
    borrowerReportIds: application?.borrowerCreditReportId ? [application.borrowerCreditReportId] : [],
    spouseReportIds: application?.spouseCreditReportId ? [application.spouseCreditReportId] : [],
  };
}
