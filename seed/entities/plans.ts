import { dayMs, hourMs } from '../clock';
import type { Insert } from '../rows';
import type { Tree } from '../tree';
import { addAudit } from './audit';
import type { Signing } from './agreement';
import type { RentalAnswers } from './rental';

/*
 * Enrolments a rep records after a counselling session (service-portal §2, "DMP / Rental Relief Plan
 * tab"), within the forms' date limits (api/domain/planRules.ts): signed after the call, never after
 * the anchor; an inactive DMP ended between its start and today. The history is the audit log's, as
 * api/services/plans.ts writes it: 'enroll' with the row, each later edit an 'update' with the rows
 * before and after; a borrower who signed the plan at /contract/sign (api/services/flow/contract.ts)
 * has the plan's signing date moved to that day, and its signed agreement (seed/entities/agreement.ts:
 * the terms as signed, each signature with its 'sign' entry, the PDF). A rep's later change of the
 * terms leaves that agreement as signed: the plan then has new terms to sign. The row stored is the
 * last state.
 */

/** Who records the plan, and the borrower who may sign it. */
export interface PlanPeople {
  /** The rep whose call ended in the plan. */
  counsellor: string;
  borrower: { userId: string; name: string };
  /** The spouse or partner on the application, who signs right after the borrower, on their device. */
  spouseName?: string | null;
  /** Whether the borrower signed since: drawn (half do) when not given; the showcase keeps its pages. */
  signs?: boolean;
}

export interface DmpFacts extends PlanPeople {
  signedAfterMs: number;
  monthlyPayment: number;
  termInMonths: number;
  /** Forces the plan running or ended (the showcase); drawn otherwise. */
  active?: boolean;
}

export interface PlanResult {
  /** The monthly payment of an active DMP (for the balance alert), else null. */
  activePayment: number | null;
  /** When the borrower signed the plan at /contract/sign, else null. */
  signedMs: number | null;
  /** Who signed what, when: its agreement is kept once the borrower's language is known. */
  signing: Signing | null;
}

type PlanRow = Record<string, unknown> & { id: string; updatedAt: string };

/** Replays a plan's history into the audit log; returns the last state and when it was signed. */
class PlanHistory<R extends PlanRow> {
  private row: R;
  signedMs: number | null = null;
  signing: Signing | null = null;

  constructor(
    private readonly tree: Tree,
    private readonly entity: 'DmpEnrollment' | 'RentalReliefPlan',
    private readonly applicationId: string,
    enrolled: R,
    counsellor: string,
    enrolledMs: number,
  ) {
    this.row = enrolled;
    addAudit(tree, {
      ...this.on(),
      actorId: counsellor,
      action: 'enroll',
      after: enrolled,
      atMs: enrolledMs,
    });
  }

  private on() {
    return { entity: this.entity, entityId: this.row.id, applicationId: this.applicationId };
  }

  get current(): R {
    return this.row;
  }

  /** A rep's edit on the plan tab. */
  edit(actorId: string, changes: Partial<R>, atMs: number): void {
    const before = this.row;
    this.row = { ...before, ...changes, updatedAt: this.tree.clock.instant(atMs) };
    addAudit(this.tree, { ...this.on(), actorId, action: 'update', before, after: this.row, atMs });
  }

  /**
   * The borrower signs at /contract/sign, then their spouse or partner on the same device (the same
   * minute, so both signatures carry the plan's signing day), each consenting to electronic records:
   * the plan's signing date becomes that day, and the terms read are the ones kept.
   */
  sign(
    { borrower, spouseName }: Pick<PlanPeople, 'borrower' | 'spouseName'>,
    atMs: number,
    plan: (row: R) => Signing['plan'],
  ): void {
    const { clock } = this.tree;
    this.signing = {
      signedBy: borrower.userId,
      signers: [
        { signer: 'borrower', signedName: borrower.name },
        ...(spouseName ? [{ signer: 'spouse' as const, signedName: spouseName }] : []),
      ],
      atMs,
      plan: plan(this.row),
    };
    this.row = { ...this.row, dateSigned: clock.day(atMs), updatedAt: clock.instant(atMs) };
    this.signedMs = atMs;
  }
}

/**
 * Whether a rep may change the plan's terms later: not the plan a catalog's entry shows signed (a demo
 * account's or a scenario's), which stays the one in force; any other may get new terms to sign.
 */
const mayChangeTerms = (people: PlanPeople, signMs: number | null) =>
  !(signMs !== null && people.signs === true);

/** Half the borrowers with a plan sign it within a few days of the call. */
function signingMs(tree: Tree, people: PlanPeople, enrolledMs: number): number | null {
  const { rng, clock } = tree;
  if (!(people.signs ?? rng.chance(0.5))) return null;
  const atMs = enrolledMs + rng.int(2 * hourMs, 5 * dayMs);
  return atMs < clock.anchorMs ? atMs : null;
}

export function addDmpEnrollment(tree: Tree, applicationId: string, facts: DmpFacts): PlanResult {
  const { rng, clock } = tree;
  const enrolledMs = Math.min(clock.anchorMs, facts.signedAfterMs + rng.int(0, 3) * dayMs);
  const daysSinceEnrolled = Math.floor((clock.anchorMs - enrolledMs) / dayMs);
  const active = daysSinceEnrolled < 2 || (facts.active ?? rng.chance(0.75));
  const createdAt = clock.instant(enrolledMs);
  const enrolled = {
    id: tree.reserve('dmpEnrollments'),
    applicationId,
    active: true,
    activeAt: clock.day(enrolledMs),
    inactiveAt: null as string | null,
    dateSigned: clock.day(enrolledMs),
    firstPaymentDate: clock.dayAfter(enrolledMs, rng.int(14, 30)),
    monthlyPaymentAmount: facts.monthlyPayment,
    termInMonths: facts.termInMonths,
    createdAt,
    updatedAt: createdAt,
  };
  const history = new PlanHistory(
    tree,
    'DmpEnrollment',
    applicationId,
    enrolled,
    facts.counsellor,
    enrolledMs,
  );
  const signMs = signingMs(tree, facts, enrolledMs);
  if (signMs !== null) history.sign(facts, signMs, (row) => ({ kind: 'credit', row }));
  const lastMs = Math.max(enrolledMs, signMs ?? 0);
  if (!active) {
    // Ended some day after it started: the rep marks it inactive that day.
    const endMs = Math.min(clock.anchorMs, lastMs + rng.int(1, Math.max(1, daysSinceEnrolled)) * dayMs);
    history.edit(facts.counsellor, { active: false, inactiveAt: clock.day(endMs) }, endMs);
  } else if (rng.chance(0.2) && clock.anchorMs - lastMs > 2 * dayMs && mayChangeTerms(facts, signMs)) {
    // The borrower asked for another first payment date; the rep moved it (new terms to sign again).
    const editMs = rng.int(lastMs + hourMs, clock.anchorMs);
    const moved = clock.dayAfter(Date.parse(`${enrolled.firstPaymentDate}T12:00:00Z`), rng.int(5, 14));
    history.edit(tree.staffMember(), { firstPaymentDate: moved }, editMs);
  }
  const { id, ...row } = history.current;
  tree.put('dmpEnrollments', id, row satisfies Omit<Insert<'dmpEnrollments'>, 'id'>);
  return {
    activePayment: active ? facts.monthlyPayment : null,
    signedMs: history.signedMs,
    signing: history.signing,
  };
}

export function addRentalReliefPlan(
  tree: Tree,
  applicationId: string,
  people: PlanPeople,
  rental: RentalAnswers,
  signedAfterMs: number,
  short?: boolean,
): PlanResult {
  const { rng, clock } = tree;
  const enrolledMs = Math.min(clock.anchorMs, signedAfterMs + rng.int(0, 3) * dayMs);
  const startMs = enrolledMs + rng.int(0, 20) * dayMs;
  // Some plans were short bridges, most of them over by now; most run six months to a year and a half.
  const isShort = short ?? rng.chance(0.3);
  const endMs = startMs + (isShort ? rng.int(30, 90) : rng.int(180, 540)) * dayMs;
  const rent = rental.monthlyRentPayment ?? rng.int(650, 2400);
  const planRent = Math.round(rent * rng.float(0.5, 0.8));
  const createdAt = clock.instant(enrolledMs);
  const enrolled = {
    id: tree.reserve('rentalReliefPlans'),
    applicationId,
    owner: people.borrower.userId,
    dateSigned: clock.day(enrolledMs),
    plannedStartDate: clock.day(startMs),
    plannedEndDate: clock.day(endMs),
    monthlyPlanRent: planRent,
    monthlyBackRentDue: rental.backRentAmount ? Math.round(rental.backRentAmount / 12) : 0,
    monthlyRentalAssistanceFundsApplied: rent - planRent,
    createdAt,
    updatedAt: createdAt,
  };
  const history = new PlanHistory(
    tree,
    'RentalReliefPlan',
    applicationId,
    enrolled,
    people.counsellor,
    enrolledMs,
  );
  const signMs = signingMs(tree, people, enrolledMs);
  if (signMs !== null) history.sign(people, signMs, (row) => ({ kind: 'rental', row }));
  const lastMs = Math.max(enrolledMs, signMs ?? 0);
  if (!isShort && rng.chance(0.25) && clock.anchorMs - lastMs > 2 * dayMs && mayChangeTerms(people, signMs)) {
    // The assistance fund lasted longer than planned: the plan runs one to three months more.
    const editMs = rng.int(lastMs + hourMs, clock.anchorMs);
    history.edit(people.counsellor, { plannedEndDate: clock.dayAfter(endMs, rng.int(30, 90)) }, editMs);
  }
  const { id, ...row } = history.current;
  tree.put('rentalReliefPlans', id, row satisfies Omit<Insert<'rentalReliefPlans'>, 'id'>);
  return { activePayment: null, signedMs: history.signedMs, signing: history.signing };
}
