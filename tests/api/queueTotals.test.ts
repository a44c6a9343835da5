import Database from '../../db/sqliteDriver';
import { and, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultApplicationFilterValues } from '../../admin/src/applications/applicationFilterModel';
import { toApplicationFilter } from '../../api/domain/applicationListFilter';
import { generateDataKey, parseDataKey } from '../../db/dataKeys';
import { openDatabase } from '../../db/client';
import { applyMigrations } from '../../db/pgMigrations';
import { migrateSqliteFile } from '../../db/sqliteMigrations';
import { aBorrowerApplication } from '../helpers/builders';
import type { HttpClient } from '../helpers/httpClient';
import { signInFloor, type FloorStaff } from '../helpers/floorStaff';
import { freshDatabaseUrl, startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * The Borrower Queue's total is read from totals the database keeps (queue_totals, kept by triggers
 * on applications) rather than counted: whatever changes a claim or a status — a claim, a take-over,
 * an unclaim, an archive, a lead's reassignment, a new or removed application, reps at once — the
 * queue shows what a count would, and the kept totals equal the count, rep by rep and status by status.
 */

const queueQuery = `query($filter: ApplicationFilter) {
  allApplications(filter: $filter, page: 0, perPage: 10, sortField: "createdAt", sortOrder: "DESC") { id }
  _allApplicationsMeta(filter: $filter) { count }
}`;
const claimMutation = 'mutation($id: ID!) { claimApplication(id: $id) { id } }';
const takeOverMutation =
  'mutation($id: ID!, $from: ID!) { takeOverApplication(id: $id, fromRepId: $from) { id } }';
const unclaimMutation = 'mutation($id: ID!) { unclaimApplication(id: $id) { id } }';
/** The queue as the console opens it: the rep's claims, archived statuses off. */
const queueFilter = (repId: string) =>
  toApplicationFilter({ ...defaultApplicationFilterValues, assignedTo: repId }, { defaultWindow: false });

describe.each(testDialects)("the Borrower Queue's total on %s", (dialect) => {
  let server: TestServer;
  let rita: HttpClient;
  let ravi: HttpClient;
  let lead: HttpClient;
  let ids: FloorStaff['ids'];

  beforeAll(async () => {
    server = await startTestServer(dialect);
    ({ rita, ravi, lead, ids } = await signInFloor(server));
  });
  afterAll(() => server?.close());

  const shown = async (client: HttpClient, repId: string) =>
    (
      await client.data<{ _allApplicationsMeta: { count: number } }>(queueQuery, {
        filter: queueFilter(repId),
      })
    )._allApplicationsMeta.count;
  const counted = async (repId: string) => {
    const { db, t } = server.database;
    const statuses = queueFilter(repId).status_in!;
    const [row] = await db
      .select({ n: count() })
      .from(t.applications)
      .where(and(eq(t.applications.assignedTo, repId), inArray(t.applications.status, statuses)));
    return Number(row.n);
  };
  /** The kept totals, rep by rep and status by status, beside what a count of the applications gives. */
  const keptAndCounted = async () => {
    const { db, t } = server.database;
    const a = t.applications;
    const kept = await db
      .select({ rep: t.queueTotals.assignedTo, status: t.queueTotals.status, n: t.queueTotals.applications })
      .from(t.queueTotals)
      .where(ne(t.queueTotals.applications, 0));
    const countedRows = await db
      .select({ rep: a.assignedTo, status: a.status, n: count() })
      .from(a)
      .where(isNotNull(a.assignedTo))
      .groupBy(a.assignedTo, a.status);
    const byKey = (rows: { rep: string | null; status: string; n: number }[]) =>
      rows.map((r) => `${r.rep} ${r.status} ${Number(r.n)}`).sort();
    return { kept: byKey(kept), counted: byKey(countedRows) };
  };
  const expectInStep = async () => {
    const { kept, counted: fromCount } = await keptAndCounted();
    expect(kept).toEqual(fromCount);
    expect(await shown(rita, ids.rita)).toBe(await counted(ids.rita));
    expect(await shown(ravi, ids.ravi)).toBe(await counted(ids.ravi));
  };
  const claim = (client: HttpClient, id: string) => client.data(claimMutation, { id });

  it('shows what a count would after claims, a take-over, an unclaim, an archive, a reassignment and a removal', async () => {
    const before = await shown(rita, ids.rita);
    const mine = [];
    for (let i = 0; i < 4; i++) mine.push((await aBorrowerApplication(server.database)).application.id);
    for (const id of mine) await claim(rita, id);
    expect(await shown(rita, ids.rita)).toBe(before + 4);
    await expectInStep();

    await ravi.data(takeOverMutation, { id: mine[0], from: ids.rita });
    await rita.data(unclaimMutation, { id: mine[1] });
    await rita.data('mutation($id: ID!) { archiveApplication(id: $id) { id } }', { id: mine[2] });
    expect(await shown(rita, ids.rita)).toBe(before + 1);
    await expectInStep();

    await lead.data(
      'mutation($from: ID!, $to: ID!) { reassignAllClaims(fromRepId: $from, toRepId: $to) { moved } }',
      {
        from: ids.rita,
        to: ids.ravi,
      },
    );
    expect(await shown(rita, ids.rita)).toBe(0);
    await expectInStep();

    // Made already held (the seed's way), then removed.
    const held = await aBorrowerApplication(server.database, { application: { assignedTo: ids.ravi } });
    await expectInStep();
    const { t } = server.database;
    await server.database.withTransaction((tx) =>
      tx.delete(t.applications).where(eq(t.applications.id, held.application.id)),
    );
    await expectInStep();
  });

  it('keeps the total when two reps claim and trade many applications at once', async () => {
    const fresh = [];
    for (let i = 0; i < 12; i++) fresh.push((await aBorrowerApplication(server.database)).application.id);
    await Promise.all(fresh.map((id, i) => claim(i % 2 ? rita : ravi, id)));
    await expectInStep();
    await Promise.all([
      ...fresh.filter((_, i) => i % 2 === 0).map((id) => rita.data(takeOverMutation, { id, from: ids.ravi })),
      ...fresh.filter((_, i) => i % 2 === 1).map((id) => rita.data(unclaimMutation, { id })),
    ]);
    await expectInStep();
  });
});

/** The migrations up to (not including) the totals', in a copy of the dialect's folder. */
function migrationsBeforeTotals(dialect: 'sqlite' | 'pg'): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'relief-migrations-')), dialect);
  cpSync(resolve(import.meta.dirname, `../../db/migrations/${dialect}`), folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 13);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** Two reps, and applications claimed before the totals existed: 3 Submitted and 1 Contacted, 2 Submitted. */
const claimsBefore = [
  `insert into users (id, email, password_hash, created_at, updated_at) values ('rep-a', 'a@example.org', 'x', '2026-01-01', '2026-01-01'), ('rep-b', 'b@example.org', 'x', '2026-01-01', '2026-01-01')`,
  `insert into applications (id, assigned_to, status, created_at, updated_at) values
    ('app-1', 'rep-a', 'Submitted', '2026-01-01', '2026-01-01'), ('app-2', 'rep-a', 'Submitted', '2026-01-01', '2026-01-01'),
    ('app-3', 'rep-a', 'Submitted', '2026-01-01', '2026-01-01'), ('app-4', 'rep-a', 'Contacted', '2026-01-01', '2026-01-01'),
    ('app-5', 'rep-b', 'Submitted', '2026-01-01', '2026-01-01'), ('app-6', 'rep-b', 'Submitted', '2026-01-01', '2026-01-01'),
    ('app-7', null, 'Submitted', '2026-01-01', '2026-01-01')`,
];

describe.each(testDialects.filter((dialect) => dialect !== 'pglite'))(
  'the queue totals of a %s database that had claims before them',
  (dialect) => {
    it('are filled from its applications when it migrates', async () => {
      const url = await freshDatabaseUrl(dialect);
      if (dialect === 'sqlite') {
        const client = new Database(url.slice('file:'.length));
        migrateSqliteFile(client, migrationsBeforeTotals('sqlite'));
        for (const statement of claimsBefore) client.exec(statement);
        client.close();
      } else {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await applyMigrations(client, migrationsBeforeTotals('pg'));
        for (const statement of claimsBefore) await client.query(statement);
        await client.end();
      }
      const dataKeys =
        dialect === 'postgres' ? { current: parseDataKey(generateDataKey()), old: [] } : undefined;
      const database = await openDatabase(url, { dataKeys });
      try {
        const { db, t } = database;
        const kept = await db
          .select({
            rep: t.queueTotals.assignedTo,
            status: t.queueTotals.status,
            n: t.queueTotals.applications,
          })
          .from(t.queueTotals);
        expect(kept.map((r) => `${r.rep} ${r.status} ${r.n}`).sort()).toEqual([
          'rep-a Contacted 1',
          'rep-a Submitted 3',
          'rep-b Submitted 2',
        ]);
      } finally {
        await database.close();
      }
    });
  },
);
