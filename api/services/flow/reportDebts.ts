import type { Db, Tables } from '../../../db/client';
import { applicationById } from '../../data/applications';
import { lendersByNames } from '../../data/batchQueries';
import { collectionsOfReports, creditReportsByIds, debtsOfReports } from '../../data/credit';
import type { CreditReportDebts } from '../../domain/countingDebts';

/** Every successful report of a borrower or spouse with its debts and collections, friendly names joined. */
export async function reportsWithDebts(db: Db, t: Tables, reportIds: string[]): Promise<CreditReportDebts[]> {
  if (reportIds.length === 0) return [];
  const reports = await creditReportsByIds(db, t, reportIds);
  const debts = await debtsOfReports(db, t, reportIds);
  const collections = await collectionsOfReports(db, t, reportIds);
  const names = [
    ...new Set(
      [...debts.map((d) => d.lenderName), ...collections.map((c) => c.subscriberName)].filter(
        (n): n is string => !!n,
      ),
    ),
  ];
  const lenders = names.length ? await lendersByNames(db, t, names) : [];
  const friendly = new Map(lenders.flatMap((l) => (l ? [[l.name, l.friendlyName] as const] : [])));
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
  const application = (await applicationById(db, t, applicationId)) ?? undefined;
  return {
    application,
    borrowerReportIds: application?.borrowerCreditReportId ? [application.borrowerCreditReportId] : [],
    spouseReportIds: application?.spouseCreditReportId ? [application.spouseCreditReportId] : [],
  };
}
