import type { AgencyFees } from '../api/domain/agencyFees';
import type { CreditorTermsVersion } from '../api/domain/creditorTerms';
import type { DemoScenarioId } from '../api/domain/demoScenarios';
import type { Tables } from '../db/client';
import { scenarioBorrowers } from './catalog/scenarios';
import { Clock } from './clock';
import { TradelinePool } from './entities/tradelinePool';
import { runTag } from './ids';
import { encodersFor } from './rows';
import type { RunContext } from './tree';

/** What a run is made from: plain data, so a worker thread can rebuild the same context. */
export interface RunSettings {
  seed: number;
  anchorIso: string;
  staff: [string, number][];
  /** The rep who holds a take-over scenario's claims (staff.ts). */
  firstRep: string;
  passwordHash: string;
  mustChangePassword: boolean;
  /** The fees the demo plans' agreements itemize. */
  fees: AgencyFees;
  /** A scenario set, told from the run's first ordinal on instead of the showcase and random stories. */
  scenario?: { id: DemoScenarioId; firstOrdinal: number };
  /** The training workspace's creditor terms in force: the demo decisions stand on them. */
  creditorTerms: CreditorTermsVersion[];
  /** Whether a lead had reviewed them (training's starting table is): each decision records it. */
  creditorTermsReviewed: boolean;
}

/** `tables` are the target dialect's (database.t), whose encodings the rows take. */
export function runContext(settings: RunSettings, tables: Tables): RunContext {
  const clock = new Clock(new Date(settings.anchorIso));
  const { scenario } = settings;
  return {
    seed: settings.seed,
    tag: runTag(settings.seed),
    clock,
    staff: settings.staff,
    firstRep: settings.firstRep,
    passwordHash: settings.passwordHash,
    mustChangePassword: settings.mustChangePassword,
    fees: settings.fees,
    creditorTerms: settings.creditorTerms,
    creditorTermsReviewed: settings.creditorTermsReviewed,
    tradelines: new TradelinePool(settings.seed, clock),
    encoders: encodersFor(tables),
    scenario: scenario
      ? { entries: scenarioBorrowers[scenario.id], firstOrdinal: scenario.firstOrdinal }
      : null,
  };
}
