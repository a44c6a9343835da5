import { loadConfig } from '../api/config';
import { createLogger } from '../api/logger';
import { withBulkLoadSettings } from '../db/bulk';
import { describeDatabaseUrl, openDatabase } from '../db/client';
import { claimDatabaseFor } from '../api/services/workspaceSetup';
import { existsSync } from 'node:fs';
import { workspaceDataKeys } from '../api/encryptionKeys';
import { parseCliOptions, usage } from './options';
import { progressPrinter, summaryLines } from './progress';
import { seedBorrowers } from './seedBorrowers';

/** `npm run seed -- --borrowers N | --scenario ID --seed S [--reset] [--database URL]` (see options.ts). */
async function main() {
  let options;
  try {
    options = parseCliOptions(process.argv.slice(2), process.env, new Date());
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage);
    return;
  }
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const { dialect, location } = describeDatabaseUrl(options.databaseUrl);
  const what = options.scenario ? `the scenario set ${options.scenario}: ` : '';
  print(
    `Seeding ${what}${options.borrowers.toLocaleString('en-US')} borrowers (seed ${options.seed}, anchor ${options.now.toISOString()}) into ${dialect} ${dialect === 'postgres' ? '' : location}`.trimEnd(),
  );
  const config = loadConfig();
  if (!options.create && dialect !== 'postgres' && !existsSync(location))
    throw new Error(
      `There is no training database at ${dialect} ${location}. Run this with the server's settings ` +
        '(TRAINING_DATABASE_URL), after the server has started once, or add --new to make a new one there.',
    );
  const database = await openDatabase(options.databaseUrl, {
    // Demo data belongs to training: its own keys, never live's (api/encryptionKeys.ts).
    dataKeys: workspaceDataKeys(
      config,
      { kind: 'training', databaseUrl: options.databaseUrl },
      { makeKeyFile: options.create },
    ),
    namedStatements: config.DATABASE_NAMED_STATEMENTS,
  });
  try {
    await claimDatabaseFor(database, 'training', location, options.now);
    const result = await withBulkLoadSettings(database, () =>
      seedBorrowers(database, createLogger('warn'), {
        borrowers: options.borrowers,
        scenario: options.scenario,
        seed: options.seed,
        now: options.now,
        reset: options.reset,
        borrowerPassword: options.borrowerPassword,
        staffPassword: process.env.DEMO_STAFF_PASSWORD,
        demoAccountPassword: process.env.DEMO_BORROWER_PASSWORD,
        chunkSize: options.chunkSize,
        workers: options.workers,
        indexesAfter: options.bulk,
        fees: { setupCents: config.AGENCY_SETUP_FEE, monthlyCents: config.AGENCY_MONTHLY_FEE },
        onProgress: progressPrinter(print),
      }),
    );
    for (const line of summaryLines(result.rows, result.borrowers, result.elapsedMs)) print(line);
    print(
      options.borrowerPassword
        ? 'Demo borrowers sign in with their e-mail and the --borrower-password given.'
        : 'Demo borrowers have random passwords, as real ones do: use "Forgot password" to sign in as one.',
    );
    const { accounts, created } = result.demoAccounts;
    print(
      `Demo borrower accounts for the customer portal${created.length ? '' : ' (made before)'}: ${accounts.map((a) => a.email).join(', ')}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
