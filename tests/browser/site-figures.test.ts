import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerAccount, aDecision, borrowerPassword } from '../helpers/builders';
import { accessibilityViolations } from '../helpers/consoleBuilders';
import { step, stepFields, type Step } from '../helpers/flowWalk';
import type { HttpClient } from '../helpers/httpClient';
import { aPortalHistory } from '../helpers/portalBuilders';
import { liveSettingsEnv } from '../helpers/testServer';

/*
 * Every borrower gets the right figures (issue 18), on a phone (390 × 844) in a real Chromium:
 * money typed with cents kept to the cent, other debts asked as totals and read back after a
 * reload, a declined borrower who never glimpses 'Congratulations', one income figure on the
 * portal's pages, a renter's plan in the portal, the help line the same whichever way a page is
 * reached, the married tooltip and the spec's message when the application cannot be read.
 * Screenshots in English and Spanish under test-artifacts/screenshots.
 */

const phone = { width: 390, height: 844 };

describe('the right figures on a phone', () => {
  const suite = browserSuite();
  let people = 0;

  /** A page in a fresh context holding the client's session (as its browser would). */
  const pageOf = (client: HttpClient) => suite.page({ as: client, viewport: phone });

  /** A borrower through the API up to the income page (credit), signed in. */
  async function toIncomePage(income?: number) {
    people += 1;
    const borrower = suite.server.client();
    const { saveAboutYou } = await borrower.data<{ saveAboutYou: Step }>(
      `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
      {
        input: {
          firstName: 'Cora',
          lastName: `Cents${people}`,
          email: `cora${people}@example.com`,
          phoneNumber: '512-867-5309',
          agreedToTerms: true,
        },
      },
    );
    const applicationId = saveAboutYou.application.id;
    await step(borrower, 'saveLifeEvents', { applicationId, hardships: [] });
    await step(borrower, 'saveCreditHistory', {
      applicationId,
      hasSpouse: false,
      hasDependents: false,
      isHomeowner: false,
      isCarOwner: true,
      hasBackRent: false,
      monthlyRentOrMortgageAmount: 1450.5,
    });
    await step(borrower, 'saveYourContact', {
      applicationId,
      addressLine1: '9 Oak Avenue',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      dateOfBirth: '07-30-1975',
      preferredLanguage: 'en',
      consentForCreditInquiry: true,
    });
    if (income !== undefined)
      await step(borrower, 'saveMonthlyIncome', { applicationId, selfReportedMonthlyCurrentIncome: income });
    return { borrower, applicationId };
  }

  /** Waits for the page's island to replace 'Loading...'. */
  async function arrive(page: Page, path: string) {
    await page.waitForURL(`${suite.server.url}${path}`, patience);
    await page.locator('h1').waitFor(patience);
    await page.locator('[role="status"].loading-overlay').waitFor({ state: 'detached', ...patience });
  }

  const applicationOf = async (id: string) => {
    const { db, t } = suite.server.database;
    const [row] = await db.select().from(t.applications).where(eq(t.applications.id, id));
    return row;
  };

  const lineOf = async (applicationId: string, category: string, subCategory: string) => {
    const { db, t } = suite.server.database;
    const lines = await db
      .select()
      .from(t.expenseEstimates)
      .where(eq(t.expenseEstimates.applicationId, applicationId));
    return lines.find((l) => l.category === category && l.subCategory === subCategory)!;
  };

  it('keeps income, an expense line and another debt typed with cents, to the cent, after a reload', async () => {
    const { borrower, applicationId } = await toIncomePage();
    const page = await pageOf(borrower);
    await page.goto(`${suite.server.url}/application/income/provide-monthly-income`);
    await arrive(page, '/application/income/provide-monthly-income');
    const income = page.getByLabel(/^Monthly income/);
    await income.fill('1,45');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(
        () => page.getByText('Monthly income (in dollars) is invalid: type an amount like 1,450.50').count(),
        patience,
      )
      .toBe(1);
    // What was typed stays as typed: nothing stripped, nothing multiplied.
    expect(await income.inputValue()).toBe('1,45');
    await screenshot(page, 'figures-income-malformed-en-390');
    await income.fill('3,200.50');
    await page.getByRole('button', { name: 'Continue' }).click();
    await arrive(page, '/application/expenses');
    expect((await applicationOf(applicationId)).selfReportedMonthlyCurrentIncome).toBe(3200.5);

    const food = page.getByRole('region', { name: 'Food' });
    await food.getByRole('button', { name: 'Edit Food' }).click();
    await food.getByLabel('Eating out').fill('45.99');
    await food.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => food.getByText('$45.99').count(), patience).toBeGreaterThan(0);

    const other = page.getByRole('region', { name: 'Other debts' });
    await other.locator('.expense-tile__head').getByRole('button').click();
    await other.getByLabel('Friends and family: total you owe').fill('5,000');
    await expect
      .poll(() => other.getByText('2% of it is counted each month: $100').count(), patience)
      .toBe(1);
    await other.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => other.getByText('$5,000 owed').count(), patience).toBe(1);
    expect(await other.locator('.expense-tile__total').textContent()).toContain('$100');
    // Rent typed as 1450.50 on Credit history reads as that, both cents shown.
    expect(await page.getByRole('region', { name: 'Housing' }).textContent()).toContain('$1,450.50');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'figures-expenses-en-390');

    await page.getByRole('button', { name: 'Submit my expenses' }).click();
    await page.waitForURL(`${suite.server.url}/application/bank-connection`, patience);
    expect((await lineOf(applicationId, 'food', 'away')).selfReportedValue).toBe(45.99);
    expect((await lineOf(applicationId, 'otherDebts', 'friendsFamily')).selfReportedValue).toBe(100);
    expect((await applicationOf(applicationId)).totalDebtToFriendsAndFamilyAmount).toBe(5000);

    // Back on the page from another visit, the saved figures read the same.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${suite.server.url}/application/expenses`);
    await arrive(page, '/application/expenses');
    const reloaded = page.getByRole('region', { name: 'Other debts' });
    await expect.poll(() => reloaded.getByText('$5,000 owed').count(), patience).toBe(1);
    expect(await reloaded.locator('.expense-tile__total').textContent()).toContain('$100');
    expect(await page.getByRole('region', { name: 'Food' }).getByText('$45.99').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('says what is wrong with an amount in Spanish', async () => {
    const { borrower } = await toIncomePage(2400);
    const page = await pageOf(borrower);
    await page.goto(`${suite.server.url}/es/application/income/provide-monthly-income`);
    await arrive(page, '/es/application/income/provide-monthly-income');
    await page.locator('input[name="selfReportedMonthlyCurrentIncome"]').fill('1.450,50');
    await page.getByRole('button', { name: /Continuar/ }).click();
    await expect
      .poll(
        () => page.getByText(/^Escriba una cantidad como 1,450.50 en «Ingresos mensuales/).count(),
        patience,
      )
      .toBe(1);
    await screenshot(page, 'figures-income-malformed-es-390');
    await page.goto(`${suite.server.url}/es/application/expenses`);
    await arrive(page, '/es/application/expenses');
    await screenshot(page, 'figures-expenses-es-390');
    await page.context().close();
  });

  it('sends a declined borrower who opens /offers/success to the decline, never showing Congratulations', async () => {
    const { borrower, applicationId } = await toIncomePage(300);
    const { myApplication } = await borrower.data<{
      myApplication: { expenseEstimates: { id: string; estimatedValue: number }[] };
    }>('{ myApplication { expenseEstimates { id estimatedValue } } }');
    await step(borrower, 'submitExpenses', {
      applicationId,
      lines: myApplication.expenseEstimates.map((e) => ({ id: e.id, selfReportedValue: e.estimatedValue })),
    });
    await borrower.data('mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }', {
      id: applicationId,
    });
    for (const locale of ['', '/es']) {
      const page = await pageOf(borrower);
      // Every heading the reader could see, frame by frame, kept across the redirect.
      await page.addInitScript(() => {
        const seen = () => {
          const h1 = document.querySelector('h1');
          if (h1 && h1.checkVisibility({ visibilityProperty: true })) {
            const log = JSON.parse(sessionStorage.getItem('seen-headings') ?? '[]') as string[];
            if (!log.includes(h1.textContent ?? '')) log.push(h1.textContent ?? '');
            sessionStorage.setItem('seen-headings', JSON.stringify(log));
          }
          requestAnimationFrame(seen);
        };
        requestAnimationFrame(seen);
      });
      await page.goto(`${suite.server.url}${locale}/offers/success`);
      await arrive(page, `${locale}/offers/decline`);
      const headings = await page.evaluate(() => sessionStorage.getItem('seen-headings'));
      expect(headings).not.toMatch(/Congratulations|Felicitaciones/);
      expect(await page.getByRole('button', { name: /Reduce My Payments|Reducir/ }).count()).toBe(0);
      await screenshot(page, `figures-declined-success-to-decline-${locale ? 'es' : 'en'}-390`);
      await page.context().close();
    }
  });

  it('shows a signed-in borrower the same help line whichever way the page was reached', async () => {
    const line = async (page: Page) => page.locator('a[data-help-phone]').first().textContent();
    for (const [router, number] of [
      ['fps', liveSettingsEnv.COUNSELOR_PHONE],
      ['eden', liveSettingsEnv.RENTAL_PROGRAM_PHONE],
    ] as const) {
      const email = `line.${router}@example.com`;
      const { application } = await aBorrowerAccount(suite.server.database, email);
      const { t } = suite.server.database;
      await suite.server.database.withTransaction((tx) =>
        tx.update(t.applications).set({ router }).where(eq(t.applications.id, application.id)),
      );
      const page = await suite.page({ viewport: phone });
      await page.goto(`${suite.server.url}/sign-in`);
      await page.getByLabel(/email|username/i).fill(email);
      await page.getByRole('textbox', { name: 'Password' }).fill(borrowerPassword);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'), patience);
      for (const path of ['/customer-portal/settings', '/', '/faq', '/customer-portal/settings']) {
        await page.goto(`${suite.server.url}${path}`);
        await expect.poll(() => line(page), { ...patience, message: `${router} ${path}` }).toBe(number);
        await page.reload();
        await expect
          .poll(() => line(page), { ...patience, message: `${router} ${path} reloaded` })
          .toBe(number);
      }
      await page.context().close();
    }
  });

  it('shows one monthly income on the portal’s Summary and Financials, saying which it is', async () => {
    const email = 'one.income@example.com';
    const { application, borrower } = await aBorrowerAccount(suite.server.database, email);
    const { t } = suite.server.database;
    await suite.server.database.withTransaction((tx) =>
      tx
        .update(t.applications)
        .set({ selfReportedMonthlyCurrentIncome: 4800, hasProvidedMonthlyIncome: true })
        .where(eq(t.applications.id, application.id)),
    );
    await aDecision(suite.server.database, application.id, { qualified: true });
    // The bank saw $2,600 last month: a history of its own, never the headline.
    await aPortalHistory(suite.server.database, {
      borrowerId: borrower.id,
      applicationId: application.id,
      tag: 'ONE',
    });
    const client = await suite.server.signIn(email, borrowerPassword);
    const page = await pageOf(client);
    for (const locale of ['', '/es']) {
      await page.goto(`${suite.server.url}${locale}/customer-portal/summary`);
      await page.locator('#summary-income').waitFor(patience);
      const income = page.locator('#summary-income').locator('xpath=..');
      await expect.poll(() => income.textContent(), patience).toContain('$4,800');
      await page.waitForLoadState('networkidle');
      await screenshot(page, `figures-portal-summary-${locale ? 'es' : 'en'}-390`);
      await page.goto(`${suite.server.url}${locale}/customer-portal/financials`);
      const summary = page.locator('.financial-summary');
      await summary.waitFor(patience);
      expect(await summary.textContent()).toContain('$4,800');
      await screenshot(page, `figures-portal-financials-${locale ? 'es' : 'en'}-390`);
    }
    await page.context().close();
  });

  it('shows a renter their rental relief plan on Offers summary and Payments, in words about rent', async () => {
    const email = 'renter.plan@example.com';
    const { application } = await aBorrowerAccount(suite.server.database, email);
    const { t } = suite.server.database;
    await suite.server.database.withTransaction(async (tx) => {
      await tx
        .update(t.applications)
        .set({ type: 'rental', router: 'eden', status: 'Submitted' })
        .where(eq(t.applications.id, application.id));
      await tx
        .insert(t.rentalApplications)
        .values({ applicationId: application.id, monthlyRentPayment: 1450.5 });
      await tx.insert(t.rentalReliefPlans).values({
        applicationId: application.id,
        monthlyPlanRent: 1450.5,
        monthlyBackRentDue: 200,
        plannedStartDate: '2026-01-01',
        plannedEndDate: '2026-12-31',
      });
    });
    const client = await suite.server.signIn(email, borrowerPassword);
    const page = await pageOf(client);
    for (const locale of ['', '/es']) {
      for (const route of ['offers-summary', 'payments']) {
        await page.goto(`${suite.server.url}${locale}/customer-portal/${route}`);
        const plan = page.locator('#rental-plan-title').locator('xpath=..');
        await plan.waitFor(patience);
        expect(await plan.textContent()).toContain('$1,450.50');
        const main = (await page.locator('main').textContent()) ?? '';
        expect(main).not.toMatch(/debt management plan|evaluation yet|manejo de deudas/);
        await screenshot(page, `figures-portal-rental-${route}-${locale ? 'es' : 'en'}-390`);
      }
    }
    await page.context().close();
  });

  it('opens the married tooltip, and says the spec’s words when the application cannot be read', async () => {
    const { borrower } = await toIncomePage(5000);
    const page = await pageOf(borrower);
    await page.goto(`${suite.server.url}/application/credit-history`);
    await arrive(page, '/application/credit-history');
    const reason = page.getByText(/When you share money with a spouse or partner/);
    expect(await reason.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Why do we ask?' }).click();
    await expect.poll(() => reason.isVisible(), patience).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => reason.isVisible(), patience).toBe(false);

    await page.route('**/graphql', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(`${suite.server.url}/application/expenses`);
    await expect
      .poll(
        () =>
          page
            .getByText('There was a problem getting your application information. Please try again.')
            .count(),
        patience,
      )
      .toBe(1);
    await screenshot(page, 'figures-application-read-failed-en-390');
    await page.context().close();
  });
});
