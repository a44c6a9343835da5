import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { phoneTargets, visitAsPhone } from './phonePage';
import { startServer } from './server';

/*
 * `npm run form-ready [path …]`: the time from navigation to a form a borrower can type into and
 * send (the island hydrated: its fieldset enabled), on a phone-sized viewport with the CPU slowed
 * 4× as Lighthouse's mobile profile does, first visit (empty cache), five runs per page
 * (bench/phonePage.ts). Default: About you in English and Spanish; target ≤ 1.5 s.
 */

const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['/application/about-you', '/es/application/about-you'];
const runs = 5;
const server = await startServer(
  `file:${join(mkdtempSync(join(tmpdir(), 'relief-form-ready-')), 'ready.db')}`,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const rows = [];
  const { ready, ms } = phoneTargets.aboutYou;
  for (const path of paths) {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1)
      times.push((await visitAsPhone(browser, { url: `${server.url}${path}`, ready })).readyMs);
    times.sort((a, b) => a - b);
    const median = times[Math.floor(runs / 2)];
    rows.push({
      page: path,
      'median ms': Math.round(median),
      'slowest ms': Math.round(times[runs - 1]),
      target: `≤ ${ms} ms`,
      verdict: median <= ms ? 'MET' : 'MISSED',
    });
  }
  console.log(`Navigation to a usable form, 390×844, CPU 4× slower, ${runs} cold runs:`);
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
