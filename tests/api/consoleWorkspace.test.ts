import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../api/data/users';
import { repGroup } from '../../api/domain/permissions';
import { aBorrowerApplication } from '../helpers/builders';
import { aContactAttempt, aCreditReport, typicalDebts } from '../helpers/consoleBuilders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const saveDraft = `mutation($formKey: String!, $applicationId: ID!, $values: String!) {
  saveFormDraft(formKey: $formKey, applicationId: $applicationId, values: $values) { formKey values updatedAt }
}`;
const readDraft =
  'query($formKey: String!) { formDraft(formKey: $formKey) { formKey applicationId values } }';
const discardDraft = 'mutation($formKey: String!) { discardFormDraft(formKey: $formKey) }';

/** Thursday 16 July 2026, 3 pm UTC. */
const now = new Date('2026-07-16T15:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

/* What a rep keeps on the server: drafts of forms; what a lead sees of the floor; masked numbers. */
describe.each(testDialects)('the console’s workspace on %s', (dialect) => {
  let server: TestServer;
  let rita: HttpClient;
  let ravi: HttpClient;
  let lead: HttpClient;
  const ids = { rita: '', ravi: '', lead: '' };

  beforeAll(async () => {
    server = await startTestServer(dialect, { now: () => now });
    [rita, ravi, lead] = await Promise.all([
      server.signIn('rep1@example.org'),
      server.signIn('rep2@example.org'),
      server.signIn('lead@example.org'),
    ]);
    for (const [name, client] of [
      ['rita', rita],
      ['ravi', ravi],
      ['lead', lead],
    ] as const) {
      ids[name] = (await client.data<{ me: { id: string } }>('{ me { id } }')).me.id;
    }
  });
  afterAll(() => server?.close());

  it('keeps a rep’s draft across sessions, to that rep alone, until it is sent or dropped', async () => {
    const { application } = await aBorrowerApplication(server.database);
    const formKey = `contactAttempt:${application.id}`;
    const values = JSON.stringify({ method: 'Phone', note: 'Half-typed: she said to call after' });
    await rita.data(saveDraft, { formKey, applicationId: application.id, values });
    // Signed out and in again (the idle sign-out, another computer): the draft is there.
    const again = await server.signIn('rep1@example.org');
    const found = (
      await again.data<{ formDraft: { formKey: string; applicationId: string; values: string } }>(readDraft, {
        formKey,
      })
    ).formDraft;
    expect({ ...found, values: JSON.parse(found.values) }).toEqual({
      formKey,
      applicationId: application.id,
      values: JSON.parse(values),
    });
    expect((await ravi.data<{ formDraft: unknown }>(readDraft, { formKey })).formDraft).toBeNull();
    // The newest values replace the last.
    const newer = JSON.stringify({ method: 'Phone', note: 'She said to call after 5' });
    await again.data(saveDraft, { formKey, applicationId: application.id, values: newer });
    expect(
      JSON.parse(
        (await rita.data<{ formDraft: { values: string } }>(readDraft, { formKey })).formDraft.values,
      ),
    ).toEqual(JSON.parse(newer));
    expect(await rita.data(discardDraft, { formKey })).toEqual({ discardFormDraft: true });
    expect((await rita.data<{ formDraft: unknown }>(readDraft, { formKey })).formDraft).toBeNull();
  });

  it('refuses a draft for a form it does not know, a key of another application, or too much text', async () => {
    const { application } = await aBorrowerApplication(server.database);
    const refused = async (formKey: string, values = '{}') =>
      errorCode(await rita.gql(saveDraft, { formKey, applicationId: application.id, values }));
    expect(await refused(`password:${application.id}`)).toBe('BAD_USER_INPUT');
    expect(await refused('contactAttempt:another-application')).toBe('BAD_USER_INPUT');
    expect(await refused(`plan:${application.id}`, JSON.stringify({ note: 'x'.repeat(16_001) }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await refused(`plan:${application.id}`, 'not json')).toBe('BAD_USER_INPUT');
    const borrower = server.client();
    expect(errorCode(await borrower.gql(readDraft, { formKey: `plan:${application.id}` }))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('gives a lead the floor: queue age, time to first contact, claims and contacts per rep, conversion', async () => {
    const { t } = server.database;
    const before = await lead.data<{ floorStats: Record<string, unknown> }>(stats, window);
    const oldest = await aBorrowerApplication(server.database, {
      application: { createdAt: hoursAgo(24 * 5) },
    });
    const contactedA = await aBorrowerApplication(server.database, {
      application: { createdAt: hoursAgo(10) },
    });
    const contactedB = await aBorrowerApplication(server.database, {
      application: { createdAt: hoursAgo(6) },
    });
    await aContactAttempt(server.database, {
      applicationId: contactedA.application.id,
      contactedBy: ids.rita,
      method: 'Phone',
      outcome: 'Left a voicemail',
      createdAt: hoursAgo(8), // 2 hours after it came in
    });
    await aContactAttempt(server.database, {
      applicationId: contactedB.application.id,
      contactedBy: ids.ravi,
      method: 'Phone',
      outcome: 'Counseling session was conducted',
      createdAt: hoursAgo(2), // 4 hours after it came in
    });
    await server.database.withTransaction(async (tx) => {
      await tx
        .update(t.applications)
        .set({ assignedTo: ids.rita })
        .where(eq(t.applications.id, contactedA.application.id));
      await tx
        .insert(t.dmpEnrollments)
        .values({ applicationId: contactedB.application.id, active: true, createdAt: hoursAgo(1) });
    });
    const { floorStats } = await lead.data<{
      floorStats: {
        unclaimedCount: number;
        oldestUnclaimedAt: string;
        medianMinutesToFirstContact: number;
        firstContactsCounted: number;
        claimsPerRep: { repName: string; value: number }[];
        contactsTodayPerRep: { repName: string; value: number }[];
        contactedThisWeek: number;
        enrolledThisWeek: number;
      };
    }>(stats, window);
    expect(floorStats.unclaimedCount).toBe((before.floorStats.unclaimedCount as number) + 2);
    expect(floorStats.oldestUnclaimedAt <= oldest.application.createdAt).toBe(true);
    expect(floorStats.firstContactsCounted).toBe(2);
    expect(floorStats.medianMinutesToFirstContact).toBe(180);
    const byName = (figures: { repName: string; value: number }[]) =>
      Object.fromEntries(figures.map((f) => [f.repName, f.value]));
    expect(byName(floorStats.claimsPerRep)).toMatchObject({ 'Rita Rep': 1, 'Ravi Rep': 0, 'Lena Lead': 0 });
    expect(byName(floorStats.contactsTodayPerRep)).toMatchObject({ 'Rita Rep': 1, 'Ravi Rep': 1 });
    expect(floorStats).toMatchObject({ contactedThisWeek: 2, enrolledThisWeek: 1 });
    expect(errorCode(await rita.gql(stats, window))).toBe('FORBIDDEN');
    expect(errorCode(await lead.gql(stats, { dayStart: 'yesterday', weekStart: window.weekStart }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('counts only contacted borrowers as converted, and keeps a deactivated rep who holds claims on the charts (issue 42)', async () => {
    const { t } = server.database;
    const before = (
      await lead.data<{ floorStats: { contactedThisWeek: number; enrolledThisWeek: number } }>(stats, window)
    ).floorStats;
    // Two plans this week for borrowers nobody contacted this week: no conversion of this week's calls.
    for (const hours of [30, 20]) {
      const { application } = await aBorrowerApplication(server.database);
      await server.database.withTransaction((tx) =>
        tx
          .insert(t.dmpEnrollments)
          .values({ applicationId: application.id, active: true, createdAt: hoursAgo(hours) }),
      );
    }
    const called = await aBorrowerApplication(server.database);
    await aContactAttempt(server.database, {
      applicationId: called.application.id,
      contactedBy: ids.ravi,
      method: 'Phone',
      outcome: 'Left a voicemail',
      createdAt: hoursAgo(3),
    });
    // A rep switched off with a claim still held.
    const departed = await server.database.withTransaction((tx) =>
      insertAccount(tx, t, {
        email: 'dora.departed@example.org',
        name: 'Dora Departed',
        passwordHash: 'x',
        groups: [repGroup],
      }),
    );
    await server.database.withTransaction(async (tx) => {
      await tx
        .update(t.applications)
        .set({ assignedTo: departed, assignedToAt: hoursAgo(5) })
        .where(eq(t.applications.id, called.application.id));
      await tx.update(t.users).set({ isActive: false }).where(eq(t.users.id, departed));
    });
    const { floorStats } = await lead.data<{
      floorStats: {
        contactedThisWeek: number;
        enrolledThisWeek: number;
        claimsPerRep: { repId: string; repName: string; isActive: boolean; value: number }[];
      };
    }>(
      stats.replace('claimsPerRep { repId repName value }', 'claimsPerRep { repId repName isActive value }'),
      window,
    );
    expect(floorStats.contactedThisWeek).toBe(before.contactedThisWeek + 1);
    expect(floorStats.enrolledThisWeek).toBe(before.enrolledThisWeek);
    expect(floorStats.enrolledThisWeek).toBeLessThanOrEqual(floorStats.contactedThisWeek);
    expect(floorStats.claimsPerRep.find((f) => f.repId === departed)).toEqual({
      repId: departed,
      repName: 'Dora Departed',
      isActive: false,
      value: 1,
    });
    expect(floorStats.claimsPerRep.find((f) => f.repId === ids.rita)?.isActive).toBe(true);
  });

  it('lists account numbers by their last four, and records every reveal of a whole one', async () => {
    const { application } = await aBorrowerApplication(server.database);
    const { debts } = await aCreditReport(server.database, application, typicalDebts.slice(0, 2));
    const listed = await rita.data<{ allDebts: { id: string; accountNumber: string }[] }>(
      'query($filter: DebtFilter) { allDebts(filter: $filter) { id accountNumber } }',
      { filter: { applicationId: application.id } },
    );
    expect(listed.allDebts.map((d) => d.accountNumber).sort()).toEqual(['•••• 2290', '•••• 4411']);
    const debt = debts.find((d) => d.accountNumber === '517805XXXXXX4411')!;
    const reveal = 'mutation($id: ID!) { revealAccountNumber(debtId: $id) }';
    expect(await rita.data(reveal, { id: debt.id })).toEqual({ revealAccountNumber: '517805XXXXXX4411' });
    const { db, t } = server.database;
    const entries = await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, debt.id));
    expect(entries).toMatchObject([
      { action: 'revealAccountNumber', entity: 'Debt', actorId: ids.rita, applicationId: application.id },
    ]);
    // The read log has it too, for the leads' feed and the access report.
    const reads = await db.select().from(t.readLog).where(eq(t.readLog.applicationId, application.id));
    expect(reads.filter((read) => read.kind === 'accountNumber')).toMatchObject([{ actorId: ids.rita }]);
    const borrower = server.client();
    expect(errorCode(await borrower.gql(reveal, { id: debt.id }))).toBe('UNAUTHENTICATED');
  });
});

const stats = `query($dayStart: String!, $weekStart: String!) {
  floorStats(dayStart: $dayStart, weekStart: $weekStart) {
    unclaimedCount oldestUnclaimedAt medianMinutesToFirstContact firstContactsCounted
    claimsPerRep { repId repName value } contactsTodayPerRep { repId repName value }
    contactedThisWeek enrolledThisWeek
  }
}`;
/** The lead's day began at midnight UTC, the week on Monday 13 July. */
const window = { dayStart: '2026-07-16T00:00:00.000Z', weekStart: '2026-07-13T00:00:00.000Z' };
