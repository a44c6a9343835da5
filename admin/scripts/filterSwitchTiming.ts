/*
 * How long switching a summary filter takes to show the new page, over demo data: a measurement
 * to run by hand, never a test (timing is not asserted anywhere).
 *
 *   npm run build:admin && npx tsx admin/scripts/filterSwitchTiming.ts [borrowers=20000]
 *
 * Build first with `npm run build:admin`: a build made under vitest has NODE_ENV=test, so React's
 * development build, several times slower.
 */
import { performance } from 'node:perf_hooks';
import { createLogger } from '../../api/logger';
import { withBulkLoadSettings } from '../../db/bulk';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { launchBrowser } from '../../tests/helpers/browser';
import { signInToConsole } from '../../tests/helpers/consoleBuilders';
import { startTestServer } from '../../tests/helpers/testServer';

const borrowers = Number(process.argv[2] ?? 20_000);
const server = await startTestServer('sqlite');
const seeding = performance.now();
await withBulkLoadSettings(server.database, () =>
  seedBorrowers(server.database, createLogger('warn'), { borrowers, seed: 7, now: new Date() }),
);
console.log(`seeded ${borrowers} borrowers in ${Math.round(performance.now() - seeding)} ms`);

const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
await signInToConsole(page, server, 'rep1@example.org');
const count = page.getByRole('status').filter({ hasText: /^\d+ applications?$/ });

/** Milliseconds from the click on a filter option until the list shows its new count. */
async function switchFilter(name: string): Promise<number> {
  const before = await count.textContent();
  const start = performance.now();
  await page.getByRole('checkbox', { name, exact: true }).click();
  await page.waitForFunction(
    (previous) =>
      [...document.querySelectorAll('[role=status]')].find((e) => /applications?$/.test(e.textContent ?? ''))
        ?.textContent !== previous,
    before,
    { timeout: 30_000, polling: 'raf' },
  );
  return performance.now() - start;
}

async function measure(options: string[], rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const name of options) {
      times.push(await switchFilter(name));
      times.push(await switchFilter(name));
    }
  }
  return times;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
  return `n=${values.length}, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
};

const window72h = await measure(['Rental', 'Submitted', 'Unclaimed', 'In Progress'], 5);
console.log(`last 72 hours (${await count.textContent()}): ${stats(window72h)}`);

// Every application since January 1st of last year.
await page.getByLabel('From', { exact: true }).fill(`${new Date().getFullYear() - 1}-01-01`);
await page.waitForTimeout(1500);
await page.getByLabel('To', { exact: true }).fill(new Date().toISOString().slice(0, 10));
await page.waitForTimeout(1500);
const wide = await measure(['Rental', 'Submitted'], 5);
console.log(`wide date range (${await count.textContent()}): ${stats(wide)}`);

await browser.close();
await server.close();
