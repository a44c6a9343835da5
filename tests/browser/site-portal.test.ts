import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMustChangeAccount } from '../helpers/accounts';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { accessibilityViolations } from '../helpers/consoleBuilders';
import { aPortalHistory } from '../helpers/portalBuilders';

/*
 * The customer portal in a real Chromium (issue 10), with borrowers written to the database: a
 * full history (score in the green band, six months of history, alerts), no bank (links the
 * sandbox bank), a disconnected item (reconnects), Spanish, and axe on every page at a phone's and
 * a desktop's size. Screenshots go to test-artifacts/screenshots.
 */

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };
const portalPages = [
  'summary',
  'bank-connections',
  'alerts',
  'debt-analysis',
  'expense-summary',
  'offers-summary',
  'financials',
  'payments',
  'your-budget',
  'faq',
  'settings',
];

describe('the customer portal in a real browser', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    const full = await aBorrowerAccount(suite.server.database, 'full.portal@example.com');
    await aPortalHistory(suite.server.database, {
      borrowerId: full.borrower.id,
      applicationId: full.application.id,
      tag: 'FULL',
    });
    await aBorrowerAccount(suite.server.database, 'nobank.portal@example.com');
  });

  async function signedIn(email: string, viewport = phone, password = borrowerPassword) {
    return suite.page({ as: await suite.server.signIn(email, password), viewport });
  }

  /** Opens a portal page and waits until its data is shown. */
  async function visit(page: Page, path: string) {
    await page.goto(`${suite.server.url}${path}`);
    await page.locator('h1').waitFor(patience);
    await page.locator('[role="status"].loading-overlay').waitFor({ state: 'detached', ...patience });
    // The charts load on their own after the data: wait for them, so axe and the screenshots see them.
    await page.waitForLoadState('networkidle');
  }

  it('shows a borrower with a full history the gauge in its band, six months of scores and the alerts', async () => {
    const page = await signedIn('full.portal@example.com');
    await visit(page, '/customer-portal/summary');
    await expect.poll(() => page.getByText('Rating: Good').count(), patience).toBeGreaterThan(0);
    const history = page.getByRole('table', { name: /last six months/ });
    expect(await history.locator('tbody tr').count()).toBe(6);
    const scores = await history.locator('tbody tr').allTextContents();
    expect(scores.join(' ')).toMatch(/35[\s\S]*48[\s\S]*72/);
    expect(await page.getByText('FULL BIG CARD').count()).toBeGreaterThan(0);

    await visit(page, '/customer-portal/alerts');
    const alert = (name: string) => page.getByRole('heading', { name, exact: true });
    await expect.poll(() => alert('Account Disconnected').count(), patience).toBe(1);
    expect(await alert('New credit inquiry').count()).toBe(1);
    expect(await alert('Account overdrawn').count()).toBe(0);
    expect(await alert('Bank Not Connected').count()).toBe(0);
    await page.context().close();
  });

  it('checks every page with axe at a phone and a desktop size, keeping screenshots', async () => {
    for (const viewport of [phone, desktop]) {
      const page = await signedIn('full.portal@example.com', viewport);
      for (const route of portalPages) {
        await visit(page, `/customer-portal/${route}`);
        expect(await accessibilityViolations(page), `${route} at ${viewport.width}px`).toEqual([]);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(sideways, `${route} scrolls sideways at ${viewport.width}px`).toBe(false);
        await screenshot(page, `portal-${route}-${viewport.width}`);
      }
      await page.context().close();
    }
    // Eleven pages at two sizes, charts and axe each: minutes on a loaded machine.
  }, 180_000);

  it('lets a borrower with no bank connect the sandbox bank: the tile appears and the alert goes', async () => {
    const page = await signedIn('nobank.portal@example.com');
    await visit(page, '/customer-portal/alerts');
    await expect.poll(() => page.getByText('Bank Not Connected').count(), patience).toBeGreaterThan(0);
    const modal = page.getByRole('dialog', { name: 'Bank Account Not Connected' });
    if (await modal.isVisible())
      await modal
        .getByRole('button', { name: /close|not now|later/i })
        .first()
        .click();

    await visit(page, '/customer-portal/bank-connections');
    await page.getByRole('button', { name: 'Connect account' }).click();
    await page
      .getByRole('dialog', { name: 'Choose your bank' })
      .getByRole('button', { name: /First Platypus Bank/ })
      .click();
    // The bank's name is on the picker's own button too, so wait for the page's answer, not the name.
    await expect
      .poll(() => page.getByRole('button', { name: 'Connect another account' }).count(), patience)
      .toBe(1);
    expect(await page.getByText('First Platypus Bank').count()).toBeGreaterThan(0);

    await visit(page, '/customer-portal/alerts');
    await expect.poll(() => page.getByText('You have no new alerts.').count(), patience).toBe(1);
    expect(await page.getByText('Bank Not Connected').count()).toBe(0);
    await page.context().close();
  });

  it('reconnects a disconnected bank from its alert', async () => {
    const page = await signedIn('full.portal@example.com', desktop);
    await visit(page, '/customer-portal/alerts');
    await page.getByRole('button', { name: 'Reconnect Alpha FULL' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your bank' });
    // The picker opens before its institution list arrives; a bare count could read the empty dialog.
    await picker.getByRole('button', { name: /First Platypus Bank/ }).waitFor();
    expect(
      await picker
        .getByRole('button')
        .filter({ hasText: /Bank|Union/ })
        .count(),
    ).toBe(1);
    await picker.getByRole('button', { name: /First Platypus Bank/ }).click();
    await expect.poll(() => page.getByText('Account Disconnected').count(), patience).toBe(0);

    await visit(page, '/customer-portal/bank-connections');
    const connected = page.getByRole('region', { name: 'Connected accounts' });
    await expect.poll(() => connected.getByRole('heading', { name: 'Alpha FULL' }).count(), patience).toBe(1);
    expect(await page.getByText('Not connected', { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the summary in Spanish', async () => {
    const page = await signedIn('full.portal@example.com');
    await visit(page, '/es/customer-portal/summary');
    expect(await page.locator('h1').textContent()).toBe('Resumen');
    await expect.poll(() => page.getByText('Bueno').count(), patience).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Su puntaje de deuda' }).count()).toBe(1);
    await page.context().close();
  });

  it('sends a borrower who must still set a password to please-check-your-email', async () => {
    await aMustChangeAccount(suite.server.database, 'temp.portal@example.com', 'Temp0rary!pass');
    const page = await signedIn('temp.portal@example.com', phone, 'Temp0rary!pass');
    await page.goto(`${suite.server.url}/customer-portal/summary`);
    await page.waitForURL(/\/please-check-your-email/, patience);
    await page.context().close();
  });

  it('sends a visitor with no session to sign in', async () => {
    const page = await suite.page({ viewport: phone });
    await page.goto(`${suite.server.url}/customer-portal/summary`);
    await page.waitForURL(/\/sign-in/, patience);
    await page.context().close();
  });
});
