import { beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerAccount, aBorrowerApplication, borrowerPassword } from '../helpers/builders';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { fillStaffSignIn } from '../helpers/consoleBuilders';

describe('the staff console in a real browser', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    await aBorrowerApplication(suite.server.database, {
      borrower: { firstName: 'Ana', lastName: 'Delgado' },
      application: { status: 'Submitted' },
    });
    await aBorrowerAccount(suite.server.database, 'borrower@example.com');
  });

  it("signs a rep in on the site's sign-in page and brings them back to the application list", async () => {
    // Live staff give a code at every sign-in: the rep's authenticator is enrolled first (over HTTP).
    await (await suite.server.signIn('rep1@example.org')).post('/auth/sign-out', {});
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.url}/admin/`);
    // The console has no form of its own: its one way in is the site's /sign-in.
    await page.waitForURL(/\/sign-in\/?$/);
    await fillStaffSignIn(page, suite.server, 'rep1@example.org');
    await expect.poll(() => page.getByText('Ana Delgado').count(), patience).toBeGreaterThan(0);
    await screenshot(page, 'console-application-list');
    await page.close();
  });

  it('sends a borrower to their own pages, and back to sign-in with a reason if they open the console', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.url}/sign-in`);
    await page.getByLabel(/email|username/i).fill('borrower@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill(borrowerPassword);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    expect(new URL(page.url()).pathname).not.toMatch(/^\/admin/);
    await page.goto(`${suite.server.url}/admin/`);
    await page.waitForURL(/\/sign-in\/?$/);
    await expect
      .poll(() => page.getByText('This account cannot use the staff console.').count(), patience)
      .toBe(1);
    expect(await page.getByText('Ana Delgado').count()).toBe(0);
    await page.close();
  });
});
