import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { noPasswordYet, verifyPassword } from '../../api/auth/passwords';
import { emailTaken } from '../../api/domain/messages';
import { aBorrowerApplication } from '../helpers/builders';
import { errorCode, HttpClient, type GraphqlBody, type HttpResult } from '../helpers/httpClient';
import { staffPassword, startTestServer, testDialects, type TestServer } from '../helpers/testServer';
import { limits } from '../../api/http/phoneCheckLimits';

/*
 * SECURITY.md as tests. The Safeguards Rule's own (issue 19) are in their own files:
 * - two-factor sign-in (§26): tests/api/secondFactor.test.ts, and in a browser
 *   tests/browser/console-second-factor.test.ts;
 * - secrets at rest (§27): tests/api/encryptionAtRest.test.ts;
 * - who read whose file (§28): tests/api/readLog.test.ts;
 * - the idle-timeout dialogs: tests/browser/idle-timeout.test.ts.
 * What an attack on the running product found (issue 19) is at the end of this file.
 */

describe('security baseline', () => {
  let server: TestServer;
  let rep: HttpClient;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { env: { TRUST_PROXY: 'true' } });
    rep = await server.signIn('rep1@example.org');
  });
  afterAll(() => server?.close());

  describe('requests', () => {
    it('refuses a form-encoded POST with 415 and a foreign Origin with 403', async () => {
      const form = await rep.request('POST', '/graphql', {
        body: 'query=%7B+me+%7B+id+%7D+%7D',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      const foreign = await rep.post(
        '/graphql',
        { query: '{ me { id } }' },
        { origin: 'https://evil.example' },
      );
      expect(foreign.status).toBe(403);
      const own = await rep.post('/graphql', { query: '{ me { id } }' }, { origin: server.url });
      expect(own.status).toBe(200);
    });

    it('answers malformed JSON with 400 and an oversized body with 413, without a stack trace', async () => {
      const malformed = await rep.request('POST', '/graphql', {
        body: '{"query": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(JSON.stringify(malformed.body)).not.toMatch(/at .*\.(js|ts)/);
      const huge = await rep.post('/graphql', { query: '{ me { id } }', padding: 'x'.repeat(1_100_000) });
      expect(huge.status).toBe(413);
    });

    it('refuses batched queries', async () => {
      const res = await rep.post('/graphql', [{ query: '{ me { id } }' }, { query: '{ me { id } }' }]);
      expect(res.status).toBe(400);
    });
  });

  describe('GraphQL limits', () => {
    it('refuses a query deeper than 8', async () => {
      const nested = (depth: number) =>
        `{ ${'me { '.repeat(1)}${'f { '.repeat(depth - 2)}id${' }'.repeat(depth - 1)} }`;
      const res = await rep.gql(nested(10));
      expect(res.status).toBe(400);
      expect(res.body.errors?.map((e) => e.message).join(' ')).toMatch(
        /exceeds maximum operation depth of 8/,
      );
      const shallow = await rep.gql(nested(9));
      expect(shallow.body.errors?.map((e) => e.message).join(' ')).not.toMatch(/depth/);
    });

    it('refuses more than 15 aliases', async () => {
      const aliases = (n: number) =>
        `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
      expect((await rep.gql(aliases(15))).status).toBe(200);
      const res = await rep.gql(aliases(16));
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0].message).toMatch(/aliases/i);
    });

    it('refuses a document of more than 2000 tokens', async () => {
      const res = await rep.gql(`{ me { ${'id '.repeat(2100)}} }`);
      expect(res.status).toBe(400);
    });

    it('refuses a query above the cost limit', async () => {
      const page =
        'allApplications(perPage: 100) { borrower { id firstName lastName email phoneNumber city state zipCode } decision { id isQualified disqualificationReasons { reason } monthlySavings } dmpEnrollment { id active } spouse { id firstName lastName } }';
      const res = await rep.gql(`{ a: ${page} b: ${page} c: ${page} }`);
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0].message).toMatch(/complex/i);
    });

    it("weighs the cost with each request's variables: a document answered for a small page is refused for a large one", async () => {
      const page =
        'allApplications(perPage: $n) { borrower { id firstName lastName email phoneNumber city state zipCode } decision { id isQualified disqualificationReasons { reason } monthlySavings } dmpEnrollment { id active } spouse { id firstName lastName } }';
      const query = `query($n: Int) { a: ${page} b: ${page} c: ${page} }`;
      expect((await rep.gql(query, { n: 2 })).status).toBe(200);
      const res = await rep.gql(query, { n: 100 });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0].message).toMatch(/complex/i);
      expect((await rep.gql(query, { n: 2 })).status).toBe(200);
    });

    it('refuses perPage above 100 naming the argument', async () => {
      const res = await rep.gql('{ allApplications(perPage: 101) { id } }');
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(res.body.errors?.[0].extensions?.fields).toEqual({ perPage: 'perPage is invalid' });
    });

    it('allows introspection to staff only', async () => {
      expect((await rep.gql('{ __schema { queryType { name } } }')).status).toBe(200);
      const anonymous = await server.client().gql('{ __schema { queryType { name } } }');
      expect(anonymous.status).toBe(400);
      expect(anonymous.body.data).toBeUndefined();
    });
  });

  describe('sessions and cookies', () => {
    it('sets an HttpOnly, SameSite=Lax cookie, Secure behind TLS', async () => {
      const res = await fetch(`${server.url}/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ username: 'rep2@example.org', password: staffPassword }),
      });
      const cookie = res.headers.getSetCookie().join(';');
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Secure/i);
    });

    it('gives a new session id at sign-in and ends the old one at sign-out', async () => {
      const client = await server.signIn('rep2@example.org');
      const first = client.cookie;
      await client.post('/auth/sign-in', { username: 'rep2@example.org', password: staffPassword });
      expect(client.cookie).not.toBe(first);
      const replayFirst = new HttpClient(server.url);
      replayFirst.cookie = first;
      expect(errorCode(await replayFirst.gql('{ allApplications { id } }'))).toBe('UNAUTHENTICATED');
      const second = client.cookie;
      await client.post('/auth/sign-out', {});
      const replaySecond = new HttpClient(server.url);
      replaySecond.cookie = second;
      expect((await replaySecond.get<{ user: unknown }>('/auth/me')).body.user).toBeNull();
    });

    it('ends every session of a rep the lead deactivates', async () => {
      const lead = await server.signIn('lead@example.org');
      const created = await lead.data<{ createRep: { id: string } }>(
        'mutation { createRep(name: "Temp Rep", email: "temp.rep@example.org", password: "Temp0rary!pass") { id } }',
      );
      const temp = await server.signIn('temp.rep@example.org', 'Temp0rary!pass');
      const signedIn = async () => (await temp.get<{ user: unknown }>('/auth/me')).body.user !== null;
      expect(await signedIn()).toBe(true);
      await lead.data('mutation($id: ID!) { updateRep(id: $id, isActive: false) { id } }', {
        id: created.createRep.id,
      });
      expect(await signedIn()).toBe(false);
      const again = await server
        .client()
        .post('/auth/sign-in', { username: 'temp.rep@example.org', password: 'Temp0rary!pass' });
      expect(again.status).toBe(401);
    });

    it('stores passwords as scrypt hashes with their parameters', async () => {
      const lead = await server.signIn('lead@example.org');
      const password = 'Hash3d!pass';
      await lead.data(
        `mutation { createRep(name: "Hashed Rep", email: "hashed.rep@example.org", password: "${password}") { id } }`,
      );
      const { db, t } = server.database;
      const [user] = await db.select().from(t.users).where(eq(t.users.email, 'hashed.rep@example.org'));
      expect(user.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(user.passwordHash).not.toContain(password);
    });

    it('gives a new applicant an account no password opens until they set one', async () => {
      const email = 'no.password.yet@example.com';
      await server
        .client()
        .data('mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id } } }', {
          input: {
            firstName: 'Noa',
            lastName: 'Pérez',
            email,
            phoneNumber: '512-867-5309',
            agreedToTerms: true,
          },
        });
      const { db, t } = server.database;
      const [user] = await db.select().from(t.users).where(eq(t.users.email, email));
      expect(user.passwordHash).toBe(noPasswordYet);
      for (const password of ['Anything!1', noPasswordYet, 'scrypt']) {
        const refused = await server.client().post('/auth/sign-in', { username: email, password });
        expect(refused.status, password).toBe(password ? 401 : 400);
        expect(await verifyPassword(password, noPasswordYet)).toBe(false);
      }
    });

    it('limits sign-in tries per account without locking out another account', async () => {
      const attacker = server.client();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await attacker.post('/auth/sign-in', { username: 'ghost@example.org', password: `wrong-${i}x` }))
            .status,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      const other = await server
        .client()
        .post('/auth/sign-in', { username: 'rep2@example.org', password: staffPassword });
      expect(other.status).toBe(200);
    });
  });

  it('refuses a lead creating a rep with a common password, naming the rule', async () => {
    const lead = await server.signIn('lead@example.org');
    const res = await lead.gql(
      'mutation { createRep(name: "Weak", email: "weak@example.org", password: "password1") { id } }',
    );
    expect(res.body.errors?.[0].extensions?.fields).toEqual({
      password: 'Your new password does not meet the requirements.',
    });
  });
});

/** A graphql-ws client with the session cookie and the Origin a browser page would send. */
function socketClient(server: TestServer, client: HttpClient, origin: string) {
  const cookie = client.cookie;
  class BrowserLikeSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin } });
    }
  }
  return createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: BrowserLikeSocket,
    retryAttempts: 0,
    lazy: true,
  });
}

/** The first answer of one operation over the socket: its data, or how it was refused. */
function overSocket(socket: ReturnType<typeof createClient>, query: string, variables = {}) {
  return new Promise<{ data?: unknown; error?: string }>((done) => {
    const stop = socket.subscribe(
      { query, variables },
      {
        next: (value) => (stop(), done({ data: value.data, error: value.errors?.[0]?.message })),
        error: (error: unknown) =>
          done({
            error: Array.isArray(error)
              ? String((error[0] as { message?: string }).message)
              : error instanceof Error
                ? error.message
                : `closed ${(error as { code?: number }).code ?? ''}`,
          }),
        complete: () => done({}),
      },
    );
  });
}

const aboutYou = (client: HttpClient, input: Record<string, unknown>) =>
  client.gql('mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id } } }', {
    input: {
      firstName: 'Rosa',
      lastName: 'Vega',
      phoneNumber: '512-867-5309',
      agreedToTerms: true,
      ...input,
    },
  });

const applicationIdOf = (res: HttpResult<GraphqlBody>) =>
  (res.body.data as { saveAboutYou: { application: { id: string } } }).saveAboutYou.application.id;

describe('what an attack on the running product found (issue 19)', () => {
  let server: TestServer;
  let rep: HttpClient;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    rep = await server.signIn('rep1@example.org');
  });
  afterAll(() => server?.close());

  describe('1. WebSocket hijacking', () => {
    it('refuses the upgrade from a foreign Origin, even with a valid session cookie', async () => {
      const borrower = server.client();
      const id = applicationIdOf(await aboutYou(borrower, { email: 'ws.victim@example.com' }));
      const foreign = socketClient(server, borrower, 'http://127.0.0.1:1');
      const answer = await overSocket(
        foreign,
        'mutation($id: ID!) { recordLastViewedPage(applicationId: $id, page: "Decline") { id } }',
        { id },
      );
      await foreign.dispose();
      expect(answer.data).toBeUndefined();
      expect(answer.error).toMatch(/closed|unexpected|refused|400|401|403/i);
      const mine = await borrower.data<{ Application: { lastViewedPage: string } }>(
        'query($id: ID!) { Application(id: $id) { lastViewedPage } }',
        { id },
      );
      expect(mine.Application.lastViewedPage).not.toBe('Decline');
    });

    it('carries only subscriptions: a query or a mutation over its own origin is refused', async () => {
      const socket = socketClient(server, rep, server.url);
      const borrowerId = (await aBorrowerApplication(server.database)).borrower.id;
      const mutation = await overSocket(
        socket,
        'mutation($id: ID!) { updateBorrower(id: $id, city: "Hijacked") { id } }',
        { id: borrowerId },
      );
      const query = await overSocket(socket, '{ me { id } }');
      await socket.dispose();
      expect(mutation.data).toBeUndefined();
      expect(mutation.error).toMatch(/only subscriptions/i);
      expect(query.error).toMatch(/only subscriptions/i);
      const { db, t } = server.database;
      const [row] = await db.select().from(t.borrowers).where(eq(t.borrowers.id, borrowerId));
      expect(row.city).not.toBe('Hijacked');
    });
  });

  describe('2. About you and the sign-in e-mail', () => {
    it('sends a changed e-mail to Change e-mail: the account keeps its address, sessions and mailbox', async () => {
      const borrower = server.client();
      const id = applicationIdOf(await aboutYou(borrower, { email: 'keeps.address@example.com' }));
      const res = await aboutYou(borrower, { applicationId: id, email: 'thief@example.com' });
      expect(errorCode(res)).toBe('EMAIL_CHANGE_REQUIRED');
      expect(res.body.errors?.[0].extensions?.fields).toEqual({
        email: 'To change the e-mail you sign in with, please use Change e-mail.',
      });
      const me = await borrower.get<{ user: { email: string } }>('/auth/me');
      expect(me.body.user.email).toBe('keeps.address@example.com');
      const { db, t } = server.database;
      expect(await db.select().from(t.users).where(eq(t.users.email, 'thief@example.com'))).toEqual([]);
    });
  });

  describe('3. anonymous About you', () => {
    it("is limited per IP at a shared address's size: the 101st start from one address in 15 minutes is refused", async () => {
      const own = await startTestServer('sqlite');
      try {
        const { db, t } = own.database;
        // A library's afternoon: 98 people behind this address have already started (the counter a
        // hundred About-you submits would leave), and the next two still get through.
        await own.database.withTransaction((tx) =>
          tx.insert(t.rateLimitHits).values({
            key: 'about-you:ip:127.0.0.1',
            hits: limits.newApplicationsPerIp - 2,
            resetAt: new Date(Date.now() + 10 * 60_000).toISOString(),
          }),
        );
        const codes: (string | undefined)[] = [];
        for (let i = 0; i < 3; i++)
          codes.push(errorCode(await aboutYou(own.client(), { email: `probe.${i}@example.com` })));
        expect(codes).toEqual([undefined, undefined, 'TOO_MANY_REQUESTS']);
        expect(await db.select().from(t.users).where(eq(t.users.email, 'probe.2@example.com'))).toEqual([]);
        expect(limits.newApplicationsPerIp).toBeGreaterThanOrEqual(100);
      } finally {
        await own.close();
      }
    });

    it('never tells a staff address from a borrower\'s: both get the existing-user message (issue 40)', async () => {
      const res = await aboutYou(server.client(), { email: 'lead@example.org' });
      expect(res.body.errors?.[0].extensions?.fields).toEqual({ email: emailTaken });
    });
  });

  describe('6. client mistakes are 400 with a plain message', () => {
    const shapes: [string, unknown][] = [
      ['a fragment cycle', { query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }],
      ['two operations without an operationName', { query: 'query A { me { id } } query B { me { id } }' }],
      ['an unknown operationName', { query: 'query A { me { id } }', operationName: 'Nope' }],
      ['a query that is not a string', { query: { not: 'a string' } }],
      ['a query that is a number', { query: 42 }],
    ];
    for (const [shape, body] of shapes) {
      it(`answers ${shape} with 400, logged at most as a warning`, async () => {
        const lines: string[] = [];
        const own = await startTestServer('sqlite', { logLines: lines });
        try {
          const res = await own.client().post<GraphqlBody>('/graphql', body);
          expect(res.status).toBe(400);
          expect(res.body.errors?.[0].message).toBeTruthy();
          expect(JSON.stringify(res.body)).not.toMatch(/Internal error|INTERNAL|\bat .*\.(js|ts)/);
          expect(
            lines.map((line) => JSON.parse(line) as { level: number }).filter((l) => l.level >= 50),
          ).toEqual([]);
        } finally {
          await own.close();
        }
      });
    }
  });

  describe("7. one rule for the application's choices", () => {
    it("refuses a staff kindOfRelief or router the borrower's own form would refuse", async () => {
      const { application } = await aBorrowerApplication(server.database);
      for (const args of ['kindOfRelief: "Anything at all"', 'router: "evil-partner"']) {
        const res = await rep.gql(`mutation($id: ID!) { updateApplication(id: $id, ${args}) { id } }`, {
          id: application.id,
        });
        expect(errorCode(res), args).toBe('BAD_USER_INPUT');
      }
      const ok = await rep.gql(
        'mutation($id: ID!) { updateApplication(id: $id, kindOfRelief: "Credit card help", router: "fps") { kindOfRelief router } }',
        { id: application.id },
      );
      expect(ok.body.data).toEqual({
        updateApplication: { kindOfRelief: 'Credit card help', router: 'fps' },
      });
    });
  });

  describe('8. smaller findings', () => {
    it("gives no 'Did you mean' hints to anonymous callers or borrowers, only to staff", async () => {
      const typo = '{ me { emial } }';
      const anonymous = await server.client().gql(typo);
      expect(anonymous.status).toBe(400);
      expect(JSON.stringify(anonymous.body)).not.toMatch(/Did you mean/);
      expect((await rep.gql(typo)).body.errors?.[0].message).toMatch(/Did you mean "email"/);
    });

    it("answers another borrower's id as it answers an unknown one", async () => {
      const ana = server.client();
      await aboutYou(ana, { email: 'ana.ids@example.com' });
      const ben = server.client();
      const bens = applicationIdOf(await aboutYou(ben, { email: 'ben.ids@example.com' }));
      const query = 'query($id: ID!) { Application(id: $id) { id } }';
      const other = await ana.gql(query, { id: bens });
      const unknown = await ana.gql(query, { id: '00000000-0000-4000-8000-000000000000' });
      expect(errorCode(other)).toBe('NOT_FOUND');
      expect(other.body.errors?.[0].message).toBe(unknown.body.errors?.[0].message);
    });

    it('counts failures, not successes, against an office behind one address at sign-in', async () => {
      const office = await startTestServer('sqlite');
      try {
        for (let i = 0; i < 51; i++) {
          const res = await office.client().post('/auth/sign-in', {
            username: 'rep2@example.org',
            password: staffPassword,
          });
          expect(res.status, `sign-in ${i + 1}`).toBe(200);
        }
      } finally {
        await office.close();
      }
    }, 180_000);

    it('makes a rep created by a lead with a chosen password change it at the first sign-in', async () => {
      const lead = await server.signIn('lead@example.org');
      await lead.data(
        'mutation { createRep(name: "New Rep", email: "new.rep@example.org", password: "Ch0sen!pass") { id } }',
      );
      const fresh = await server.signIn('new.rep@example.org', 'Ch0sen!pass');
      const me = await fresh.get<{ user: { mustChangePassword: boolean } }>('/auth/me');
      expect(me.body.user.mustChangePassword).toBe(true);
      expect(errorCode(await fresh.gql('{ allApplications { id } }'))).toBe('PASSWORD_CHANGE_REQUIRED');
    });
  });
});

describe.each(testDialects)('4 and 5. the shared text rule on %s', (dialect) => {
  let server: TestServer;
  let rep: HttpClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    rep = await server.signIn('rep1@example.org');
  });
  afterAll(() => server?.close());

  const nul = 'Ana\u0000';
  const bell = 'Ana\u0007';
  const override = '\u202e10606';
  const isolate = 'Chicago\u2066';

  it('refuses NUL and control characters, with a 400 naming the field, storing nothing', async () => {
    const { borrower } = await aBorrowerApplication(server.database);
    for (const value of [nul, bell]) {
      const res = await rep.gql(
        'mutation($id: ID!, $n: String) { updateBorrower(id: $id, firstName: $n) { id } }',
        {
          id: borrower.id,
          n: value,
        },
      );
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0].extensions?.fields).toEqual({ n: 'n is invalid' });
    }
    const literal = await rep.gql(
      `mutation { updateBorrower(id: "${borrower.id}", firstName: "Ana\\u0000") { id } }`,
    );
    expect(literal.status).toBe(400);
    const { db, t } = server.database;
    const [row] = await db.select().from(t.borrowers).where(eq(t.borrowers.id, borrower.id));
    expect(row.firstName).toBe(borrower.firstName);
  });

  it('refuses them at sign-in and at the verification code, as 400s, not 500s', async () => {
    const anonymous = server.client();
    for (const [path, body] of [
      ['/auth/sign-in', { username: `rep1@example.org${'\u0000'}`, password: staffPassword }],
      ['/auth/sign-in', { username: 'rep1@example.org', password: `x${'\u0000'}` }],
      ['/auth/verification-code', { email: `a${'\u0000'}@example.org`, code: '123456' }],
      ['/auth/forgot-password', { email: `a${'\u0000'}@example.org` }],
    ] as const) {
      const res = await anonymous.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
    }
  });

  it('refuses bidirectional overrides and isolates in names and addresses', async () => {
    const { borrower } = await aBorrowerApplication(server.database);
    for (const [field, value] of [
      ['zipCode', override],
      ['city', isolate],
      ['lastName', `Lopez${'\u202d'}`],
    ] as const) {
      const res = await rep.gql(
        `mutation($id: ID!, $v: String) { updateBorrower(id: $id, ${field}: $v) { id } }`,
        { id: borrower.id, v: value },
      );
      expect(res.status, field).toBe(400);
    }
    const applicant = server.client();
    const res = await aboutYou(applicant, {
      firstName: `Ana${'\u2067'}`,
      email: `bidi.${dialect}@example.com`,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].extensions?.fields).toEqual({ firstName: 'firstName is invalid' });
  });
});
