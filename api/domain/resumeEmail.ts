import type { ApplicationStatus } from './applicationStatus';
import { dayMs } from './dates';
import { isPartWayFor } from './resumePoint';

const hourMs = 3_600_000;

/*
 * The resume e-mail (issue 21): a borrower who stops part-way through the application gets, once and
 * an hour after their last step, an e-mail in their language with a link back to where they stopped.
 */

/** How long after the last step the e-mail goes: long enough that the borrower has really stopped. */
export const resumeEmailDelayMs = hourMs;

/**
 * Steps older than this are left alone: after a long outage a borrower is not written to about a
 * form they left weeks ago, and the check reads only a week of the index.
 */
export const resumeEmailWindowMs = 7 * dayMs;

/** When the check runs (cron, every five minutes): the e-mail goes 60 to 65 minutes after the last step. */
export const resumeCheckSchedule = '*/5 * * * *';

/**
 * The application's own pages, where a borrower has not had an answer yet. Once on an offers page
 * (pending, success, decline, call us…) they have one, and the offers' own e-mails and the counselors
 * take over.
 */
export const partWayPages = [
  'AboutYou',
  'LifeEvents',
  'CreditHistory',
  'RentalInformation',
  'PersonalInformation',
  'YourContact',
  'AdditionalIncome',
  'BankConnectionSuccess',
  'IncomeAdjustment',
  'IncomeSummary',
  'MonthlyIncome',
  'ProvideMonthlyIncome',
  'VerifyIncome',
  'Expenses',
  'BankConnection',
  'ReasonForNotConnectingAccount',
] as const;

/**
 * The part-way pages of each variant: a renter is never sent back to a page only the credit
 * application has (the bank step), whatever an old record says.
 */
export const partWayPagesOf = {
  credit: partWayPages.filter((page) => isPartWayFor('credit', page)),
  rental: partWayPages.filter((page) => isPartWayFor('rental', page)),
};

/** A borrower the staff have taken up (contacted, scheduled, transferred, archived) is not reminded. */
export const resumeEmailStatuses: readonly ApplicationStatus[] = ['In Progress', 'Submitted'];

/** The steps the check considers at `now`: from a week ago to an hour ago. */
export function resumeEmailWindow(now: Date): { from: string; to: string } {
  return {
    from: new Date(now.getTime() - resumeEmailWindowMs).toISOString(),
    to: new Date(now.getTime() - resumeEmailDelayMs).toISOString(),
  };
}
