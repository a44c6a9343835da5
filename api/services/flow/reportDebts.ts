import type { Data } from '../../data/bound';
import type { CreditReportDebts } from '../../domain/countingDebts';
import { debtSummary, type DebtSummary } from '../../domain/debtSummary';

/** Every successful report of a borrower or spouse with its debts and collections, friendly names joined. */
export async function reportsWithDebts(data: Data, reportIds: string[]): Promise<CreditReportDebts[]> {
  if (reportIds.length === 0) return [];
  const reports = await data.credit.creditReportsByIds(reportIds);
  const debts = await data.credit.debtsOfReports(reportIds);
  const collections = await data.credit.collectionsOfReports(reportIds);
  const names = [
    ...new Set(
      [...debts.map((d) => d.lenderName), ...collections.map((c) => c.subscriberName)].filter(
        (n): n is string => !!n,
      ),
    ),
  ];
  const lenders = names.length ? await data.batchQueries.lendersByNames(names) : [];
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
export async function applicationReportIds(data: Data, applicationId: string) {
  const application = (await data.applications.applicationById(applicationId)) ?? undefined;
  return {
    application,
    borrowerReportIds: application?.borrowerCreditReportId ? [application.borrowerCreditReportId] : [],
    spouseReportIds: application?.spouseCreditReportId ? [application.spouseCreditReportId] : [],
  };
}

/**
 * The application's debts, told once (api/domain/debtSummary.ts): from the reports its decision is
 * made on, so the portal's total is the total a plan covers.
 */
export async function applicationDebtSummary(data: Data, applicationId: string): Promise<DebtSummary> {
  const ids = await applicationReportIds(data, applicationId);
  const [borrowerReports, spouseReports] = await Promise.all([
    reportsWithDebts(data, ids.borrowerReportIds),
    reportsWithDebts(data, ids.spouseReportIds),
  ]);
  return debtSummary({ borrowerReports, spouseReports });
}
