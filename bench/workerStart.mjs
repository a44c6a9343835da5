// How long a cluster worker takes from fork to listening on both workspaces, and its RSS
// (docs/decisions/0067-compiled-server.md). Usage: node bench/workerStart.mjs <runs> --
// <server command…>, e.g.
//   node bench/workerStart.mjs 5 -- node --enable-source-maps --max-old-space-size=192 dist/server/main.js
// It starts the server (2 workers, SQLite in a temporary folder), then each run SIGKILLs a worker and times the
// primary's "Worker died" line (plus its restart delay) to the replacement's listening on both workspaces.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.argv[2]);
const cmd = process.argv.slice(process.argv.indexOf('--') + 1);
const dir = mkdtempSync(join(tmpdir(), 'ws-'));
const t0 = Date.now();
const child = spawn(cmd[0], cmd.slice(1), {
  cwd: process.cwd(),
  env: {
    ...process.env,
    WEB_CONCURRENCY: '2',
    BUILD_ON_START: 'false',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    TRAINING_PORT: '0',
    DATABASE_URL: `file:${dir}/live.db`,
    TRAINING_DATABASE_URL: `file:${dir}/t.db`,
    DEMO_STAFF_PASSWORD: 'Demo-password-1!x',
    SESSION_SECRET: 's'.repeat(40),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: false,
});
const lines = [];
let buf = '';
const waiters = [];
const onLine = (l) => {
  let j;
  try {
    j = JSON.parse(l);
  } catch {
    return;
  }
  lines.push(j);
  for (const w of [...waiters]) w(j);
};
child.stdout.on('data', (c) => {
  buf += c;
  const parts = buf.split('\n');
  buf = parts.pop();
  parts.forEach(onLine);
});
child.stderr.on('data', (c) => process.stderr.write(c));
const waitFor = (pred) =>
  new Promise((done) => {
    const f = (j) => {
      if (pred(j)) {
        waiters.splice(waiters.indexOf(f), 1);
        done(j);
      }
    };
    const hit = lines.find(pred);
    if (hit) done(hit);
    else waiters.push(f);
  });
const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const listeningBoth = (id) =>
  new Promise((done) => {
    const seen = new Set();
    const f = (j) => {
      if (j.msg === 'Worker listening' && j.worker === id) {
        seen.add(j.workspace);
        if (seen.size === 2) {
          waiters.splice(waiters.indexOf(f), 1);
          done(j);
        }
      }
    };
    lines
      .filter((j) => j.msg === 'Worker listening' && j.worker === id)
      .forEach((j) => seen.add(j.workspace));
    if (seen.size === 2) done();
    else waiters.push(f);
  });
await waitFor((j) => /listening on .*\(2 workers\)/.test(j.msg ?? '') && j.workspace === 'training');
console.log(
  `first start: ${Date.now() - t0} ms to both workers listening; load ${loadavg()
    .map((x) => x.toFixed(1))
    .join('/')}`,
);
let nextId = 3;
for (let i = 0; i < runs; i++) {
  const victim = [...lines].reverse().find((j) => j.msg === 'Worker listening');
  const load = loadavg()
    .map((x) => x.toFixed(1))
    .join('/');
  process.kill(victim.workerPid, 'SIGKILL');
  const died = await waitFor(
    (j) => j.msg === 'Worker died; starting another' && j.workerPid === victim.workerPid,
  );
  await listeningBoth(nextId);
  const last = [...lines].reverse().find((j) => j.msg === 'Worker listening' && j.worker === nextId);
  const forkAt = died.time + died.restartInMs;
  await new Promise((r) => setTimeout(r, 1000));
  console.log(
    `run ${i + 1}: fork→listening ${last.time - forkAt} ms (backoff ${died.restartInMs} ms), RSS ${rss(last.workerPid).toFixed(0)} MB, load ${load}`,
  );
  nextId++;
}
child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
