import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, patience, screenshot } from '../helpers/browser';
import { signInToConsole } from '../helpers/consoleBuilders';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** Generous: a loaded CI machine may take seconds where a laptop takes milliseconds. */

describe('lead-only screens, preferences and Start Application', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    // Training: the lead's Demo data page loads there only (live's is tests/browser/workspaces.test.ts).
    server = await startTestServer('sqlite', { workspace: 'training' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows a rep no lead screens, and their own contact details in Preferences', async () => {
    const page = await browser.newPage();
    await signInToConsole(page, server, 'rep1@example.org');
    expect(await page.getByRole('menuitem', { name: 'Reps' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Outbox' }).count()).toBe(0);
    await page.goto(`${server.url}/admin/#/demo-data`);
    await expect.poll(() => page.getByText(/not found/i).count(), patience).toBeGreaterThan(0);

    await page.goto(`${server.url}/admin/#/preferences`);
    await expect.poll(() => page.getByText('rep1@example.org').count(), patience).toBe(1);
    expect(await page.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/change-password',
    );
    await screenshot(page, 'console-preferences');

    // The menu is named by the rep's name it shows (label in name).
    await page.getByRole('button', { name: 'Rita Rep: account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect.poll(() => page.getByRole('button', { name: /sign in/i }).count(), patience).toBe(1);
    await page.close();
  });

  it('lets a lead create a rep, refusing a password that breaks the rule', async () => {
    const page = await browser.newPage();
    await signInToConsole(page, server, 'lead@example.org');
    await page.getByRole('menuitem', { name: 'Reps' }).click();
    await expect.poll(() => page.getByText('Ravi Rep').count(), patience).toBe(1);
    await screenshot(page, 'console-reps');

    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByLabel('Email').fill('nadia.rep@example.org');
    await page.getByLabel('Name').fill('Nadia Rep');
    await page.getByLabel('Phone').fill('512-555-0199');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText('Your new password does not meet the requirements.').count())
      .toBe(1);
    await page.getByLabel('Password', { exact: true }).fill('Welcome2Relief!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Rep account created').count(), patience).toBe(1);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Nadia Rep' }).count(), patience).toBe(1);

    await page.getByRole('menuitem', { name: 'Outbox' }).click();
    await expect.poll(() => page.getByText('No mail has been sent yet.').count()).toBeGreaterThan(0);
    await page.getByRole('menuitem', { name: 'Demo data' }).click();
    await page.getByRole('radio', { name: /Random borrowers/ }).check();
    await page.getByLabel('Borrowers', { exact: true }).fill('40');
    await page.getByLabel('Seed').fill('7');
    await page.getByRole('checkbox', { name: /First remove every borrower/ }).uncheck();
    await page.getByRole('button', { name: 'Load demo data' }).click();
    await expect
      .poll(() => page.getByText('Loaded 40 borrowers (random borrowers) with seed 7.').count(), {
        ...patience,
      })
      .toBe(1);
    await screenshot(page, 'console-demo-data');
    const { db, t } = server.database;
    expect((await db.select({ id: t.borrowers.id }).from(t.borrowers)).length).toBeGreaterThanOrEqual(40);
    await page.close();
  });

  it('starts an application in a new tab for the chosen referral environment', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInToConsole(page, server, 'rep2@example.org');
    await page.getByRole('button', { name: 'Start Application' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Start Application' }).click();
    await expect.poll(() => dialog.getByText('Referral environment is required').count(), patience).toBe(1);
    await screenshot(page, 'console-start-application');

    await dialog.getByRole('radio', { name: /^Eden — rental relief/ }).check();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Start Application' }).click(),
    ]);
    const opened = new URL(tab.url());
    expect(opened.pathname).toBe('/application/about-you');
    expect(Object.fromEntries(opened.searchParams)).toEqual({
      router: 'eden',
      applicationType: 'rental',
      clearSession: '1',
    });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});

describe('Start Application belongs to the partner agency’s variant only', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { workspace: 'training', env: { AGENCY: 'navicore' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('another network agency’s console has no Start Application, at any width', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signInToConsole(page, server, 'rep2@example.org');
      await expect.poll(() => page.getByRole('button', { name: 'Refresh' }).count(), patience).toBe(1);
      expect(await page.getByRole('button', { name: 'Start Application' }).count()).toBe(0);
      await context.close();
    }
  });

  it('lets a lead reset a rep’s two-step sign-in after a confirmation', async () => {
    const { db, t } = server.database;
    const [ravi] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, 'rep2@example.org'));
    const page = await browser.newPage();
    await signInToConsole(page, server, 'lead@example.org');
    await page.goto(`${server.url}/admin/#/Rep/${ravi.id}`);
    await page.getByRole('button', { name: 'Reset two-step sign-in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => page.getByText('Two-step sign-in reset for Ravi Rep').count(), patience).toBe(1);
    await page.close();
  });
});
