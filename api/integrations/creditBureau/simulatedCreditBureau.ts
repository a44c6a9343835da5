import type { Faker } from '@faker-js/faker';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, todayIn } from '../../domain/dates';
import { seededFaker } from '../seededRandom';
import { cents } from './accountShapes';
import {
  CreditPullFailed,
  type BureauCollection,
  type BureauInquiry,
  type BureauPerson,
  type BureauReport,
  type BureauTradeline,
  type CreditBureau,
} from './creditBureau';
import { collectionAgencies, lenders } from './lenders';
import { drawAccountType, generateTradeline } from './tradelines';

/**
 * Inputs that fail on purpose, so the spec's pending path can be reached from the site and in tests:
 * - last name "Nohit" (any case) → `CreditPullFailed('noHit')`: the bureau has no file;
 * - last name "Timeout" (any case) → the bureau never answers → `CreditPullFailed('timeout')` after
 *   `timeoutMs`, exactly as a slow real bureau would behave behind our timeout.
 */
export const noHitLastName = 'Nohit';
export const timeoutLastName = 'Timeout';

export interface SimulatedCreditBureauOptions {
  now?: () => Date;
  /** Simulated bureau latency; above `timeoutMs` the pull fails as a timeout. */
  delayMs?: number;
  timeoutMs?: number;
}

const normalise = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * A deterministic bureau: the same person always gets the same report (dates are counted back from
 * the pull day, so only they move from one day to the next). The identity is name, date of birth and
 * ZIP — not the address line, whose spelling ("St" / "Street") varies between forms, and not the SSN
 * digits, which are optional. Joint accounts come from the household (address line and ZIP), so a
 * borrower and a spouse at the same address share them, as the spec's "shared" debts expect.
 */
export class SimulatedCreditBureau implements CreditBureau {
  private readonly now: () => Date;
  private readonly delayMs: number;
  private readonly timeoutMs: number;

  constructor(options: SimulatedCreditBureauOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.delayMs = options.delayMs ?? 0;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async pull(person: BureauPerson): Promise<BureauReport> {
    const lastName = normalise(person.lastName);
    const neverAnswers = lastName === normalise(timeoutLastName);
    await this.answerAfter(neverAnswers ? Number.POSITIVE_INFINITY : this.delayMs);
    if (lastName === normalise(noHitLastName))
      throw new CreditPullFailed('noHit', 'The bureau found no file');
    return this.report(person);
  }

  private async answerAfter(delayMs: number): Promise<void> {
    const waited = Math.min(delayMs, this.timeoutMs);
    if (waited > 0) await sleep(waited);
    if (delayMs > this.timeoutMs) throw new CreditPullFailed('timeout', 'The bureau did not answer in time');
  }

  private report(person: BureauPerson): BureauReport {
    const today = todayIn(this.now());
    const identity = [person.firstName, person.lastName, person.dateOfBirth, person.zipCode.slice(0, 5)];
    const faker = seededFaker(`person|${identity.map(normalise).join('|')}`);
    const stress = faker.number.float({ min: 0, max: 1 }) ** 0.7;
    const takenAccountNumbers = new Set<string>();

    const joint = this.jointTradelines(person, today, takenAccountNumbers);
    const count = Math.max(1, faker.number.int({ min: 3, max: 15 }) - joint.length);
    const own = Array.from({ length: count }, () =>
      generateTradeline(faker, drawAccountType(faker), {
        today,
        stress,
        ecoaDesignator: 'primary',
        takenAccountNumbers,
      }),
    );
    const tradelines = [...own, ...joint];
    const collections = drawCollections(faker, stress);
    const inquiries = drawInquiries(faker, stress, today);
    return {
      vantageScore: vantageScore(faker, tradelines, collections, inquiries),
      tradelines,
      collections,
      inquiries,
    };
  }

  private jointTradelines(
    person: BureauPerson,
    today: string,
    takenAccountNumbers: Set<string>,
  ): BureauTradeline[] {
    const household = seededFaker(
      `household|${normalise(person.addressLine1)}|${person.zipCode.slice(0, 5)}`,
    );
    if (!household.datatype.boolean(0.35)) return [];
    const stress = household.number.float({ min: 0, max: 1 });
    return Array.from({ length: household.number.int({ min: 1, max: 2 }) }, () =>
      generateTradeline(household, household.helpers.arrayElement(['CV', 'AU', 'CC', 'US'] as const), {
        today,
        stress,
        ecoaDesignator: 'jointContractLiability',
        takenAccountNumbers,
      }),
    );
  }
}

function drawCollections(faker: Faker, stress: number): BureauCollection[] {
  const count = stress > 0.45 ? faker.number.int({ min: 0, max: 3 }) : faker.datatype.boolean(0.08) ? 1 : 0;
  return Array.from({ length: count }, () => ({
    accountNumber: faker.string.numeric({
      length: faker.number.int({ min: 9, max: 12 }),
      allowLeadingZeros: false,
    }),
    currentBalance: cents(faker.number.float({ min: 120, max: 4_500 })),
    subscriberName: faker.helpers.arrayElement(collectionAgencies).bureauName,
  }));
}

function drawInquiries(faker: Faker, stress: number, today: string): BureauInquiry[] {
  const count = faker.number.int({ min: 0, max: 1 + Math.round(5 * stress) });
  return Array.from({ length: count }, () => ({
    subscriberName: faker.helpers.arrayElement(lenders).bureauName,
    inquiryDate: addDays(today, -faker.number.int({ min: 3, max: 700 })),
  }));
}

/** A VantageScore-like 300–850 that falls with utilisation, late payments, collections and inquiries. */
function vantageScore(
  faker: Faker,
  tradelines: BureauTradeline[],
  collections: BureauCollection[],
  inquiries: BureauInquiry[],
): number {
  const revolving = tradelines.filter((t) => t.portfolioType === 'revolving' && t.dateClosed === null);
  const limits = revolving.reduce((sum, t) => sum + (t.highCredit ?? 0), 0);
  const utilisation = limits > 0 ? revolving.reduce((sum, t) => sum + t.currentBalance, 0) / limits : 0;
  const lates = tradelines.reduce(
    (sum, t) => sum + 4 * t.late30DaysTotal + 8 * t.late60DaysTotal + 15 * t.late90DaysTotal,
    0,
  );
  const raw =
    835 -
    170 * utilisation -
    Math.min(220, lates) -
    35 * collections.length -
    6 * inquiries.length +
    faker.number.float({ min: -15, max: 15 });
  return Math.round(Math.min(850, Math.max(300, raw)));
}
