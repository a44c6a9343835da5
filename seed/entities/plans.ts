import { dayMs } from '../clock';
import type { Tree } from '../tree';
import type { RentalAnswers } from './rental';

/*
 * Enrolments a rep records after a counselling session (service-portal §2, "DMP / Rental Relief Plan
 * tab"), within the forms' date limits (api/domain/planRules.ts): signed after the call, never after
 * the anchor; an inactive DMP ended between its start and today.
 */

export interface DmpFacts {
  signedAfterMs: number;
  monthlyPayment: number;
  termInMonths: number;
  /** Forces the plan running or ended (the showcase); drawn otherwise. */
  active?: boolean;
}

/** Returns the monthly payment of an active plan (for the balance alert), else null. */
export function addDmpEnrollment(tree: Tree, applicationId: string, facts: DmpFacts): number | null {
  const { rng, clock } = tree;
  const signedMs = Math.min(clock.anchorMs, facts.signedAfterMs + rng.int(0, 3) * dayMs);
  const daysSinceSigned = Math.floor((clock.anchorMs - signedMs) / dayMs);
  const active = daysSinceSigned < 2 || (facts.active ?? rng.chance(0.75));
  const createdAt = clock.instant(signedMs);
  tree.add('dmpEnrollments', {
    applicationId,
    active,
    activeAt: clock.day(signedMs),
    inactiveAt: active ? null : clock.dayAfter(signedMs, rng.int(1, daysSinceSigned)),
    dateSigned: clock.day(signedMs),
    firstPaymentDate: clock.dayAfter(signedMs, rng.int(14, 30)),
    monthlyPaymentAmount: facts.monthlyPayment,
    termInMonths: facts.termInMonths,
    createdAt,
    updatedAt: createdAt,
  });
  return active ? facts.monthlyPayment : null;
}

export function addRentalReliefPlan(
  tree: Tree,
  applicationId: string,
  owner: string,
  rental: RentalAnswers,
  signedAfterMs: number,
  short?: boolean,
): void {
  const { rng, clock } = tree;
  const signedMs = Math.min(clock.anchorMs, signedAfterMs + rng.int(0, 3) * dayMs);
  const startMs = signedMs + rng.int(0, 20) * dayMs;
  // Some plans were short bridges, most of them over by now; most run six months to a year and a half.
  const endMs = startMs + ((short ?? rng.chance(0.3)) ? rng.int(30, 90) : rng.int(180, 540)) * dayMs;
  const rent = rental.monthlyRentPayment ?? rng.int(650, 2400);
  const planRent = Math.round(rent * rng.float(0.5, 0.8));
  const createdAt = clock.instant(signedMs);
  tree.add('rentalReliefPlans', {
    applicationId,
    owner,
    dateSigned: clock.day(signedMs),
    plannedStartDate: clock.day(startMs),
    plannedEndDate: clock.day(endMs),
    monthlyPlanRent: planRent,
    monthlyBackRentDue: rental.backRentAmount ? Math.round(rental.backRentAmount / 12) : 0,
    monthlyRentalAssistanceFundsApplied: rent - planRent,
    createdAt,
    updatedAt: createdAt,
  });
}
