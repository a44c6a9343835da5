import { accountTypeCodes } from '../../api/domain/accountTypes';
import { applicationStatuses } from '../../api/domain/applicationStatus';
import { contactMethods, contactOutcomes } from '../../api/domain/contactAttempt';
import { knownRouters } from '../../api/domain/router';
import { alertTypes } from '../../seed/catalog/choices';
import { stopsFor } from '../../seed/catalog/funnel';
import type { Loaded } from './invariants';

/** What a trainer needs to find in the demo set (issue 3); returns what is missing. */
export function missingCoverage(data: Loaded, anchor: Date): string[] {
  const missing: string[] = [];
  const need = (what: string, present: boolean) => {
    if (!present) missing.push(what);
  };
  const has = <T>(values: Iterable<T>, expected: readonly T[], what: string) => {
    const seen = new Set(values);
    for (const value of expected) need(`${what} ${String(value)}`, seen.has(value));
  };
  const apps = data.applications;
  has(
    apps.map((a) => a.status),
    applicationStatuses,
    'status',
  );
  has(
    apps.map((a) => a.router),
    knownRouters,
    'router',
  );
  for (const type of ['credit', 'rental'] as const) {
    has(
      apps.filter((a) => a.type === type).map((a) => a.lastViewedPage),
      stopsFor(type).map(([stop]) => stop.lastViewedPage),
      `${type} stop`,
    );
  }
  const creditShare = apps.filter((a) => a.type === 'credit').length / apps.length;
  need(`about 80 % credit (${creditShare})`, creditShare > 0.72 && creditShare < 0.88);
  const recent =
    apps.filter((a) => a.createdAt >= new Date(anchor.getTime() - 72 * 3_600_000).toISOString()).length /
    apps.length;
  need(`a good share in the last 72 hours (${recent})`, recent > 0.12);
  const oldest = apps.reduce((min, a) => (a.createdAt < min ? a.createdAt : min), anchor.toISOString());
  need(
    'applications spread over about six months',
    oldest < new Date(anchor.getTime() - 150 * 86_400_000).toISOString(),
  );
  const answered = apps.filter((a) => a.hasSpouse !== null);
  const spouseShare = answered.filter((a) => a.hasSpouse).length / answered.length;
  need(`about a third with a spouse (${spouseShare})`, spouseShare > 0.2 && spouseShare < 0.5);
  has(
    data.debts.map((d) => d.accountType),
    accountTypeCodes,
    'account type',
  );
  has(
    data.alerts.map((a) => a.type),
    alertTypes,
    'alert',
  );
  has(
    data.contactAttempts.map((c) => c.method),
    contactMethods,
    'contact method',
  );
  has(
    data.contactAttempts.map((c) => c.outcome),
    contactOutcomes,
    'contact outcome',
  );
  has(
    data.decisions.map((d) => d.isQualified),
    [true, false],
    'decision qualified',
  );
  has(
    data.dmpEnrollments.map((d) => d.active),
    [true, false],
    'DMP active',
  );
  need('rental relief plans', data.rentalReliefPlans.length > 0);
  need(
    'failed pulls',
    data.creditReports.some((r) => !r.wasSuccessful) && apps.some((a) => a.creditPullStatus === 'notPulled'),
  );
  need('collections', data.collections.length > 0);
  need(
    'closed accounts and late payments',
    data.debts.some((d) => d.dateClosed) && data.debts.some((d) => (d.late90DaysTotal ?? 0) > 0),
  );
  const spouseReports = new Set(apps.map((a) => a.spouseCreditReportId).filter(Boolean));
  const spouseAccounts = new Set(
    data.debts.filter((d) => spouseReports.has(d.creditReportId)).map((d) => d.accountNumber),
  );
  const borrowerReports = new Set(apps.map((a) => a.borrowerCreditReportId).filter(Boolean));
  need(
    'shared debts',
    data.debts.some((d) => borrowerReports.has(d.creditReportId) && spouseAccounts.has(d.accountNumber)),
  );
  need(
    'offers on debts and on collections',
    data.offers.some((o) => o.debtId) && data.offers.some((o) => o.collectionId),
  );
  const claimers = new Set(apps.map((a) => a.assignedTo).filter(Boolean));
  need('claims across the reps', claimers.size >= 2 && apps.some((a) => a.assignedTo === null));
  need(
    'friendly lender names',
    data.lenders.some((l) => l.name === 'CAPITAL ONE BANK USA NA' && l.friendlyName === 'Capital One'),
  );
  need(
    'expense estimates with self-reported values',
    data.expenseEstimates.some((e) => e.selfReportedValue !== null),
  );
  need(
    'payroll deposits',
    data.bankTransactions.some((t) => t.amount < 0 && /DIRECT DEP/.test(t.name ?? '')),
  );
  need(
    'income predictions and snapshots',
    data.incomePredictions.length > 0 && data.incomeSnapshots.length > 0,
  );
  const months = new Set(data.debtScores.map((s) => s.createdAt.slice(0, 7)));
  need('debt score histories over months', months.size >= 5);
  need('bank balances', data.accountBalances.length > 0);
  return missing;
}
