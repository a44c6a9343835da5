import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../helpers/httpClient';
import { staffPassword, startTestServer, testDialects, type TestServer } from '../helpers/testServer';

interface SignInAnswer {
  user: { email: string } | null;
  secondFactor?: 'enrol' | 'verify';
}

const signedInAs = async (client: HttpClient) =>
  (await client.get<{ user: { email: string; secondFactor: boolean } | null }>('/auth/me')).body.user;

/* Training rehearses live's two-step sign-in (issue 42): set up at the next sign-in, then a code each time. */
describe.each(testDialects)('practising two-step sign-in on %s', (dialect) => {
  let training: TestServer;
  let live: TestServer;

  beforeAll(async () => {
    [training, live] = await Promise.all([
      startTestServer(dialect, { workspace: 'training' }),
      startTestServer(dialect),
    ]);
  });
  afterAll(() => Promise.all([training?.close(), live?.close()]));

  const passwordStep = async (server: TestServer, email: string) => {
    const client = server.client();
    const res = await client.post<SignInAnswer>('/auth/sign-in', {
      username: email,
      password: staffPassword,
    });
    expect(res.status).toBe(200);
    return { client, body: res.body };
  };

  it('asks a trainee to set it up at the next sign-in, as live asks, and for a code every time after', async () => {
    const { client: first, body } = await passwordStep(training, 'rep2@example.org');
    // Training asks nothing of an account that never chose it.
    expect(body.user?.email).toBe('rep2@example.org');
    expect((await first.post('/auth/two-factor/practice', {})).status).toBe(200);
    // The practice starts at the next sign-in: this session ended.
    expect(await signedInAs(first)).toBeNull();

    const { client, body: again } = await passwordStep(training, 'rep2@example.org');
    expect(again).toEqual({ user: null, secondFactor: 'enrol' });
    const enrolment = (await client.post<{ secret: string }>('/auth/two-factor/enrolment', {})).body;
    const confirmed = await client.post<{ recoveryCodes: string[] }>('/auth/two-factor/enrolment/confirm', {
      code: await training.codeFor(enrolment.secret),
    });
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect((await signedInAs(client))?.secondFactor).toBe(true);

    const { client: next, body: third } = await passwordStep(training, 'rep2@example.org');
    expect(third).toEqual({ user: null, secondFactor: 'verify' });
    await next.post('/auth/two-factor', { code: await training.oneTimeCode('rep2@example.org') });
    expect((await signedInAs(next))?.email).toBe('rep2@example.org');

    // Turned off with a code, the practice is over: no second step at the next sign-in.
    const off = await next.post('/auth/two-factor/off', { recoveryCode: confirmed.body.recoveryCodes[0] });
    expect(off.status).toBe(200);
    expect((await passwordStep(training, 'rep2@example.org')).body.user?.email).toBe('rep2@example.org');
  });

  it('is training’s: live asks for two-step sign-in already, and a signed-out visitor has nothing to practise', async () => {
    const rep = await live.signIn('rep1@example.org');
    const refused = await rep.post<{ errors: { message: string }[] }>('/auth/two-factor/practice', {});
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toMatch(/practice is for the training workspace/);
    expect((await training.client().post('/auth/two-factor/practice', {})).status).toBe(401);
  });
});
