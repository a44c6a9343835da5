import { describe, expect, it } from 'vitest';
import { en } from '../../site/src/i18n/en';
import { es } from '../../site/src/i18n/es';
import { patience } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerAccount, aDecision, borrowerPassword } from '../helpers/builders';

/*
 * A declined borrower's portal (docs/decisions/0151): it offers their evaluation and their guide, and
 * no plan pages — no "Your plan's pages", no plan payments — on a phone, in English and Spanish.
 */

const phone = { width: 390, height: 844 };

describe("a declined borrower's portal", () => {
  const suite = browserSuite();

  for (const [language, words] of [
    ['en', en],
    ['es', es],
  ] as const) {
    it(`offers the guide and no plan pages (${language})`, async () => {
      const email = `declined.portal.${language}@example.com`;
      const { application } = await aBorrowerAccount(suite.server.database, email);
      await aDecision(suite.server.database, application.id, { qualified: false });
      const client = await suite.server.signIn(email, borrowerPassword);
      const page = await suite.page({ as: client, viewport: phone });
      await page.goto(`${suite.server.url}${language === 'es' ? '/es' : ''}/customer-portal/summary`);
      const directory = page.locator('.portal-directory');
      const evaluation = directory.getByRole('link', { name: words['portal.directory.evaluation'] });
      await evaluation.waitFor({ state: 'visible', ...patience });
      expect(await page.evaluate(() => document.documentElement.dataset.portalStanding)).toBe('declined');
      for (const plan of [words['portal.directory.plan'], words['portal.directory.payments']])
        expect(await directory.getByRole('link', { name: plan, exact: true }).isVisible()).toBe(false);
      await page.context().close();
    });
  }
});
