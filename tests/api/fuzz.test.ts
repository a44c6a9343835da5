import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('random input (SECURITY.md §15)', () => {
  let server: TestServer;
  let rep: HttpClient;
  let target: { borrowerId: string; applicationId: string };
  let bystander: { borrowerId: string; snapshot: unknown };

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    rep = await server.signIn('rep1@example.org');
    const made = await aBorrowerApplication(server.database);
    target = { borrowerId: made.borrower.id, applicationId: made.application.id };
    const other = await aBorrowerApplication(server.database);
    const { db, t } = server.database;
    bystander = {
      borrowerId: other.borrower.id,
      snapshot: (await db.select().from(t.borrowers).where(eq(t.borrowers.id, other.borrower.id)))[0],
    };
  });
  afterAll(() => server?.close());

  const text = fc.oneof(
    fc.string({ maxLength: 120 }),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constantFrom("' or 1=1 --", '%_\\', 'Robert"); drop table borrowers;--', '\u0000'),
  );

  it('never answers 500 and never touches another row', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, fc.integer({ min: -5, max: 200 }), async (q, name, perPage) => {
        const search = await rep.gql(
          'query($q: String, $perPage: Int) { allApplications(perPage: $perPage, filter: { q: $q }) { id } }',
          { q, perPage },
        );
        const update = await rep.gql(
          'mutation($id: ID!, $n: String, $c: String) { updateBorrower(id: $id, firstName: $n, city: $c) { id } }',
          {
            id: target.borrowerId,
            n: name,
            c: q,
          },
        );
        const rest = await rep.post('/api/reports', { applicationId: q });
        for (const res of [search, update, rest]) {
          expect(res.status).toBeLessThan(500);
          expect(JSON.stringify(res.body)).not.toContain('INTERNAL');
        }
      }),
      { numRuns: 60 },
    );
    const { db, t } = server.database;
    const [after] = await db.select().from(t.borrowers).where(eq(t.borrowers.id, bystander.borrowerId));
    expect(after).toEqual(bystander.snapshot);
  });
});
