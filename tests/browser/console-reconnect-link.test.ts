import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerApplication } from '../helpers/builders';
import { signInToConsole } from '../helpers/consoleBuilders';

/*
 * Send a reconnect link from the borrower page (issue 11): the rep confirms, the borrower gets the
 * e-mail, the contact history and History show it, and a second press within a day is refused with
 * the server's words.
 */

describe('sending a reconnect link from the console', () => {
  const suite = browserSuite();
  let page: Page;
  let applicationId = '';

  beforeAll(async () => {
    const { borrower, application } = await aBorrowerApplication(suite.server.database, {
      borrower: { firstName: 'Rosa', lastName: 'Quintero', email: 'rosa.quintero@example.com' },
    });
    applicationId = application.id;
    await suite.server.database.withTransaction((tx) =>
      tx.insert(suite.server.database.t.bankItems).values({
        borrowerId: borrower.id,
        applicationId: application.id,
        institutionId: 'ins_109508',
        institutionName: 'First Platypus Bank',
        isConnected: false,
      }),
    );
    page = await suite.page({ viewport: { width: 1280, height: 800 } });
    await signInToConsole(page, suite.server, 'rep1@example.org');
  });

  it('sends the link after a confirmation, records it, and refuses a second one the same day', async () => {
    await page.goto(`${suite.server.url}/admin/#/Application/${applicationId}/show/contact-history`);
    await page.getByRole('button', { name: 'Send reconnect link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send a reconnect link' });
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.getByText('Reconnect link sent to rosa.quintero@example.com').count(), patience)
      .toBe(1);
    await expect.poll(() => page.getByText('Sent a link to reconnect the bank').count(), patience).toBe(1);
    await screenshot(page, 'console-reconnect-link-sent');

    const { db, t } = suite.server.database;
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
    const { borrower, application } = await aBorrowerApplication(suite.server.database, {
      borrower: { firstName: 'Cora', lastName: 'Connected' },
    });
    await suite.server.database.withTransaction((tx) =>
      tx.insert(suite.server.database.t.bankItems).values({
        borrowerId: borrower.id,
        applicationId: application.id,
        institutionId: 'ins_109508',
        isConnected: true,
      }),
    );
    await page.goto(`${suite.server.url}/admin/#/Application/${application.id}/show/application`);
    await page.getByRole('button', { name: 'Archive' }).waitFor(patience);
    expect(await page.getByRole('button', { name: 'Send reconnect link' }).count()).toBe(0);
  });
});
