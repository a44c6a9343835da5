import { eq, inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../api/logger';
import { demoAccounts } from '../../seed/catalog/demoAccounts';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { launchBrowser, patience, screenshot } from '../helpers/browser';
import { fixturePasswordHash } from '../helpers/fixtureHash';
import { staffPassword, startTestServer, type TestServer } from '../helpers/testServer';

/*
 * One figure per fact on the pages themselves (issue 41), on a phone (390 × 844) in English and in
 * Spanish: the demo accounts (a full history, no bank, a disconnected bank, a plan, a renter), a
 * declined borrower and a borrower whose debts include a spouse's or a collection, each walked through
 * every portal page and every offers page their state has. Each page marks the facts it shows
 * (data-figure: monthlyIncome, totalDebt, creditor.<id>.balance …); every reading of a fact must be the
 * same figure — to the cent where both show cents, to the dollar where one shows whole dollars.
 * tests/api/figuresAgree.test.ts holds every demo borrower of a load, and the PDF, to the same.
 */

const phone = { width: 390, height: 844 };
const password = 'Figures!agree1';
const portalPages = [
  'summary',
  'debt-analysis',
  'expense-summary',
  'financials',
  'your-budget',
  'offers-summary',
  'payments',
];

interface Reading {
  page: string;
  text: string;
}

/** A money figure as read on a page: whole dollars or exact cents, either language's way. */
function amountOf(text: string): { cents: number; exact: boolean } | null {
  const plain = text.replace(/[^\d.,-]/g, '');
  if (!/\d/.test(plain)) return null;
  const exact = /[.,]\d{2}$/.test(plain);
  const digits = plain.replace(/[.,]/g, '');
  const cents = exact ? Number(digits) : Number(digits) * 100;
  return { cents: text.includes('-') || text.includes('−') ? -cents : cents, exact };
}

/** Two readings are one figure: the same cents, or the same dollar when one is whole dollars. */
function sameFigure(a: string, b: string): boolean {
  const [x, y] = [amountOf(a), amountOf(b)];
  if (!x || !y) return a.trim() === b.trim();
  if (x.exact && y.exact) return x.cents === y.cents;
  return Math.round(x.cents / 100) === Math.round(y.cents / 100);
}

describe('one figure per fact on every page, in both languages, on a phone', () => {
  let server: TestServer;
  let browser: Browser;
  const walkers: { who: string; email: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    browser = await launchBrowser();
    await seedBorrowers(server.database, createLogger('silent'), {
      borrowers: 24,
      seed: 41,
      now: new Date(),
      staffPassword,
      demoAccountPassword: password,
    });
    const { db, t } = server.database;
    const owners = await db
      .selectDistinct({ id: t.users.id, email: t.users.email })
      .from(t.users)
      .innerJoin(t.applications, eq(t.applications.owner, t.users.id));
    await server.database.withTransaction((tx) =>
      tx
        .update(t.users)
        .set({ passwordHash: fixturePasswordHash(password), mustChangePassword: false })
        .where(
          inArray(
            t.users.id,
            owners.map((owner) => owner.id),
          ),
        ),
    );
    for (const account of demoAccounts)
      walkers.push({ who: account.email.split('@')[0], email: account.email });
    // Besides the demo accounts: a decline, and debts of a spouse or a collection.
    let declined = false;
    let shared = false;
    for (const { email } of owners) {
      if (declined && shared) break;
      const client = await server.signIn(email, password);
      const { myPortal } = await client.data<{
        myPortal: {
          application: { standing: string; debtSummary: { debts: { kind: string; shared: boolean }[] } };
        };
      }>('{ myPortal { application { standing debtSummary { debts { kind shared } } } } }');
      const application = myPortal.application;
      if (!declined && application?.standing === 'declined') {
        walkers.push({ who: 'declined', email });
        declined = true;
      } else if (
        !shared &&
        application?.standing === 'offer' &&
        application.debtSummary.debts.some((d) => d.kind === 'collection' || d.shared)
      ) {
        walkers.push({ who: 'spouse-or-collection', email });
        shared = true;
      }
    }
    expect({ declined, shared }).toEqual({ declined: true, shared: true });
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Opens a page and waits until what it shows is in (its island's loading state gone, the network quiet). */
  async function visit(page: Page, path: string) {
    await page.goto(`${server.url}${path}`);
    await page.locator('h1').waitFor(patience);
    await page.locator('[role="status"].loading-overlay').waitFor({ state: 'detached', ...patience });
    await page.waitForLoadState('networkidle');
  }

  /** The facts the page shows, as it shows them. */
  const figuresOn = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-figure]')]
        .filter((element) => element.checkVisibility())
        .map((element) => [element.dataset.figure!, element.textContent ?? ''] as const),
    );

  for (const language of ['en', 'es'] as const) {
    it(`walks each borrower's pages in ${language === 'en' ? 'English' : 'Spanish'}: every fact reads as one figure`, async () => {
      const prefix = language === 'es' ? '/es' : '';
      let sharedFacts = 0;
      for (const { who, email } of walkers) {
        const client = await server.signIn(email, password);
        const { myPortal } = await client.data<{ myPortal: { application: { offerPages: string[] } } }>(
          '{ myPortal { application { offerPages } } }',
        );
        const [name, value] = client.cookie.split('=');
        const context = await browser.newContext({ viewport: phone });
        await context.addCookies([{ name, value, url: server.url }]);
        const page = await context.newPage();
        const readings = new Map<string, Reading[]>();
        const paths = [
          ...portalPages.map((p) => `${prefix}/customer-portal/${p}`),
          ...myPortal.application.offerPages
            .filter((route) => !route.startsWith('/contract'))
            .map((route) => `${prefix}${route}`),
        ];
        for (const path of paths) {
          await visit(page, path);
          // An offers page may send the borrower on to the page of their state: read where they are.
          const here = new URL(page.url()).pathname;
          for (const [fact, text] of await figuresOn(page))
            readings.set(fact, [...(readings.get(fact) ?? []), { page: here, text }]);
          await screenshot(page, `figures-${who}-${language}${here.replace(/\//g, '-')}`);
        }
        await context.close();
        for (const [fact, seen] of readings) {
          const pages = new Set(seen.map((r) => r.page));
          if (pages.size > 1) sharedFacts += 1;
          for (const reading of seen)
            expect(
              sameFigure(reading.text, seen[0].text),
              `${who} (${language}): ${fact} reads ${seen[0].text} on ${seen[0].page} and ${reading.text} on ${reading.page}`,
            ).toBe(true);
        }
      }
      // The walk did meet facts told on several pages (debt totals, income, expenses, creditors).
      expect(sharedFacts).toBeGreaterThan(walkers.length);
    }, 900_000);
  }
});
