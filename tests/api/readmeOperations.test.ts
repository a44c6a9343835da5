import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../integrations/fakeSmtpServer';
import { spawnServer, type ServerProcess } from '../helpers/serverProcess';

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** A section of the README, from its heading to the next one of the same level or higher. */
function section(heading: string): string {
  const start = readme.indexOf(heading);
  if (start < 0) throw new Error(`README has no section "${heading}"`);
  const level = /^#+/.exec(heading)![0].length;
  const rest = readme.slice(start + heading.length);
  const next = rest.search(new RegExp(`\\n#{1,${level}} `));
  return next < 0 ? rest : rest.slice(0, next);
}

/** An npm command as the README gives it, run as an administrator's shell would, with `env` only. */
async function npmRun(command: string, env: Record<string, string>): Promise<string> {
  const args = command.replace(/^npm /, '').split(' ');
  const { stdout, stderr } = await promisify(execFile)('npm', args, {
    cwd: root,
    env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? tmpdir(), ...env },
  });
  return `${stdout}${stderr}`;
}

const goingLive = section('## Going live');

/**
 * The README's operations, as written: the Quick start, then "Going live" on the same machine (live's
 * settings added to it, training's data kept), then the data key's rotation step by step. Each
 * command the test runs is first found in the README, so the two cannot drift apart unnoticed.
 */
describe('the README’s operations, run as written', () => {
  const dir = mkdtempSync(join(tmpdir(), 'relief-readme-'));
  const database = { DATABASE_URL: `file:${join(dir, 'app.db')}` };
  let smtp: FakeSmtpServer;
  let running: ServerProcess | undefined;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer('accept');
  });
  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await smtp?.close();
  });

  /** `npm start`'s server with these settings, until both workspaces listen; the previous one stopped. */
  async function start(env: Record<string, string>) {
    if (running) {
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    }
    running = spawnServer({
      WEB_CONCURRENCY: '1',
      DEMO_STAFF_PASSWORD: 'Passw0rd!demo',
      ...database,
      ...env,
    });
    const [live, training] = await Promise.all([running.portOf('live'), running.portOf('training')]);
    const health = async (port: number) => (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
    return { server: running, live: await health(live), training: await health(training), livePort: live };
  }

  it('goes live after the Quick start, then turns live’s key, keeping both workspaces up', async () => {
    // Quick start: training serves, live names what it lacks.
    const quick = await start({});
    expect([quick.live, quick.training]).toEqual([503, 200]);
    const missing = await (await fetch(`http://127.0.0.1:${quick.livePort}/`)).text();
    for (const setting of ['COUNSELOR_PHONE', 'DATA_ENCRYPTION_KEY', 'SMTP_URL'])
      expect(missing).toContain(`${setting} is not set`);

    // Going live, steps 2 and 3: the settings, and a key made with the README's command.
    for (const setting of [
      'AGENCY_PHONE',
      'COUNSELOR_PHONE',
      'SMTP_URL',
      'SESSION_SECRET',
      'DATA_ENCRYPTION_KEY',
    ])
      expect(goingLive).toContain(`\`${setting}`);
    expect(goingLive).toContain('`npm run rotate-key -- --generate`');
    const firstKey = (await npmRun('npm run rotate-key -- --generate', {})).trim().split('\n').pop()!;
    const live = {
      AGENCY_PHONE: '1-877-732-4101',
      COUNSELOR_PHONE: '(800) 388-2227',
      RENTAL_PROGRAM_PHONE: '877.732.4103',
      ALT_LANGUAGE_PHONE: '+1 877 732 4104',
      SMTP_URL: smtp.url,
      SESSION_SECRET: 'a'.repeat(64),
      DATA_ENCRYPTION_KEY: firstKey,
    };
    const wentLive = await start(live);
    expect([wentLive.live, wentLive.training]).toEqual([200, 200]);
    // Step 4: the first lead, from the printed link or the shell, with the server's settings.
    expect(wentLive.server.output()).toMatch(/\/admin\/#\/first-lead\?token=/);
    expect(goingLive).toContain('`npm run user -- add --email you@agency.org');
    const added = await npmRun(
      'npm run user -- add --email lead@agency.org --name Lena --group CustomerService --group CustomerServiceLead',
      { ...database, ...live },
    );
    expect(added).toContain(`Created lead@agency.org in live (sqlite ${join(dir, 'app.db')})`);

    // The key turned as step 3 lists it: a new key with the old one beside it, the tool, then alone.
    for (const words of [
      'npm run rotate-key -- --generate',
      'move the old one to `DATA_ENCRYPTION_OLD_KEYS`, and restart the servers',
      "with the servers' settings, run `npm run rotate-key`",
      'drop `DATA_ENCRYPTION_OLD_KEYS` and restart',
    ])
      expect(goingLive).toContain(words);
    const newKey = (await npmRun('npm run rotate-key -- --generate', {})).trim().split('\n').pop()!;
    const turning = { ...live, DATA_ENCRYPTION_KEY: newKey, DATA_ENCRYPTION_OLD_KEYS: firstKey };
    const during = await start(turning);
    expect([during.live, during.training]).toEqual([200, 200]);
    const resealed = await npmRun('npm run rotate-key', { ...database, ...turning });
    expect(resealed).toMatch(/Live \(sqlite .*app\.db\): sealed \d+ value\(s\) again under data key/);
    expect(resealed).toContain('no longer hold anything: drop DATA_ENCRYPTION_OLD_KEYS and restart');
    const after = await start({ ...live, DATA_ENCRYPTION_KEY: newKey });
    expect([after.live, after.training]).toEqual([200, 200]);
    // The old key opens nothing any more: live refuses it, naming its own key's setting.
    running!.child.kill('SIGTERM');
    await running!.exited;
    running = spawnServer({ WEB_CONCURRENCY: '1', ...database, ...live });
    expect(await running.exited).toBe(2);
    expect(running.output()).toContain("Live's database does not open with its key (DATA_ENCRYPTION_KEY)");
    running = undefined;
  });
});
