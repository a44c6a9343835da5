import type { Sex } from './choices';
import type { Showcase } from './showcase';

/*
 * Borrower accounts a lead signs in as to show a new rep what a borrower sees in the customer
 * portal, one per state of the portal. Each is a whole borrower tree like any other (the showcase's
 * fields steer it), with a fixed name and e-mail and a known password (seed/demoAccounts.ts), dated
 * back from the anchor so the portal's six-month windows are full on the day of the load.
 * Banks are the sandbox bank's institutions, so reconnecting in the sandbox works.
 */

export interface DemoBank {
  /** A sandbox institution (api/integrations/bankLink/sandboxInstitutions.ts). */
  institutionId: string;
  connected: boolean;
}

export interface DemoAccount extends Showcase {
  key: 'fullHistory' | 'noBank' | 'disconnectedBank' | 'dmp' | 'rental';
  /** What the lead shows with it (printed beside the e-mail). */
  shows: string;
  email: string;
  firstName: string;
  lastName: string;
  sex: Sex;
  /** When the borrower started the application, in days before the anchor. */
  startedDaysAgo: number;
  /** The banks linked at the bank step; none: no bank at all. */
  banks: readonly DemoBank[];
  /** Debt scores in each month of the portal's six, oldest first (after the one at the decision). */
  monthlyScores?: readonly number[];
  /** Balances and income snapshots in each of the portal's six months, not only monthly from the link. */
  monthlyBankHistory?: boolean;
  /** The portal state needs a qualified decision with offers. */
  needsOffers: boolean;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    key: 'fullHistory',
    shows: 'full history: score gauge and six months of scores, income, debts, two banks, offers, alerts',
    email: 'demo.fullhistory@example.org',
    firstName: 'Dana',
    lastName: 'Whitfield',
    sex: 'female',
    router: 'fps',
    page: 'OfferStatus',
    finances: 'comfortable',
    status: 'Contacted',
    plan: 'none',
    troubles: true,
    startedDaysAgo: 200,
    banks: [
      { institutionId: 'ins_109508', connected: true },
      { institutionId: 'ins_109511', connected: true },
    ],
    // After the job loss (the income falls too) the score climbs back through orange and yellow
    // (api/domain/debtScoreBand.ts) to green; a dip of seven points sets off the debt-score alert.
    monthlyScores: [28, 37, 46, 39, 55, 64],
    monthlyBankHistory: true,
    needsOffers: true,
  },
  {
    key: 'noBank',
    shows: 'no bank connected: the Bank Not Connected alert and the connect-account prompts',
    email: 'demo.nobank@example.org',
    firstName: 'Marcus',
    lastName: 'Bell',
    sex: 'male',
    router: 'nfcc',
    page: 'CallOrConnectAccount',
    finances: 'comfortable',
    status: 'Submitted',
    plan: 'none',
    startedDaysAgo: 40,
    banks: [],
    needsOffers: true,
  },
  {
    key: 'disconnectedBank',
    shows: 'a disconnected bank: the Account Disconnected alert with its Reconnect action',
    email: 'demo.disconnected@example.org',
    firstName: 'Priya',
    lastName: 'Raman',
    sex: 'female',
    router: 'fps',
    page: 'Success',
    finances: 'comfortable',
    status: 'Contacted',
    plan: 'none',
    startedDaysAgo: 120,
    banks: [{ institutionId: 'ins_109509', connected: false }],
    needsOffers: true,
  },
  {
    key: 'dmp',
    shows: 'enrolled in a debt management plan, signed, paying for some months',
    email: 'demo.dmp@example.org',
    firstName: 'Luis',
    lastName: 'Ortega',
    sex: 'male',
    router: 'nfcc',
    page: 'CallUs',
    finances: 'comfortable',
    status: 'Transferred',
    plan: 'active',
    startedDaysAgo: 150,
    banks: [{ institutionId: 'ins_109511', connected: true }],
    signedPlan: true,
    needsOffers: true,
  },
  {
    key: 'rental',
    shows: 'a rental application with a rental relief plan',
    email: 'demo.rental@example.org',
    firstName: 'Keisha',
    lastName: 'Grant',
    sex: 'female',
    router: 'eden',
    page: 'CallUs',
    status: 'Contacted',
    plan: 'active',
    startedDaysAgo: 90,
    banks: [],
    needsOffers: false,
  },
];
