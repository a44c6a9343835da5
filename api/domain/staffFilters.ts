import { statusByFilterKey } from './applicationStatus';
import { dayMs } from './dates';

/** The largest page a staff list serves; the console's export fetches in pages of it. */
export const maxPerPage = 100;

/** The portal's default window when no date range is set: the last 72 hours (service-portal §5). */
export const defaultWindowHours = 72;

export interface DateRangeChoice {
  start?: string | null;
  end?: string | null;
}

/**
 * The spec's date-range rule: start defaults to 72 hours ago; the end is the chosen end, else the
 * start, else today — plus one day, so the chosen end day is included. Returns ISO instants.
 */
export function portalDateRange(choice: DateRangeChoice, now: Date): { from: string; to: string } {
  const from = choice.start
    ? new Date(`${choice.start.slice(0, 10)}T00:00:00Z`)
    : new Date(now.getTime() - defaultWindowHours * 3_600_000);
  const endDay = choice.end ?? choice.start ?? now.toISOString().slice(0, 10);
  const to = new Date(new Date(`${endDay.slice(0, 10)}T00:00:00Z`).getTime() + dayMs);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Filter groups of the summary and queue lists; each needs at least one option selected. */
export const applicationFilterGroups = {
  status: Object.keys(statusByFilterKey) as (keyof typeof statusByFilterKey)[],
  type: ['credit', 'rental'],
  claimed: ['claimed', 'unclaimed'],
  offerStatus: ['hasOffers', 'noOffers'],
  planEnrollment: ['isEnrolledInAPlan', 'isNotEnrolledInAPlan'],
  preferredLanguage: ['en', 'es'],
} as const;

/** The defaults: archived statuses off, everything else on. */
export const defaultApplicationFilterSelection = {
  status: applicationFilterGroups.status.filter((s) => s !== 'archived' && s !== 'transferredAndArchived'),
  type: [...applicationFilterGroups.type],
  claimed: [...applicationFilterGroups.claimed],
  offerStatus: [...applicationFilterGroups.offerStatus],
  planEnrollment: [...applicationFilterGroups.planEnrollment],
  preferredLanguage: [...applicationFilterGroups.preferredLanguage],
};

export const debtFilterGroups = {
  debtType: ['single', 'shared'],
  debtStatus: ['open', 'closed'],
  /** Exempt from the at-least-one rule: each checked detail narrows the list. */
  debtDetail: ['hasBalance', 'latePayment'],
  portfolioType: ['installment', 'lineOfCredit', 'mortgage', 'open', 'revolving'],
  accountType: [
    'attorneyFees',
    'automobile',
    'chargeAccount',
    'conventionalRealEstateMortgage',
    'creditCard',
    'flexibleSpendingCreditCard',
    'lineOfCredit',
    'secondMortgage',
    'studentLoan',
    'unsecured',
    'other',
  ],
} as const;

const exemptGroups = new Set(['debtDetail']);

/** 'Please select at least one filter' applies to every group but debt details. */
export function emptyFilterGroups(selection: Record<string, readonly string[] | undefined>): string[] {
  return Object.entries(selection)
    .filter(([group, chosen]) => !exemptGroups.has(group) && chosen !== undefined && chosen.length === 0)
    .map(([group]) => group);
}
