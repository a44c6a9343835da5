import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * A signed-in request reads its session row once: the touch at the response's end compares the
 * expiry with what the request read (api/auth/sessionStore.ts), and writes only when it moved by
 * more than the slack. The same statement reads the user and their groups, so passport's viewer
 * needs no second (api/auth/freshViewers.ts). A query per request was a measurable part of the API's own cost (issue 23).
 */

describe.each(testDialects)('session reads on %s', (dialect) => {
  let server: TestServer;
  const queries: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(dialect, { onQuery: (sql) => queries.push(sql) });
  });
  afterAll(() => server?.close());

  const sessionQueries = () => queries.filter((sql) => /\bfrom "sessions"|update "sessions"/i.test(sql));

  it('reads the session once per request and writes nothing within the slack', async () => {
    const rep = await server.signIn('rep1@example.org');
    queries.length = 0;
    await rep.data('{ me { id } }');
    expect(sessionQueries()).toHaveLength(1);
    expect(sessionQueries()[0]).toMatch(/^select/i);
  });

  it('reads who is asking in that same statement: no second read of the user and their groups', async () => {
    const rep = await server.signIn('rep1@example.org');
    queries.length = 0;
    expect(await rep.data('{ me { id email } }')).toMatchObject({ me: { email: 'rep1@example.org' } });
    const userReads = queries.filter((sql) => /\bfrom "(users|user_groups|groups)"|join "users"/i.test(sql));
    expect(userReads).toHaveLength(1);
    expect(userReads[0]).toMatch(/from "sessions" left join "users"/i);
  });

  it('signs out at the next request a rep deactivated since the last', async () => {
    const rep = await server.signIn('rep2@example.org');
    expect(await rep.data('{ me { email } }')).toMatchObject({ me: { email: 'rep2@example.org' } });
    const { t } = server.database;
    await server.database.withTransaction((tx) =>
      tx.update(t.users).set({ isActive: false }).where(eq(t.users.email, 'rep2@example.org')),
    );
    const res = await rep.gql('{ me { id } }');
    expect(res.body.data?.me ?? null).toBeNull();
    await server.database.withTransaction((tx) =>
      tx.update(t.users).set({ isActive: true }).where(eq(t.users.email, 'rep2@example.org')),
    );
  });

  it('still ends a session destroyed elsewhere: the next request is signed out', async () => {
    const rep = await server.signIn('rep2@example.org');
    await rep.data('{ me { id } }');
    const { db, t } = server.database;
    await server.database.withTransaction((tx) => tx.delete(t.sessions));
    expect(await db.select().from(t.sessions)).toEqual([]);
    const res = await rep.gql('{ me { id } }');
    expect(res.body.data?.me ?? null).toBeNull();
  });
});
