import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, type TranslationKey } from '../../site/src/i18n/en';
import { es } from '../../site/src/i18n/es';
import { launchBrowser, patience, screenshot } from '../helpers/browser';
import { signInToConsole } from '../helpers/consoleBuilders';
import { fixturePasswordHash } from '../helpers/fixtureHash';
import { step, walkToExpensesPage } from '../helpers/flowWalk';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { startFakeSmtpServer, type FakeSmtpServer } from '../integrations/fakeSmtpServer';

const phone = { width: 390, height: 844 };
const desk = { width: 1280, height: 800 };
const password = 'Review!pass42';
type Language = 'en' | 'es';

const wordsOf = (language: Language) => (key: TranslationKey) =>
  (language === 'es' ? es[key] : undefined) ?? en[key];
const prefix = (language: Language) => (language === 'es' ? '/es' : '');

/** What the counsellor's pulled report shows, typed as a rep types it. */
const tradelines = [
  ['CAPITAL ONE BANK USA NA', 'CC — Credit card', '4417', '6,240.55', '187.25', '2'],
  ['SYNCHRONY BANK', 'CH — Charge account', '0932', '2450.75', '95', '0'],
] as const;

describe('a counsellor’s Credit review on live without a bureau, seen by the borrower', () => {
  let server: TestServer;
  let browser: Browser;
  let smtp: FakeSmtpServer;

  beforeAll(async () => {
    // Live as it starts without a bureau or Plaid, its mail through a real SMTP server on loopback.
    smtp = await startFakeSmtpServer('accept');
    server = await startTestServer('sqlite', { thirdParties: 'configured', env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  /** The borrower's answers through the API, as the site sends them, ending at pending; then a password of their own. */
  async function aBorrowerAtPending(language: Language, lastName: string, email: string) {
    const { borrower, applicationId, lines } = await walkToExpensesPage(server, {
      lastName,
      email,
      income: 5200,
    });
    // Live without Plaid has no bank step: the expenses are the last page before pending.
    const last = await step(borrower, 'submitExpenses', { applicationId, lines });
    expect(last.nextRoute).toBe('/offers/pending');
    const { t } = server.database;
    await server.database.withTransaction(async (tx) => {
      await tx
        .update(t.users)
        .set({ passwordHash: fixturePasswordHash(password), mustChangePassword: false })
        .where(eq(t.users.email, email));
      await tx.update(t.borrowers).set({ preferredLanguage: language }).where(eq(t.borrowers.email, email));
    });
  }

  async function borrowerSignsIn(language: Language, email: string): Promise<Page> {
    const w = wordsOf(language);
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(`${server.url}${prefix(language)}/sign-in`);
    await page.getByLabel(w('account.field.username'), { exact: true }).fill(email);
    await page.getByLabel(w('account.field.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: w('account.signIn.submit') }).click();
    return page;
  }

  async function enterTheReport(page: Page, borrowerName: string) {
    await page.goto(`${server.url}/admin/#/CreditReview`);
    await page.getByRole('cell', { name: borrowerName }).click();
    await page.getByRole('textbox', { name: 'VantageScore' }).first().fill('612');
    const tradelineList = page.locator('.ra-input-borrowerReport\\.tradelines');
    for (const [i, [creditor, type, last4, balance, payment, late30]] of tradelines.entries()) {
      await tradelineList.getByRole('button', { name: 'Add' }).last().click();
      const row = tradelineList.locator('.RaSimpleFormIterator-line').nth(i);
      await row.getByRole('textbox', { name: 'Creditor' }).fill(creditor);
      await row.getByRole('combobox', { name: 'Account type' }).click();
      await page.getByRole('option', { name: type }).click();
      await row.getByRole('textbox', { name: 'Last four digits' }).fill(last4);
      await row.getByRole('textbox', { name: 'Balance' }).fill(balance);
      await row.getByRole('textbox', { name: 'Monthly payment' }).fill(payment);
      await row.getByRole('combobox', { name: 'Open or closed' }).click();
      await page.getByRole('option', { name: 'Open' }).click();
      await row.getByRole('textbox', { name: 'Times 30 days late' }).fill(late30);
      await row.getByRole('textbox', { name: 'Times 60 days late' }).fill('0');
      await row.getByRole('textbox', { name: 'Times 90 days late' }).fill('0');
    }
    // A balance that could be read two ways is refused where it was typed, with the money rule's words;
    // a fifth digit stays in its box (nothing typed is cut) and is refused with what to type.
    const first = tradelineList.locator('.RaSimpleFormIterator-line').first();
    await first.getByRole('textbox', { name: 'Balance' }).fill('6,24');
    const lastFour = first.getByRole('textbox', { name: 'Last four digits' });
    await lastFour.fill(`${tradelines[0][2]}9`);
    expect(await lastFour.inputValue()).toBe(`${tradelines[0][2]}9`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText('Balance is invalid: type an amount like 1,450.50').count(), patience)
      .toBe(1);
    await expect
      .poll(
        () =>
          page.getByText('Last four digits is invalid: type the last 4 digits of the account number').count(),
        patience,
      )
      .toBe(1);
    await first.getByRole('textbox', { name: 'Balance' }).fill(tradelines[0][3]);
    await lastFour.fill(tradelines[0][2]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Credit review saved.').waitFor(patience);
    await screenshot(page, 'console-credit-review-entered', 'window');
    await page.getByRole('button', { name: 'Complete review' }).click();
    await page.getByText(/Review complete/).waitFor(patience);
  }

  it.each(['en', 'es'] as const)(
    'a rep enters the %s-speaking borrower’s credit; at their next sign-in they see their offers',
    async (language) => {
      const w = wordsOf(language);
      const lastName = language === 'es' ? 'Quintero' : 'Okafor';
      const email = `${lastName.toLowerCase()}.review@example.com`;
      await aBorrowerAtPending(language, lastName, email);

      // The borrower, on pending, is told the truth: a counsellor reviews their credit by hand.
      const waiting = await borrowerSignsIn(language, email);
      await waiting.waitForURL(`${server.url}${prefix(language)}/offers/pending`, patience);
      await waiting.getByText(w('offers.pending.creditReview')).waitFor(patience);
      await screenshot(waiting, `site-pending-credit-review-${language}-phone`);
      await waiting.context().close();

      const consoleContext = await browser.newContext({ viewport: desk });
      const rep = await consoleContext.newPage();
      await signInToConsole(rep, server, 'rep1@example.org');
      await enterTheReport(rep, `Dana ${lastName}`);
      await consoleContext.close();

      const subject =
        language === 'es'
          ? 'Los resultados de su análisis de deudas están listos'
          : 'Your debt analysis results are ready';
      await expect
        .poll(() => smtp.received.filter((m) => m.to.includes(email)).map((m) => m.subject), patience)
        .toContain(subject);

      // Their next sign-in opens the results: the offers from the report the rep entered.
      const results = await borrowerSignsIn(language, email);
      await results.waitForURL(`${server.url}${prefix(language)}/offers/success`, patience);
      await expect
        .poll(() => results.getByRole('heading', { level: 1 }).textContent(), patience)
        .toBe(w('offers.success.title'));
      await results.getByRole('heading', { name: w('offers.success.offersTitle') }).waitFor(patience);
      await expect.poll(() => results.getByText('4417').count(), patience).toBeGreaterThan(0);
      await screenshot(results, `site-success-after-review-${language}-phone`);
      await results.context().close();
    },
  );
});
