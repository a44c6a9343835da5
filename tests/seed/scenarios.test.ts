import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultApplicationFilterValues } from '../../admin/src/applications/applicationFilterModel';
import { toApplicationFilter } from '../../api/domain/applicationListFilter';
import { verifyPassword } from '../../api/auth/passwords';
import { countApplications } from '../../api/data/applicationList';
import { demoScenarios, type DemoScenario } from '../../api/domain/demoScenarios';
import { createLogger } from '../../api/logger';
import { openDatabase, type Database } from '../../db/client';
import { demoAccounts } from '../../seed/catalog/demoAccounts';
import { scenarioBorrowers } from '../../seed/catalog/scenarios';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { invariantViolations, loadTables, type Loaded } from './invariants';
import { classHours, missingLesson, scenarioView, type ScenarioView } from './scenarioShapes';

/*
 * Issue 17's scenario sets: each, loaded into a fresh SQLite database (on PGlite, one database reset
 * to each set in turn), is exactly its borrowers plus the demo borrower accounts, keeps every rule of
 * the generated data, shows a trainee its lesson as the console's own queries find it, and is the
 * same rows for the same seed.
 */

const anchor = new Date('2025-03-15T15:00:00.000Z');
const seed = 4;
const logger = createLogger('silent');
const staffPassword = 'Passw0rd!demo';
const demoAccountPassword = 'Borr0wer!demo';
const hourMs = 3_600_000;

const databaseUrl = (dialect: 'sqlite' | 'pglite') =>
  dialect === 'sqlite'
    ? `file:${join(mkdtempSync(join(tmpdir(), 'relief-scenario-')), 'scenario.db')}`
    : 'pglite:memory';

const load = (database: Database, scenario: DemoScenario, options: { seed?: number; reset?: boolean } = {}) =>
  seedBorrowers(database, logger, {
    borrowers: scenario.borrowers,
    scenario: scenario.id,
    seed: options.seed ?? seed,
    now: anchor,
    reset: options.reset,
    staffPassword,
    demoAccountPassword,
  });

/** Every table's rows in id order, but the borrowers' password hashes (salted anew by every load). */
const rowsOf = (data: Loaded) =>
  Object.fromEntries(
    Object.entries(data).map(([table, rows]) => [
      table,
      (rows as Record<string, unknown>[])
        .map((row) => (table === 'users' ? { ...row, passwordHash: null } : row))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ]),
  );

/** The console's Summary as it opens: the default filters, the last 72 hours. */
const summaryFilter = toApplicationFilter(defaultApplicationFilterValues, { defaultWindow: true });

it('names as many borrowers in each set as api/domain/demoScenarios.ts says it has', () => {
  for (const scenario of demoScenarios)
    expect(scenarioBorrowers[scenario.id], scenario.id).toHaveLength(scenario.borrowers);
});

it('refuses a size other than the set’s own, before writing anything', async () => {
  const database = await openDatabase(databaseUrl('sqlite'));
  try {
    await expect(
      seedBorrowers(database, logger, { borrowers: 200, scenario: 'banks', seed, now: anchor }),
    ).rejects.toThrow('The scenario set banks has 20 borrowers, not 200.');
    expect((await loadTables(database)).users).toEqual([]);
  } finally {
    await database.close();
  }
});

describe.each(['sqlite', 'pglite'] as const)('the scenario sets on %s', (dialect) => {
  // PGlite takes seconds to start: one database, reset to each set as a lead does before a class.
  let shared: Database | undefined;
  beforeAll(async () => {
    if (dialect === 'pglite') shared = await openDatabase(databaseUrl(dialect));
  });
  afterAll(() => shared?.close());

  describe.each(demoScenarios)('$id', (scenario) => {
    let database: Database;
    let data: Loaded;
    let view: ScenarioView;

    beforeAll(async () => {
      database = shared ?? (await openDatabase(databaseUrl(dialect)));
      await load(database, scenario, { reset: true });
      data = await loadTables(database);
      view = scenarioView(data, anchor);
    });
    afterAll(async () => {
      if (database !== shared) await database?.close();
    });

    it('is its borrowers and the demo borrower accounts, whole trees keeping every rule', async () => {
      expect(view.applications).toHaveLength(scenario.borrowers);
      expect(data.applications).toHaveLength(scenario.borrowers + demoAccounts.length);
      expect(invariantViolations(data, anchor)).toEqual([]);
      const account = data.users.find((u) => u.email === demoAccounts[0].email)!;
      expect(await verifyPassword(demoAccountPassword, account.passwordHash)).toBe(true);
    });

    it('shows its lesson', () => {
      expect(missingLesson(scenario.id, view)).toEqual([]);
    });

    it('opens in the Summary as a trainee finds it', async () => {
      const ids = view.applications.map((a) => a.id);
      const inSummary = (filter: object, at: Date) =>
        countApplications(database, { filter: { ...filter, ids } }, at);
      // The class may start half a day after the load.
      const classTime = new Date(anchor.getTime() + 12 * hourMs);
      if (scenario.id !== 'enrolled') {
        expect(await inSummary(summaryFilter, classTime)).toBe(scenario.borrowers);
        return;
      }
      // Plans take weeks: the set is found with a date range, and the plan filter keeps it all.
      expect(await inSummary(summaryFilter, classTime)).toBe(0);
      const day = (hoursBack: number) =>
        new Date(anchor.getTime() - hoursBack * hourMs).toISOString().slice(0, 10);
      const range = { start: day(121 * 24), end: day(0) };
      expect(
        await inSummary({ ...summaryFilter, dateRange: range, isEnrolledInAPlan: true }, classTime),
      ).toBe(scenario.borrowers);
    });

    it('gives the same rows for the same seed, loaded again after a reset, and (SQLite) other people for another seed', async () => {
      const again = await load(database, scenario, { reset: true });
      expect(again.demoAccounts.created).toEqual([]);
      expect(rowsOf(await loadTables(database))).toEqual(rowsOf(data));
      if (dialect !== 'sqlite') return;
      await load(database, scenario, { reset: true, seed: seed + 1 });
      const other = scenarioView(await loadTables(database), anchor);
      const names = (v: ScenarioView) => v.data.borrowers.map((b) => `${b.firstName} ${b.lastName}`).sort();
      expect(names(other)).not.toEqual(names(view));
      expect(missingLesson(scenario.id, other)).toEqual([]);
    });
  });
});

describe('the call-backs in the console’s Callable now filter (SQLite)', () => {
  let database: Database;
  let ids: string[];

  beforeAll(async () => {
    database = await openDatabase(databaseUrl('sqlite'));
    await load(
      database,
      demoScenarios.find((s) => s.id === 'callbacks')!,
    );
    ids = scenarioView(await loadTables(database), anchor).applications.map((a) => a.id);
  });
  afterAll(() => database?.close());

  it('has someone to call and someone not to call every half hour from 8 am to 5 pm Eastern, winter and summer', async () => {
    for (const day of ['2025-01-15', '2025-07-15']) {
      for (const at of classHours(day)) {
        const callable = await countApplications(database, { filter: { ids, callableNow: true } }, at);
        const notCallable = await countApplications(database, { filter: { ids, callableNow: false } }, at);
        expect({ at, callable: callable > 0, notCallable: notCallable > 0 }).toEqual({
          at,
          callable: true,
          notCallable: true,
        });
        // Graysville, TN is in neither: its zone is unknown.
        expect(callable + notCallable).toBe(ids.length - 1);
      }
    }
  });
});
