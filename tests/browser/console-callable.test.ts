import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { localTime } from '../../api/domain/callingHours';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerApplication } from '../helpers/builders';
import { signInToConsole } from '../helpers/consoleBuilders';

/** Generous: a loaded CI machine may take seconds where a laptop takes milliseconds. */

/**
 * The server's clock: today at 14:30 UTC. Whatever the season, that is 9:30 or 10:30 in New York and
 * 8:30 or 9:30 in Chicago (callable), 7:30 in Phoenix and 6:30 or 7:30 in Los Angeles (not yet).
 */
const now = new Date(`${new Date().toISOString().slice(0, 10)}T14:30:00.000Z`);

const countOf = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ applications?$/ });
const expectCount = (page: Page, text: string) =>
  expect.poll(() => countOf(page).textContent(), patience).toBe(text);
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

describe('callable now in the console, in a real browser', () => {
  const suite = browserSuite({ now: () => now });
  let newYorkId = '';

  beforeAll(async () => {
    const db = suite.server.database;
    const [rep] = await db.db
      .select({ id: db.t.users.id })
      .from(db.t.users)
      .where(eq(db.t.users.email, 'rep1@example.org'));
    const createdAt = new Date(now.getTime() - 3_600_000).toISOString();
    const borrower = async (name: string, state: string | null, zipCode: string | null, claimed = false) => {
      const [firstName, lastName] = name.split(' ');
      const { application } = await aBorrowerApplication(db, {
        borrower: {
          firstName,
          lastName,
          email: `${firstName}.${lastName}@example.com`.toLowerCase(),
          state,
          zipCode,
        },
        application: { status: 'Submitted', createdAt, assignedTo: claimed ? rep.id : null },
      });
      return application.id;
    };
    newYorkId = await borrower('Nia York', 'NY', '10001', true);
    await borrower('Chet Cago', 'IL', '60601');
    await borrower('Phoe Nix', 'AZ', '85004', true);
    await borrower('Lou Angeles', 'CA', '90012');
    await borrower('Flo Nozip', 'FL', null, true);
  });

  it('shows each borrower’s local time in the summary, and Callable now narrows the list', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInToConsole(page, suite.server, 'rep1@example.org');
    await expectCount(page, '5 applications');

    // A compact column near the name: inside the viewport at a laptop's width.
    const header = page.getByRole('columnheader', { name: 'Local time' });
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);

    const newYork = localTime('America/New_York', now).label;
    const phoenix = localTime('America/Phoenix', now).label;
    await expect.poll(() => rowOf(page, 'Nia York').textContent(), patience).toContain(`${newYork}Callable`);
    expect(await rowOf(page, 'Phoe Nix').textContent()).toContain(`${phoenix}Not callable`);
    expect(await rowOf(page, 'Chet Cago').textContent()).toContain(localTime('America/Chicago', now).label);
    expect(await rowOf(page, 'Flo Nozip').textContent()).toContain('Unknown time zone');
    await screenshot(page, 'console-local-time');

    await page.getByRole('checkbox', { name: 'Callable now' }).check();
    await expectCount(page, '2 applications');
    expect(await rowOf(page, 'Nia York').count()).toBe(1);
    expect(await rowOf(page, 'Chet Cago').count()).toBe(1);
    for (const name of ['Phoe Nix', 'Lou Angeles', 'Flo Nozip'])
      expect(await rowOf(page, name).count()).toBe(0);
    await screenshot(page, 'console-callable-now');

    await page.getByRole('checkbox', { name: 'Callable now' }).uncheck();
    await expectCount(page, '5 applications');
    await page.close();
  });

  it('filters the rep’s queue the same way', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInToConsole(page, suite.server, 'rep1@example.org');
    await page.getByRole('menuitem', { name: 'Borrower Queue' }).click();
    await expectCount(page, '3 applications');
    await expect.poll(() => rowOf(page, 'Flo Nozip').textContent(), patience).toContain('Unknown time zone');
    await page.getByRole('checkbox', { name: 'Callable now' }).check();
    await expectCount(page, '1 application');
    expect(await rowOf(page, 'Nia York').count()).toBe(1);
    await page.close();
  });

  it('shows the local time on the borrower page', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInToConsole(page, suite.server, 'rep1@example.org');
    await page.goto(`${suite.server.url}/admin/#/Application/${newYorkId}/show`);
    const tile = page.getByRole('region', { name: 'Borrower' });
    await expect
      .poll(() => tile.textContent(), patience)
      .toContain(`Local time${localTime('America/New_York', now).label} · Callable now`);
    await screenshot(page, 'console-borrower-local-time');
    await page.close();
  });
});
