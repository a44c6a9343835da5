import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './server';

/*
 * `npm run form-ready [path …]`: the time from navigation to a form a borrower can type into and
 * send (the island hydrated: its fieldset enabled), on a phone-sized viewport with the CPU slowed
 * 4× as Lighthouse's mobile profile does, first visit (empty cache), five runs per page.
 * Default: About you in English and Spanish.
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
  for (const path of paths) {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${server.url}${path}`);
      await page.waitForSelector('form fieldset.form__fields:not([disabled]) input', { timeout: 30_000 });
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
    times.sort((a, b) => a - b);
    rows.push({
      page: path,
      'median ms': Math.round(times[Math.floor(runs / 2)]),
      'slowest ms': Math.round(times[runs - 1]),
      target: '≤ 2000 ms',
      verdict: times[Math.floor(runs / 2)] <= 2000 ? 'MET' : 'MISSED',
    });
  }
  console.log(`Navigation to a usable form, 390×844, CPU 4× slower, ${runs} cold runs:`);
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
