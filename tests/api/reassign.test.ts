import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { signInFloor, type FloorStaff } from '../helpers/floorStaff';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const claim = 'mutation($id: ID!) { claimApplication(id: $id) { id } }';
const reassignSome = `mutation($ids: [ID!]!, $to: ID!) {
  reassignApplications(ids: $ids, toRepId: $to) { moved toRepId toRepName applicationIds }
}`;
const reassignAll = `mutation($from: ID!, $to: ID!) {
  reassignAllClaims(fromRepId: $from, toRepId: $to) { moved toRepName applicationIds }
}`;

/* A lead moves one, many or all of a rep's claims to a named rep, audited (issue 20). */
describe.each(testDialects)('reassigning claims on %s', (dialect) => {
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

  const holders = async (applicationIds: string[]) => {
    const { db, t } = server.database;
    const rows = await db.select().from(t.applications);
    return applicationIds.map((id) => rows.find((r) => r.id === id)?.assignedTo ?? null);
  };
  const newApplication = async () => (await aBorrowerApplication(server.database)).application.id;

  it('moves one or many chosen applications, claimed or not, each audited with both holders by name', async () => {
    const [a, b, c] = [await newApplication(), await newApplication(), await newApplication()];
    await rita.data(claim, { id: a });
    await ravi.data(claim, { id: b });
    const { reassignApplications } = await lead.data<{ reassignApplications: Record<string, unknown> }>(
      reassignSome,
      { ids: [a, b, c], to: ids.ravi },
    );
    // b was Ravi's already: nothing to move.
    expect(reassignApplications).toMatchObject({ moved: 2, toRepId: ids.ravi, toRepName: 'Ravi Rep' });
    expect((reassignApplications.applicationIds as string[]).sort()).toEqual([a, c].sort());
    expect(await holders([a, b, c])).toEqual([ids.ravi, ids.ravi, ids.ravi]);
    const { db, t } = server.database;
    const entry = (await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, a))).find(
      (e) => e.action === 'reassign',
    );
    expect(entry).toMatchObject({
      action: 'reassign',
      actorId: ids.lead,
      before: { assignedTo: ids.rita, assignedToName: 'Rita Rep' },
      after: { assignedTo: ids.ravi, assignedToName: 'Ravi Rep' },
    });
  });

  it('moves every claim a rep holds to another rep, and the rep tiles follow', async () => {
    const mine = [await newApplication(), await newApplication(), await newApplication()];
    for (const id of mine) await rita.data(claim, { id });
    const tile = async (id: string) =>
      (
        await lead.data<{ Rep: { assignedCount: number } }>(
          'query($id: ID!) { Rep(id: $id) { assignedCount } }',
          { id },
        )
      ).Rep.assignedCount;
    const raviBefore = await tile(ids.ravi);
    const { reassignAllClaims } = await lead.data<{
      reassignAllClaims: { moved: number; toRepName: string };
    }>(reassignAll, { from: ids.rita, to: ids.ravi });
    expect(reassignAllClaims).toMatchObject({ toRepName: 'Ravi Rep' });
    expect(reassignAllClaims.moved).toBeGreaterThanOrEqual(3);
    expect(await holders(mine)).toEqual([ids.ravi, ids.ravi, ids.ravi]);
    expect(await tile(ids.rita)).toBe(0);
    expect(await tile(ids.ravi)).toBe(raviBefore + reassignAllClaims.moved);
  });

  it('is a lead’s alone, goes only to an active rep, and leaves everything as it was when refused', async () => {
    const id = await newApplication();
    await rita.data(claim, { id });
    expect(errorCode(await ravi.gql(reassignSome, { ids: [id], to: ids.ravi }))).toBe('FORBIDDEN');
    expect(errorCode(await rita.gql(reassignAll, { from: ids.rita, to: ids.ravi }))).toBe('FORBIDDEN');
    const { borrower } = await aBorrowerApplication(server.database);
    expect(errorCode(await lead.gql(reassignSome, { ids: [id], to: borrower.id }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await lead.gql(reassignAll, { from: ids.rita, to: ids.rita }))).toBe('BAD_USER_INPUT');
    // Switched off while still holding claims (an account from before issue 42's rule, or the shell).
    const { t } = server.database;
    const setActive = (isActive: boolean) =>
      server.database.withTransaction((tx) =>
        tx.update(t.users).set({ isActive }).where(eq(t.users.id, ids.ravi)),
      );
    await setActive(false);
    try {
      const refused = await lead.gql(reassignSome, { ids: [id], to: ids.ravi });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.body.errors?.[0]?.extensions?.fields).toEqual({
        toRepId: 'Choose an active representative',
      });
    } finally {
      await setActive(true);
    }
    expect(await holders([id])).toEqual([ids.rita]);
  });
});
