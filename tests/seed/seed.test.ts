import { count, inArray } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../api/auth/passwords';
import { demoStaff } from '../../api/bootstrap';
import { createLogger } from '../../api/logger';
import { openDatabase, type Database } from '../../db/client';
import { demoAccounts } from '../../seed/catalog/demoAccounts';
import { resetBorrowerData } from '../../seed/reset';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { missingCoverage } from './coverage';
import { invariantViolations, loadTables } from './invariants';

const anchor = new Date('2025-03-15T15:00:00.000Z');
const logger = createLogger('silent');
const staffPassword = 'Passw0rd!demo';
const demoAccountPassword = 'Borr0wer!demo';
const demo = demoAccounts.length;

function databaseUrl(dialect: 'sqlite' | 'pglite'): string {
  return dialect === 'sqlite'
    ? `file:${join(mkdtempSync(join(tmpdir(), 'relief-seed-')), 'seed.db')}`
    : 'pglite:memory';
}

const rowsOf = async (database: Database) => {
  const { db, t } = database;
  const [users] = await db.select({ n: count() }).from(t.users);
  const [borrowers] = await db.select({ n: count() }).from(t.borrowers);
  const [applications] = await db.select({ n: count() }).from(t.applications);
  return { users: Number(users.n), borrowers: Number(borrowers.n), applications: Number(applications.n) };
};

describe.each(['sqlite', 'pglite'] as const)('demo data on %s', (dialect) => {
  const borrowers = dialect === 'sqlite' ? 300 : 60;
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase(databaseUrl(dialect));
    await seedBorrowers(database, logger, {
      borrowers,
      seed: 7,
      now: anchor,
      staffPassword,
      demoAccountPassword,
    });
  });
  afterAll(() => database?.close());

  it('writes whole trees that keep every rule of the spec', async () => {
    expect(await rowsOf(database)).toEqual({
      users: borrowers + demo + demoStaff.length,
      borrowers: borrowers + demo,
      applications: borrowers + demo,
    });
    expect(invariantViolations(await loadTables(database), anchor)).toEqual([]);
  });

  it('gives every demo borrower an account with the one shared password hash', async () => {
    const { db, t } = database;
    const accounts = await db
      .select({ hash: t.users.passwordHash, mustChange: t.users.mustChangePassword })
      .from(t.users);
    const borrowerHashes = new Set(accounts.filter((a) => a.mustChange).map((a) => a.hash));
    expect(accounts.filter((a) => a.mustChange)).toHaveLength(borrowers);
    expect(borrowerHashes.size).toBe(1);
  });

  it('adds to what is there, from the next ordinal, without colliding (even with the same seed)', async () => {
    const result = await seedBorrowers(database, logger, { borrowers: 15, seed: 7, now: anchor });
    expect(result.firstOrdinal).toBe(borrowers + demo);
    // The demo borrower accounts are there already: not made twice.
    expect(result.demoAccounts.created).toEqual([]);
    expect((await rowsOf(database)).borrowers).toBe(borrowers + demo + 15);
    expect(invariantViolations(await loadTables(database), anchor)).toEqual([]);
  });

  it('--reset empties the borrower data and keeps the staff accounts, their groups and passwords', async () => {
    await resetBorrowerData(database);
    const { db, t } = database;
    // The demo borrower accounts stay, like the staff's: only what they own goes.
    expect(await rowsOf(database)).toEqual({
      users: demoStaff.length + demo,
      borrowers: 0,
      applications: 0,
    });
    const staff = await db
      .select()
      .from(t.users)
      .where(
        inArray(
          t.users.email,
          demoStaff.map((s) => s.email),
        ),
      );
    expect(staff).toHaveLength(demoStaff.length);
    expect(await verifyPassword(staffPassword, staff[0].passwordHash)).toBe(true);
    const [groups] = await db.select({ n: count() }).from(t.userGroups);
    expect(Number(groups.n)).toBe(demoStaff.length + 1);
    for (const table of [
      t.debts,
      t.expenseEstimates,
      t.hardships,
      t.offers,
      t.bankTransactions,
      t.alerts,
      t.proposedBudgets,
      t.budgetExpenses,
      t.contractSignatures,
      t.verificationCodes,
      t.emailOutbox,
      t.auditLog,
    ] as const) {
      const [left] = await db.select({ n: count() }).from(table);
      expect(Number(left.n)).toBe(0);
    }
    const again = await seedBorrowers(database, logger, { borrowers: 10, seed: 7, now: anchor });
    expect(again.firstOrdinal).toBe(0);
    // Made again under the same accounts, once each, with the password they had.
    expect(again.demoAccounts.created).toEqual([]);
    expect(await rowsOf(database)).toEqual({
      users: demoStaff.length + demo + 10,
      borrowers: 10 + demo,
      applications: 10 + demo,
    });
    const accounts = await db
      .select()
      .from(t.users)
      .where(
        inArray(
          t.users.email,
          demoAccounts.map((a) => a.email),
        ),
      );
    expect(accounts).toHaveLength(demo);
    expect(await verifyPassword(demoAccountPassword, accounts[0].passwordHash)).toBe(true);
    expect(invariantViolations(await loadTables(database), anchor)).toEqual([]);
  });
});

describe('a 300-borrower demo set (SQLite)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase(databaseUrl('sqlite'));
    await seedBorrowers(database, logger, {
      borrowers: 300,
      seed: 11,
      now: anchor,
      staffPassword,
      demoAccountPassword,
    });
  });
  afterAll(() => database?.close());

  it('shows a trainer everything: statuses, pages, types, debts, decisions, banks, alerts, contacts and plans', async () => {
    expect(missingCoverage(await loadTables(database), anchor)).toEqual([]);
  });
});
