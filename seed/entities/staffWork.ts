import type { ApplicationType } from '../../api/domain/applicationFlow';
import { statusAfterContact, type ApplicationStatus } from '../../api/domain/applicationStatus';
import { callbackOutcome, contactMethods, contactOutcomes } from '../../api/domain/contactAttempt';
import { dayMs, hourMs, minuteMs } from '../clock';
import { offerTypesDiscussed } from '../catalog/choices';
import type { Showcase } from '../catalog/showcase';
import type { Tree } from '../tree';
import { addAudit } from './audit';

/*
 * What the reps did with the application (service-portal §4): its status, who claimed it and the
 * contact attempts. An application with attempts is Contacted (Call Scheduled when its last attempt
 * booked a call-back, as the console sets it), Transferred or archived; the first claim comes
 * before the first call. Each claim, unclaim, call and archive is in the audit log with
 * its rep and time, as the console's actions record them (entities/audit.ts).
 */

type Weights = readonly (readonly [ApplicationStatus, number])[];

const notSubmitted = {
  recent: [
    ['In Progress', 95],
    ['Contacted', 5],
  ],
  older: [
    ['In Progress', 80],
    ['Contacted', 8],
    ['Archived', 12],
  ],
} as const satisfies Record<string, Weights>;
const submitted = {
  recent: [
    ['Submitted', 65],
    ['Call Scheduled', 15],
    ['Contacted', 20],
  ],
  older: [
    ['Submitted', 35],
    ['Call Scheduled', 7],
    ['Contacted', 25],
    ['Transferred', 10],
    ['Archived', 15],
    ['Transferred And Archived', 8],
  ],
} as const satisfies Record<string, Weights>;
/** Borrowers who asked for a call (accepted offers, rental call-us) are nearly all called. */
const askedForCall = {
  recent: [
    ['Submitted', 25],
    ['Call Scheduled', 30],
    ['Contacted', 45],
  ],
  older: [
    ['Submitted', 4],
    ['Call Scheduled', 4],
    ['Contacted', 45],
    ['Transferred', 37],
    ['Archived', 5],
    ['Transferred And Archived', 5],
  ],
} as const satisfies Record<string, Weights>;

const contacted: ReadonlySet<ApplicationStatus> = new Set([
  'Contacted',
  'Transferred',
  'Transferred And Archived',
]);

/** Statuses that always have contact attempts behind them. */
export const isContacted = (status: ApplicationStatus) => contacted.has(status);

const phoneOutcomes: readonly (readonly [(typeof contactOutcomes)[number], number])[] = [
  ['Left a voicemail', 32],
  ['Voicemail was not set up', 10],
  ['Wrong number', 7],
  ['Session scheduled', 15],
  ['Counseling session was conducted', 20],
  ['Client was not interested', 9],
  ['Client did not qualify', 7],
];
/** An e-mail can schedule a session or get an answer; the session itself is a call. */
const emailOutcomes = phoneOutcomes.filter(([outcome]) =>
  /scheduled|not interested|not qualify/i.test(outcome),
);

export interface StaffWorkFacts {
  type: ApplicationType;
  isSubmitted: boolean;
  askedForCall: boolean;
  isRecent: boolean;
  hasOffers: boolean;
  /** When the borrower stopped: staff act after that. */
  readyMs: number;
  createdMs: number;
  /** The status the showcase wants, instead of a drawn one. */
  status?: ApplicationStatus;
  /** Who holds the claim, when a catalog says (catalog/showcase.ts). */
  claim?: Showcase['claim'];
  /** The last attempt's outcome, when a catalog says. */
  lastOutcome?: Showcase['lastOutcome'];
}

export interface StaffWork {
  status: ApplicationStatus;
  assignedTo: string | null;
  assignedToAt: string | null;
  /** When the last attempt was made (or null). */
  lastContactMs: number | null;
  /** Who made it: the rep who would record a plan after a counselling session. */
  lastContactBy: string | null;
}

function drawStatus(tree: Tree, facts: StaffWorkFacts): ApplicationStatus {
  const table = !facts.isSubmitted ? notSubmitted : facts.askedForCall ? askedForCall : submitted;
  return tree.rng.weighted(facts.isRecent ? table.recent : table.older);
}

function attemptCount(tree: Tree, status: ApplicationStatus, facts: StaffWorkFacts): number {
  const bookedByRep = status === 'Call Scheduled' && facts.lastOutcome === callbackOutcome;
  if (contacted.has(status) || bookedByRep)
    return tree.rng.weighted([
      [1, 45],
      [2, 30],
      [3, 15],
      [4, 10],
    ]);
  return status === 'Archived' && tree.rng.chance(0.5) ? tree.rng.int(1, 2) : 0;
}

/** Before any rep acts: what the borrower's own progress made it (api/domain/applicationFlow.ts). */
const statusBeforeStaff = (facts: StaffWorkFacts): ApplicationStatus =>
  facts.isSubmitted ? 'Submitted' : 'In Progress';

/** When the demo's scheduled sessions call back: no random draw, so the rest of the data is unchanged. */
const callbackDelayMs = 2 * dayMs;

export function addStaffWork(tree: Tree, applicationId: string, facts: StaffWorkFacts): StaffWork {
  const { rng, clock } = tree;
  let status = facts.status ?? drawStatus(tree, facts);
  const room = clock.anchorMs - facts.readyMs;
  let count = attemptCount(tree, status, facts);
  // Too little time since the borrower stopped for anyone to have called.
  if (count > 0 && room < 10 * minuteMs) {
    status = facts.isSubmitted ? 'Submitted' : 'In Progress';
    count = 0;
  }
  const caller = facts.claim === 'firstRep' ? tree.run.firstRep : tree.staffMember();
  let ms = facts.readyMs + Math.min(room / 2, rng.int(20 * minuteMs, 3 * dayMs));
  const firstMs = ms;
  let lastContactMs: number | null = null;
  let lastContactBy: string | null = null;
  let shownStatus = statusBeforeStaff(facts);
  const onApplication = { entity: 'Application', entityId: applicationId, applicationId };
  for (let i = 0; i < count; i++) {
    const last = i === count - 1;
    const mustConduct = last && (status === 'Transferred' || status === 'Transferred And Archived');
    const [email, phone] = contactMethods;
    // Before a wanted last outcome, the borrower was not reached: a voicemail.
    const notReached = !last && facts.lastOutcome !== undefined;
    const method = mustConduct || notReached || rng.chance(0.78) ? phone : email;
    const outcome = mustConduct
      ? 'Counseling session was conducted'
      : notReached
        ? 'Left a voicemail'
        : last && facts.lastOutcome
          ? facts.lastOutcome
          : rng.weighted(method === phone ? phoneOutcomes : emailOutcomes);
    const conducted = outcome === 'Counseling session was conducted';
    const contactedBy = rng.chance(0.8) ? caller : tree.staffMember();
    const attemptId = tree.add('contactAttempts', {
      applicationId,
      contactedBy,
      method,
      outcome,
      wasACounselingSessionConducted: conducted,
      didTheBorrowerReceiveAnOffer: conducted ? facts.hasOffers : null,
      whatTypeOfOfferDidTheyReceive:
        conducted && facts.hasOffers ? rng.pick(offerTypesDiscussed[facts.type]) : null,
      // A scheduled session books a call-back (the product requires one): two days on, same hour.
      callbackAt: outcome === callbackOutcome ? clock.instant(ms + callbackDelayMs) : null,
      createdAt: clock.instant(ms),
    });
    addAudit(tree, {
      actorId: contactedBy,
      action: 'contact',
      entity: 'ContactAttempt',
      entityId: attemptId,
      applicationId,
      before: { status: shownStatus },
      after: { status: statusAfterContact(outcome), method, outcome },
      atMs: ms,
    });
    shownStatus = statusAfterContact(outcome);
    // A call-back booked on the last call leaves the application Call Scheduled, as the console does.
    if (last && status === 'Contacted') status = shownStatus;
    lastContactMs = ms;
    lastContactBy = contactedBy;
    ms += Math.min((clock.anchorMs - ms) / 2, rng.int(4 * hourMs, 4 * dayMs));
  }
  // Transferring is not a console action (service-portal §4: other transitions not shown).
  if (status === 'Transferred' || status === 'Transferred And Archived') shownStatus = 'Transferred';
  if (status === 'Archived' || status === 'Transferred And Archived') {
    const sinceMs = lastContactMs ?? facts.readyMs;
    const archivedMs = sinceMs + Math.min((clock.anchorMs - sinceMs) / 2, rng.int(hourMs, 5 * dayMs));
    addAudit(tree, {
      actorId: lastContactBy ?? caller,
      action: 'archive',
      ...onApplication,
      before: { status: shownStatus },
      after: { status },
      atMs: archivedMs,
    });
  }
  const claimed = facts.claim
    ? facts.claim === 'firstRep'
    : count > 0
      ? rng.chance(0.9)
      : rng.chance(status === 'In Progress' ? 0.05 : status === 'Archived' ? 0.2 : 0.35);
  const work = { status, lastContactMs, lastContactBy };
  if (!claimed) {
    // Now and then a rep claimed it for the calls, then handed it back to the queue.
    if (lastContactMs !== null && rng.chance(0.5)) {
      const claimMs = rng.int(facts.createdMs, firstMs);
      const assignedToAt = clock.instant(claimMs);
      addAudit(tree, {
        actorId: caller,
        action: 'claim',
        ...onApplication,
        before: { assignedTo: null, assignedToAt: null },
        after: { assignedTo: caller, assignedToAt },
        atMs: claimMs,
      });
      addAudit(tree, {
        actorId: caller,
        action: 'unclaim',
        ...onApplication,
        before: { assignedTo: caller, assignedToAt },
        after: { assignedTo: null, assignedToAt: null },
        atMs: lastContactMs + Math.min((clock.anchorMs - lastContactMs) / 2, rng.int(hourMs, 2 * dayMs)),
      });
    }
    return { ...work, assignedTo: null, assignedToAt: null };
  }
  const claimMs =
    count > 0
      ? rng.int(facts.createdMs, firstMs)
      : facts.claim === 'firstRep'
        ? facts.readyMs + rng.int(hourMs, Math.max(hourMs, Math.min(6 * hourMs, room - minuteMs)))
        : facts.readyMs + rng.int(0, Math.max(0, room - minuteMs));
  const assignedToAt = clock.instant(claimMs);
  addAudit(tree, {
    actorId: caller,
    action: 'claim',
    ...onApplication,
    before: { assignedTo: null, assignedToAt: null },
    after: { assignedTo: caller, assignedToAt },
    atMs: claimMs,
  });
  return { ...work, assignedTo: caller, assignedToAt };
}
