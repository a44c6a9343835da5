import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerApplication } from '../helpers/builders';
import { accessibilityViolations, signInToConsole } from '../helpers/consoleBuilders';
import { shownDay, typeDay } from '../helpers/dayPicker';

/** Generous: a loaded CI machine may take seconds where a laptop takes milliseconds. */

const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The result count above the list, e.g. '5 applications'. */
const countOf = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ applications?$/ });

const expectCount = (page: Page, text: string) =>
  expect.poll(() => countOf(page).textContent(), patience).toBe(text);

describe('the summary and the queue in a real browser', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    const db = suite.server.database;
    const person = (firstName: string, lastName: string) => ({
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    });
    await aBorrowerApplication(db, {
      borrower: person('Ana', 'Delgado'),
      application: { status: 'Submitted' },
    });
    await aBorrowerApplication(db, {
      borrower: person('Brian', 'Cho'),
      application: { status: 'In Progress' },
    });
    await aBorrowerApplication(db, {
      borrower: person('Chloe', 'Martin'),
      application: { status: 'Contacted', type: 'rental', router: 'eden' },
    });
    await aBorrowerApplication(db, { borrower: person('Dev', 'Patel'), application: { status: 'Archived' } });
    // Created ten days ago: outside the summary's default window of 72 hours.
    await aBorrowerApplication(db, {
      borrower: person('Elena', 'Ruiz'),
      application: { status: 'Submitted', createdAt: new Date(Date.now() - 10 * dayMs).toISOString() },
    });
  });

  it('filters the summary by status, type, date range and search, and the count follows', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signInToConsole(page, suite.server, 'rep1@example.org');
    // Defaults: archived statuses off, last 72 hours.
    await expectCount(page, '3 applications');
    await screenshot(page, 'console-summary');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'Rental' }).uncheck();
    await expectCount(page, '2 applications');
    expect(await page.getByText('Chloe Martin').count()).toBe(0);

    // The last type unchecked: the panel says so and the list keeps its results.
    await page.getByRole('checkbox', { name: 'Credit' }).uncheck();
    await expect.poll(() => page.getByText('Please select at least one filter').count(), patience).toBe(1);
    await expectCount(page, '2 applications');
    await page.getByRole('checkbox', { name: 'Credit' }).check();
    await page.getByRole('checkbox', { name: 'Rental' }).check();
    await expect.poll(() => page.getByText('Please select at least one filter').count(), patience).toBe(0);

    await page.getByRole('checkbox', { name: 'Archived', exact: true }).check();
    await expectCount(page, '4 applications');

    // A start alone means that one day (spec §5); with an end, every day between.
    // MUI's date picker, typed from the keyboard and shown as the spec's MM-dd-yyyy.
    const tenDaysAgo = isoDay(new Date(Date.now() - 10 * dayMs));
    await typeDay(page, page, 'From', tenDaysAgo);
    await expectCount(page, '1 application');
    const [year, month, day] = tenDaysAgo.split('-');
    expect(await shownDay(page, 'From')).toBe(`${month}-${day}-${year}`);
    await typeDay(page, page, 'To', isoDay(new Date()));
    await expectCount(page, '5 applications');

    await page.getByPlaceholder('Search').fill('Ruiz');
    await expectCount(page, '1 application');
    expect(await page.getByText('Elena Ruiz').count()).toBe(1);

    // Saved lists keep the whole selection under a name, on the server, with their count.
    await page.getByRole('button', { name: 'Save this list' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Ruiz, last fortnight');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const saved = page.getByRole('button', { name: /^Ruiz, last fortnight/ });
    await expect.poll(() => saved.count(), patience).toBe(1);
    await expect.poll(() => saved.textContent(), patience).toContain('1');
    await page.close();
  });

  it('exports the filtered list as a call list, without the contacts a lead’s carries', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signInToConsole(page, suite.server, 'rep2@example.org');
    await page.getByRole('checkbox', { name: 'Credit' }).uncheck();
    await expectCount(page, '1 application');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const text = readFileSync(await download.path(), 'utf8');
    // A byte-order mark first, so a spreadsheet reads it as UTF-8 (issue 42).
    expect(text.startsWith('\uFEFF')).toBe(true);
    const csv = text.slice(1).split('\r\n');
    expect(csv[0]).toBe(
      'Id,Borrower,Local time,Callable now,Type,Status,Referral,Created,Assigned to,Call back,Offers,Enrolled in a plan',
    );
    expect(csv.slice(1)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36},Chloe Martin,[^,]+,[^,]+,Rental,Contacted,eden,/),
    ]);
    await page.close();
  });

  it('claims an application, shows it as the rep’s own, and lists it in the rep’s queue', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signInToConsole(page, suite.server, 'rep1@example.org');
    const row = page.getByRole('row').filter({ hasText: 'Ana Delgado' });
    await row.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => page.getByText('Application claimed').count(), patience).toBe(1);
    await expect.poll(() => row.getByText('Rita Rep (You)').count(), patience).toBe(1);

    await page.getByRole('menuitem', { name: 'Borrower Queue' }).click();
    await expectCount(page, '1 application');
    const tile = page.getByRole('region', { name: 'Your borrowers' });
    await expect.poll(() => tile.textContent(), patience).toContain('1Assigned');
    expect(await page.getByRole('row').filter({ hasText: 'Ana Delgado' }).count()).toBe(1);
    await screenshot(page, 'console-borrower-queue');
    await page.close();
  });
});
