import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import type { GraphqlBody, HttpClient, HttpResult } from '../helpers/httpClient';
import { postgresServer, type PostgresServer } from '../helpers/postgresServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

/*
 * A borrower page's tab (the Debts tab's list) is one read of the file, logged against the
 * application's row. On Postgres every wave of statements is a round trip: the tab's rows are asked
 * for beside that row, not after it.
 */

const debtsTab = 'query($id: ID) { allDebts(filter: { applicationId: $id }) { id } }';

describe("a borrower page's tab on Postgres", () => {
  let postgres: PostgresServer;
  let server: TestServer;
  let rep: HttpClient;
  const given = process.env.TEST_POSTGRES_URL;

  beforeAll(async () => {
    postgres = await postgresServer();
    process.env.TEST_POSTGRES_URL = postgres.url;
    server = await startTestServer('postgres');
    rep = await server.signIn('rep1@example.org');
  });
  afterAll(async () => {
    await server?.close();
    if (given === undefined) delete process.env.TEST_POSTGRES_URL;
    await postgres?.stop();
  });

  it("asks for the tab's rows while its file's row is still being read, and logs the read once both are in", async () => {
    const { application } = await aBorrowerApplication(server.database, {
      application: { assignedTo: null },
    });
    const locker = new pg.Client({ connectionString: server.databaseUrl });
    // Another connection watches: pg_stat_activity holds still within a transaction, as the locker's is.
    const watcher = new pg.Client({ connectionString: server.databaseUrl });
    await Promise.all([locker.connect(), watcher.connect()]);
    let answer: Promise<HttpResult<GraphqlBody>> | undefined;
    try {
      await locker.query('begin');
      // The application's row is read with its borrower (api/data/applicationTree.ts): that read waits
      // here. The tab's own statement reads debts and applications, not borrowers.
      await locker.query('lock table borrowers in access exclusive mode');
      answer = rep.post<GraphqlBody>(
        '/graphql',
        { query: debtsTab, variables: { id: application.id } },
        { 'x-page-view': randomUUID() },
      );
      await vi.waitFor(
        async () => {
          const { rows } = await watcher.query<{ state: string; wait: string | null; query: string }>(
            // The locker (idle in its transaction) and this query match neither condition below.
            `select state, wait_event_type as wait, query from pg_stat_activity
              where datname = current_database() and backend_type = 'client backend'`,
          );
          expect(rows.some((r) => r.wait === 'Lock' && /^select "applications"\./.test(r.query))).toBe(true);
          expect(rows.some((r) => r.state === 'idle' && /from "debts"/.test(r.query))).toBe(true);
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await locker.query('rollback');
      await Promise.all([locker.end(), watcher.end()]);
    }
    const { body } = await answer!;
    expect(body.errors).toBeUndefined();
    expect(body.data?.allDebts).toEqual([]);
    const { t } = server.database;
    const reads = await server.database.db
      .select({ kind: t.readLog.kind, unclaimed: t.readLog.unclaimed })
      .from(t.readLog)
      .where(eq(t.readLog.applicationId, application.id));
    expect(reads).toEqual([{ kind: 'debts', unclaimed: true }]);
  });
});
