import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * SERVER_TIMING=true sends each response's time by phase (api/http/serverTiming.ts), which the bench
 * prints as the list's breakdown; off, as in service, no header says how the server spends its time.
 */

const phasesOf = (header: string | null) =>
  (header ?? '').split(', ').map((part) => {
    const [name, duration] = part.split(';dur=');
    return { name, ms: Number(duration) };
  });

describe.each(testDialects)('Server-Timing on %s', (dialect) => {
  let timed: TestServer;
  let plain: TestServer;

  beforeAll(async () => {
    [timed, plain] = await Promise.all([
      startTestServer(dialect, { workspace: 'training', env: { SERVER_TIMING: 'true' } }),
      startTestServer(dialect, { workspace: 'training' }),
    ]);
  });
  afterAll(async () => {
    await timed?.close();
    await plain?.close();
  });

  it("gives a signed-in GraphQL request's phases in the order it passes them, each within the total", async () => {
    const rep = await timed.signIn('rep1@example.org');
    const res = await rep.gql('{ me { id } }');
    expect(res.body.errors).toBeUndefined();
    const phases = phasesOf(res.headers.get('server-timing'));
    expect(phases.map((p) => p.name)).toEqual([
      'body',
      'session',
      'viewer',
      'middleware',
      'validate',
      'execute',
      'respond',
      'total',
    ]);
    const total = phases.at(-1)!.ms;
    for (const phase of phases) expect(phase.ms).toBeGreaterThanOrEqual(0);
    const sum = phases.slice(0, -1).reduce((s, p) => s + p.ms, 0);
    expect(sum).toBeLessThanOrEqual(total + 0.01);
  });

  it('sends no Server-Timing header when it is off', async () => {
    const rep = await plain.signIn('rep1@example.org');
    const res = await rep.gql('{ me { id } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.headers.get('server-timing')).toBeNull();
  });
});
