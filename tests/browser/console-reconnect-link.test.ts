import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, patience, screenshot } from '../helpers/browser';
import { aBorrowerApplication } from '../helpers/builders';
import { signInToConsole } from '../helpers/consoleBuilders';
import { startTestServer, type TestServer } from '../helpers/testServer';

/*
 * Send a reconnect link from the borrower page (issue 11): the rep confirms, the borrower gets the
 * e-mail, the contact history and History show it, and a second press within a day is refused with
 * the server's words.
 */

describe('sending a reconnect link from the console', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let applicationId = '';

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const { borrower, application } = await aBorrowerApplication(server.database, {
      borrower: { firstName: 'Rosa', lastName: 'Quintero', email: 'rosa.quintero@example.com' },
    });
    applicationId = application.id;
    await server.database.withTransaction((tx) =>
      tx.insert(server.database.t.bankItems).values({
        borrowerId: borrower.id,
        applicationId: application.id,
        institutionId: 'ins_109508',
        institutionName: 'First Platypus Bank',
        isConnected: false,
      }),
    );
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInToConsole(page, server, 'rep1@example.org');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sends the link after a confirmation, records it, and refuses a second one the same day', async () => {
    await page.goto(`${server.url}/admin/#/Application/${applicationId}/show/contact-history`);
    await page.getByRole('button', { name: 'Send reconnect link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send a reconnect link' });
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.getByText('Reconnect link sent to rosa.quintero@example.com').count(), patience)
      .toBe(1);
    await expect.poll(() => page.getByText('Sent a link to reconnect the bank').count(), patience).toBe(1);
    await screenshot(page, 'console-reconnect-link-sent');

    const { db, t } = server.database;
    const mails = (await db.select().from(t.emailOutbox)).filter((m) => m.to === 'rosa.quintero@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Please reconnect your bank account']);

    await page.getByRole('button', { name: 'Send reconnect link' }).click();
    await page
      .getByRole('dialog', { name: 'Send a reconnect link' })
      .getByRole('button', { name: 'Send' })
      .click();
    await expect.poll(() => page.getByText(/in the last 24 hours/).count(), patience).toBe(1);

    await page.getByRole('tab', { name: 'History', exact: true }).click();
    await expect.poll(() => page.getByText(/reconnect/i).count(), patience).toBeGreaterThan(0);
  });

  it('is not offered when every bank of the borrower is connected', async () => {
    const { borrower, application } = await aBorrowerApplication(server.database, {
      borrower: { firstName: 'Cora', lastName: 'Connected' },
    });
    await server.database.withTransaction((tx) =>
      tx.insert(server.database.t.bankItems).values({
        borrowerId: borrower.id,
        applicationId: application.id,
        institutionId: 'ins_109508',
        isConnected: true,
      }),
    );
    await page.goto(`${server.url}/admin/#/Application/${application.id}/show/application`);
    await page.getByRole('button', { name: 'Archive' }).waitFor(patience);
    expect(await page.getByRole('button', { name: 'Send reconnect link' }).count()).toBe(0);
  });
});
