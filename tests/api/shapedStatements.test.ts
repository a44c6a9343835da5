import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationConditions,
  applicationOrdering,
  listApplications,
  pageOfApplications,
} from '../../api/data/applicationList';
import type { ListArgs } from '../../api/data/listQuery';
import { keptShapes, runShaped } from '../../api/data/shapedStatements';
import { createLogger } from '../../api/logger';
import type { Database, Db } from '../../db/client';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { openFreshDatabase, testDialects } from '../helpers/testServer';

/*
 * A list's statement is kept prepared under the text its conditions and order render to, its values
 * bound at each run (api/data/shapedStatements.ts). What must hold: every request sends exactly the
 * statement and the values drizzle would build for it afresh, whichever filter came before. What keeping
 * saves (the statement built once per shape) is a figure of the bench: the data function's time beside
 * the statement's alone (bench/statementOnly.ts, docs/decisions/0250-statement-counts-in-the-bench.md).
 */

const now = new Date('2026-03-15T15:00:00.000Z');
const day = (offsetDays: number) =>
  new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const open = ['In Progress', 'Submitted', 'Contacted', 'Call Scheduled', 'Transferred'];

/** Filters of every kind the console sends, several of one shape with other values one after the other. */
const filters: Record<string, unknown>[] = [
  {},
  { q: 'an' },
  { q: 'ro' },
  { q: 'Núñez' },
  { q: 'maria lopez' },
  { q: 'lopez maria' },
  { q: '512' },
  { q: '(512) 867-53' },
  { q: 'a1b2' },
  { q: 'an', status_in: ['Submitted'] },
  { q: 'ro', status_in: ['Contacted'] },
  { q: 'ro', status_in: ['Submitted', 'Contacted', 'Call Scheduled'] },
  { status_in: open, dateRange: {} },
  { status_in: open, dateRange: { start: day(-30), end: day(0) } },
  { status_in: open, dateRange: { start: day(-60), end: day(-1) } },
  { claimed: true },
  { claimed: false, type_in: ['credit'] },
  { claimed: false, type_in: ['rental'] },
  { hasOffers: true, isEnrolledInAPlan: false },
  { hasOffers: false, isEnrolledInAPlan: true },
  { callableNow: true },
  { callableNow: false },
  { callbackBefore: now.toISOString() },
  { callbackBefore: new Date(now.getTime() + 86_400_000).toISOString() },
  { preferredLanguage_in: ['es'] },
  { preferredLanguage_in: ['en', 'es'] },
];
const sorts = [
  { sortField: 'createdAt', sortOrder: 'DESC' },
  { sortField: 'createdAt', sortOrder: 'ASC' },
  { sortField: 'status', sortOrder: 'ASC' },
  { sortField: 'callbackAt', sortOrder: 'ASC' },
];

describe.each(testDialects)('a list statement kept by its shape (%s)', (dialect) => {
  let database: Database;
  const sent: { sql: string; params: unknown[] }[] = [];

  beforeAll(async () => {
    database = await openFreshDatabase(dialect, {
      onQuery: (query, params) => void sent.push({ sql: query, params }),
    });
    await seedBorrowers(database, createLogger('silent'), { borrowers: 40, seed: 5, now });
  });
  afterAll(() => database?.close());

  /** The page query, built by drizzle from these parts (how every list was built before). */
  const pageQuery = (db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) =>
    db
      .select()
      .from(database.t.applications)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);

  it('sends each request the statement and the values drizzle builds for it afresh', async () => {
    let rows = 0;
    for (const sort of sorts)
      for (const filter of filters)
        for (const page of [0, 1]) {
          const args: ListArgs = { filter, page, perPage: 5, ...sort };
          const where = applicationConditions(database, filter, now);
          const orderBy = applicationOrdering(database.t, args);
          const expected = pageQuery(database.db, where, orderBy, 5, page * 5).toSQL();
          sent.length = 0;
          const listed = await listApplications(database, args, now);
          expect(sent, JSON.stringify(args)).toEqual([{ sql: expected.sql, params: expected.params }]);
          expect(listed).toEqual(await pageQuery(database.db, where, orderBy, 5, page * 5));
          rows += listed.length;
        }
    expect(rows).toBeGreaterThan(100);
  });

  it('gives the one-pass page and total what its statement built afresh gives', async () => {
    for (const filter of filters.filter((f) => f.q)) {
      const args: ListArgs = { filter, page: 0, perPage: 4, sortField: 'createdAt', sortOrder: 'DESC' };
      sent.length = 0;
      await pageOfApplications(database, args, now);
      const [kept] = sent;
      const fresh = await pageOfApplications(database, { ...args }, now);
      expect(sent[1], JSON.stringify(filter)).toEqual(kept);
      expect(fresh.rows.map((r) => r.id)).toEqual(
        (
          await database.db
            .select({ id: database.t.applications.id })
            .from(database.t.applications)
            .where(applicationConditions(database, filter, now))
            .orderBy(...applicationOrdering(database.t, args))
            .limit(4)
        ).map((r) => r.id),
      );
    }
  });

  it('builds afresh a part whose text holds what reads as a mark, and answers it right', async () => {
    const a = database.t.applications;
    // A raw text holding the mark's character around a digit, as no condition of ours writes.
    const odd = and(sql`${sql.raw("'\ufdd00\ufdd0'")} <> ${'x'}`, eq(a.status, 'Submitted'))!;
    const order = applicationOrdering(database.t, { sortField: 'createdAt', sortOrder: 'DESC' });
    const build = (where: SQL | undefined, orderBy: SQL[], w: { limit: unknown; offset: unknown }) =>
      pageQuery(database.db, where, orderBy, w.limit as number, w.offset as number);
    const rows = await runShaped<{ id: string; status: string }[]>(
      database.db,
      'odd page of applications',
      odd,
      order,
      { limit: 50, offset: 0 },
      build,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['Submitted']));
    expect(Object.keys(rows[0])).toEqual(Object.keys(getTableColumns(a)));
  });

  it('keeps at most its bound of statements on a connection, however many shapes are asked', async () => {
    const ids = Array.from({ length: keptShapes + 20 }, (_, i) => `no-such-id-${i}`);
    for (let n = 1; n <= ids.length; n++)
      expect(await listApplications(database, { filter: { ids: ids.slice(0, n) } }, now)).toEqual([]);
    // The first shapes were dropped and are built again, and still answer.
    const [someone] = await database.db
      .select({ id: database.t.applications.id })
      .from(database.t.applications);
    const found = await listApplications(database, { filter: { ids: [someone.id] } }, now);
    expect(found.map((r) => r.id)).toEqual([someone.id]);
  });
});
