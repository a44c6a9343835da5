import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import { aContactAttempt } from '../helpers/consoleBuilders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { signInFloor, type FloorStaff } from '../helpers/floorStaff';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const claim = 'mutation($id: ID!) { claimApplication(id: $id) { id } }';
const workload = `{ staffWorkload { repId repName isActive claims callbacks dueCallbacks nextCallbackAt } }`;
const deactivate = `mutation($id: ID!, $to: ID!) { deactivateRep(id: $id, toRepId: $to) { moved toRepName applicationIds } }`;
const switchOff = 'mutation($id: ID!) { updateRep(id: $id, isActive: false) { id isActive } }';

interface Workload {
  repId: string;
  repName: string;
  isActive: boolean;
  claims: number;
  callbacks: number;
  dueCallbacks: number;
  nextCallbackAt: string | null;
}

const hourMs = 3_600_000;

/* Who holds what, and a rep switched off with their work moved in one step (issue 42). */
describe.each(testDialects)('a rep’s open work on %s', (dialect) => {
  let server: TestServer;
  let rita: HttpClient;
  let ravi: HttpClient;
  let lead: HttpClient;
  let ids: FloorStaff['ids'];
  const apps = { due: '', later: '', plain: '' };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    ({ rita, ravi, lead, ids } = await signInFloor(server));
    for (const key of Object.keys(apps) as (keyof typeof apps)[]) {
      apps[key] = (await aBorrowerApplication(server.database)).application.id;
      await ravi.data(claim, { id: apps[key] });
    }
    const booked = (applicationId: string, callbackAt: number) =>
      aContactAttempt(server.database, {
        applicationId,
        contactedBy: ids.ravi,
        method: 'Phone',
        outcome: 'Session scheduled',
        callbackAt: new Date(callbackAt).toISOString(),
        createdAt: new Date(Date.now() - 2 * hourMs).toISOString(),
      });
    await booked(apps.due, Date.now() - hourMs);
    await booked(apps.later, Date.now() + 5 * hourMs);
  });
  afterAll(() => server?.close());

  const rowOf = async (repId: string) =>
    (await lead.data<{ staffWorkload: Workload[] }>(workload)).staffWorkload.find((r) => r.repId === repId);

  it('shows a lead who holds what: claims, call-backs, those due and the soonest; reps may not ask', async () => {
    expect(await rowOf(ids.ravi)).toMatchObject({
      repName: 'Ravi Rep',
      isActive: true,
      claims: 3,
      callbacks: 2,
      dueCallbacks: 1,
    });
    expect(Date.parse((await rowOf(ids.ravi))!.nextCallbackAt!)).toBeLessThan(Date.now());
    expect(await rowOf(ids.rita)).toMatchObject({
      claims: 0,
      callbacks: 0,
      dueCallbacks: 0,
      nextCallbackAt: null,
    });
    expect(errorCode(await rita.gql(workload))).toBe('FORBIDDEN');
  });

  it('refuses to switch off a rep who holds work without naming who takes it, and changes nothing', async () => {
    const refused = await lead.gql(switchOff, { id: ids.ravi });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.body.errors?.[0].message).toBe(
      'Ravi Rep holds 3 applications: choose who takes them (Deactivate on the Reps or Who holds what screen).',
    );
    expect((await rowOf(ids.ravi))?.isActive).toBe(true);
    expect(errorCode(await ravi.gql('{ allApplications { id } }'))).toBeUndefined();
  });

  it('switches a rep off with every claim and call-back moved in one step, audited, and ends their sessions', async () => {
    expect(errorCode(await lead.gql(deactivate, { id: ids.ravi, to: ids.ravi }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await lead.gql(deactivate, { id: ids.lead, to: ids.rita }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await rita.gql(deactivate, { id: ids.ravi, to: ids.rita }))).toBe('FORBIDDEN');
    const { deactivateRep } = await lead.data<{
      deactivateRep: { moved: number; toRepName: string; applicationIds: string[] };
    }>(deactivate, { id: ids.ravi, to: ids.rita });
    expect(deactivateRep.moved).toBe(3);
    expect(deactivateRep.toRepName).toBe('Rita Rep');
    expect(deactivateRep.applicationIds.sort()).toEqual(Object.values(apps).sort());
    // Nothing orphaned: Rita holds the work and its call-backs, Ravi is off and off the screen.
    expect(await rowOf(ids.rita)).toMatchObject({ claims: 3, callbacks: 2, dueCallbacks: 1 });
    expect(await rowOf(ids.ravi)).toBeUndefined();
    const { db, t } = server.database;
    const [account] = await db.select().from(t.users).where(eq(t.users.id, ids.ravi));
    expect(account.isActive).toBe(false);
    const entries = await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, ids.ravi));
    expect(entries.find((e) => e.action === 'deactivate')).toMatchObject({
      actorId: ids.lead,
      after: { isActive: false, movedTo: ids.rita, movedToName: 'Rita Rep', moved: 3 },
    });
    expect(errorCode(await ravi.gql('{ allApplications { id } }'))).toBe('UNAUTHENTICATED');
    // Switched off with nothing held, the plain update does it, and back on.
    const back = await lead.data<{ updateRep: { isActive: boolean } }>(
      'mutation($id: ID!) { updateRep(id: $id, isActive: true) { isActive } }',
      { id: ids.ravi },
    );
    expect(back.updateRep.isActive).toBe(true);
    expect(
      (await lead.data<{ updateRep: { isActive: boolean } }>(switchOff, { id: ids.ravi })).updateRep.isActive,
    ).toBe(false);
  });

  it('keeps a staff phone however it was typed, as ddd-ddd-dddd', async () => {
    const { updateRep } = await lead.data<{ updateRep: { phoneNumber: string } }>(
      'mutation($id: ID!) { updateRep(id: $id, phoneNumber: "(302) 555-0190") { phoneNumber } }',
      { id: ids.rita },
    );
    expect(updateRep.phoneNumber).toBe('302-555-0190');
    const refused = await lead.gql(
      'mutation($id: ID!) { updateRep(id: $id, phoneNumber: "555-0190") { id } }',
      {
        id: ids.rita,
      },
    );
    expect(refused.body.errors?.[0].extensions?.fields).toEqual({ phoneNumber: 'Phone is invalid' });
  });
});
