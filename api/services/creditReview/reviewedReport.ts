import type { CreditReportEntry, CreditReportInput } from '../../domain/creditReportEntry';
import { lastFourOf } from '../../domain/creditReportEntry';
import { accountShapes } from '../../integrations/creditBureau/accountShapes';
import type { BureauReport, BureauTradeline } from '../../integrations/creditBureau/creditBureau';

/*
 * A counsellor's entries as a bureau's report, and back (an imported report file shown in the
 * form). What the review does not ask is left unknown (null), never made up: no credit limit, no
 * interest split, no dates but one — a line entered as closed is stored closed as of the day the
 * review is completed, since the report the counsellor read says it was closed by then.
 */

/** Only the last four digits are known: the number is kept masked, as a bureau truncates it. */
const masked = (last4: string) => `XXXXXXXXXXXX${last4}`;

/**
 * The stored account numbers: masked last fours; when two creditors' accounts of one report end in
 * the same four, each is prefixed by its creditor's name, so neither is taken for the other.
 */
function accountNumbers(lines: readonly { name: string; last4: string }[]): string[] {
  const count = new Map<string, number>();
  for (const line of lines) count.set(line.last4, (count.get(line.last4) ?? 0) + 1);
  return lines.map((line) =>
    (count.get(line.last4) ?? 0) > 1 ? `${line.name} ${masked(line.last4)}` : masked(line.last4),
  );
}

export function bureauReportOfEntry(entry: CreditReportEntry, completedOn: string): BureauReport {
  const numbers = accountNumbers(
    entry.tradelines.map((t) => ({ name: t.lenderName, last4: t.accountNumberLast4 })),
  );
  const collectionNumbers = accountNumbers(
    entry.collections.map((c) => ({ name: c.subscriberName, last4: c.accountNumberLast4 })),
  );
  const tradelines = entry.tradelines.map((line, i): BureauTradeline => ({
    accountNumber: numbers[i],
    accountType: line.accountType,
    currentBalance: line.currentBalance,
    dateClosed: line.isOpen ? null : completedOn,
    dateOpened: null,
    ecoaDesignator: 'primary',
    estimatedMonthlyPayment: line.monthlyPayment,
    scheduledMonthlyPayment: line.monthlyPayment,
    highCredit: null,
    late30DaysTotal: line.late30DaysTotal,
    late60DaysTotal: line.late60DaysTotal,
    late90DaysTotal: line.late90DaysTotal,
    lenderName: line.lenderName,
    minimumMonthlyInterest: null,
    minimumMonthlyPrincipal: null,
    mostRecentPayment: null,
    portfolioType: accountShapes[line.accountType].portfolioType,
    pastDue: null,
  }));
  return {
    vantageScore: entry.vantageScore,
    tradelines,
    collections: entry.collections.map((c, i) => ({
      accountNumber: collectionNumbers[i],
      currentBalance: c.currentBalance,
      subscriberName: c.subscriberName,
    })),
    inquiries: [],
  };
}

/** A bureau's report as the review's form shows it (an imported file), for the same rule to judge. */
export function entryOfBureauReport(report: BureauReport): CreditReportInput {
  return {
    vantageScore: report.vantageScore,
    tradelines: report.tradelines.map((line) => ({
      lenderName: line.lenderName,
      accountType: line.accountType,
      accountNumberLast4: lastFourOf(line.accountNumber),
      currentBalance: line.currentBalance,
      monthlyPayment: line.scheduledMonthlyPayment ?? line.estimatedMonthlyPayment,
      isOpen: line.dateClosed === null,
      late30DaysTotal: line.late30DaysTotal,
      late60DaysTotal: line.late60DaysTotal,
      late90DaysTotal: line.late90DaysTotal,
    })),
    collections: report.collections.map((c) => ({
      subscriberName: c.subscriberName,
      accountNumberLast4: lastFourOf(c.accountNumber),
      currentBalance: c.currentBalance,
    })),
  };
}
