import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../site/src/i18n/en';
import { es } from '../../site/src/i18n/es';
import { launchBrowser, patience } from '../helpers/browser';
import { aBorrowerAccount, aDecision, borrowerPassword } from '../helpers/builders';
import { startTestServer, type TestServer } from '../helpers/testServer';

/*
 * A declined borrower's portal (docs/decisions/0151): it offers their evaluation and their guide, and
 * no plan pages — no "Your plan's pages", no plan payments — on a phone, in English and Spanish.
 */

const phone = { width: 390, height: 844 };

describe("a declined borrower's portal", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [language, words] of [
    ['en', en],
    ['es', es],
  ] as const) {
    it(`offers the guide and no plan pages (${language})`, async () => {
      const email = `declined.portal.${language}@example.com`;
      const { application } = await aBorrowerAccount(server.database, email);
      await aDecision(server.database, application.id, { qualified: false });
      const client = await server.signIn(email, borrowerPassword);
      const [name, value] = client.cookie.split('=');
      const context = await browser.newContext({ viewport: phone });
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      await page.goto(`${server.url}${language === 'es' ? '/es' : ''}/customer-portal/summary`);
      const directory = page.locator('.portal-directory');
      const evaluation = directory.getByRole('link', { name: words['portal.directory.evaluation'] });
      await evaluation.waitFor({ state: 'visible', ...patience });
      expect(await page.evaluate(() => document.documentElement.dataset.portalStanding)).toBe('declined');
      for (const plan of [words['portal.directory.plan'], words['portal.directory.payments']])
        expect(await directory.getByRole('link', { name: plan, exact: true }).isVisible()).toBe(false);
      await context.close();
    });
  }
});
