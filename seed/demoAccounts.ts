import { inArray, or } from 'drizzle-orm';
import { announceDemoBorrowerAccounts, generatedPassword } from '../api/bootstrap';
import { hashPassword, noPasswordYet } from '../api/auth/passwords';
import type { Logger } from '../api/logger';
import { insertEncoded } from '../db/bulk';
import type { Database } from '../db/client';
import { sealingWith } from '../db/dataKeys';
import { drawFeaturedTree } from './borrowerTree';
import { demoAccounts, type DemoAccount } from './catalog/demoAccounts';
import { demoAccountTag, seededId, type SeededTable } from './ids';
import { Rng } from './random';
import { insertOrder } from './rows';
import { runContext, type RunSettings } from './run';

/*
 * The demo borrower accounts (catalog/demoAccounts.ts): real accounts (no group, so not staff; their
 * password set) owning a borrower and an application each, made by every load. Their ids are fixed
 * (ids.ts's demoAccountTag, ordinal = place in the catalog), whatever the seed: a load finds the
 * ones already there and leaves them be, so they are never made twice. A reset keeps the accounts,
 * like staff accounts, and deletes what they own (seed/reset.ts); the next load makes that again
 * under the same account, so the password a lead was given stays good. All of them are written in
 * one transaction: never half made.
 */

const ids = (table: SeededTable) => demoAccounts.map((_, k) => seededId(demoAccountTag, table, k, 0));

/** The accounts' user ids (reset.ts keeps them). */
export const demoAccountUserIds: readonly string[] = ids('users');
const borrowerIds = ids('borrowers');

export interface DemoAccountsResult {
  /** Every demo account, made now or before. */
  accounts: { email: string; shows: string }[];
  /** The e-mails of the accounts made by this load. */
  created: string[];
  rows: Partial<Record<SeededTable, number>>;
}

type Needed = { account: DemoAccount; ordinal: number; accountExists: boolean };

async function neededAccounts(database: Database, logger: Logger): Promise<Needed[]> {
  const { db, t } = database;
  const emails = demoAccounts.map((a) => a.email);
  const users = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(or(inArray(t.users.id, [...demoAccountUserIds]), inArray(t.users.email, emails)));
  const owned = new Set(
    (
      await db.select({ id: t.borrowers.id }).from(t.borrowers).where(inArray(t.borrowers.id, borrowerIds))
    ).map((b) => b.id),
  );
  const needed: Needed[] = [];
  demoAccounts.forEach((account, ordinal) => {
    if (owned.has(borrowerIds[ordinal])) return;
    const accountExists = users.some((u) => u.id === demoAccountUserIds[ordinal]);
    if (!accountExists && users.some((u) => u.email === account.email)) {
      logger.warn({ email: account.email }, 'demo borrower account skipped: another account has its e-mail');
      return;
    }
    needed.push({ account, ordinal, accountExists });
  });
  return needed;
}

/**
 * Makes the demo accounts that are missing, and the borrower trees of those whose trees a reset
 * removed. `password` is DEMO_BORROWER_PASSWORD; without one, new accounts get a generated password,
 * announced once (api/bootstrap.ts).
 */
export async function addDemoAccounts(
  database: Database,
  logger: Logger,
  settings: RunSettings,
  password: string | undefined,
): Promise<DemoAccountsResult> {
  const result: DemoAccountsResult = {
    accounts: demoAccounts.map(({ email, shows }) => ({ email, shows })),
    created: [],
    rows: {},
  };
  const needed = await neededAccounts(database, logger);
  if (needed.length === 0) return result;
  const fresh = needed.filter((n) => !n.accountExists);
  const chosen = fresh.length > 0 ? (password ?? generatedPassword()) : null;
  const passwordHash = chosen ? await hashPassword(chosen) : noPasswordYet;
  const run = runContext(settings, database.t);
  const rng = new Rng();
  // Encoded as they are made, dates of birth and bank tokens sealed under the database's key.
  const trees = needed.map(({ account, ordinal, accountExists }) =>
    sealingWith(database.dataKeys.current, () => {
      const tree = { account, passwordHash, accountExists };
      const { rows, shows } = drawFeaturedTree(run, rng, ordinal, { tree, tag: demoAccountTag });
      if (!shows) logger.warn({ email: account.email }, 'demo borrower account drawn without offers');
      return rows;
    }),
  );
  await database.withTransaction(async (tx) => {
    for (const rows of trees)
      for (const encoded of rows.encoded()) await insertEncoded(database, tx, encoded);
  });
  for (const table of insertOrder) {
    const n = trees.reduce((sum, rows) => sum + rows.count(table), 0);
    if (n > 0) result.rows[table] = n;
  }
  result.created = fresh.map((n) => n.account.email);
  const made = result.accounts.filter((a) => result.created.includes(a.email));
  if (made.length > 0) announceDemoBorrowerAccounts(logger, made, password === undefined ? chosen : null);
  return result;
}
