import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * A session the request reads is the session as it stands: a rep deactivated or a session ended
 * elsewhere signs out at the next request. That the read is one statement, joined to the user and their
 * groups, and that the touch writes only past its slack (api/auth/sessionStore.ts, api/auth/freshViewers.ts)
 * are figures of `npm run bench:statements` (docs/decisions/0250-statement-counts-in-the-bench.md).
 */

describe.each(testDialects)('session reads on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

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
