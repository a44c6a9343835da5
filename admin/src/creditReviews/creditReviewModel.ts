import { validateCreditReportEntry, type CreditReportEntry } from '@domain/creditReportEntry';
import { moneyInputText } from '@domain/moneyInput';

/*
 * The Credit review form's values: what the rep typed, as text (money read by the one money rule on
 * the server and here, so '1,450.50' is $1,450.50 to the cent), and the record it starts from.
 */

export type ReportValues = {
  vantageScore: string;
  tradelines: Record<string, string>[];
  collections: Record<string, string>[];
};

export interface ReviewValues {
  borrowerReport: ReportValues;
  spouseReport?: ReportValues;
}

const blankReport = (): ReportValues => ({ vantageScore: '', tradelines: [], collections: [] });

/** A saved report as the form shows it for editing. */
export function reportValuesOf(report: CreditReportEntry | null | undefined): ReportValues {
  if (!report) return blankReport();
  return {
    vantageScore: String(report.vantageScore),
    tradelines: report.tradelines.map((t) => ({
      lenderName: t.lenderName,
      accountType: t.accountType,
      accountNumberLast4: t.accountNumberLast4,
      currentBalance: moneyInputText(t.currentBalance),
      monthlyPayment: moneyInputText(t.monthlyPayment),
      isOpen: t.isOpen ? 'open' : 'closed',
      late30DaysTotal: String(t.late30DaysTotal),
      late60DaysTotal: String(t.late60DaysTotal),
      late90DaysTotal: String(t.late90DaysTotal),
    })),
    collections: report.collections.map((c) => ({
      subscriberName: c.subscriberName,
      accountNumberLast4: c.accountNumberLast4,
      currentBalance: moneyInputText(c.currentBalance),
    })),
  };
}

/** react-hook-form's nested error shape from the rule's dotted keys ('tradelines.2.currentBalance'). */
export function nestedErrors(errors: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const keys = path.split('.');
    let node: Record<string, unknown> = root;
    keys.slice(0, -1).forEach((key, i) => {
      const nextIsIndex = /^\d+$/.test(keys[i + 1]);
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1]] = message;
  }
  return root;
}

/** The same rule the server applies, before anything is sent. */
export function validateReview(values: ReviewValues, hasSpouse: boolean) {
  const errors: Record<string, string> = {};
  const people =
    hasSpouse && values.spouseReport
      ? (['borrowerReport', 'spouseReport'] as const)
      : (['borrowerReport'] as const);
  for (const person of people) {
    const report = values[person];
    if (!report) continue;
    const checked = validateCreditReportEntry(report);
    for (const [field, message] of Object.entries(checked.errors)) errors[`${person}.${field}`] = message;
  }
  return nestedErrors(errors);
}

/** A spouse's report with nothing typed is no report: it is left out, not refused. */
export const isBlank = (report: ReportValues | undefined) =>
  !report ||
  (report.vantageScore.trim() === '' && report.tradelines.length === 0 && report.collections.length === 0);
