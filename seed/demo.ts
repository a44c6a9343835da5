import type { AgencyFees } from '../api/domain/agencyFees';
import type { Logger } from '../api/logger';
import type { Database } from '../db/client';
import { seedBorrowers } from './seedBorrowers';

/** The first start's demo set: enough for every filter, status and tab of the console to show data. */
const demoBorrowers = 200;
const demoSeed = 1;

/**
 * Loads the default demo set, dated back from now so the console's last-72-hours view is full and the
 * demo borrower accounts' six-month portal is too. Called by api/main.ts on the first start (an empty
 * database) when SEED_DEMO_DATA is on; `demoAccountPassword` is DEMO_BORROWER_PASSWORD (without it
 * the demo borrower accounts' generated password is printed once, api/bootstrap.ts).
 */
export async function seedDemoData(
  database: Database,
  logger: Logger,
  demoAccountPassword?: string,
  fees?: AgencyFees,
): Promise<void> {
  const result = await seedBorrowers(database, logger, {
    borrowers: demoBorrowers,
    seed: demoSeed,
    now: new Date(),
    demoAccountPassword,
    fees,
  });
  const rows = Object.values(result.rows).reduce((sum, n) => sum + n, 0);
  logger.info(
    { borrowers: result.borrowers, rows, ms: Math.round(result.elapsedMs) },
    'Loaded the demo borrowers',
  );
}
