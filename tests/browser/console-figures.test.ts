import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/auth/passwords';
import { insertAccount } from '../../api/data/users';
import { repGroup } from '../../api/domain/permissions';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerApplication } from '../helpers/builders';
import { aRentalApplication, expenseLines, signInToConsole } from '../helpers/consoleBuilders';
import { typeDay } from '../helpers/dayPicker';

/*
 * The console's figures and its spec messages that had no test (issue 18): 'No expenses were
 * provided.', the rental plan's save failure, a fraction of a cent refused on a plan form, and a
 * staff account that must change its password sent to /please-check-your-email.
 */

const dayMs = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * dayMs).toISOString().slice(0, 10);
const seen = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).count(), patience).toBeGreaterThan(0);

describe('the console’s figures and messages in a real browser', () => {
  const suite = browserSuite();
  let page: Page;
  const ids = { zero: '', rental: '', dmp: '' };

  beforeAll(async () => {
    const db = suite.server.database;
    const zero = await aBorrowerApplication(db, {
      borrower: { firstName: 'Zoe', lastName: 'Nought', email: 'zoe.nought@example.com' },
      application: { status: 'Submitted' },
    });
    await expenseLines(db, zero.application.id, [
      { category: 'food', subCategory: 'home', estimatedValue: 0 },
      { category: 'utilities', subCategory: 'water', estimatedValue: 0 },
    ]);
    ids.zero = zero.application.id;
    ids.rental = (await aRentalApplication(db)).application.id;
    ids.dmp = (
      await aBorrowerApplication(db, {
        borrower: { firstName: 'Dora', lastName: 'Cents', email: 'dora.cents@example.com' },
        application: { status: 'Submitted' },
      })
    ).application.id;
    page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signInToConsole(page, suite.server, 'rep1@example.org');
  });

  it('says "No expenses were provided." when the lines add up to nothing', async () => {
    await page.goto(`${suite.server.url}/admin/#/Application/${ids.zero}/show/income-expenses`);
    await page.getByRole('tab').first().waitFor(patience);
    await expect.poll(() => page.getByText('No expenses were provided.').count(), patience).toBe(1);
    // With no bank linked, nothing is backed by one: said in words, never $0.00 (issue 20).
    await expect.poll(() => page.getByText('None: no bank is linked').count(), patience).toBe(1);
    await screenshot(page, 'console-no-expenses');
  });

  it('shows the spec’s message when the server fails to save a rental relief plan', async () => {
    const failing = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signInToConsole(failing, suite.server, 'rep2@example.org');
    await failing.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('createRentalReliefPlan')) return route.continue();
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Internal error', extensions: { code: 'INTERNAL' } }] }),
      });
    });
    await failing.goto(`${suite.server.url}/admin/#/Application/${ids.rental}/show/plan`);
    await failing.getByRole('button', { name: 'Enroll in a plan' }).click();
    const dialog = failing.getByRole('dialog');
    await dialog.getByLabel('Monthly plan rent').fill('1450.50');
    await typeDay(failing, dialog, 'Planned start date', isoDay(14));
    await typeDay(failing, dialog, 'Planned end date', isoDay(365));
    await typeDay(failing, dialog, 'Date signed', isoDay(0));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(failing, 'There was a problem saving the Rental Relief plan information. Please try again.');
    await screenshot(failing, 'console-rental-plan-save-failed');
    await failing.close();
  });

  it('refuses a fraction of a cent on a plan form rather than round it, and keeps cents', async () => {
    await page.goto(`${suite.server.url}/admin/#/Application/${ids.dmp}/show/plan`);
    await page.getByRole('button', { name: 'Enroll in a plan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Monthly payment amount').fill('312.456');
    await dialog.getByLabel('Term in months').fill('48');
    for (const label of ['First payment date', 'Date signed', 'Active date'])
      await typeDay(page, dialog, label, isoDay(0));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Monthly payment amount is invalid: type an amount like 1,450.50');
    await dialog.getByLabel('Monthly payment amount').fill('312.45');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await page.getByRole('region', { name: 'DMP' }).textContent()) ?? '', patience)
      .toContain('$312.45');
  });

  it('sends a staff account that must change its password to /please-check-your-email', async () => {
    const email = 'new.rep@example.org';
    const password = 'Temp0rary!pass';
    const passwordHash = await hashPassword(password);
    await suite.server.database.withTransaction((tx) =>
      insertAccount(tx, suite.server.database.t, {
        email,
        name: 'New Rep',
        passwordHash,
        mustChangePassword: true,
        groups: [repGroup],
      }),
    );
    const client = await suite.server.signIn(email, password);
    const fresh = await suite.page({ as: client });
    await fresh.goto(`${suite.server.url}/admin/#/summary`);
    await fresh.waitForURL(/\/please-check-your-email/, patience);
    await fresh.context().close();
  });
});
