import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { signInFloor, type FloorStaff } from '../helpers/floorStaff';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/* Staff can claim any application (spec §6): a claim another rep holds is taken over, race-free. */
describe.each(testDialects)('taking over a claim on %s', (dialect) => {
  let server: TestServer;
  let rita: HttpClient;
  let ravi: HttpClient;
  let lead: HttpClient;
  let ids: FloorStaff['ids'];

  const claim = 'mutation($id: ID!) { claimApplication(id: $id) { id assignedTo } }';
  const takeOver = `mutation($id: ID!, $from: ID!) {
    takeOverApplication(id: $id, fromRepId: $from) { id assignedTo assignedToName }
  }`;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    ({ rita, ravi, lead, ids } = await signInFloor(server));
  });
  afterAll(() => server?.close());

  const heldBy = async (id: string) => {
    const { db, t } = server.database;
    const [row] = await db.select().from(t.applications).where(eq(t.applications.id, id));
    return row.assignedTo;
  };

  it('keeps the plain claim race-free, and takes over from the named holder, recorded with both', async () => {
    const { application } = await aBorrowerApplication(server.database);
    await rita.data(claim, { id: application.id });
    // A plain claim of a held application is still refused: taking over is a choice the rep confirms.
    expect(errorCode(await ravi.gql(claim, { id: application.id }))).toBe('CONFLICT');

    const taken = await ravi.data<{ takeOverApplication: { assignedTo: string; assignedToName: string } }>(
      takeOver,
      { id: application.id, from: ids.rita },
    );
    expect(taken.takeOverApplication).toMatchObject({ assignedTo: ids.ravi, assignedToName: 'Ravi Rep' });
    expect(await heldBy(application.id)).toBe(ids.ravi);

    const { db, t } = server.database;
    const entries = await db.select().from(t.auditLog).where(eq(t.auditLog.applicationId, application.id));
    const entry = entries.find((e) => e.action === 'takeOver')!;
    expect(entry.actorId).toBe(ids.ravi);
    expect(entry.before).toMatchObject({ assignedTo: ids.rita, assignedToName: 'Rita Rep' });
    expect(entry.after).toMatchObject({ assignedTo: ids.ravi, assignedToName: 'Ravi Rep' });
  });

  it('of two take-overs from the same holder at once, exactly one wins', async () => {
    const { application } = await aBorrowerApplication(server.database);
    await rita.data(claim, { id: application.id });
    const results = await Promise.all(
      [ravi, lead, ravi, lead].map((client) => client.gql(takeOver, { id: application.id, from: ids.rita })),
    );
    expect(results.filter((r) => !(r.body as { errors?: unknown }).errors)).toHaveLength(1);
    expect(results.filter((r) => errorCode(r) === 'CONFLICT')).toHaveLength(3);
    expect([ids.ravi, ids.lead]).toContain(await heldBy(application.id));
  });

  it('refuses a stale take-over: the holder changed, let go, or it is already the rep’s', async () => {
    const { application } = await aBorrowerApplication(server.database);
    // Nobody holds it: claim instead.
    const unheld = await ravi.gql(takeOver, { id: application.id, from: ids.rita });
    expect(errorCode(unheld)).toBe('CONFLICT');
    expect(await heldBy(application.id)).toBeNull();

    await lead.data(claim, { id: application.id });
    // Ravi's screen still says Rita: refused, Lead keeps it.
    const stale = await ravi.gql(takeOver, { id: application.id, from: ids.rita });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(await heldBy(application.id)).toBe(ids.lead);
    expect(errorCode(await lead.gql(takeOver, { id: application.id, from: ids.lead }))).toBe('CONFLICT');
    expect(errorCode(await ravi.gql(takeOver, { id: 'no-such-id', from: ids.lead }))).toBe('NOT_FOUND');
  });

  it('is for staff only', async () => {
    const { application } = await aBorrowerApplication(server.database);
    const anonymous = await server.client().gql(takeOver, { id: application.id, from: ids.rita });
    expect(errorCode(anonymous)).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});
