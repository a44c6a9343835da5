import type { DemoScenarioId } from '../../api/domain/demoScenarios';
import type { knownRouters } from '../../api/domain/router';
import type { FixedHome, Showcase } from './showcase';

/*
 * The training workspace's scenario sets (api/domain/demoScenarios.ts says what each teaches): one
 * entry per borrower, in the showcase's terms, so the same story-teller writes them (borrowerTree.ts)
 * and every tree keeps the product's rules. What an entry leaves open is drawn from the seed. Each
 * set sits inside the Summary's default last 72 hours for at least half a day after the load, but
 * the enrolled borrowers, whose plans took weeks to make.
 */

type Router = (typeof knownRouters)[number];
type Entry = Omit<Showcase, 'router'>;

const credit: readonly Router[] = ['fps', 'nfcc'];
const rental: readonly Router[] = ['eden', 'midpen'];

/** `n` borrowers alike, their referral sources taken in turn. */
function some(n: number, routers: readonly Router[], entry: Entry): Showcase[] {
  return Array.from({ length: n }, (_, i) => ({ router: routers[i % routers.length], ...entry }));
}

/** One set: what all its borrowers share, then its groups. */
const set = (common: Partial<Showcase>, ...groups: Showcase[][]): Showcase[] =>
  groups.flat().map((entry) => ({ ...entry, ...common }));

const offers = { finances: 'comfortable' } as const;
const strained = { finances: 'strained' } as const;

/** Fresh applications of the last few hours, nobody has touched: every outcome the flow gives. */
const firstDay = set(
  { hoursAgo: [1, 6], status: 'Submitted', claim: 'nobody' },
  some(5, credit, { page: 'Success', ...offers }),
  some(1, credit, { page: 'HardshipOffer', ...offers }),
  some(2, credit, { page: 'ProposedPaymentSummary', ...offers }),
  some(2, credit, { page: 'CallUs', ...offers }),
  some(1, credit, { page: 'CallOrConnectAccount', ...offers }),
  some(4, credit, { page: 'Decline', ...strained }),
  some(2, credit, { page: 'Pending', failedPull: true }),
  some(1, credit, { page: 'Pending' }),
  some(2, credit, { page: 'ProvideMonthlyIncome' }),
  some(1, credit, { page: 'Expenses' }),
  some(1, credit, { page: 'BankConnection' }),
  some(4, rental, { page: 'CallUs' }),
  some(2, rental, { page: 'Expenses' }),
  some(2, rental, { page: 'ProvideMonthlyIncome' }),
);

/**
 * One home per US time zone and on both sides of eight zone lines (api/domain/timeZones.ts), Guam
 * (ahead of the mainland: callable when the mainland sleeps) and one ZIP the rule leaves unplaced
 * (Graysville, TN: 'Unknown time zone'). With these, from 8 am to 5 pm Eastern someone is callable
 * and someone is not, all year; later in the evening every known zone is callable at once (Guam's
 * morning has begun), and no US place is not.
 */
const callbackHomes: readonly FixedHome[] = [
  { state: 'NY', city: 'New York', zip: '10025', areaCode: '212' },
  { state: 'PR', city: 'San Juan', zip: '00901', areaCode: '787' },
  { state: 'FL', city: 'Miami', zip: '33125', areaCode: '305' },
  { state: 'FL', city: 'Pensacola', zip: '32501', areaCode: '850' },
  { state: 'IN', city: 'Indianapolis', zip: '46204', areaCode: '317' },
  { state: 'IN', city: 'Gary', zip: '46402', areaCode: '219' },
  { state: 'KY', city: 'Louisville', zip: '40202', areaCode: '502' },
  { state: 'KY', city: 'Bowling Green', zip: '42101', areaCode: '270' },
  { state: 'TN', city: 'Knoxville', zip: '37902', areaCode: '865' },
  { state: 'TN', city: 'Nashville', zip: '37203', areaCode: '615' },
  { state: 'TN', city: 'Graysville', zip: '37338', areaCode: '423' },
  { state: 'IL', city: 'Chicago', zip: '60614', areaCode: '312' },
  { state: 'TX', city: 'Houston', zip: '77002', areaCode: '713' },
  { state: 'TX', city: 'El Paso', zip: '79901', areaCode: '915' },
  { state: 'CO', city: 'Denver', zip: '80205', areaCode: '303' },
  { state: 'AZ', city: 'Phoenix', zip: '85004', areaCode: '602' },
  { state: 'AZ', city: 'Window Rock', zip: '86515', areaCode: '928' },
  { state: 'ID', city: 'Boise', zip: '83702', areaCode: '208' },
  { state: 'ID', city: "Coeur d'Alene", zip: '83814', areaCode: '208' },
  { state: 'CA', city: 'Los Angeles', zip: '90012', areaCode: '213' },
  { state: 'AK', city: 'Anchorage', zip: '99501', areaCode: '907' },
  { state: 'AK', city: 'Adak', zip: '99546', areaCode: '907' },
  { state: 'HI', city: 'Honolulu', zip: '96813', areaCode: '808' },
  { state: 'GU', city: 'Hagatna', zip: '96910', areaCode: '671' },
  { state: 'AS', city: 'Pago Pago', zip: '96799', areaCode: '684' },
];

/*
 * A session is awaited two ways: the borrower booked it on the site (Call Scheduled, no attempt yet),
 * or a rep booked it on a call (Call Scheduled, the last attempt 'Session scheduled', as the console
 * sets it).
 */
const sessionKinds = set(
  { hoursAgo: [4, 60] },
  some(7, credit, { page: 'CallScheduled', status: 'Call Scheduled' }),
  some(5, credit, { page: 'CallUs', ...offers, status: 'Call Scheduled' }),
  some(5, rental, { page: 'CallUs', status: 'Call Scheduled' }),
  some(3, credit, { page: 'CallUs', ...offers, status: 'Call Scheduled', lastOutcome: 'Session scheduled' }),
  some(2, rental, { page: 'CallUs', status: 'Call Scheduled', lastOutcome: 'Session scheduled' }),
  some(3, credit, { page: 'Success', ...offers, status: 'Call Scheduled', lastOutcome: 'Session scheduled' }),
);
// Spread so each kind meets homes in several zones.
const callbacks = callbackHomes.map((home, i) => ({ ...sessionKinds[(i * 7) % sessionKinds.length], home }));

const spanishStates = ['TX', 'CA', 'FL', 'NY', 'AZ', 'IL', 'NM', 'NJ', 'PR', 'CO'];
const spanish = set(
  { hoursAgo: [3, 60], language: 'es' },
  some(3, credit, { page: 'Success', ...offers, status: 'Submitted' }),
  some(2, credit, { page: 'CallUs', ...offers, status: 'Contacted' }),
  some(1, credit, { page: 'OfferStatus', ...offers, status: 'Contacted' }),
  some(1, credit, { page: 'CallOrConnectAccount', ...offers, status: 'Call Scheduled' }),
  some(2, credit, { page: 'Decline', ...strained, status: 'Submitted' }),
  some(1, credit, { page: 'Pending', failedPull: true, status: 'Submitted' }),
  some(1, credit, { page: 'CallScheduled', failedPull: true, status: 'Call Scheduled' }),
  some(2, credit, { page: 'ProvideMonthlyIncome', status: 'Submitted' }),
  some(1, credit, { page: 'Expenses', status: 'Submitted' }),
  some(1, rental, { page: 'CallUs', status: 'Submitted' }),
  some(1, rental, { page: 'CallUs', status: 'Contacted' }),
  some(1, rental, { page: 'CallUs', status: 'Call Scheduled' }),
  some(1, rental, { page: 'Expenses', status: 'Submitted' }),
  some(2, rental, { page: 'ProvideMonthlyIncome', status: 'Submitted' }),
).map((entry, i) => ({ ...entry, home: { state: spanishStates[i % spanishStates.length] } }));

/** The bank step is the credit flow's: rental applications have none. */
const banks = set(
  { hoursAgo: [6, 60] },
  some(2, credit, { page: 'VerifyIncome', bank: 'disconnected', status: 'Submitted' }),
  some(2, credit, { page: 'IncomeSummary', bank: 'disconnected', status: 'Submitted' }),
  some(1, credit, { page: 'BankConnectionSuccess', bank: 'disconnected', status: 'Call Scheduled' }),
  some(3, credit, { page: 'CallUs', ...offers, bank: 'disconnected', status: 'Contacted' }),
  some(1, credit, { page: 'Success', ...offers, bank: 'disconnected', status: 'Submitted' }),
  some(1, credit, { page: 'Success', ...offers, bank: 'disconnected', status: 'Call Scheduled' }),
  some(3, credit, { page: 'BankConnection', bank: 'never', status: 'Submitted' }),
  some(3, credit, { page: 'ReasonForNotConnectingAccount', bank: 'never', status: 'Submitted' }),
  some(2, credit, { page: 'CallOrConnectAccount', ...offers, bank: 'never', status: 'Call Scheduled' }),
  some(2, credit, { page: 'CallOrConnectAccount', ...offers, bank: 'never', status: 'Contacted' }),
);

/** Claimed by one rep about two days ago and never called: another rep takes them over. */
const takeOver = set(
  { hoursAgo: [44, 56], claim: 'firstRep' },
  some(3, credit, { page: 'Success', ...offers, status: 'Submitted' }),
  some(2, credit, { page: 'CallUs', ...offers, status: 'Call Scheduled' }),
  some(1, credit, { page: 'Decline', ...strained, status: 'Submitted' }),
  some(1, credit, { page: 'Pending', status: 'Submitted' }),
  some(1, credit, { page: 'CallScheduled', status: 'Call Scheduled' }),
  some(1, credit, { page: 'ProvideMonthlyIncome', status: 'Submitted' }),
  some(1, rental, { page: 'CallUs', status: 'Submitted' }),
  some(1, rental, { page: 'CallUs', status: 'Call Scheduled' }),
  some(1, rental, { page: 'Expenses', status: 'Submitted' }),
);

/** Credit only: the credit flow's pending page, where a failed pull or a decision not made ends. */
const pending = set(
  { hoursAgo: [2, 60] },
  some(3, credit, { page: 'Pending', failedPull: true, status: 'Submitted' }),
  some(1, credit, { page: 'Pending', failedPull: true, status: 'Contacted' }),
  some(2, credit, { page: 'CallScheduled', failedPull: true, status: 'Call Scheduled' }),
  some(2, credit, { page: 'ProvideMonthlyIncome', failedPull: true, status: 'Submitted' }),
  some(3, credit, { page: 'Pending', status: 'Submitted' }),
  some(2, credit, { page: 'Pending', status: 'Contacted' }),
  some(3, credit, { page: 'CallScheduled', status: 'Call Scheduled' }),
);

const enrolled = set(
  { hoursAgo: [30 * 24, 120 * 24], plan: 'active', signedPlan: true },
  some(3, credit, { page: 'CallUs', ...offers, status: 'Contacted' }),
  some(2, credit, { page: 'CallUs', ...offers, status: 'Transferred' }),
  some(2, credit, { page: 'SignContract', ...offers, status: 'Transferred' }),
  some(2, credit, { page: 'CallOrConnectAccount', ...offers, status: 'Contacted' }),
  some(1, credit, { page: 'CallOrConnectAccount', ...offers, status: 'Transferred' }),
  some(4, rental, { page: 'CallUs', status: 'Contacted' }),
  some(2, rental, { page: 'CallUs', status: 'Transferred' }),
);

export const scenarioBorrowers: Readonly<Record<DemoScenarioId, readonly Showcase[]>> = {
  firstDay,
  callbacks,
  spanish,
  banks,
  takeOver,
  pending,
  enrolled,
};
