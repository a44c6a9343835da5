import type { ApplicationStatus } from '../../api/domain/applicationStatus';
import type { contactOutcomes } from '../../api/domain/contactAttempt';
import type { knownRouters } from '../../api/domain/router';

/*
 * The first borrowers of a fresh database are a showcase: one per page a borrower can stop on, of
 * both types and every referral source, with the statuses, plans, bank troubles and alerts a trainer
 * walks new reps through. Drawn at random, a 200-borrower set would miss a rare page now and then;
 * this way every seed shows everything. Everything not named here is still drawn as usual.
 */
export interface Showcase {
  router: (typeof knownRouters)[number];
  page: string;
  /** Comfortable households qualify for offers; strained ones are declined. */
  finances?: 'comfortable' | 'strained';
  failedPull?: boolean;
  status?: ApplicationStatus;
  /** A DMP (credit) or rental relief plan, running or ended; or surely none. */
  plan?: 'active' | 'inactive' | 'none';
  /** The borrower signed the plan at /contract/sign. */
  signedPlan?: boolean;
  /** Linked months ago, so histories, snapshots and monthly balances exist. */
  old?: boolean;
  /** Started between these many hours before the anchor (a scenario's time, catalog/scenarios.ts). */
  hoursAgo?: readonly [number, number];
  /** A linked bank that runs short or whose first item is disconnected; or none ever linked. */
  bank?: 'disconnected' | 'runsShort' | 'never';
  /** A falling debt score, a fall in income and a new credit inquiry. */
  troubles?: boolean;
  /** Nobody claimed it, or the first rep (staff.ts's firstRep) did, soon after it came in. */
  claim?: 'nobody' | 'firstRep';
  /** The outcome of the last contact attempt (earlier ones reached a voicemail). */
  lastOutcome?: (typeof contactOutcomes)[number];
  /** The language chosen at Your contact. */
  language?: 'en' | 'es';
  /** Where the borrower lives: a state of catalog/places.ts (a city of it drawn), or an exact place. */
  home?: { state: string } | FixedHome;
}

/** A town, ZIP and area code given whole (a ZIP on a chosen side of a time-zone line, a territory). */
export interface FixedHome {
  state: string;
  city: string;
  zip: string;
  areaCode: string;
}

export const showcase: readonly Showcase[] = [
  { router: 'fps', page: 'AboutYou', status: 'In Progress' },
  { router: 'nfcc', page: 'LifeEvents', status: 'Contacted' },
  { router: 'fps', page: 'CreditHistory', status: 'Archived', old: true },
  { router: 'nfcc', page: 'YourContact' },
  { router: 'fps', page: 'ProvideMonthlyIncome', status: 'Submitted' },
  { router: 'nfcc', page: 'MonthlyIncome' },
  { router: 'fps', page: 'IncomeAdjustment' },
  { router: 'nfcc', page: 'AdditionalIncome', status: 'Call Scheduled' },
  { router: 'fps', page: 'Expenses' },
  { router: 'nfcc', page: 'BankConnection' },
  { router: 'fps', page: 'ReasonForNotConnectingAccount' },
  { router: 'nfcc', page: 'BankConnectionSuccess', old: true, bank: 'runsShort', troubles: true },
  { router: 'fps', page: 'VerifyIncome', old: true, bank: 'disconnected' },
  { router: 'nfcc', page: 'IncomeSummary' },
  { router: 'fps', page: 'Pending', failedPull: true, status: 'Call Scheduled' },
  { router: 'nfcc', page: 'CallScheduled', status: 'Call Scheduled' },
  { router: 'fps', page: 'Success', finances: 'comfortable', status: 'Transferred And Archived', old: true },
  { router: 'nfcc', page: 'HardshipOffer', finances: 'comfortable' },
  { router: 'fps', page: 'ProposedPaymentSummary', finances: 'comfortable' },
  { router: 'nfcc', page: 'LenderGuide', finances: 'comfortable' },
  { router: 'fps', page: 'OfferStatus', finances: 'comfortable' },
  { router: 'nfcc', page: 'CallUs', finances: 'comfortable', status: 'Contacted', plan: 'active' },
  {
    router: 'fps',
    page: 'CallOrConnectAccount',
    finances: 'comfortable',
    status: 'Transferred',
    plan: 'inactive',
    old: true,
  },
  { router: 'nfcc', page: 'SignContract', finances: 'comfortable', status: 'Transferred', plan: 'active' },
  { router: 'fps', page: 'Decline', finances: 'strained', status: 'Archived' },
  { router: 'eden', page: 'AboutYou' },
  { router: 'midpen', page: 'LifeEvents' },
  { router: 'eden', page: 'RentalInformation' },
  { router: 'midpen', page: 'PersonalInformation' },
  { router: 'eden', page: 'YourContact', status: 'Submitted' },
  { router: 'midpen', page: 'ProvideMonthlyIncome' },
  { router: 'eden', page: 'Expenses' },
  { router: 'midpen', page: 'CallUs', status: 'Contacted', plan: 'active' },
  { router: 'eden', page: 'CallUs', status: 'Transferred', plan: 'inactive', old: true },
];
