import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, type TranslationKey } from '../../site/src/i18n/en';
import { es } from '../../site/src/i18n/es';
import { launchBrowser, patience, screenshot } from '../helpers/browser';
import { signInToConsole } from '../helpers/consoleBuilders';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { startFakeSmtpServer, type FakeSmtpServer } from '../integrations/fakeSmtpServer';

/*
 * Issue 39's walk, as a real borrower would take it on live as it starts (no credit bureau, no Plaid)
 * with its mail through a real SMTP server on loopback: on a phone, About you to pending, with the
 * mail received and no figure the borrower did not give anywhere (no offer, no bank). Then a rep
 * enters the credit report they pulled in the console's Credit review; the borrower follows the link
 * in their mail, sees the offers from that report, takes the plan, and signs the agreement a
 * counsellor prepared. In English and in Spanish.
 */

const phone = { width: 390, height: 844 };
const desk = { width: 1280, height: 800 };
const password = 'Walk!pass4213';
type Language = 'en' | 'es';

const wordsOf = (language: Language) => (key: TranslationKey) =>
  (language === 'es' ? es[key] : undefined) ?? en[key];
const prefix = (language: Language) => (language === 'es' ? '/es' : '');
/** A label with a link inside ({terms}, {policy}): matched by its words before the link. */
const startOf = (text: string) => new RegExp(`^${text.split('{')[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** A dollar figure as any page, e-mail or PDF writes one. */
const dollarFigure = /\$\s?\d/;

describe('a borrower on live without a bureau or Plaid, on a phone, to a signed plan', () => {
  let server: TestServer;
  let browser: Browser;
  let smtp: FakeSmtpServer;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer('accept');
    server = await startTestServer('sqlite', { thirdParties: 'configured', env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  async function arrive(page: Page, route: string) {
    await page.waitForURL((url) => url.pathname === route, patience);
    await page.locator('h1').waitFor(patience);
    await page.locator('main [role="status"].loading-overlay').waitFor({ state: 'detached', ...patience });
  }

  async function walkToPending(page: Page, language: Language, lastName: string, email: string) {
    const w = wordsOf(language);
    const at = prefix(language);
    const yesNo = (question: TranslationKey, answer: 'form.yes' | 'form.no') =>
      page
        .getByRole('group', { name: startOf(w(question)) })
        .getByLabel(w(answer), { exact: true })
        .check();

    await page.goto(`${server.url}${at}/application/about-you`);
    await arrive(page, `${at}/application/about-you`);
    await page.getByLabel(w('application.field.firstName')).fill('Dana');
    await page.getByLabel(w('application.field.lastName')).fill(lastName);
    await page.getByLabel(w('application.field.email'), { exact: true }).fill(email);
    await page.getByLabel(w('application.field.phoneNumber')).fill('512-867-5309');
    await page.getByRole('checkbox', { name: startOf(w('application.aboutYou.consent')) }).check();
    await page.getByRole('button', { name: w('application.aboutYou.submit') }).click();

    await arrive(page, `${at}/application/life-events`);
    await page.getByLabel(w('application.lifeEvents.hasJobLossOrReducedIncome')).check();
    await page.getByRole('button', { name: w('application.continue') }).click();

    await arrive(page, `${at}/application/credit-history`);
    await yesNo('application.creditHistory.hasSpouse', 'form.no');
    await yesNo('application.creditHistory.hasDependents', 'form.no');
    await yesNo('application.creditHistory.isHomeowner', 'form.no');
    await yesNo('application.creditHistory.isCarOwner', 'form.no');
    await yesNo('application.field.hasBackRent', 'form.no');
    await page.getByLabel(startOf(w('application.creditHistory.monthlyRentOrMortgage'))).fill('900');
    await page.getByRole('button', { name: w('application.continue') }).click();

    await arrive(page, `${at}/application/your-contact`);
    await page.getByLabel(w('application.field.addressLine1')).fill('9 Oak Avenue');
    await page.getByLabel(w('application.field.city')).fill('Denver');
    await page.getByLabel(w('application.field.state')).selectOption('CO');
    await page.getByLabel(w('application.field.zipCode')).fill('80202');
    const birth = page
      .getByRole('group', { name: w('application.field.dateOfBirth') })
      .or(page.getByLabel(w('application.field.dateOfBirth')));
    await birth.first().click();
    await page.keyboard.type('07301975');
    await page
      .getByRole('group', { name: w('application.field.preferredLanguage') })
      .getByLabel(w(`application.language.${language}`), { exact: true })
      .check();
    await page.getByRole('checkbox', { name: startOf(w('application.yourContact.consent')) }).check();
    await page.getByRole('button', { name: w('application.continue') }).click();

    await arrive(page, `${at}/application/income/provide-monthly-income`);
    await page.getByLabel(startOf(w('application.monthlyIncome.field'))).fill('5200');
    await page.getByRole('button', { name: w('application.continue') }).click();

    await arrive(page, `${at}/application/expenses`);
    await page.getByRole('button', { name: w('application.expenses.submit') }).click();
    // Live without Plaid has no bank step, and no bureau pulled: the spec's pending, with the counsellor's line.
    await arrive(page, `${at}/offers/pending`);
    await page.getByText(w('offers.pending.creditReview')).waitFor(patience);
  }

  /** What the rep's pulled report shows, typed into the console's Credit review, then completed. */
  async function repEntersTheReport(borrowerName: string) {
    const context = await browser.newContext({ viewport: desk });
    const page = await context.newPage();
    await signInToConsole(page, server, 'rep1@example.org');
    await page.goto(`${server.url}/admin/#/CreditReview`);
    await page.getByRole('cell', { name: borrowerName }).click();
    await page.getByRole('textbox', { name: 'VantageScore' }).first().fill('612');
    const tradelines = page.locator('.ra-input-borrowerReport\\.tradelines');
    await tradelines.getByRole('button', { name: 'Add' }).last().click();
    const row = tradelines.locator('.RaSimpleFormIterator-line').first();
    await row.getByRole('textbox', { name: 'Creditor' }).fill('CAPITAL ONE BANK USA NA');
    await row.getByRole('combobox', { name: 'Account type' }).click();
    await page.getByRole('option', { name: 'CC — Credit card' }).click();
    await row.getByRole('textbox', { name: 'Last four digits' }).fill('4417');
    await row.getByRole('textbox', { name: 'Balance' }).fill('6,240.55');
    await row.getByRole('textbox', { name: 'Monthly payment' }).fill('187.25');
    await row.getByRole('combobox', { name: 'Open or closed' }).click();
    await page.getByRole('option', { name: 'Open' }).click();
    for (const late of ['30', '60', '90'])
      await row.getByRole('textbox', { name: `Times ${late} days late` }).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Credit review saved.').waitFor(patience);
    await page.getByRole('button', { name: 'Complete review' }).click();
    await page.getByText(/Review complete/).waitFor(patience);
    await context.close();
  }

  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  it.each(['en', 'es'] as const)(
    'a %s-speaking borrower reaches pending with nothing made up, then sees and signs the offers from a rep’s Credit review',
    async (language) => {
      const w = wordsOf(language);
      const at = prefix(language);
      const lastName = language === 'es' ? 'Quiroga' : 'Abernathy';
      const email = `${lastName.toLowerCase()}.live@example.com`;

      const context = await browser.newContext({ viewport: phone, hasTouch: true });
      const page = await context.newPage();
      await walkToPending(page, language, lastName, email);
      await screenshot(page, `live-walk-pending-${language}-phone`);

      // Nothing on the page is a figure the borrower did not give: no offer, no bank, no balance.
      const pending = (await page.locator('main').textContent()) ?? '';
      expect(pending).not.toMatch(dollarFigure);
      expect(pending).not.toMatch(/Platypus|sandbox|test bank|banco de prueba/i);
      // The mail went out through the SMTP server, and says nothing made up either.
      await expect.poll(() => mailsTo(email).map((m) => m.template), patience).toContain('initialEmail');
      const [welcome] = mailsTo(email);
      expect(welcome.text).not.toMatch(dollarFigure);
      // Nor is anything made up kept: no report, no offers, no bank for this borrower.
      const { t } = server.database;
      const [borrower] = await server.database.db
        .select()
        .from(t.borrowers)
        .where(eq(t.borrowers.email, email));
      const [application] = await server.database.db
        .select()
        .from(t.applications)
        .where(eq(t.applications.applicationBorrowerId, borrower.id));
      const reviews = await server.database.db
        .select()
        .from(t.creditReviews)
        .where(eq(t.creditReviews.applicationId, application.id));
      expect(reviews.map((r) => r.status)).toEqual(['awaiting']);
      const reports = await server.database.db
        .select()
        .from(t.creditReports)
        .where(eq(t.creditReports.applicationId, application.id));
      const offers = await server.database.db
        .select()
        .from(t.offers)
        .where(eq(t.offers.applicationId, application.id));
      const banks = await server.database.db
        .select()
        .from(t.bankItems)
        .where(eq(t.bankItems.applicationId, application.id));
      expect({ reports, offers, banks }).toEqual({ reports: [], offers: [], banks: [] });
      await context.close();

      await repEntersTheReport(`Dana ${lastName}`);
      const resultsSubject =
        language === 'es'
          ? 'Los resultados de su análisis de deudas están listos'
          : 'Your debt analysis results are ready';
      await expect.poll(() => mailsTo(email).map((m) => m.subject), patience).toContain(resultsSubject);

      // Their next visit, from the link in the mail they received: a password of their own, then the offers.
      const link = /https?:\/\/\S+\/verification-code\?\S+/.exec(welcome.text)?.[0];
      expect(link).toBeDefined();
      const back = await browser.newContext({ viewport: phone, hasTouch: true });
      const results = await back.newPage();
      await results.goto(link!.replace(/^https?:\/\/[^/]+/, server.url));
      await results.waitForURL(/\/user-information/, patience);
      await results.getByRole('button', { name: w('account.userInfo.submit') }).click();
      await results.waitForURL(/\/reset-password/, patience);
      await results.getByLabel(w('account.field.newPassword'), { exact: true }).fill(password);
      await results.getByLabel(w('account.field.confirmPassword')).fill(password);
      await results.getByRole('button', { name: w('account.reset.submit') }).click();
      await arrive(results, `${at}/offers/success`);
      await results.getByRole('heading', { name: w('offers.success.offersTitle') }).waitFor(patience);
      // The offers are the report the rep entered: its creditor's account, no other.
      await expect.poll(() => results.getByText('4417').count(), patience).toBeGreaterThan(0);
      await screenshot(results, `live-walk-offers-${language}-phone`);
      await results.getByRole('button', { name: w('offers.success.reduce') }).click();
      await arrive(results, `${at}/offers/call-us`);

      // The counsellor sets the plan with them by phone, in the console (its own API).
      const rep = await server.signIn('rep1@example.org');
      const today = new Date().toISOString().slice(0, 10);
      const firstPayment = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      await rep.data(
        `mutation($id: ID!, $today: String, $first: String) { createDmpEnrollment(applicationId: $id, active: true,
          activeAt: $today, dateSigned: $today, firstPaymentDate: $first, monthlyPaymentAmount: 160, termInMonths: 48) { id } }`,
        { id: application.id, today, first: firstPayment },
      );

      await results.goto(`${server.url}${at}/contract/sign`);
      await arrive(results, `${at}/contract/sign`);
      // The agreement names the creditor the rep entered, with the balance the rep typed.
      const agreement = results.getByRole('region', {
        name: w('offers.sign.versionTitle').replace('{version}', '1'),
      });
      await agreement.waitFor(patience);
      expect(await agreement.textContent()).toMatch(/4417.*\$6,240\.55/);
      await screenshot(results, `live-walk-sign-${language}-phone`);
      await results.getByLabel(w('offers.esign.agree')).check();
      await results.getByLabel(w('offers.sign.agree')).check();
      await results.getByLabel(w('offers.sign.name')).fill(`Dana ${lastName}`);
      await results.getByRole('button', { name: w('offers.sign.submit'), exact: true }).click();
      await arrive(results, `${at}/offers/status`);
      await expect
        .poll(() => results.getByText(startOf(w('offers.status.signed'))).count(), patience)
        .toBe(1);
      await expect
        .poll(() => mailsTo(email).filter((m) => m.template === 'signedAgreement').length, patience)
        .toBe(1);
      await back.close();
    },
  );
});
