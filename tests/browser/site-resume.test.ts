import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { createLogger } from '../../api/logger';
import { sendResumeEmails } from '../../api/services/resumeEmail';
import { sweptWorkspace, type SweptWorkspace } from '../../api/sweeps';
import { workspacesOf } from '../../api/workspace';
import { en, type TranslationKey } from '../../site/src/i18n/en';
import { es } from '../../site/src/i18n/es';
import { nextMailTo } from '../helpers/accounts';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { latestEmailTo } from '../helpers/outbox';
import { liveSettingsEnv } from '../helpers/testServer';

const phone = { width: 390, height: 844 };
const password = 'Resume!pass42';
type Language = 'en' | 'es';

/** The words a borrower reads, in their language (Spanish falls back to English as the site does). */
const wordsOf = (language: Language) => (key: TranslationKey) =>
  (language === 'es' ? es[key] : undefined) ?? en[key];
const prefix = (language: Language) => (language === 'es' ? '/es' : '');

describe('a borrower who stops part-way comes back from the resume e-mail on another device', () => {
  const suite = browserSuite();
  let swept: SweptWorkspace;

  beforeAll(async () => {
    // The check as the server runs it, its links to this server (its configured origin).
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      ...liveSettingsEnv,
      TRAINING_PORT: 'off',
      PUBLIC_ORIGIN: suite.server.url,
    });
    const live = sweptWorkspace(
      config,
      workspacesOf(config).live,
      suite.server.database,
      createLogger('silent'),
    );
    // Its mail kept by the test server's stand-in outbox, where the test reads it.
    swept = { ...live, integrations: suite.server.integrations };
  });

  /** A device of its own: a new browser context shares no storage or cookie with the others. */
  async function aDevice(path: string): Promise<Page> {
    const page = await suite.page({ viewport: phone });
    await page.goto(`${suite.server.url}${path}`);
    return page;
  }

  /** About you and Life events on the first device, then the borrower puts the phone down. */
  async function stopAtCreditHistory(language: Language, email: string) {
    const w = wordsOf(language);
    const page = await aDevice(`${prefix(language)}/application/about-you?applicationType=credit`);
    await page.getByLabel(w('application.field.firstName')).fill('Lucía');
    await page.getByLabel(w('application.field.lastName')).fill('Paredes');
    await page.getByLabel(w('application.field.email'), { exact: true }).fill(email);
    await page.getByLabel(w('application.field.phoneNumber')).fill('5128675309');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: w('application.aboutYou.submit') }).click();
    await page.waitForURL(`${suite.server.url}${prefix(language)}/application/life-events`, patience);
    await page.getByRole('button', { name: w('application.continue') }).click();
    await page.waitForURL(`${suite.server.url}${prefix(language)}/application/credit-history`, patience);
    await page.context().close();
  }

  /** An hour later the check runs; the link is the one in the e-mail the borrower got. */
  async function resumeLinkTo(email: string) {
    await sendResumeEmails(swept, new Date(Date.now() + 61 * 60_000));
    const mail = await latestEmailTo(suite.server.database, email);
    expect(mail.template).toBe('resumeApplication');
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    return { mail, link: links[0]!, forgotPassword: links.find((l) => l.endsWith('/forgot-password')) };
  }

  async function signIn(page: Page, language: Language, email: string) {
    const w = wordsOf(language);
    const emailField = page.getByLabel(w('account.field.username'), { exact: true });
    if (await emailField.isVisible()) await emailField.fill(email);
    await page.getByLabel(w('account.field.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: w('account.signIn.submit') }).click();
  }

  it.each(['es', 'en'] as const)(
    'e-mails a %s-speaking borrower a link that, on a new phone, leads through a first password back to their page',
    async (language) => {
      const w = wordsOf(language);
      const email = `lucia.${language}@example.com`;
      await stopAtCreditHistory(language, email);
      const { mail, link, forgotPassword } = await resumeLinkTo(email);
      const where = `${suite.server.url}${prefix(language)}/application/credit-history`;
      expect(link).toBe(where);
      expect(mail.subject).toBe(
        language === 'es'
          ? 'Su solicitud está guardada: continúe donde la dejó'
          : 'Your application is saved: pick up where you left off',
      );
      expect(forgotPassword).toBe(`${suite.server.url}${prefix(language)}/forgot-password`);

      // Another phone: no session, no storage. The link asks them to sign in first.
      const page = await aDevice(link.slice(suite.server.url.length));
      await page.waitForURL(`${suite.server.url}${prefix(language)}/sign-in`, patience);
      // They have no password of their own yet: the e-mail's second link gets them a code.
      await page.goto(forgotPassword!);
      const { code } = await nextMailTo(suite.server.database, email, async () => {
        await page.getByLabel(w('account.field.email')).fill(email);
        await page.getByRole('button', { name: w('account.forgot.submit') }).click();
        await page.waitForURL(/\/please-check-your-email/, patience);
      });
      await page.getByRole('link', { name: w('account.checkEmail.enterCode') }).click();
      await page.getByLabel(w('account.field.code')).fill(code!);
      await page.getByRole('button', { name: w('account.code.submit') }).click();
      // A first password: name and phone confirmed, the password chosen, and they are signed in.
      await page.waitForURL(/\/user-information/, patience);
      await page.getByRole('button', { name: w('account.userInfo.submit') }).click();
      await page.waitForURL(/\/reset-password/, patience);
      await page.getByLabel(w('account.field.newPassword'), { exact: true }).fill(password);
      await page.getByLabel(w('account.field.confirmPassword')).fill(password);
      await page.getByRole('button', { name: w('account.reset.submit') }).click();
      await page.waitForURL(where, patience);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), patience)
        .toBe(w('application.creditHistory.title'));
      await screenshot(page, `site-resume-landing-${language}-phone`);

      // And a third device, signing in from the home page's Sign In, lands on the same page.
      const third = await aDevice(`${prefix(language)}/sign-in`);
      await signIn(third, language, email);
      await third.waitForURL(where, patience);
      await page.context().close();
      await third.context().close();
    },
  );

  it.each(['es', 'en'] as const)(
    'asks for Plaid Link in the language of the %s page the borrower connects from',
    async (language) => {
      const w = wordsOf(language);
      const email = `banco.${language}@example.com`;
      await aBorrowerAccount(suite.server.database, email);
      const page = await aDevice(`${prefix(language)}/sign-in`);
      await page.getByLabel(w('account.field.username'), { exact: true }).fill(email);
      await page.getByLabel(w('account.field.password'), { exact: true }).fill(borrowerPassword);
      await page.getByRole('button', { name: w('account.signIn.submit') }).click();
      await page.waitForURL(/\/application\//, patience);
      await page.goto(`${suite.server.url}${prefix(language)}/customer-portal/bank-connections`);
      const tokenRequest = page.waitForRequest(
        (request) => request.url().endsWith('/graphql') && /bankLinkToken/.test(request.postData() ?? ''),
        patience,
      );
      await page.getByRole('button', { name: w('portal.bank.connect') }).click();
      const { variables } = (await tokenRequest).postDataJSON() as { variables: { language: string } };
      expect(variables.language).toBe(language);
      await page.context().close();
    },
  );
});
