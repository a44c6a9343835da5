import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/auth/passwords';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { accessibilityViolations } from '../helpers/consoleBuilders';
import { connectSandboxBank, step, walkToExpensesPage } from '../helpers/flowWalk';
import type { HttpClient } from '../helpers/httpClient';
import { aPortalHistory } from '../helpers/portalBuilders';

/*
 * The borrower's side finished (issue 21), on a phone (390 × 844) in a real Chromium, in English and
 * Spanish: the proposed payment summary and the guide (page and PDF) reached by links from Success,
 * Call us, Call or connect and the portal's Offers summary; every portal page reached by clicks from
 * the Summary; 'Continue my application' on the landing; one money, date and phone format; whole
 * dollars in headlines; each creditor's last four digits; the mortgage left out of the interest
 * charge; alike alerts grouped; a compact signed-in header; the small things; axe on every state at
 * 390 × 844 and 1280 × 800. Screenshots under test-artifacts/screenshots.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

const words = {
  en: {
    prefix: '',
    summaryLink: 'See my proposed payment summary',
    guideLink: 'Get my free guide to speaking with creditors',
    pdfLink: 'Download the guide (PDF)',
    signLink: 'Read and sign my plan',
    ending: /^Account ending in \d{4}$/,
    months: '60 months',
    savings: 'Potential monthly savings',
    getGuide: 'Get my free guide',
    tableRegion: 'Your creditors, in a table that scrolls sideways',
    continue: 'Continue my application',
    start: 'Get Your Free Analysis',
  },
  es: {
    prefix: '/es',
    summaryLink: 'Ver el resumen de mis pagos propuestos',
    guideLink: 'Obtener mi guía gratuita para hablar con los acreedores',
    pdfLink: 'Descargar la guía (PDF)',
    signLink: 'Leer y firmar mi plan',
    ending: /^Cuenta terminada en \d{4}$/,
    months: '60 meses',
    savings: 'Ahorro mensual posible',
    getGuide: 'Obtener mi guía gratuita',
    tableRegion: 'Sus acreedores, en una tabla que se desplaza hacia los lados',
    continue: 'Continuar mi solicitud',
    start: 'Obtenga su análisis gratuito',
  },
} as const;

/** Whole dollars as each language writes them: '$1,080' (never '$1.1k', never cents). */
const wholeDollars = /^\$\s?\d{1,3}(,\d{3})*$/;

describe("the borrower's side, every page reachable, on a phone", () => {
  const suite = browserSuite();
  let people = 0;

  const pageOf = (client: HttpClient, viewport = phone) => suite.page({ as: client, viewport });

  /** Waits for the page and its data, checks it with axe at this size and keeps a screenshot. */
  async function arrive(page: Page, route: string, name: string) {
    await page.waitForURL((url) => url.pathname === route, patience);
    await page.locator('h1').waitFor(patience);
    await page.locator('main [role="status"].loading-overlay').waitFor({ state: 'detached', ...patience });
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page), `${route} at ${page.viewportSize()?.width}px`).toEqual([]);
    await screenshot(page, `reach-${name}-${page.viewportSize()?.width}`);
  }

  /** A credit borrower through the API to a qualified decision, their bank connected. */
  async function aQualifiedBorrower() {
    people += 1;
    const { borrower, applicationId, lines } = await walkToExpensesPage(suite.server, {
      lastName: `Reach${people}`,
      email: `reach${people}@example.com`,
      income: 9000,
    });
    await step(borrower, 'submitExpenses', { applicationId, lines });
    await connectSandboxBank(borrower, applicationId);
    await borrower.data('mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }', {
      id: applicationId,
    });
    const { myApplication } = await borrower.data<{
      myApplication: { offers: { accountLastFour: string }[] };
    }>('{ myApplication { offers { accountLastFour } } }');
    return { borrower, applicationId, offers: myApplication.offers };
  }

  /** The borrower's own password, set (the API's walk leaves the account waiting for one). */
  async function withPassword(applicationId: string, password: string) {
    const { t } = suite.server.database;
    const [application] = await suite.server.database.db
      .select()
      .from(t.applications)
      .where(eq(t.applications.id, applicationId));
    const passwordHash = await hashPassword(password);
    await suite.server.database.withTransaction((tx) =>
      tx
        .update(t.users)
        .set({ passwordHash, mustChangePassword: false })
        .where(eq(t.users.id, application.owner!)),
    );
    const [user] = await suite.server.database.db
      .select()
      .from(t.users)
      .where(eq(t.users.id, application.owner!));
    return user;
  }

  const accept = (borrower: HttpClient, applicationId: string) =>
    borrower.data('mutation($id: ID!) { acceptDecision(applicationId: $id) { nextRoute } }', {
      id: applicationId,
    });

  /** The links to the summary, the guide and its PDF, checked and the first two followed. */
  async function followGuideLinks(page: Page, language: keyof typeof words, from: string) {
    const w = words[language];
    const pdf = page.getByRole('link', { name: w.pdfLink });
    expect(await pdf.getAttribute('href')).toBe(`/api/lender-guide.pdf?lang=${language}`);
    const file = await page.request.get(`${suite.server.url}/api/lender-guide.pdf?lang=${language}`);
    expect((await file.body()).subarray(0, 4).toString()).toBe('%PDF');

    await page.getByRole('link', { name: w.summaryLink }).click();
    await arrive(page, `${w.prefix}/offers/proposed-payment-summary`, `summary-from-${from}-${language}`);
    await page.goBack();
    await page.getByRole('link', { name: w.guideLink }).click();
    await arrive(page, `${w.prefix}/offers/lender-guide`, `guide-from-${from}-${language}`);
  }

  it('links Success to the summary, the guide and its PDF, with whole dollars and each account’s last four, in both languages', async () => {
    const { borrower, offers } = await aQualifiedBorrower();
    expect(offers.length).toBeGreaterThan(0);
    for (const language of ['en', 'es'] as const) {
      const w = words[language];
      const page = await pageOf(borrower);
      await page.goto(`${suite.server.url}${w.prefix}/offers/success`);
      await arrive(page, `${w.prefix}/offers/success`, `success-${language}`);
      const savings = page.locator('.offer-summary__savings dd');
      expect((await savings.textContent())?.trim()).toMatch(wholeDollars);
      expect(await page.locator('.offer-summary').getByText(w.months, { exact: true }).count()).toBe(1);
      const endings = await page.locator('.offer-tile__account').allTextContents();
      expect(endings).toHaveLength(offers.length);
      for (const [i, ending] of endings.entries()) {
        expect(ending).toMatch(w.ending);
        expect(ending.endsWith(offers[i].accountLastFour)).toBe(true);
      }
      await followGuideLinks(page, language, 'success');

      // The guide's table scrolls on a phone: a named region a keyboard can reach.
      const table = page.getByRole('region', { name: w.tableRegion });
      expect(await table.getAttribute('tabindex')).toBe('0');
      await table.focus();
      expect(await table.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await table.locator('.offer-tile__account').count()).toBe(offers.length);

      // The summary's carousel: the tile carries the account too, and leads on to the guide.
      await page.goto(`${suite.server.url}${w.prefix}/offers/proposed-payment-summary`);
      await arrive(page, `${w.prefix}/offers/proposed-payment-summary`, `summary-${language}`);
      expect(
        await page
          .getByRole('region', { name: /Creditors|Acreedores/ })
          .locator('.offer-tile__account')
          .count(),
      ).toBe(1);
      await page.getByRole('link', { name: w.getGuide, exact: true }).click();
      await arrive(page, `${w.prefix}/offers/lender-guide`, `guide-${language}`);
      await page.context().close();
    }
    // Two languages, five pages each with axe: minutes on a loaded machine.
  }, 180_000);

  it('shows two creditors side by side in the desktop carousel, one on a phone', async () => {
    const { borrower, offers } = await aQualifiedBorrower();
    expect(offers.length).toBeGreaterThan(1);
    for (const [viewport, shown] of [
      [desktop, 2],
      [phone, 1],
    ] as const) {
      const page = await pageOf(borrower, viewport);
      await page.goto(`${suite.server.url}/offers/proposed-payment-summary`);
      await arrive(page, '/offers/proposed-payment-summary', 'summary-carousel');
      const carousel = page.getByRole('region', { name: 'Creditors' });
      await expect.poll(() => carousel.locator('.offer-tile').count(), patience).toBe(shown);
      const [slide, tile] = await Promise.all([
        carousel.locator('.carousel__slide').boundingBox(),
        carousel.locator('.offer-tile').first().boundingBox(),
      ]);
      // No tile sits beside an empty half: the tiles fill the slide's width.
      expect(tile!.width * shown).toBeGreaterThan(slide!.width * 0.9);
      await page.context().close();
    }
  });

  it('links Call us and Call or connect to the summary and the guide once the offer is accepted', async () => {
    const withBank = await aQualifiedBorrower();
    await accept(withBank.borrower, withBank.applicationId);
    const withoutBank = await aQualifiedBorrower();
    const { t } = suite.server.database;
    await suite.server.database.withTransaction((tx) =>
      tx
        .update(t.bankItems)
        .set({ isConnected: false })
        .where(eq(t.bankItems.applicationId, withoutBank.applicationId)),
    );
    await accept(withoutBank.borrower, withoutBank.applicationId);

    for (const language of ['en', 'es'] as const) {
      const w = words[language];
      const callUs = await pageOf(withBank.borrower);
      await callUs.goto(`${suite.server.url}${w.prefix}/offers/call-us`);
      await arrive(callUs, `${w.prefix}/offers/call-us`, `call-us-${language}`);
      await followGuideLinks(callUs, language, 'call-us');
      await callUs.context().close();

      const callOrConnect = await pageOf(withoutBank.borrower);
      await callOrConnect.goto(`${suite.server.url}${w.prefix}/offers/call-or-connect-account`);
      await arrive(
        callOrConnect,
        `${w.prefix}/offers/call-or-connect-account`,
        `call-or-connect-${language}`,
      );
      await followGuideLinks(callOrConnect, language, 'call-or-connect');
      await callOrConnect.context().close();
    }
  }, 180_000);

  it('checks every offers page it links with axe at 1280 × 800 too, the guide with its table included', async () => {
    const { borrower, applicationId } = await aQualifiedBorrower();
    const page = await pageOf(borrower, desktop);
    for (const route of ['/offers/success', '/offers/proposed-payment-summary', '/offers/lender-guide']) {
      await page.goto(`${suite.server.url}${route}`);
      await arrive(page, route, route.split('/').pop()!);
    }
    await accept(borrower, applicationId);
    await page.goto(`${suite.server.url}/offers/call-us`);
    await arrive(page, '/offers/call-us', 'call-us');
    expect(await page.getByRole('link', { name: words.en.guideLink }).count()).toBe(1);
    await page.context().close();
  }, 180_000);

  it('shows a pending borrower no link that would only send them back to pending', async () => {
    const borrower = await aBorrowerAccount(suite.server.database, 'pending.reach@example.com');
    const client = await suite.server.signIn('pending.reach@example.com', borrowerPassword);
    const page = await pageOf(client);
    await page.goto(`${suite.server.url}/offers/pending`);
    await arrive(page, '/offers/pending', 'pending');
    expect(borrower.application.id).toBeTruthy();
    expect(await page.getByRole('link', { name: words.en.summaryLink }).count()).toBe(0);
    expect(await page.getByRole('link', { name: words.en.guideLink }).count()).toBe(0);
    await page.context().close();
  });

  it("links the portal's Offers summary and Payments to the summary, the guide and the plan to sign", async () => {
    const { borrower, applicationId } = await aQualifiedBorrower();
    // The portal asks a borrower who never set a password to set one first.
    await withPassword(applicationId, 'Portal!pass42');
    const { t } = suite.server.database;
    await suite.server.database.withTransaction((tx) =>
      tx.insert(t.dmpEnrollments).values({
        applicationId,
        monthlyPaymentAmount: 212.5,
        termInMonths: 48,
        firstPaymentDate: '2027-01-15',
      }),
    );
    for (const language of ['en', 'es'] as const) {
      const w = words[language];
      const page = await pageOf(borrower);
      await page.goto(`${suite.server.url}${w.prefix}/customer-portal/offers-summary`);
      await arrive(page, `${w.prefix}/customer-portal/offers-summary`, `portal-offers-${language}`);
      const savings = page.locator('.portal-figure').filter({ hasText: w.savings }).locator('dd');
      expect((await savings.textContent())?.trim()).toMatch(wholeDollars);
      expect(await page.getByRole('link', { name: w.signLink }).count()).toBe(1);
      await followGuideLinks(page, language, 'portal-offers');

      await page.goto(`${suite.server.url}${w.prefix}/customer-portal/payments`);
      await arrive(page, `${w.prefix}/customer-portal/payments`, `portal-payments-plan-${language}`);
      // The plan's payment as the counsellor set it, cents and all; its first payment as a date in words.
      expect(await page.getByText(language === 'en' ? '$212.50' : /212[.,]50/).count()).toBeGreaterThan(0);
      expect(
        await page.getByText(language === 'en' ? 'January 15, 2027' : '15 de enero de 2027').count(),
      ).toBe(1);
      await page.getByRole('link', { name: w.signLink }).click();
      await arrive(page, `${w.prefix}/contract/sign`, `sign-from-payments-${language}`);
      await page.context().close();
    }
  }, 180_000);

  describe('the portal of a homeowner with a full history', () => {
    let client: HttpClient;

    beforeAll(async () => {
      const full = await aBorrowerAccount(suite.server.database, 'home.reach@example.com');
      await aPortalHistory(suite.server.database, {
        borrowerId: full.borrower.id,
        applicationId: full.application.id,
        tag: 'HOME',
      });
      const { t } = suite.server.database;
      await suite.server.database.withTransaction(async (tx) => {
        const reports = await tx
          .select()
          .from(t.creditReports)
          .where(eq(t.creditReports.applicationId, full.application.id));
        const newest = reports
          .filter((report) => report.wasSuccessful !== false)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
        await tx.insert(t.debts).values({
          creditReportId: newest.id,
          lenderName: 'HOME MORTGAGE',
          accountType: 'CV',
          currentBalance: 180_000,
        });
        for (const day of ['05', '06', '07'])
          await tx.insert(t.alerts).values({
            borrowerId: full.borrower.id,
            type: 'overdraftTransaction',
            triggeredById: `HOME-overdraft-${day}`,
            createdAt: `2026-11-${day}T12:00:00.000Z`,
          });
      });
      client = await suite.server.signIn('home.reach@example.com', borrowerPassword);
    });

    const portalPages = [
      ['summary', /^Summary$/],
      ['offers-summary', /^Offers Summary$/],
      ['debt-analysis', /^Debt Analysis$/],
      ['your-budget', /^Your Budget$/],
      ['payments', /^Payments$/],
      ['expense-summary', /^Expense Summary$/],
      ['financials', /^Financials$/],
      ['bank-connections', /^Bank Connections$/],
      ['alerts', /^Alerts$/],
      ['settings', /^Settings$/],
      ['faq', /^FAQ$/],
    ] as const;

    async function visit(page: Page, path: string) {
      await page.goto(`${suite.server.url}${path}`);
      await page.locator('h1').waitFor(patience);
      await page.locator('[role="status"].loading-overlay').waitFor({ state: 'detached', ...patience });
      await page.waitForLoadState('networkidle');
    }

    it('reaches every portal page by one click from the Summary, and Debt Analysis and Your Budget from the menu; Payments is for a plan', async () => {
      const page = await pageOf(client);
      // This borrower has an offer and no plan: Payments (a plan's payments) is not offered to them.
      const theirs = portalPages.slice(1).filter(([route]) => route !== 'payments');
      await visit(page, '/customer-portal/summary');
      const directory = page.getByRole('navigation', { name: 'Everything in your account' });
      expect(await directory.getByRole('link').count()).toBe(theirs.length);
      expect(await directory.locator('a[href="/customer-portal/payments"]:visible').count()).toBe(0);
      for (const [route, heading] of theirs) {
        await visit(page, '/customer-portal/summary');
        const before = page.url();
        await directory.locator(`a[href="/customer-portal/${route}"]:visible`).click();
        await page.waitForURL((url) => url.href !== before, patience);
        expect(new URL(page.url()).pathname).toBe(`/customer-portal/${route}`);
        expect(await page.locator('h1').textContent()).toMatch(heading);
      }
      for (const [name, route] of [
        ['Debt Analysis', 'debt-analysis'],
        ['Your Budget', 'your-budget'],
      ] as const) {
        await visit(page, '/customer-portal/summary');
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Financial Summary' }).click();
        const menu = page.getByRole('navigation', { name: 'Customer portal' });
        expect(await menu.getByRole('link', { name: 'Payments', exact: true }).count()).toBe(0);
        await menu.getByRole('link', { name, exact: true }).click();
        await page.waitForURL(`**/customer-portal/${route}`, patience);
      }
      await page.context().close();
    }, 180_000);

    it('writes money in whole dollars, dates in words and the phone as the help lines do, in both languages', async () => {
      for (const [prefix, date] of [
        ['', /^Connected on [A-Z][a-z]+ \d{1,2}, \d{4}$/],
        ['/es', /^Conectada el \d{1,2} de [a-z]+ de \d{4}$/],
      ] as const) {
        const page = await pageOf(client);
        await visit(page, `${prefix}/customer-portal/summary`);
        const headlines = await page.locator('.portal-figure dd').allTextContents();
        for (const figure of headlines.filter((text) => text.includes('$')))
          expect(figure.trim()).toMatch(/^-?\$\s?\d{1,3}(,\d{3})*$/);
        await screenshot(page, `reach-portal-summary${prefix ? '-es' : ''}-390`);

        await visit(page, `${prefix}/customer-portal/bank-connections`);
        const connected = await page.getByText(/^(Connected on|Conectada el) /).allTextContents();
        expect(connected.length).toBeGreaterThan(0);
        for (const text of connected) expect(text.trim()).toMatch(date);

        await visit(page, `${prefix}/customer-portal/settings`);
        expect(await page.getByText('512-555-0', { exact: false }).count()).toBeGreaterThan(0);
        expect(await page.getByText(/\(512\)/).count()).toBe(0);
        await page.context().close();
      }
    });

    it('leaves the mortgage out of the total and the interest charge, and lists it apart, in both languages', async () => {
      for (const [prefix, title, kind, note] of [
        ['', 'Other debts on your credit report', 'Mortgage', /their payments are part of your expenses/],
        ['/es', 'Otras deudas en su informe de crédito', 'Hipoteca', /sus pagos son parte de sus gastos/],
      ] as const) {
        const page = await pageOf(client);
        await visit(page, `${prefix}/customer-portal/debt-analysis`);
        const charge = page.locator('.portal-figure').nth(1).locator('dd');
        const text = (await charge.textContent()) ?? '';
        // 0.6644 × the cards' 7,400 (5,400 + 1,200 + 800), not × 187,400 with the mortgage.
        expect(text).toMatch(/\$\s?4,917/);
        expect(text).not.toMatch(/k\b/);
        const apart = page.getByRole('region', { name: title });
        const mortgage = apart.getByRole('row').filter({ hasText: 'HOME MORTGAGE' });
        expect(await mortgage.textContent()).toContain(kind);
        expect(await mortgage.textContent()).toMatch(/\$\s?180,000/);
        expect(await apart.textContent()).toMatch(note);
        await screenshot(page, `reach-debt-analysis${prefix ? '-es' : ''}-390`);
        await page.context().close();
      }
    });

    it('groups alike alerts into one tile that says how many and when last, and marks them seen together', async () => {
      const page = await pageOf(client);
      await visit(page, '/customer-portal/alerts');
      const overdrawn = page.locator('.portal-tile').filter({ hasText: 'Account overdrawn' });
      await expect.poll(() => overdrawn.count(), patience).toBe(1);
      expect(await overdrawn.textContent()).toMatch(/3 times, the latest on November 7, 2026/);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'reach-alerts-grouped-390');
      await overdrawn.getByRole('button', { name: /Mark all as seen/ }).click();
      await expect.poll(() => overdrawn.count(), patience).toBe(0);
      const { t } = suite.server.database;
      const left = await suite.server.database.db
        .select()
        .from(t.alerts)
        .where(eq(t.alerts.type, 'overdraftTransaction'));
      expect(
        left
          .filter((alert) => alert.triggeredById?.startsWith('HOME-overdraft'))
          .every((a) => a.hasBeenSeenByBorrower),
      ).toBe(true);
      await page.context().close();
    });

    for (const viewport of [phone, desktop])
      it(`checks every portal page with axe at ${viewport.width} px`, async () => {
        const page = await pageOf(client, viewport);
        for (const [route] of portalPages) {
          await visit(page, `/customer-portal/${route}`);
          expect(await accessibilityViolations(page), `${route} at ${viewport.width}px`).toEqual([]);
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          expect(sideways, `${route} scrolls sideways at ${viewport.width}px`).toBe(false);
          await screenshot(page, `reach-portal-${route}-${viewport.width}`);
        }
        await page.context().close();
        // Eleven pages with their charts and axe each: minutes on a loaded machine.
      }, 180_000);
  });

  it("lands a signed-in borrower's 'Continue my application' on their last page, and keeps the header to one compact band", async () => {
    const { applicationId } = await aQualifiedBorrower();
    const user = await withPassword(applicationId, 'Continue!pass42');

    for (const language of ['en', 'es'] as const) {
      const w = words[language];
      const page = await suite.page({ viewport: phone });
      await page.goto(`${suite.server.url}${w.prefix}/sign-in`);
      await page.locator('input[name="username"]').fill(user.email);
      await page.locator('input[name="password"]').fill('Continue!pass42');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === `${w.prefix}/offers/success`, patience);
      // The page records itself as the last one viewed: that is where 'Continue' must go.
      await page.waitForLoadState('networkidle');

      await page.goto(`${suite.server.url}${w.prefix}/`);
      const continueLink = page.getByRole('link', { name: w.continue }).first();
      await continueLink.waitFor(patience);
      await expect.poll(() => continueLink.getAttribute('href'), patience).toBe(`${w.prefix}/offers/success`);
      expect(await page.getByRole('link', { name: w.start }).count()).toBe(0);
      await screenshot(page, `reach-landing-signed-in-${language}-390`);
      const header = await page.locator('.site-header').boundingBox();
      // Was 190 px (207 px in Spanish): the brand and the session in one row, the help line below.
      expect(header!.height, `header at 390 px in ${language}`).toBeLessThanOrEqual(110);
      expect(await accessibilityViolations(page)).toEqual([]);
      await continueLink.click();
      await arrive(page, `${w.prefix}/offers/success`, `continued-${language}`);
      await page.context().close();
    }
  }, 180_000);

  it('spaces the decline’s reasons from the next paragraph', async () => {
    people += 1;
    const { borrower, applicationId, lines } = await walkToExpensesPage(suite.server, {
      lastName: `Decline${people}`,
      email: `decline${people}@example.com`,
      income: 300,
    });
    await step(borrower, 'submitExpenses', { applicationId, lines });
    await borrower.data('mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }', {
      id: applicationId,
    });
    for (const viewport of [phone, desktop]) {
      const page = await pageOf(borrower, viewport);
      await page.goto(`${suite.server.url}/offers/decline`);
      await arrive(page, '/offers/decline', 'decline');
      const list = await page.locator('.offer-list').boundingBox();
      // The page's own paragraph after the island's list: 'A counselor can still help…'.
      const next = await page.locator('astro-island + .offers p').first().boundingBox();
      expect(next!.y - (list!.y + list!.height)).toBeGreaterThanOrEqual(16);
      await page.context().close();
    }
  });

  it('gives each Edit of the expenses its own name and keeps Edit beside a long category name', async () => {
    people += 1;
    const { borrower } = await walkToExpensesPage(suite.server, {
      lastName: `Expense${people}`,
      email: `expense${people}@example.com`,
      income: 5000,
    });
    for (const [prefix, savings, edit] of [
      ['', 'Savings and donations', 'Edit'],
      ['/es', 'Ahorros y donaciones', 'Editar'],
    ] as const) {
      const page = await pageOf(borrower);
      await page.goto(`${suite.server.url}${prefix}/application/expenses`);
      await arrive(page, `${prefix}/application/expenses`, `expenses${prefix ? '-es' : ''}`);
      const names = await page
        .getByRole('button', { name: new RegExp(`^${edit} `) })
        .evaluateAll((buttons) => buttons.map((button) => button.textContent?.replace(/\s+/g, ' ').trim()));
      expect(names.length).toBeGreaterThan(5);
      expect(new Set(names).size).toBe(names.length);
      const tile = page.getByRole('region', { name: savings });
      const [heading, button] = await Promise.all([
        tile.getByRole('heading', { name: savings }).boundingBox(),
        tile.getByRole('button', { name: `${edit} ${savings}`, exact: true }).boundingBox(),
      ]);
      expect(button!.y).toBeLessThan(heading!.y + heading!.height);
      await page.context().close();
    }
  }, 180_000);

  it('says so on every link that opens a new tab', async () => {
    const page = await suite.page({ viewport: phone });
    for (const path of ['/application/about-you', '/es/application/about-you', '/']) {
      await page.goto(`${suite.server.url}${path}`);
      await page.locator('h1').waitFor(patience);
      await page.waitForLoadState('networkidle');
      const names = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
      expect(names.length, path).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(/opens in a new tab|se abre en una pestaña nueva/);
    }
    await page.context().close();
  });
});
