import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerApplication } from '../helpers/builders';
import { aCompleteCreditApplication, aRentalApplication, signInToConsole } from '../helpers/consoleBuilders';

/* The console at a rep's laptop width (issue 11): every column and every tab on screen, no sideways scroll. */

const laptop = { width: 1280, height: 800 };
const tablet = { width: 1024, height: 768 };

/**
 * The summary's columns, in order; the last one (Claim/Unclaim) has a title for screen readers only.
 * The queue (one rep's claims) shows the booked call-back where the summary shows who holds it.
 */
const summaryColumns = [
  'Borrower',
  'Local time',
  'Type',
  'Status',
  'Referral',
  'Created',
  'Assigned to',
  'Offers',
  'Plan',
];
const queueColumns = summaryColumns.map((name) => (name === 'Assigned to' ? 'Call back' : name));
/** The spec's tab names (service-portal §2), then the plan's and History. */
const tabsBefore = ['Application', 'Income & Expenses', 'Debts', 'Decision', 'Contact History'];

/** Where an element is, and whether it lies wholly inside the viewport. */
async function placement(locator: Locator, size = laptop) {
  const box = await locator.boundingBox();
  if (!box) return 'not rendered';
  const inside =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
  return inside ? 'inside' : `outside: x ${Math.round(box.x)}..${Math.round(box.x + box.width)}`;
}

/** Nothing on the page is wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('the console at 1280 × 800', () => {
  const suite = browserSuite();
  let mariaId: string;
  let danaId: string;

  beforeAll(async () => {
    const maria = await aCompleteCreditApplication(suite.server.database, {
      borrower: { firstName: 'Maria Guadalupe', lastName: 'Lopez-Hernandez' },
    });
    mariaId = maria.application.id;
    danaId = (
      await aRentalApplication(suite.server.database, {
        borrower: { firstName: 'Dana', lastName: 'Whitfield' },
      })
    ).application.id;
    const { db, t } = suite.server.database;
    const [rita] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, 'rep1@example.org'));
    await aBorrowerApplication(suite.server.database, {
      borrower: { firstName: 'Ana', lastName: 'Delgado', email: 'ana.delgado@example.com' },
      application: { status: 'Submitted', assignedTo: rita.id, assignedToAt: new Date().toISOString() },
    });
  });

  async function expectColumnsInside(page: Page, columns = summaryColumns) {
    await page.getByRole('columnheader', { name: 'Borrower' }).waitFor(patience);
    for (const name of columns) {
      // A sortable header's name is its button's ('Sort by …'): matched by its text instead.
      const header = page.getByRole('columnheader').filter({ hasText: new RegExp(`^${name}$`) });
      // Polled: the list may re-render (a refetch) between finding a header and measuring it.
      await expect.poll(() => placement(header), { message: name, ...patience }).toBe('inside');
    }
    // The Claim/Unclaim column: its header and each row's button.
    const headers = page.getByRole('columnheader');
    await expect
      .poll(() => placement(headers.last()), { message: 'claim column', ...patience })
      .toBe('inside');
    const buttons = page.getByRole('row').getByRole('button', { name: /^(Claim|Unclaim)$/ });
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) expect(await placement(button), 'claim button').toBe('inside');
    expect(await scrollsSideways(page)).toBe(false);
  }

  it('shows every column of the Summary and the Borrower Queue, filter panel open or folded', async () => {
    const page = await suite.browser.newPage({ viewport: laptop });
    page.setDefaultTimeout(patience.timeout);
    await signInToConsole(page, suite.server, 'rep1@example.org');
    const toggle = page.getByRole('button', { name: 'Filters' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await panel.isVisible()).toBe(true);
    await expectColumnsInside(page);
    await screenshot(page, 'console-summary-1280');

    // Folded: the list takes the width, and the choice is remembered across pages and reloads.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => panel.isVisible(), patience).toBe(false);
    await expectColumnsInside(page);
    await screenshot(page, 'console-summary-1280-folded');
    await page.reload();
    await page.getByRole('columnheader', { name: 'Borrower' }).waitFor(patience);
    expect(await page.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Credit' }).isVisible(), patience).toBe(true);

    await page.getByRole('menuitem', { name: 'Borrower Queue' }).click();
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'Ana Delgado' }).count(), patience)
      .toBe(1);
    await expectColumnsInside(page, queueColumns);
    await screenshot(page, 'console-borrower-queue-1280');
    await page.close();
  });

  it.each([
    ['credit', 'DMP', laptop],
    ['rental', 'Rental Relief Plan', laptop],
    ['credit', 'DMP', tablet],
    ['rental', 'Rental Relief Plan', tablet],
  ])(
    'shows every tab of a %s application’s borrower page by its spec name (%s) at %o',
    async (type, planTab, size) => {
      const tabs = [...tabsBefore, planTab, 'History'];
      const page = await suite.browser.newPage({ viewport: size });
      page.setDefaultTimeout(patience.timeout);
      await signInToConsole(page, suite.server, 'rep1@example.org');
      // Income & Expenses is the longest tab: the page scrolls, and the scroll bar takes its width.
      const id = type === 'credit' ? mariaId : danaId;
      await page.goto(`${suite.server.url}/admin/#/Application/${id}/show/income-expenses`);
      await page.getByRole('tab').first().waitFor(patience);
      await page.getByText('Said, estimated and in the bank').waitFor(patience);
      for (const name of tabs) {
        const tab = page.getByRole('tab', { name, exact: true });
        expect(await placement(tab, size), name).toBe('inside');
      }
      expect(await page.getByRole('tab').count()).toBe(tabs.length);
      // No scroll arrows: the whole row shows.
      expect(await page.locator('.MuiTabs-scrollButtons:not(.Mui-disabled)').count()).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);
      // The window as the rep sees it: a full-page shot would relayout the tab row at another height.
      await screenshot(page, `console-borrower-tabs-${type}-${size.width}`, 'window');
      await page.close();
    },
  );

  it('names the search box, and a staff path’s search value reaches it', async () => {
    const page = await suite.browser.newPage({ viewport: laptop });
    page.setDefaultTimeout(patience.timeout);
    await signInToConsole(page, suite.server, 'rep1@example.org');
    const searchBox = page.getByRole('textbox', { name: 'Search borrowers' });
    expect(await searchBox.count()).toBe(1);

    // The spec's /summary?search=… through the server's redirect into the console.
    await page.goto(`${suite.server.url}/summary?search=Lopez-Hernandez`);
    await expect.poll(() => searchBox.inputValue(), patience).toBe('Lopez-Hernandez');
    const count = page.getByRole('status').filter({ hasText: /^\d+ applications?$/ });
    await expect.poll(() => count.textContent(), patience).toBe('1 application');
    expect(await page.getByRole('row').filter({ hasText: 'Maria Guadalupe Lopez-Hernandez' }).count()).toBe(
      1,
    );
    expect(page.url()).not.toContain('search=');

    // The queue too, and the borrower and contact summaries open the borrower's page.
    await page.goto(`${suite.server.url}/borrower-queue?search=Delgado`);
    await expect.poll(() => searchBox.inputValue(), patience).toBe('Delgado');
    await expect.poll(() => count.textContent(), patience).toBe('1 application');
    await page.goto(`${suite.server.url}/contact-summary?id=${mariaId}`);
    await expect.poll(() => page.url(), patience).toMatch(/\/show\/contact-history$/);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Contact History' }).getAttribute('aria-selected'), patience)
      .toBe('true');
    await page.goto(`${suite.server.url}/borrower-summary?id=${mariaId}`);
    // A submitted credit application opens on Decision (spec §2).
    await expect.poll(() => page.url(), patience).toMatch(/\/show\/decision$/);
    await page.close();
  });
});
