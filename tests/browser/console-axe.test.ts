import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, patience, screenshot } from '../helpers/browser';
import {
  accessibilityViolations,
  aCompleteCreditApplication,
  aContactAttempt,
  aCreditReport,
  aDecisionWithOffers,
  expenseLines,
  signInToConsole,
  typicalDebts,
  typicalExpenses,
} from '../helpers/consoleBuilders';
import { startTestServer, type TestServer } from '../helpers/testServer';

/*
 * Every console screen, axe-clean (WCAG 2 A and AA), at a laptop's 1280 × 800, a wide 1920 × 1080 and
 * a 1024-px tablet; screenshots of each under test-artifacts/screenshots (issue 20).
 */

const sizes = {
  1280: { width: 1280, height: 800 },
  1920: { width: 1920, height: 1080 },
  1024: { width: 1024, height: 768 },
} as const;

/** Whether the element lies wholly inside the window. */
async function inside(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  return (
    !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height + 2000
  );
}

describe('every console screen, axe-clean at three sizes', () => {
  let server: TestServer;
  let browser: Browser;
  let mariaId = '';

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const db = server.database;
    const maria = (await aCompleteCreditApplication(db, { borrower: { zipCode: '78704' } })).application;
    const { debts } = await aCreditReport(db, maria, typicalDebts);
    await expenseLines(db, maria.id, typicalExpenses);
    await aDecisionWithOffers(db, maria.id, {
      qualified: true,
      currentPayment: 348,
      proposedPayment: 231,
      offers: [{ debtId: debts[0].id, balance: 6240.17, payment: 124, term: 60 }],
    });
    await aContactAttempt(db, {
      applicationId: maria.id,
      method: 'Phone',
      outcome: 'Session scheduled',
      note: 'Call back after 5',
      callbackAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    mariaId = maria.id;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const clean = async (page: Page, name: string) => {
    expect(await accessibilityViolations(page), name).toEqual([]);
  };

  it.each(Object.entries(sizes))(
    'as a lead at %s px',
    async (size, viewport) => {
      const page = await (await browser.newContext({ viewport })).newPage();
      page.setDefaultTimeout(patience.timeout);
      await signInToConsole(page, server, 'lead@example.org');
      const shot = (name: string) => screenshot(page, `console-${name}-${size}`);
      const go = async (hash: string, ready: Locator) => {
        await page.goto(`${server.url}/admin/#${hash}`);
        await ready.waitFor(patience);
      };
      const status = page.getByRole('status').filter({ hasText: /applications?$/ });

      // The summary: at a tablet's width the panel starts folded and the claim stays on screen.
      await go('/summary', status);
      await shot('summary');
      await clean(page, 'summary');
      const toggle = page.getByRole('button', { name: 'Filters' });
      if (size === '1024') {
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        for (const header of ['Borrower', 'Assigned to']) {
          const cell = page.getByRole('columnheader').filter({ hasText: new RegExp(`^${header}$`) });
          expect(await inside(page, cell), header).toBe(true);
        }
        const claim = page
          .getByRole('row')
          .getByRole('button', { name: /^(Claim|Unclaim)$/ })
          .first();
        expect(await inside(page, claim), 'claim').toBe(true);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
          ),
        ).toBe(false);
        await toggle.click();
      } else {
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      }
      await page.getByRole('button', { name: 'Save this list' }).click();
      await page.getByRole('dialog', { name: 'Save this list' }).waitFor();
      await clean(page, 'save list dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await go('/borrower-queue', status);
      await shot('borrower-queue');
      await clean(page, 'queue');

      await go('/', page.getByRole('region', { name: 'My call-backs due today' }));
      await page.getByRole('region', { name: 'Claims per rep' }).getByRole('table').waitFor();
      await shot('start-lead');
      await clean(page, 'start page');

      await go('/Creditor', page.getByRole('row').filter({ hasText: 'Wells Fargo' }));
      await shot('creditors');
      await clean(page, 'creditors');
      await go('/Creditor/chase', page.getByRole('table', { name: 'History of versions' }));
      await clean(page, 'creditor edit');

      // The borrower page: every tab on screen (no scroll arrows), each axe-clean.
      await go(`/Application/${mariaId}/show/application`, page.getByRole('tab').first());
      const tabs = ['Application', 'Income', 'Debts', 'Decision', 'Contacts', 'DMP', 'History'];
      for (const name of tabs) {
        const tab = page.getByRole('tab', { name, exact: true });
        expect(await inside(page, tab), `tab ${name}`).toBe(true);
        await tab.click();
        await expect.poll(() => tab.getAttribute('aria-selected'), patience).toBe('true');
        // The tab's data has come in (no request left in flight).
        await page.waitForLoadState('networkidle');
        if (name === 'Income') await page.getByRole('table', { name: /said, estimated/ }).waitFor();
        await clean(page, `tab ${name}`);
      }
      await shot('borrower-history');
      await page.getByRole('tab', { name: 'Decision', exact: true }).click();
      await shot('borrower-decision');

      await page.getByRole('tab', { name: 'Contacts', exact: true }).click();
      await page.getByRole('button', { name: 'Log a contact attempt' }).click();
      await page.getByRole('combobox', { name: 'What was the outcome' }).click();
      await page.getByRole('option', { name: 'Session scheduled' }).click();
      await shot('contact-form');
      await clean(page, 'contact form');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByRole('button', { name: /^Correct the attempt of / })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Correct this contact attempt' }).waitFor();
      await clean(page, 'correct attempt dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('tab', { name: 'DMP', exact: true }).click();
      await page.getByRole('button', { name: 'Enroll in a plan' }).click();
      await page.getByRole('dialog').waitFor();
      await shot('plan-dialog');
      await clean(page, 'plan dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Start Application' }).first().click();
      await page.getByRole('dialog', { name: 'Start Application' }).waitFor();
      await clean(page, 'start application dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      // The lead's screens.
      await go('/Rep', page.getByRole('row').filter({ hasText: 'Rita Rep' }));
      await shot('reps');
      await clean(page, 'reps');
      await page.getByRole('row').filter({ hasText: 'Rita Rep' }).getByText('rep1@example.org').click();
      await status.waitFor();
      await page.getByRole('button', { name: 'Reassign all claims' }).click();
      await page.getByRole('dialog').waitFor();
      await clean(page, 'rep queue and reassign dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await go('/Rep/create', page.getByLabel('Email'));
      await clean(page, 'rep create');
      await go('/Email', page.getByRole('heading', { level: 1 }));
      await clean(page, 'outbox');
      // Live's Demo data page says where training is; the loader itself is training's.
      await go('/demo-data', page.getByText(/training workspace/));
      await clean(page, 'demo data');
      await go('/ReadLogEntry', page.getByRole('heading', { level: 1, name: 'Who read whose file' }));
      await shot('read-log');
      await clean(page, 'read log');
      await go('/preferences', page.getByText('lead@example.org'));
      await clean(page, 'preferences');
      await page.close();
      // Every screen of the console, one after the other: minutes on a loaded machine.
    },
    240_000,
  );

  it('greets a rep with their day at 1280 × 800, axe-clean', async () => {
    const page = await (await browser.newContext({ viewport: sizes[1280] })).newPage();
    await signInToConsole(page, server, 'rep1@example.org');
    await page.getByRole('menuitem', { name: 'Today' }).click();
    await page
      .getByRole('region', { name: 'New unclaimed applications' })
      .getByRole('link')
      .first()
      .waitFor(patience);
    expect(await page.getByRole('region', { name: 'The floor' }).count()).toBe(0);
    await screenshot(page, 'console-start-rep-1280');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  });
});
