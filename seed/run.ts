import type { Tables } from '../db/client';
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
  passwordHash: string;
  mustChangePassword: boolean;
}

/** `tables` are the target dialect's (database.t), whose encodings the rows take. */
export function runContext(settings: RunSettings, tables: Tables): RunContext {
  const clock = new Clock(new Date(settings.anchorIso));
  return {
    seed: settings.seed,
    tag: runTag(settings.seed),
    clock,
    staff: settings.staff,
    passwordHash: settings.passwordHash,
    mustChangePassword: settings.mustChangePassword,
    tradelines: new TradelinePool(settings.seed, clock),
    encoders: encodersFor(tables),
  };
}
