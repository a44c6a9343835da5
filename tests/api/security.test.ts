import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, HttpClient } from '../helpers/httpClient';
import { staffPassword, startTestServer, type TestServer } from '../helpers/testServer';

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
      expect((await temp.gql('{ allApplications { id } }')).body.errors).toBeUndefined();
      await lead.data('mutation($id: ID!) { updateRep(id: $id, isActive: false) { id } }', {
        id: created.createRep.id,
      });
      expect(errorCode(await temp.gql('{ allApplications { id } }'))).toBe('UNAUTHENTICATED');
      const again = await server
        .client()
        .post('/auth/sign-in', { username: 'temp.rep@example.org', password: 'Temp0rary!pass' });
      expect(again.status).toBe(401);
    });

    it('stores passwords as scrypt hashes with their parameters', async () => {
      const { db, t } = server.database;
      const [user] = await db.select().from(t.users).where(eq(t.users.email, 'rep1@example.org'));
      expect(user.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(user.passwordHash).not.toContain(staffPassword);
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
