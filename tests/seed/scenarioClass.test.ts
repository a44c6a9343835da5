import { afterAll, describe, expect, it } from 'vitest';
import { defaultApplicationFilterValues } from '../../admin/src/applications/applicationFilterModel';
import { toApplicationFilter } from '../../api/domain/applicationListFilter';
import { demoScenarioById, type DemoScenarioId } from '../../api/domain/demoScenarios';
import { reconnectLinkOutcome } from '../../api/domain/reconnectLink';
import { createLogger } from '../../api/logger';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * A class on the training workspace: the lead sets training to a scenario set, and the trainees,
 * signed in as reps, do through the API what the console does for the lesson (claim and call,
 * Callable now, take over, send a reconnect link, edit a plan); a demo borrower account still signs
 * in. The clock is 1 pm in New York and 3 am on Guam, two hours after the load.
 */

const anchor = new Date('2025-03-15T15:00:00.000Z');
const classTime = new Date('2025-03-15T17:00:00.000Z');
const logger = createLogger('silent');
const demoAccountPassword = 'Borr0wer!demo';

interface Row {
  id: string;
  status: string;
  type: string;
  assignedTo: string | null;
  hasOffers: boolean;
  callableNow: boolean | null;
  borrowerLocalTime: string | null;
  borrower: { preferredLanguage: string | null; email: string };
  decision: { id: string } | null;
  bankItems: { isConnected: boolean }[];
  dmpEnrollment: { id: string; monthlyPaymentAmount: number } | null;
  rentalReliefPlan: { id: string; plannedEndDate: string } | null;
}

const listQuery = `query($filter: ApplicationFilter) {
  allApplications(filter: $filter, perPage: 100) {
    id status type assignedTo hasOffers callableNow borrowerLocalTime
    borrower { preferredLanguage email }
    decision { id }
    bankItems { isConnected }
    dmpEnrollment { id monthlyPaymentAmount }
    rentalReliefPlan { id plannedEndDate }
  }
  _allApplicationsMeta(filter: $filter) { count }
}`;

/** The Summary as the console opens it: the default filters, the last 72 hours. */
const summaryFilter = toApplicationFilter(defaultApplicationFilterValues, { defaultWindow: true });

describe.each(testDialects)('a training class on %s', (dialect) => {
  let server: TestServer | undefined;
  let rep1: HttpClient;
  let rep2: HttpClient;
  let lead: HttpClient;
  const ids = { rep1: '', rep2: '' };

  /**
   * Training set to the scenario before class, then the trainees sign in. Each class has a server
   * of its own: a load runs in the server's process, and a keep-alive socket left idle across it
   * could be closed by the server just as the client reuses it.
   */
  const classOn = async (id: DemoScenarioId) => {
    await server?.close();
    server = await startTestServer(dialect, { workspace: 'training', now: () => classTime });
    const { borrowers } = demoScenarioById(id)!;
    await seedBorrowers(server.database, logger, {
      borrowers,
      scenario: id,
      seed: 9,
      now: anchor,
      reset: true,
      demoAccountPassword,
    });
    [rep1, rep2, lead] = await Promise.all([
      server.signIn('rep1@example.org'),
      server.signIn('rep2@example.org'),
      server.signIn('lead@example.org'),
    ]);
    ids.rep1 = (await rep1.data<{ me: { id: string } }>('{ me { id } }')).me.id;
    ids.rep2 = (await rep2.data<{ me: { id: string } }>('{ me { id } }')).me.id;
    return borrowers;
  };
  afterAll(() => server?.close());

  const summary = async (client: HttpClient, filter: object = summaryFilter) => {
    const data = await client.data<{ allApplications: Row[]; _allApplicationsMeta: { count: number } }>(
      listQuery,
      { filter },
    );
    expect(data.allApplications).toHaveLength(data._allApplicationsMeta.count);
    return data.allApplications;
  };

  it('a first day: every fresh application in the Summary unclaimed; one is claimed and called', async () => {
    const borrowers = await classOn('firstDay');
    const rows = await summary(rep1, { ...summaryFilter, claimed: false });
    expect(rows).toHaveLength(borrowers);
    expect(rows.filter((r) => r.hasOffers).length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.hasOffers).length).toBeGreaterThan(0);
    const [first] = rows;
    await rep1.data('mutation($id: ID!) { claimApplication(id: $id) { id } }', { id: first.id });
    const call = `mutation($id: ID) { createContactAttempt(applicationId: $id, method: "Phone", outcome: "Left a voicemail") { id } }`;
    await rep1.data(call, { id: first.id });
    const [called] = await summary(rep1, { ids: [first.id] });
    expect(called).toMatchObject({ status: 'Contacted', assignedTo: ids.rep1 });
  });

  it('call-backs: Callable now keeps some, leaves others, and one zone is unknown', async () => {
    const borrowers = await classOn('callbacks');
    const all = await summary(rep1);
    expect(all).toHaveLength(borrowers);
    const callable = await summary(rep1, { ...summaryFilter, callableNow: true });
    const notCallable = await summary(rep1, { ...summaryFilter, callableNow: false });
    expect(callable.length).toBeGreaterThan(0);
    expect(notCallable.length).toBeGreaterThan(0);
    expect(callable.every((r) => r.callableNow === true)).toBe(true);
    const unknown = all.filter((r) => r.callableNow === null);
    expect(unknown).toHaveLength(1);
    expect(unknown[0].borrowerLocalTime).toBeNull();
    expect(callable.length + notCallable.length + unknown.length).toBe(borrowers);
    const scheduled = await summary(rep1, { ...summaryFilter, status_in: ['Call Scheduled'] });
    expect(scheduled.length).toBeGreaterThan(borrowers / 2);
  });

  it('Spanish speakers: every one prefers Spanish, and their outbox reads Spanish', async () => {
    const borrowers = await classOn('spanish');
    const rows = await summary(rep1);
    expect(rows).toHaveLength(borrowers);
    expect(rows.every((r) => r.borrower.preferredLanguage === 'es')).toBe(true);
    const mail = await lead.data<{ allEmails: { subject: string }[] }>(
      'query($filter: EmailFilter) { allEmails(filter: $filter, perPage: 100) { subject } }',
      { filter: { to: rows[0].borrower.email.toLowerCase() } },
    );
    expect(mail.allEmails.length).toBeGreaterThan(0);
    expect(mail.allEmails.every((m) => /^(Su|Sus|Recibimos) /.test(m.subject))).toBe(true);
  });

  it('banks: a reconnect link goes to a disconnected bank and to one never linked', async () => {
    const borrowers = await classOn('banks');
    const rows = await summary(rep2);
    expect(rows).toHaveLength(borrowers);
    const disconnected = rows.find((r) => r.bankItems.some((i) => !i.isConnected))!;
    const neverLinked = rows.find((r) => r.bankItems.length === 0)!;
    const send = 'mutation($id: ID!) { sendReconnectLink(applicationId: $id) { outcome } }';
    for (const row of [disconnected, neverLinked]) {
      const sent = await rep2.data<{ sendReconnectLink: { outcome: string } }>(send, { id: row.id });
      expect(sent.sendReconnectLink.outcome).toBe(reconnectLinkOutcome);
    }
    // A second link the same day is refused.
    expect(errorCode(await rep2.gql(send, { id: disconnected.id }))).toBe('CONFLICT');
  });

  it('a take-over: every application held by rep1, which rep2 may only take over', async () => {
    const borrowers = await classOn('takeOver');
    const rows = await summary(rep2, { ...summaryFilter, claimed: true });
    expect(rows).toHaveLength(borrowers);
    expect(rows.every((r) => r.assignedTo === ids.rep1)).toBe(true);
    const [held] = rows;
    expect(
      errorCode(await rep2.gql('mutation($id: ID!) { claimApplication(id: $id) { id } }', { id: held.id })),
    ).toBe('CONFLICT');
    const takeOver =
      'mutation($id: ID!, $from: ID!) { takeOverApplication(id: $id, fromRepId: $from) { assignedTo } }';
    const taken = await rep2.data<{ takeOverApplication: { assignedTo: string } }>(takeOver, {
      id: held.id,
      from: ids.rep1,
    });
    expect(taken.takeOverApplication.assignedTo).toBe(ids.rep2);
  });

  it('pending: no decision on any of them; a demo borrower account still signs in', async () => {
    const borrowers = await classOn('pending');
    const rows = await summary(rep1);
    expect(rows).toHaveLength(borrowers);
    expect(rows.filter((r) => r.decision !== null)).toEqual([]);
    // A rep shows the portal as a demo borrower: a scenario load makes the accounts too.
    const borrower = await server!.signIn('demo.dmp@example.org', demoAccountPassword);
    expect((await borrower.data<{ me: { email: string } }>('{ me { email } }')).me.email).toBe(
      'demo.dmp@example.org',
    );
  });

  it('enrolled: found with a date range and the plan filter, and a plan can be edited', async () => {
    const borrowers = await classOn('enrolled');
    expect(await summary(rep1)).toEqual([]);
    const range = { start: '2024-11-01', end: '2025-03-15' };
    const rows = await summary(rep1, { ...summaryFilter, dateRange: range, isEnrolledInAPlan: true });
    // The demo borrower account on a rental relief plan applied within the range too.
    const enrolled = rows.filter((r) => r.borrower.email !== 'demo.rental@example.org');
    expect(enrolled).toHaveLength(borrowers);
    const dmp = enrolled.find((r) => r.dmpEnrollment)!.dmpEnrollment!;
    const edit =
      'mutation($id: ID, $amount: Float) { updateDmpEnrollment(id: $id, monthlyPaymentAmount: $amount) { monthlyPaymentAmount } }';
    const edited = await rep1.data<{ updateDmpEnrollment: { monthlyPaymentAmount: number } }>(edit, {
      id: dmp.id,
      amount: dmp.monthlyPaymentAmount + 10,
    });
    expect(edited.updateDmpEnrollment.monthlyPaymentAmount).toBe(dmp.monthlyPaymentAmount + 10);
    expect(enrolled.filter((r) => r.type === 'rental').every((r) => r.rentalReliefPlan !== null)).toBe(true);
  });
});
