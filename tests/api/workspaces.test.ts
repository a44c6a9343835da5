import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFirstLeadLink, setupLinkLifetimeMs, setupLinkRefused } from '../../api/services/workspaceSetup';
import { cookieNames } from '../../api/workspace';
import { errorCode, HttpClient } from '../helpers/httpClient';
import { nextMailTo } from '../helpers/accounts';
import { tableChecksums } from '../helpers/tableChecksums';
import { startTestServer, staffPassword, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Live and training are two workspaces over two databases (docs/decisions/0059-live-and-training.md):
 * practice can never touch a live row, a session of one opens nothing in the other, and mail links
 * name the workspace's own origin whatever the request's headers say.
 */

const jobFields = 'id status borrowers scenario done total error';
const load = `mutation($borrowers: Int, $seed: Int!, $reset: Boolean, $scenario: String) {
  loadDemoData(borrowers: $borrowers, seed: $seed, reset: $reset, scenario: $scenario) { ${jobFields} } }`;

interface Job {
  id: string;
  status: string;
  borrowers: number;
  scenario: string | null;
  done: number;
  error: string | null;
}

async function loaded(lead: HttpClient, variables: Record<string, unknown>): Promise<Job> {
  await lead.data(load, variables);
  for (;;) {
    const { demoDataJob } = await lead.data<{ demoDataJob: Job }>(`{ demoDataJob { ${jobFields} } }`);
    if (demoDataJob.status !== 'running') return demoDataJob;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const aboutYou = 'mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id } } }';

async function applyAs(server: TestServer, email: string) {
  const borrower = server.client();
  await borrower.data(aboutYou, {
    input: { firstName: 'Rosa', lastName: 'Núñez', email, phoneNumber: '512-867-5309', agreedToTerms: true },
  });
  return borrower;
}

/** A request with a Host header of the caller's choosing (fetch will not send a forged one). */
function postWithHost(url: string, path: string, host: string, body: unknown): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((done, fail) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method: 'POST',
        headers: {
          host,
          'x-forwarded-host': host,
          'content-type': 'application/json',
          origin: `http://${host}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', fail);
    req.end(JSON.stringify(body));
  });
}

describe.each(testDialects)('live and training on %s', (dialect) => {
  let live: TestServer;
  let training: TestServer;

  beforeAll(async () => {
    training = await startTestServer(dialect, { workspace: 'training' });
    live = await startTestServer(dialect, { trainingAddress: 'https://training.agency.example' });
  });
  afterAll(async () => {
    await live?.close();
    await training?.close();
  });

  it('refuses demo loads and resets in live, naming the training address', async () => {
    const lead = await live.signIn('lead@example.org');
    const before = await tableChecksums(live.database);
    for (const variables of [
      { borrowers: 5, seed: 1 },
      { borrowers: 5, seed: 1, reset: true },
      { seed: 1, reset: true, scenario: 'firstDay' },
    ]) {
      const result = await lead.gql(load, variables);
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(result.body.errors?.[0].message).toContain('https://training.agency.example');
    }
    const after = await tableChecksums(live.database);
    // Only the lead's own session moved (each request keeps it alive); nothing else was written.
    expect({ ...after, sessions: '' }).toEqual({ ...before, sessions: '' });
    expect(after.demo_data_jobs).toBe(before.demo_data_jobs);
  });

  it('leaves every live table byte-identical through a training reset, a load and a scenario', async () => {
    await applyAs(live, 'rosa.live@example.com');
    const liveLead = await live.signIn('lead@example.org');
    expect((await liveLead.get<{ user: { email: string } }>('/auth/me')).body.user.email).toBe(
      'lead@example.org',
    );
    const before = await tableChecksums(live.database);
    expect(Number(before.borrowers.split(':')[0])).toBe(1);

    const lead = await training.signIn('lead@example.org');
    expect(await loaded(lead, { borrowers: 8, seed: 3, reset: true })).toMatchObject({
      status: 'done',
      done: 8,
    });
    expect(await loaded(lead, { borrowers: 4, seed: 4 })).toMatchObject({ status: 'done', done: 4 });
    const scenario = await loaded(lead, { seed: 5, reset: true, scenario: 'firstDay' });
    expect(scenario).toMatchObject({ status: 'done', scenario: 'firstDay', error: null });

    expect(await tableChecksums(live.database)).toEqual(before);
    const trainingRows = await tableChecksums(training.database);
    expect(Number(trainingRows.borrowers.split(':')[0])).toBeGreaterThanOrEqual(scenario.borrowers);
    // Three loads end to end: minutes on a loaded machine, where each step still waits for the last.
  }, 300_000);

  it('opens nothing in one workspace with the other’s session, cookie or account', async () => {
    const liveLead = await live.signIn('lead@example.org');
    const trainingLead = await training.signIn('lead@example.org');
    expect(liveLead.cookie.startsWith(`${cookieNames.live}=`)).toBe(true);
    expect(trainingLead.cookie.startsWith(`${cookieNames.training}=`)).toBe(true);

    const [, liveValue] = liveLead.cookie.split('=');
    const [, trainingValue] = trainingLead.cookie.split('=');
    for (const cookie of [liveLead.cookie, `${cookieNames.training}=${liveValue}`]) {
      const visitor = new HttpClient(training.url);
      visitor.cookie = cookie;
      expect((await visitor.get<{ user: unknown }>('/auth/me')).body.user).toBeNull();
    }
    for (const cookie of [trainingLead.cookie, `${cookieNames.live}=${trainingValue}`]) {
      const visitor = new HttpClient(live.url);
      visitor.cookie = cookie;
      expect((await visitor.get<{ user: unknown }>('/auth/me')).body.user).toBeNull();
    }

    // A borrower who applied on live has no account in training.
    await applyAs(live, 'ana.only-live@example.com');
    const stranger = training.client();
    const signIn = await stranger.post('/auth/sign-in', {
      username: 'ana.only-live@example.com',
      password: staffPassword,
    });
    expect(signIn.status).toBe(401);
  });

  it('builds mail links from the workspace’s own origin, never from a forged Host header', async () => {
    await applyAs(live, 'jo.host@example.com');
    // The Origin matches the forged Host, so the CSRF guard lets it through: the link must not follow it.
    const { result: status, mail } = await nextMailTo(live.database, 'jo.host@example.com', () =>
      postWithHost(live.url, '/auth/forgot-password', 'attacker.example', { email: 'jo.host@example.com' }),
    );
    expect(status).toBe(200);
    expect(mail.template).toBe('passwordResetCode');
    expect(mail.text).not.toContain('attacker.example');
    const port = new URL(live.url).port;
    expect(mail.text).toContain(`http://localhost:${port}/verification-code?email=`);
  });
});

describe.each(testDialects)('live’s first lead on %s', (dialect) => {
  let clock = new Date('2026-11-24T09:00:00Z');
  let live: TestServer;
  const lead = {
    email: 'maria.lead@agency.org',
    name: 'María Lead',
    password: 'Firs7!lead',
    confirmPassword: 'Firs7!lead',
  };

  beforeAll(async () => {
    live = await startTestServer(dialect, { withStaff: false, now: () => clock });
  });
  afterAll(() => live?.close());

  it('sets the first lead once from the printed link, which a later start replaces and a day ends', async () => {
    const replaced = await issueFirstLeadLink(live.database, clock);
    const token = await issueFirstLeadLink(live.database, clock);
    expect(token).not.toBe(replaced);
    const visitor = live.client();
    // The setup page asks whether the workspace has its lead: before, no.
    expect((await visitor.get<{ hasStaff: boolean }>('/auth/first-lead')).body).toEqual({ hasStaff: false });

    const mismatch = await visitor.post('/auth/first-lead', {
      token,
      ...lead,
      confirmPassword: 'Other!pass1',
    });
    expect(mismatch.status).toBe(400);
    const stale = await visitor.post('/auth/first-lead', { token: replaced, ...lead });
    expect(stale.status).toBe(403);

    clock = new Date(clock.getTime() + setupLinkLifetimeMs + 60_000);
    const late = await visitor.post('/auth/first-lead', { token, ...lead });
    expect(late.status).toBe(403);
    expect(JSON.stringify(late.body)).toContain(setupLinkRefused);

    const fresh = await issueFirstLeadLink(live.database, clock);
    clock = new Date(clock.getTime() + setupLinkLifetimeMs - 60_000);
    expect((await visitor.post('/auth/first-lead', { token: fresh, ...lead })).status).toBe(200);
    const again = await visitor.post('/auth/first-lead', {
      token: fresh,
      ...lead,
      email: 'someone.else@agency.org',
    });
    expect(again.status).toBe(403);
    // A used link's page says the workspace has its lead, not 'no staff yet'.
    expect((await visitor.get<{ hasStaff: boolean }>('/auth/first-lead')).body).toEqual({ hasStaff: true });

    const signedIn = await live.signIn(lead.email, lead.password);
    const me = (await signedIn.get<{ user: { isLead: boolean; isStaff: boolean; name: string } }>('/auth/me'))
      .body;
    expect(me.user).toMatchObject({ isLead: true, isStaff: true, name: 'María Lead' });
    // Live has staff now: no start prints another link.
    expect(await issueFirstLeadLink(live.database, clock)).toBeNull();
  });
});
