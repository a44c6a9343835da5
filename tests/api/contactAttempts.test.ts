import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const create = `mutation($id: ID!, $method: String, $outcome: String, $note: String, $callbackAt: String) {
  createContactAttempt(applicationId: $id, method: $method, outcome: $outcome, note: $note, callbackAt: $callbackAt) {
    id note callbackAt outcome
  }
}`;
const correct = `mutation($id: ID!, $outcome: String, $note: String, $callbackAt: String, $method: String) {
  updateContactAttempt(id: $id, outcome: $outcome, note: $note, callbackAt: $callbackAt, method: $method) {
    id outcome note callbackAt correctedAt
  }
}`;
const calling = `query($id: ID!) { Application(id: $id) { callableNow notCallableReason borrowerLocalTime callbackAt } }`;

/** Wednesday 15 July 2026, noon in New York. */
const noon = new Date('2026-07-15T16:00:00Z');
const hoursLater = (hours: number) => new Date(noon.getTime() + hours * 3_600_000).toISOString();

/* Notes, call-backs and corrections of contact attempts; the caps on calls (issue 20). */
describe.each(testDialects)('contact attempts on %s', (dialect) => {
  let server: TestServer;
  let rita: HttpClient;
  let ravi: HttpClient;
  let lead: HttpClient;
  let clock = noon;

  beforeAll(async () => {
    server = await startTestServer(dialect, { now: () => clock });
    [rita, ravi, lead] = await Promise.all([
      server.signIn('rep1@example.org'),
      server.signIn('rep2@example.org'),
      server.signIn('lead@example.org'),
    ]);
  });
  afterAll(() => server?.close());

  const anApplication = (state = 'NY', zipCode = '10001') =>
    aBorrowerApplication(server.database, { borrower: { state, zipCode } }).then((a) => a.application.id);

  it('keeps a note and books a call-back for a scheduled session, which is the application’s open call-back', async () => {
    const id = await anApplication();
    const { createContactAttempt } = await rita.data<{ createContactAttempt: Record<string, unknown> }>(
      create,
      {
        id,
        method: 'Phone',
        outcome: 'Session scheduled',
        note: '  Prefers mornings; ask for Jorge.  ',
        callbackAt: hoursLater(20),
      },
    );
    expect(createContactAttempt).toMatchObject({
      note: 'Prefers mornings; ask for Jorge.',
      callbackAt: hoursLater(20),
    });
    expect(
      (await rita.data<{ Application: { callbackAt: string } }>(calling, { id })).Application.callbackAt,
    ).toBe(hoursLater(20));
    // The next attempt closes the call-back.
    await rita.data(create, { id, method: 'Phone', outcome: 'Left a voicemail' });
    expect(
      (await rita.data<{ Application: { callbackAt: null } }>(calling, { id })).Application.callbackAt,
    ).toBeNull();
  });

  it('announces a call-back inside the borrower’s calling hours: at its time, or when they open (issue 42)', async () => {
    const reminderOf = async (id: string) =>
      (
        await rita.data<{ Application: { callbackAt: string; callbackReminderAt: string } }>(
          'query($id: ID!) { Application(id: $id) { callbackAt callbackReminderAt } }',
          { id },
        )
      ).Application;
    const newYork = await anApplication('NY', '10001');
    // 3 pm EDT tomorrow: announced then.
    await rita.data(create, {
      id: newYork,
      method: 'Phone',
      outcome: 'Session scheduled',
      callbackAt: hoursLater(27),
    });
    expect(await reminderOf(newYork)).toEqual({
      callbackAt: hoursLater(27),
      callbackReminderAt: hoursLater(27),
    });
    // 7:30 am EDT tomorrow: announced at 8:00 am EDT.
    const early = await anApplication('NY', '10001');
    await rita.data(create, {
      id: early,
      method: 'Phone',
      outcome: 'Session scheduled',
      callbackAt: hoursLater(19.5),
    });
    expect((await reminderOf(early)).callbackReminderAt).toBe(hoursLater(20));
    // 8:30 am in Minneapolis (CDT) tomorrow: Minnesota's calls start at 9.
    const minnesota = await anApplication('MN', '55401');
    await rita.data(create, {
      id: minnesota,
      method: 'Phone',
      outcome: 'Session scheduled',
      callbackAt: hoursLater(21.5),
    });
    expect((await reminderOf(minnesota)).callbackReminderAt).toBe(hoursLater(22));
    // No open call-back, nothing to announce.
    await rita.data(create, { id: minnesota, method: 'Phone', outcome: 'Left a voicemail' });
    expect(await reminderOf(minnesota)).toEqual({ callbackAt: null, callbackReminderAt: null });
  });

  it('sets Call Scheduled when an attempt books a call-back, and Contacted when the next one closes it (issue 42)', async () => {
    const id = await anApplication();
    const statusOf = async () =>
      (
        await rita.data<{ Application: { status: string } }>(
          'query($id: ID!) { Application(id: $id) { status } }',
          { id },
        )
      ).Application.status;
    await rita.data(create, {
      id,
      method: 'Phone',
      outcome: 'Session scheduled',
      callbackAt: hoursLater(20),
    });
    expect(await statusOf()).toBe('Call Scheduled');
    const scheduled = await rita.data<{ _allApplicationsMeta: { count: number } }>(
      'query($f: ApplicationFilter) { _allApplicationsMeta(filter: $f) { count } }',
      { f: { ids: [id], status_in: ['Call Scheduled'] } },
    );
    expect(scheduled._allApplicationsMeta.count).toBe(1);
    await rita.data(create, { id, method: 'Phone', outcome: 'Counseling session was conducted' });
    expect(await statusOf()).toBe('Contacted');
  });

  it.each([
    [{ outcome: 'Session scheduled' }, 'Call back at is required when a session is scheduled'],
    [{ outcome: 'Session scheduled', callbackAt: hoursLater(-1) }, 'Call back at must be later than now'],
    [
      { outcome: 'Session scheduled', callbackAt: hoursLater(24 * 400) },
      'Call back at must be within 365 days',
    ],
    [{ outcome: 'Session scheduled', callbackAt: 'tomorrow' }, 'Call back at is not a date and time'],
    [{ outcome: 'Wrong number', callbackAt: hoursLater(2) }, 'Call back at is only for a scheduled session'],
    [{ outcome: 'Wrong number', note: 'x'.repeat(246) }, 'Note is at most 245 characters'],
  ])('refuses %j with the rule in words, and writes nothing', async (input, message) => {
    const id = await anApplication();
    const res = await rita.gql(create, { id, method: 'Phone', ...input });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    const fields = res.body.errors?.[0]?.extensions?.fields as Record<string, string>;
    expect(Object.values(fields)).toEqual([message]);
    const { db, t } = server.database;
    expect(await db.select().from(t.contactAttempts).where(eq(t.contactAttempts.applicationId, id))).toEqual(
      [],
    );
  });

  it('lets the author or a lead correct a mistaken attempt, audited with what it said, and nobody else', async () => {
    const id = await anApplication();
    const { createContactAttempt: attempt } = await rita.data<{ createContactAttempt: { id: string } }>(
      create,
      {
        id,
        method: 'Phone',
        outcome: 'Wrong number',
      },
    );
    expect(errorCode(await ravi.gql(correct, { id: attempt.id, outcome: 'Left a voicemail' }))).toBe(
      'FORBIDDEN',
    );
    const { updateContactAttempt } = await rita.data<{ updateContactAttempt: Record<string, unknown> }>(
      correct,
      {
        id: attempt.id,
        outcome: 'Session scheduled',
        callbackAt: hoursLater(3),
        note: 'Was a voicemail, not a wrong number; called back',
      },
    );
    expect(updateContactAttempt).toMatchObject({
      outcome: 'Session scheduled',
      callbackAt: hoursLater(3),
      correctedAt: noon.toISOString(),
    });
    await lead.data(correct, { id: attempt.id, method: 'Email' });
    const { db, t } = server.database;
    const entries = (await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, attempt.id))).filter(
      (e) => e.action === 'correct',
    );
    expect(entries.map((e) => [e.before, e.after])).toEqual(
      expect.arrayContaining([
        [
          { outcome: 'Wrong number', note: null, callbackAt: null },
          {
            outcome: 'Session scheduled',
            note: 'Was a voicemail, not a wrong number; called back',
            callbackAt: hoursLater(3),
          },
        ],
        [{ method: 'Phone' }, { method: 'Email' }],
      ]),
    );
    // A call-back left as it was may be in the past by now; changing only the method is still fine.
    clock = new Date(noon.getTime() + 5 * 3_600_000);
    try {
      await rita.data(correct, { id: attempt.id, method: 'Phone' });
    } finally {
      clock = noon;
    }
  });

  it('lists the open call-backs due before an instant, soonest first', async () => {
    const [soon, later, none] = [await anApplication(), await anApplication(), await anApplication()];
    await rita.data(create, {
      id: later,
      method: 'Phone',
      outcome: 'Session scheduled',
      callbackAt: hoursLater(6),
    });
    await rita.data(create, {
      id: soon,
      method: 'Phone',
      outcome: 'Session scheduled',
      callbackAt: hoursLater(1),
    });
    await rita.data(create, { id: none, method: 'Phone', outcome: 'Left a voicemail' });
    const due = await rita.data<{ allApplications: { id: string; callbackAt: string }[] }>(
      `query($filter: ApplicationFilter) {
        allApplications(filter: $filter, sortField: "callbackAt", sortOrder: "ASC", perPage: 100) { id callbackAt }
      }`,
      { filter: { ids: [soon, later, none], callbackBefore: hoursLater(7) } },
    );
    expect(due.allApplications.map((a) => a.id)).toEqual([soon, later]);
    const early = await rita.data<{ allApplications: { id: string }[] }>(
      'query($filter: ApplicationFilter) { allApplications(filter: $filter) { id } }',
      { filter: { ids: [soon, later, none], callbackBefore: hoursLater(2) } },
    );
    expect(early.allApplications.map((a) => a.id)).toEqual([soon]);
  });

  it('says why a borrower may not be called: their state’s hours and the caps on calls, in the list filter too', async () => {
    const florida = await anApplication('FL', '33101');
    const newYork = await anApplication('NY', '10001');
    const ids = [florida, newYork];
    const callableIds = async () =>
      (
        await rita.data<{ allApplications: { id: string }[] }>(
          'query($filter: ApplicationFilter) { allApplications(filter: $filter) { id } }',
          { filter: { ids, callableNow: true } },
        )
      ).allApplications.map((a) => a.id);
    const notCallableIds = async () =>
      (
        await rita.data<{ allApplications: { id: string }[] }>(
          'query($filter: ApplicationFilter) { allApplications(filter: $filter) { id } }',
          { filter: { ids, callableNow: false } },
        )
      ).allApplications.map((a) => a.id);
    expect((await callableIds()).sort()).toEqual([...ids].sort());

    // Three calls today: Florida's cap.
    for (let i = 0; i < 3; i += 1)
      await rita.data(create, { id: florida, method: 'Phone', outcome: 'Left a voicemail' });
    await rita.data(create, { id: florida, method: 'Email', outcome: 'Left a voicemail' });
    expect((await rita.data<{ Application: unknown }>(calling, { id: florida })).Application).toMatchObject({
      callableNow: false,
      notCallableReason: '3 calls in 24 hours (Florida: 3 a day)',
    });
    expect(await callableIds()).toEqual([newYork]);
    expect(await notCallableIds()).toEqual([florida]);

    // 8:30 pm in New York and Miami: Florida's hours end at 8.
    clock = new Date('2026-07-16T00:30:00Z');
    try {
      expect((await rita.data<{ Application: unknown }>(calling, { id: florida })).Application).toMatchObject(
        {
          callableNow: false,
          notCallableReason: 'After 8 pm in Florida',
          borrowerLocalTime: '8:30 PM EDT',
        },
      );
      expect(await callableIds()).toEqual([newYork]);
    } finally {
      clock = noon;
    }

    // Seven calls in seven days, anywhere.
    for (let day = 0; day < 7; day += 1) {
      clock = new Date(noon.getTime() - day * 86_400_000);
      await rita.data(create, { id: newYork, method: 'Phone', outcome: 'Left a voicemail' });
    }
    clock = noon;
    expect((await rita.data<{ Application: unknown }>(calling, { id: newYork })).Application).toMatchObject({
      callableNow: false,
      notCallableReason: '7 calls in the last 7 days',
    });
    expect(await callableIds()).toEqual([]);
    // A week and a day later the oldest call has left the window.
    clock = new Date(noon.getTime() + 86_400_000 + 60_000);
    try {
      expect((await callableIds()).sort()).toEqual([...ids].sort());
    } finally {
      clock = noon;
    }
  });
});
