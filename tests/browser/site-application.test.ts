import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { hashPassword } from '../../api/auth/passwords';
import { refusedBecause } from '../../api/domain/fieldReasons';
import { describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { accessibilityViolations } from '../helpers/consoleBuilders';
import { step, walkToExpensesPage } from '../helpers/flowWalk';
import type { HttpClient } from '../helpers/httpClient';

/*
 * The borrower's application and offers in a real Chromium (issue 9): the credit flow to success and
 * on to call-us, to decline, a failed credit pull to pending, the rental flow to call-us, the sandbox
 * bank and the reason for not connecting, every validation message once with the first invalid field
 * focused, a refresh that keeps the answers, resuming after signing in again, Spanish, and axe on
 * every screen at a phone's and a desktop's size. Screenshots go to test-artifacts/screenshots.
 */

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

interface Borrower {
  firstName?: string;
  lastName: string;
  email: string;
}

describe('the borrower application in a real browser', () => {
  const suite = browserSuite();

  async function open(path: string, viewport = phone) {
    const page = await suite.page({ viewport });
    await page.goto(`${suite.server.url}${path}`);
    return page;
  }

  /** Waits for the page, checks it with axe at this size, and keeps a screenshot. */
  async function arrive(page: Page, route: string, name: string) {
    await page
      .waitForURL((url) => url.pathname === route, patience)
      .catch(async (error: Error) => {
        await screenshot(page, `application-stuck-${route.replaceAll('/', '-')}`);
        throw new Error(`waiting for ${route}, still at ${page.url()}: ${error.message}`);
      });
    await page.locator('h1').waitFor(patience);
    await page.locator('main [role="status"].loading-overlay').waitFor({ state: 'detached', ...patience });
    expect(await accessibilityViolations(page), `${route} at ${page.viewportSize()?.width}px`).toEqual([]);
    await screenshot(page, `application-${name}-${page.viewportSize()?.width}`);
  }

  const yesNo = (page: Page, question: RegExp, answer: 'Yes' | 'No' | 'Sí') =>
    page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check();

  async function aboutYou(page: Page, who: Borrower) {
    await arrive(page, '/application/about-you', 'about-you');
    await page.getByLabel('First name').fill(who.firstName ?? 'Dana');
    await page.getByLabel('Last name').fill(who.lastName);
    await page.getByLabel('Email', { exact: true }).fill(who.email);
    // As a phone's autofill or a paste gives it: the country code, brackets and spaces.
    await page.getByLabel('Phone number').fill('+1 (512) 867-5309');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('512-867-5309');
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await page.getByRole('button', { name: 'Get started' }).click();
  }

  async function lifeEvents(page: Page) {
    await arrive(page, '/application/life-events', 'life-events');
    await page.getByLabel('I lost my job or my income went down').check();
    await page.getByLabel('COVID-19 hurt my income or raised my expenses').check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  async function creditHistory(page: Page) {
    await arrive(page, '/application/credit-history', 'credit-history');
    await yesNo(page, /^Are you married/, 'No');
    await yesNo(page, /^Do you have dependents/, 'Yes');
    await page.getByLabel('How many dependents?').selectOption('2');
    await yesNo(page, /^Do you own your home/, 'No');
    await yesNo(page, /^Do you own a car/, 'Yes');
    await yesNo(page, /^Do you owe back rent/, 'No');
    await page.getByLabel(/rent or your mortgage/).fill('1200');
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  async function yourContact(page: Page) {
    await arrive(page, '/application/your-contact', 'your-contact');
    await page.getByLabel('Address line 1').fill('9 Oak Avenue');
    await page.getByLabel('City').fill('Denver');
    await page.getByLabel('State').selectOption('CO');
    await page.getByLabel('ZIP code').fill('80202');
    await typeDateOfBirth(page, '07301975');
    await page.getByRole('checkbox', { name: /credit report/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  /** The MUI date field takes the digits section by section (MM, DD, YYYY). */
  async function typeDateOfBirth(page: Page, digits: string) {
    const field = page.getByRole('group', { name: 'Date of birth' }).or(page.getByLabel('Date of birth'));
    await field.first().click();
    await page.keyboard.type(digits);
  }

  async function monthlyIncome(page: Page, income: string) {
    await arrive(page, '/application/income/provide-monthly-income', 'income');
    await page.getByLabel(/^Monthly income/).fill(income);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  async function expenses(page: Page) {
    await arrive(page, '/application/expenses', 'expenses');
    await page.getByRole('button', { name: 'Submit my expenses' }).click();
  }

  /** 'I'm unable to connect an account' asks once more, in the 'Bank Account Not Connected' modal. */
  async function unableToConnect(page: Page) {
    await page.getByRole('link', { name: "I'm unable to connect an account" }).click();
    const notConnected = page.getByRole('alertdialog', { name: 'Bank Account Not Connected' });
    await notConnected.waitFor(patience);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, `application-bank-not-connected-${page.viewportSize()?.width}`);
    await notConnected.getByRole('button', { name: 'Continue without connecting' }).click();
  }

  async function creditFlowToBank(page: Page, who: Borrower, income: string) {
    await aboutYou(page, who);
    await lifeEvents(page);
    await creditHistory(page);
    await yourContact(page);
    await monthlyIncome(page, income);
    await expenses(page);
  }

  it('takes a borrower on a phone from About you to a plan offer through the sandbox bank, and on to call-us', async () => {
    const page = await open('/application/about-you?router=nfcc&utm_source=mailer');
    await creditFlowToBank(page, { lastName: 'Okafor', email: 'ada.okafor@example.com' }, '9000');
    await arrive(page, '/application/bank-connection', 'bank-connection');
    await page.getByRole('button', { name: 'Verify my income' }).click();
    await page
      .getByRole('dialog', { name: 'Choose your bank' })
      .getByRole('button', { name: /First Platypus Bank/ })
      .click();
    await arrive(page, '/offers/success', 'success');
    await expect.poll(() => page.getByText('60 months').count(), patience).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Reduce My Payments' }).click();
    await arrive(page, '/offers/call-us', 'call-us');

    const { t } = suite.server.database;
    const [application] = await suite.server.database.db.select().from(t.applications);
    expect(application).toMatchObject({ router: 'nfcc', utmSource: 'mailer', status: 'Submitted' });
    await page.context().close();
  });

  it('declines a borrower whose income cannot carry a plan, after the reason for not connecting', async () => {
    const page = await open('/application/about-you', desktop);
    await creditFlowToBank(page, { lastName: 'Brennan', email: 'sam.brennan@example.com' }, '300');
    await arrive(page, '/application/bank-connection', 'bank-connection');
    await unableToConnect(page);
    await arrive(page, '/application/income/reason-for-not-connecting-account', 'reason');
    const reason = page.getByLabel('Reason for not connecting an account');
    await reason.selectOption('Other');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Please tell us your other reason').count(), patience).toBe(1);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'otherReason',
    );
    await page.getByLabel('Other reason').fill('My bank closed my account');
    await page.getByRole('button', { name: 'Continue' }).click();
    await arrive(page, '/offers/decline', 'decline');
    await page.context().close();
  });

  it('sends a borrower whose credit pull fails to pending', async () => {
    const page = await open('/application/about-you');
    await creditFlowToBank(page, { lastName: 'Nohit', email: 'no.file@example.com' }, '4000');
    await page.waitForURL(/\/(offers\/pending|application\/bank-connection)$/, patience);
    if (page.url().endsWith('/bank-connection')) {
      await unableToConnect(page);
      await page
        .getByLabel('Reason for not connecting an account')
        .selectOption("I don't have a bank account");
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await arrive(page, '/offers/pending', 'pending');
    await page.context().close();
  });

  it('takes a renter through the rental pages to call-us', async () => {
    const page = await open('/application/about-you?applicationType=rental&router=eden', desktop);
    await aboutYou(page, { lastName: 'Reyes', email: 'lu.reyes@example.com' });
    await lifeEvents(page);
    await arrive(page, '/application/rental-information', 'rental-information');
    await yesNo(page, /^Do you owe back rent/, 'Yes');
    await page.getByLabel('How much back rent do you owe?').fill('1800');
    await page.getByLabel('How much is your rent each month?').fill('950');
    await yesNo(page, /^Have you had help paying your rent/, 'No');
    await yesNo(page, /^Have you used a credit card/, 'No');
    await page.getByLabel(/How many people live in your home/).selectOption('4');
    await page.getByRole('button', { name: 'Continue' }).click();
    await arrive(page, '/application/personal-information', 'personal-information');
    await page.getByRole('button', { name: 'Continue' }).click();
    await yourContact(page);
    await monthlyIncome(page, '2100');
    await expenses(page);
    await arrive(page, '/offers/call-us', 'rental-call-us');
    await page.context().close();
  });

  it('shows every message of About you and credit history, focusing the first invalid field, and keeps answers through a refresh', async () => {
    const page = await open('/application/about-you');
    await page.getByRole('button', { name: 'Get started' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Agreement required: check the box to agree.',
    ]) {
      await expect.poll(() => page.getByText(message, { exact: true }).count(), patience).toBe(1);
    }
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'firstName',
    );
    await page.getByLabel('Email', { exact: true }).fill('dana@example.invalid');
    await page.getByLabel('Phone number').fill('51286');
    // Each refusal says what to type instead; the e-mail's ending, with the counsellor's line after it.
    await expect
      .poll(() => page.getByText(refusedBecause('Email', 'emailEnding'), { exact: false }).count(), patience)
      .toBe(1);
    await expect
      .poll(
        () => page.getByText(refusedBecause('Phone number', 'phoneDigits'), { exact: true }).count(),
        patience,
      )
      .toBe(1);

    await page.reload();
    await page.locator('form fieldset.form__fields:not([disabled])').waitFor(patience);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('dana@example.invalid');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('512-86');

    await page.getByLabel('First name').fill('  Dana  ');
    await page.getByLabel('Last name').click();
    expect(await page.getByLabel('First name').inputValue()).toBe('Dana');
    await page.getByLabel('Last name').fill('Whitfield');
    await page.getByLabel('Email', { exact: true }).fill('dana.whitfield@example.com');
    await page.getByLabel('Phone number').fill('5128675309');
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await page.getByRole('button', { name: 'Get started' }).click();
    await lifeEvents(page);

    await arrive(page, '/application/credit-history', 'credit-history');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(
        () => page.getByText('Please answer: Are you married or in a domestic partnership?').count(),
        patience,
      )
      .toBe(1);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'hasSpouse',
    );
    await yesNo(page, /^Do you own your home/, 'Yes');
    await expect.poll(() => page.getByRole('group', { name: /escrow/ }).count(), patience).toBe(1);
    await yesNo(page, /^Do you own your home/, 'No');
    await expect.poll(() => page.getByRole('group', { name: /escrow/ }).count(), patience).toBe(0);
    await yesNo(page, /^Are you married/, 'Yes');

    await page.reload();
    await page.locator('form fieldset.form__fields:not([disabled])').waitFor(patience);
    expect(
      await page
        .getByRole('group', { name: /^Are you married/ })
        .getByLabel('Yes', { exact: true })
        .isChecked(),
    ).toBe(true);
    await page.context().close();
  });

  const optimizeEvents = (page: Page) =>
    page.evaluate(
      () =>
        (window as { dataLayer?: { event?: string }[] }).dataLayer?.filter(
          (entry) => entry.event === 'optimize.activate',
        ).length ?? 0,
    );

  it('tells the tag manager of every route, and starts a new application with clearSession=1', async () => {
    const page = await open('/application/about-you?applicationType=rental');
    await page.locator('form fieldset.form__fields:not([disabled])').waitFor(patience);
    await expect.poll(() => optimizeEvents(page), patience).toBe(1);
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Email', { exact: true }).fill('noor@example.com');

    await page.goto(`${suite.server.url}/application/about-you?clearSession=1`);
    await page.locator('form fieldset.form__fields:not([disabled])').waitFor(patience);
    await expect.poll(() => new URL(page.url()).search, patience).toBe('');
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('');
    await expect.poll(() => optimizeEvents(page), patience).toBe(1);

    await aboutYou(page, { lastName: 'Saleh', email: 'noor.saleh@example.com' });
    await page.waitForURL(`${suite.server.url}/application/life-events`, patience);
    await expect.poll(() => optimizeEvents(page), patience).toBe(1);
    // Every route of the site, static pages and the portal too, once per page.
    for (const path of [
      '/',
      '/faq',
      '/es/privacy-policy',
      '/debt-relief',
      '/sign-in',
      '/customer-portal/summary',
    ]) {
      await page.goto(`${suite.server.url}${path}`);
      await expect.poll(() => optimizeEvents(page), { ...patience, message: path }).toBe(1);
    }
    const { t } = suite.server.database;
    const user = (await suite.server.database.db.select().from(t.users)).find(
      (row) => row.email === 'noor.saleh@example.com',
    );
    const applications = await suite.server.database.db
      .select()
      .from(t.applications)
      .where(eq(t.applications.owner, user!.id));
    expect(applications.map((row) => row.type)).toEqual(['credit']);
    await page.context().close();
  });

  it('resumes at the last page after signing out and in again', async () => {
    const page = await open('/application/about-you');
    await aboutYou(page, { lastName: 'Marsh', email: 'pat.marsh@example.com' });
    await lifeEvents(page);
    await arrive(page, '/application/credit-history', 'credit-history');
    await page.getByRole('link', { name: 'Sign Out' }).first().click();
    await page.waitForURL(/\/sign-in|\/$/, patience);

    const { t } = suite.server.database;
    const users = await suite.server.database.db.select().from(t.users);
    const user = users.find((row) => row.email === 'pat.marsh@example.com')!;
    const passwordHash = await hashPassword('Resume!pass42');
    await suite.server.database.withTransaction((tx) =>
      tx.update(t.users).set({ passwordHash, mustChangePassword: false }).where(eq(t.users.id, user.id)),
    );
    await page.goto(`${suite.server.url}/sign-in`);
    const emailField = page.getByLabel('Email');
    if (await emailField.isVisible()) await emailField.fill('pat.marsh@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Resume!pass42');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${suite.server.url}/application/credit-history`, patience);
    await page.context().close();
  });

  it('asks About you in Spanish, with Spanish messages', async () => {
    const page = await open('/es/application/about-you');
    await arrive(page, '/es/application/about-you', 'about-you-es');
    expect(await page.locator('h1').textContent()).toBe('Obtenga su análisis gratuito');
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await expect
      .poll(() => page.getByText('El nombre es obligatorio', { exact: true }).count(), patience)
      .toBe(1);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'firstName',
    );
    await page.getByLabel('Nombre').fill('Lucía');
    await page.getByLabel('Apellido').fill('Fernández');
    await page.getByLabel('Correo electrónico', { exact: true }).fill('lucia.fernandez@example.com');
    await page.getByLabel('Número de teléfono').fill('5128675309');
    await page.getByRole('checkbox', { name: /Acepto los Términos/ }).check();
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await page.waitForURL(`${suite.server.url}/es/application/life-events`, patience);
    const { t } = suite.server.database;
    const borrowers = await suite.server.database.db.select().from(t.borrowers);
    expect(borrowers.find((row) => row.email === 'lucia.fernandez@example.com')?.preferredLanguage).toBe(
      'es',
    );
    await page.context().close();
  });
  /** A browser context signed in with the session of a borrower walked through the API. */
  const signedInAs = (client: HttpClient, viewport: { width: number; height: number }) =>
    suite.page({ as: client, viewport, hasTouch: true });

  /** A credit borrower walked through the API to a qualified decision, presented to them. */
  async function qualifiedBorrower(email: string) {
    const { borrower, applicationId, lines } = await walkToExpensesPage(suite.server, {
      lastName: 'Lindqvist',
      email,
      income: 9000,
    });
    await step(borrower, 'submitExpenses', { applicationId, lines });
    const { bankLinkToken } = await borrower.data<{
      bankLinkToken: { institutions: { institutionId: string; name: string; publicToken: string }[] };
    }>(
      'query($id: ID!) { bankLinkToken(applicationId: $id) { institutions { institutionId name publicToken } } }',
      {
        id: applicationId,
      },
    );
    const [bank] = bankLinkToken.institutions;
    await step(borrower, 'connectBankAccount', {
      applicationId,
      publicToken: bank.publicToken,
      institutionId: bank.institutionId,
      institutionName: bank.name,
    });
    await borrower.data('mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }', {
      id: applicationId,
    });
    return { borrower, applicationId };
  }

  /** The qualified borrower once they accepted, and once their plan is on file to sign. */
  async function acceptedBorrower(email: string) {
    const qualified = await qualifiedBorrower(email);
    await qualified.borrower.data('mutation($id: ID!) { acceptDecision(applicationId: $id) { nextRoute } }', {
      id: qualified.applicationId,
    });
    return qualified;
  }
  async function enrolledBorrower(email: string) {
    const accepted = await acceptedBorrower(email);
    const { t } = suite.server.database;
    await suite.server.database.withTransaction((tx) =>
      tx.insert(t.dmpEnrollments).values({
        applicationId: accepted.applicationId,
        monthlyPaymentAmount: 310,
        termInMonths: 48,
        firstPaymentDate: '2027-01-15',
      }),
    );
    return accepted;
  }

  // Each offers page in the state it belongs to, at both sizes; any other page of the offers sends
  // the borrower to theirs (api/domain/offerPages.ts), checked once on a phone. One test per state
  // and size, so no test walks every screen of the offers (minutes on a loaded machine).
  async function showsScreens(borrower: HttpClient, viewport: typeof phone, screens: [string, string][]) {
    const page = await signedInAs(borrower, viewport);
    for (const [route, heading] of screens) {
      await page.goto(`${suite.server.url}${route}`);
      await arrive(page, route, route.split('/').pop()!);
      if (heading) expect(await page.locator('h1').textContent()).toBe(heading);
    }
    await page.context().close();
  }
  async function redirects(borrower: HttpClient, pairs: [string, string][]) {
    const page = await signedInAs(borrower, phone);
    for (const [route, shown] of pairs) {
      await page.goto(`${suite.server.url}${route}`);
      await page.waitForURL((url) => url.pathname === shown, patience);
    }
    await page.context().close();
  }

  for (const [size, viewport] of Object.entries({ phone, desktop })) {
    it(`shows every offer and income screen of a qualified borrower on a ${size}`, async () => {
      const { borrower } = await qualifiedBorrower(`mia.lindqvist.${size}@example.com`);
      await showsScreens(borrower, viewport, [
        ['/application/income/verify-income', 'Verify Your Income'],
        ['/application/income/income-summary', ''],
        ['/application/income/reason-for-skipping', 'Why Skip Verifying Your Income?'],
        ['/offers/success', 'Congratulations'],
        ['/offers/proposed-payment-summary', 'Your Proposed Payment Summary'],
        ['/offers/lender-guide', 'Your Guide to Speaking with Creditors'],
        ['/offers/status', 'Your Application Status'],
      ]);
    });
  }

  it('sends a qualified borrower from the offers pages of other states to Success', async () => {
    const { borrower } = await qualifiedBorrower('mia.lindqvist.redirects@example.com');
    await redirects(borrower, [
      ['/offers/pending', '/offers/success'],
      ['/offers/decline', '/offers/success'],
      ['/offers/call-us', '/offers/success'],
    ]);
  });

  it('shows Call Us once the qualified borrower accepts, at both sizes, and sends them there', async () => {
    const { borrower } = await acceptedBorrower('mia.lindqvist.accepted@example.com');
    for (const viewport of [phone, desktop]) {
      await showsScreens(borrower, viewport, [['/offers/call-us', 'Call Us to Finish Your Plan']]);
    }
    await redirects(borrower, [['/offers/call-or-connect-account', '/offers/call-us']]);
  });

  it('shows the plan to sign once it is on file, at both sizes, and sends the borrower there', async () => {
    const { borrower } = await enrolledBorrower('mia.lindqvist.enrolled@example.com');
    for (const viewport of [phone, desktop]) {
      await showsScreens(borrower, viewport, [['/contract/sign', 'Sign Your Plan']]);
    }
    await redirects(borrower, [
      ['/offers/success', '/contract/sign'],
      ['/offers/decline', '/contract/sign'],
    ]);
  });

  it('swipes through the creditors, serves the guide, and signs the plan', async () => {
    const { borrower, applicationId } = await enrolledBorrower('mia.lindqvist@example.com');
    const { t } = suite.server.database;
    const page = await signedInAs(borrower, phone);
    await page.goto(`${suite.server.url}/offers/proposed-payment-summary`);
    await arrive(page, '/offers/proposed-payment-summary', 'proposed-payment-summary');
    const carousel = page.getByRole('region', { name: 'Creditors' });
    const position = carousel.getByText(/^1 of \d+$/);
    await position.waitFor(patience);
    const swipe = (from: number, to: number) =>
      carousel.evaluate(
        (element, [start, end]) => {
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: element, clientX: x, clientY: 300 });
          element.dispatchEvent(
            new TouchEvent('touchstart', {
              bubbles: true,
              touches: [touch(start)],
              changedTouches: [touch(start)],
            }),
          );
          element.dispatchEvent(
            new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(end)] }),
          );
        },
        [from, to],
      );
    await swipe(300, 200); // 100 px of a 375 px window: not enough
    expect(await carousel.getByText(/^1 of \d+$/).count()).toBe(1);
    await swipe(350, 20); // more than half the window
    await expect.poll(() => carousel.getByText(/^2 of \d+$/).count(), patience).toBe(1);
    await carousel.getByRole('button', { name: 'Previous creditor' }).click();
    await expect.poll(() => carousel.getByText(/^1 of \d+$/).count(), patience).toBe(1);

    await page.getByRole('link', { name: 'Get my free guide' }).click();
    await arrive(page, '/offers/lender-guide', 'lender-guide');
    const pdf = await page.request.get(`${suite.server.url}/api/lender-guide.pdf`);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');

    await page.goto(`${suite.server.url}/contract/sign`);
    await arrive(page, '/contract/sign', 'contract-sign');
    await page.getByRole('button', { name: 'Sign' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count(), patience).toBeGreaterThan(0);
    await page.getByLabel('I have read my plan and I agree to it.').check();
    await page.getByLabel(/agree to receive and sign my plan electronically/).check();
    await page.getByLabel('Full name').fill('Dana Lindqvist');
    await page.getByRole('button', { name: 'Sign' }).click();
    await arrive(page, '/offers/status', 'status-signed');
    await expect.poll(() => page.getByText(/You signed your plan on/).count(), patience).toBe(1);
    const [signature] = await suite.server.database.db
      .select()
      .from(t.contractSignatures)
      .where(eq(t.contractSignatures.applicationId, applicationId));
    expect(signature).toMatchObject({ signedName: 'Dana Lindqvist' });
    await page.context().close();
  });
  it('shows the messages of your contact, income, rental information and expenses, focusing the first invalid field', async () => {
    const borrower = suite.server.client();
    const { saveAboutYou } = await borrower.data<{ saveAboutYou: { application: { id: string } } }>(
      'mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id } } }',
      {
        input: {
          firstName: 'Noor',
          lastName: 'Haddad',
          email: 'noor.haddad@example.com',
          phoneNumber: '512-867-5309',
          agreedToTerms: true,
        },
      },
    );
    const applicationId = saveAboutYou.application.id;
    await step(borrower, 'saveLifeEvents', { applicationId, hardships: [] });
    await step(borrower, 'saveCreditHistory', {
      applicationId,
      hasSpouse: true,
      hasDependents: false,
      isHomeowner: true,
      hasMortgageEscrow: true,
      isCarOwner: false,
      hasBackRent: false,
      monthlyRentOrMortgageAmount: 1400,
    });
    const page = await signedInAs(borrower, phone);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);
    const shows = (message: string) =>
      expect.poll(() => page.getByText(message, { exact: true }).count(), patience).toBeGreaterThan(0);

    await page.goto(`${suite.server.url}/application/your-contact`);
    await arrive(page, '/application/your-contact', 'your-contact-spouse');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const message of [
      'Address line 1 is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'Date of birth is required',
      'Please agree to the credit report policy to continue',
      'Your spouse or partner must also agree to the credit report policy to continue',
    ])
      await shows(message);
    expect(await focused()).toBe('addressLine1');
    await page.getByLabel('ZIP code').first().fill('8020');
    await shows(refusedBecause('ZIP code', 'zipDigits'));
    await typeDateOfBirth(page, '01012020');
    await shows('You must be at least 13 years old');
    // A month of 13 stays 13 and is refused as a month, never read as March.
    await page.getByLabel('Date of birth').first().fill('');
    await typeDateOfBirth(page, '13051980');
    expect(await page.getByLabel('Date of birth').first().inputValue()).toBe('13-05-1980');
    await shows('Date of birth is invalid: the month must be 01 to 12');
    await screenshot(page, 'application-your-contact-errors-375');

    await step(borrower, 'saveYourContact', {
      applicationId,
      addressLine1: '9 Oak Avenue',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      dateOfBirth: '07-30-1975',
      preferredLanguage: 'en',
      consentForCreditInquiry: true,
      spouse: {
        firstName: 'Sami',
        lastName: 'Haddad',
        dateOfBirth: '03-02-1977',
        sameAddressAsBorrower: true,
        consentForCreditInquiry: true,
      },
    });
    await page.goto(`${suite.server.url}/application/income/provide-monthly-income`);
    await arrive(page, '/application/income/provide-monthly-income', 'income');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shows('Monthly income is required');
    expect(await focused()).toBe('selfReportedMonthlyCurrentIncome');
    await page.getByLabel(/^Monthly income/).fill('16000');
    await shows('Monthly income (in dollars) is above 15,000. Please check the amount.');
    await page.getByLabel(/^Monthly income/).fill('6500');
    await page.getByRole('button', { name: 'Continue' }).click();

    await arrive(page, '/application/expenses', 'expenses-escrow');
    // Mortgage escrow: the housing tile has no insurance or property-tax line.
    expect(await page.getByText('Home insurance', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Property taxes', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const firstLine = page.locator('.field--currency input').first();
    await firstLine.fill('');
    await page.getByRole('button', { name: 'Submit', exact: true }).first().click();
    await expect.poll(() => page.getByText(/ is required$/).count(), patience).toBeGreaterThan(0);
    expect(await focused()).toBe(await firstLine.getAttribute('name'));
    await page.context().close();

    const renter = await open('/application/about-you?applicationType=rental', phone);
    await aboutYou(renter, { lastName: 'Osei', email: 'kofi.osei@example.com' });
    await lifeEvents(renter);
    await arrive(renter, '/application/rental-information', 'rental-information');
    await renter.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => renter.getByText('Please answer: Do you owe back rent?').count(), patience)
      .toBe(1);
    expect(await renter.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'hasBackRent',
    );
    expect(await renter.getByLabel('How much back rent do you owe?').count()).toBe(0);
    await yesNo(renter, /^Do you owe back rent/, 'Yes');
    await expect
      .poll(() => renter.getByText('Please answer: How much back rent do you owe?').count(), patience)
      .toBe(1);
    await renter.context().close();
  });
});
