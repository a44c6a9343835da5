import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { accessibilityViolations } from '../helpers/consoleBuilders';
import { step, stepFields, walkToExpensesPage, type Step } from '../helpers/flowWalk';
import type { HttpClient } from '../helpers/httpClient';
import { latestEmailTo } from '../helpers/outbox';

/*
 * Messages that help (issue 21), on a phone (390 × 844) in a real Chromium, in English and Spanish:
 * the phone hint's example passes and a refused phone is said once, at its field; an e-mail that has
 * an account says so once with Sign in and Forgot password; a new applicant's My account offers the
 * set-password link again; every field of every form says what is wrong in a sentence (questions,
 * Spanish agreement); a renter's progress bar and call-us speak of rent; sign-out keeps the language;
 * the state list names the states; 'Other reason' is the comment box; buttons take the page's font;
 * the date of birth looks like its neighbours. Axe on each state at 390 × 844 and 1280 × 800.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const languages = ['en', 'es'] as const;
type Language = (typeof languages)[number];
const prefix = (language: Language) => (language === 'es' ? '/es' : '');

describe('messages that help, on a phone', () => {
  const suite = browserSuite();
  let people = 0;

  const newPage = (client?: HttpClient, viewport = phone) => suite.page({ as: client, viewport });

  /** The page is there, its island ready; axe finds nothing at this size; a screenshot is kept. */
  async function settled(page: Page, name: string) {
    await page.locator('h1').waitFor(patience);
    await page.locator('main [role="status"].loading-overlay').waitFor({ state: 'detached', ...patience });
    await page.locator('fieldset[disabled]').waitFor({ state: 'detached', ...patience });
    expect(await accessibilityViolations(page), name).toEqual([]);
    await screenshot(page, `messages-${name}-${page.viewportSize()?.width}`);
  }

  /** Axe at the desktop's size too, on the same page state. */
  async function alsoOnDesktop(page: Page, name: string) {
    await page.setViewportSize(desktop);
    expect(await accessibilityViolations(page), `${name} at 1280`).toEqual([]);
    await screenshot(page, `messages-${name}-1280`);
    await page.setViewportSize(phone);
  }

  /** A borrower through About you (and life events) by the API, signed in. */
  async function anApplicant(options: { type?: 'credit' | 'rental'; language?: Language } = {}) {
    people += 1;
    const client = suite.server.client();
    const email = `messages${people}@example.com`;
    const { saveAboutYou } = await client.data<{ saveAboutYou: Step }>(
      `mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`,
      {
        input: {
          firstName: 'Nia',
          lastName: `Okafor${people}`,
          email,
          phoneNumber: '312-555-2368',
          agreedToTerms: true,
          preferredLanguage: options.language ?? 'en',
          ...(options.type === 'rental' ? { applicationType: 'rental' } : {}),
        },
      },
    );
    const applicationId = saveAboutYou.application.id;
    await step(client, 'saveLifeEvents', { applicationId, hardships: [] });
    return { client, email, applicationId };
  }

  const fieldErrors = (page: Page) => page.locator('.field__error').allTextContents();
  const submitEmpty = async (page: Page, button: RegExp) => {
    await page.getByRole('button', { name: button }).click();
    await expect.poll(async () => (await fieldErrors(page)).length, patience).toBeGreaterThan(0);
    return fieldErrors(page);
  };

  /** A message that reads as a sentence: no '{question} is required', no Spanish noun without its article. */
  function expectSentences(messages: string[]) {
    for (const message of messages) {
      expect(message).not.toMatch(/\? (is|es|no es) /);
      expect(message).not.toMatch(
        /^(?!(El|La|Los|Las) )[A-ZÁÉÍÓÚ][a-záéíóúñ]*( [a-záéíóúñ]+)* (es obligatorio|no es válido)$/,
      );
    }
  }

  it.each(languages)(
    "About you (%s): the phone hint's example passes; a refused phone and a taken e-mail are said once, with a way in",
    async (language) => {
      const page = await newPage();
      await page.goto(`${suite.server.url}${prefix(language)}/application/about-you`);
      await settled(page, `about-you-${language}`);
      const hint = await page
        .locator('.field__hint')
        .filter({ hasText: /\d{3}-\d{3}-\d{4}/ })
        .textContent();
      const example = /\d{3}-\d{3}-\d{4}/.exec(hint ?? '')![0];
      const fill = async (email: string, phoneNumber: string) => {
        await page.locator('input[name="firstName"]').fill('Ada');
        await page.locator('input[name="lastName"]').fill('Lovelace');
        await page.locator('input[name="email"]').fill(email);
        await page.locator('input[name="phoneNumber"]').fill(phoneNumber);
        await page.locator('input[name="agreedToTerms"]').check();
        await page.locator('button[type="submit"]').click();
      };

      // All ten digits alike: refused by the phone check, said at the field and nowhere else.
      await fill(`ada.${language}@example.com`, '555-555-5555');
      const invalidPhone =
        language === 'es' ? 'El número de teléfono no es válido' : 'Phone number is invalid';
      // Said once, with why: the number is not a working one.
      await expect.poll(() => page.getByText(new RegExp(`^${invalidPhone}: .+`)).count(), patience).toBe(1);
      expect(await page.locator('.form-message--error').count()).toBe(0);
      await screenshot(page, `messages-phone-refused-${language}-390`);

      // The hint's own example is accepted.
      await page.locator('input[name="phoneNumber"]').fill(example);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(`${suite.server.url}${prefix(language)}/application/life-events`, patience);
      await page.context().close();

      // The same e-mail again, from another browser: the spec's message once, Sign in and Forgot password beside it.
      const again = await newPage();
      await again.goto(`${suite.server.url}${prefix(language)}/application/about-you`);
      await settled(again, `about-you-again-${language}`);
      const fillAgain = async () => {
        await again.locator('input[name="firstName"]').fill('Ada');
        await again.locator('input[name="lastName"]').fill('Lovelace');
        await again.locator('input[name="email"]').fill(`ada.${language}@example.com`);
        await again.locator('input[name="phoneNumber"]').fill(example);
        await again.locator('input[name="agreedToTerms"]').check();
        await again.locator('button[type="submit"]').click();
      };
      await fillAgain();
      const taken = language === 'es' ? /Ya existe una cuenta con ese correo/ : /already exists/;
      await expect.poll(() => again.getByText(taken).count(), patience).toBe(1);
      const beside = again.locator('.field__actions');
      const signIn = beside.getByRole('link', {
        name: language === 'es' ? 'Iniciar sesión' : 'Sign in',
        exact: true,
      });
      const forgot = beside.getByRole('link', {
        name: language === 'es' ? '¿Olvidó su contraseña?' : 'Forgot your password?',
      });
      expect(await signIn.getAttribute('href')).toBe(`${prefix(language)}/sign-in`);
      expect(await forgot.getAttribute('href')).toBe(`${prefix(language)}/forgot-password`);
      expect(await again.locator('.form-message--error').count()).toBe(0);
      await settled(again, `email-taken-${language}`);
      await alsoOnDesktop(again, `email-taken-${language}`);
      await again.context().close();
    },
  );

  it.each(languages)(
    "a new applicant's My account (%s) says a link to set the password was e-mailed, and sends it again",
    async (language) => {
      const { client, email } = await anApplicant({ language });
      const page = await newPage(client);
      await page.goto(`${suite.server.url}${prefix(language)}/application/credit-history`);
      await settled(page, `credit-history-${language}`);
      await page.evaluate(() => localStorage.setItem('relief.signedIn', '1'));
      await page.reload();
      await page.getByRole('link', { name: language === 'es' ? 'Mi cuenta' : 'My account' }).click();
      await page.waitForURL(
        (url) => url.pathname === `${prefix(language)}/please-check-your-email`,
        patience,
      );
      expect(new URL(page.url()).searchParams.get('for')).toBe('set-password');
      const body =
        language === 'es'
          ? 'Le enviamos por correo electrónico un enlace para crear su contraseña'
          : 'We emailed you a link to set your password';
      await expect.poll(() => page.getByText(body).isVisible(), patience).toBe(true);
      expect(await page.locator('.check-email--code').isVisible()).toBe(false);
      const before = await latestEmailTo(suite.server.database, email);
      await page
        .getByRole('button', {
          name: language === 'es' ? 'Enviar el enlace de nuevo' : 'Send the link again',
        })
        .click();
      const sent =
        language === 'es'
          ? 'Le enviamos un enlace nuevo. Revise su correo electrónico.'
          : 'We sent you a new link. Please check your email.';
      await expect.poll(() => page.getByText(sent).count(), patience).toBe(1);
      const mail = await latestEmailTo(suite.server.database, email);
      expect(mail.id).not.toBe(before.id);
      expect(mail.template).toBe('initialEmail');
      await settled(page, `set-password-${language}`);
      await alsoOnDesktop(page, `set-password-${language}`);
      await page.context().close();
    },
  );

  it.each(languages)(
    'every field of every application form says what is wrong in a sentence (%s)',
    async (language) => {
      const credit = await anApplicant({ language });
      const page = await newPage(credit.client);
      const visit = async (path: string, name: string) => {
        await page.goto(`${suite.server.url}${prefix(language)}${path}`);
        await settled(page, `${name}-${language}`);
      };
      const continueButton = language === 'es' ? /Continuar/ : /Continue/;

      await visit('/application/credit-history', 'credit-history');
      const household = await submitEmpty(page, continueButton);
      expectSentences(household);
      expect(household).toContain(
        language === 'es'
          ? 'Responda, por favor: ¿Está casado(a) o tiene una pareja de hecho?'
          : 'Please answer: Are you married or in a domestic partnership?',
      );
      expect(household).toContain(
        language === 'es' ? 'Responda, por favor: ¿Tiene auto propio?' : 'Please answer: Do you own a car?',
      );
      await settled(page, `credit-history-errors-${language}`);
      await alsoOnDesktop(page, `credit-history-errors-${language}`);

      await visit('/application/income/provide-monthly-income', 'income');
      const income = await submitEmpty(page, continueButton);
      expectSentences(income);
      expect(income).toContain(
        language === 'es' ? 'Los ingresos mensuales son obligatorios' : 'Monthly income is required',
      );

      await visit('/application/income/reason-for-not-connecting-account', 'reason');
      expectSentences(await submitEmpty(page, continueButton));
      await page.locator('select[name="reasonForNotConnectingBank"]').selectOption('Other');
      const comment = page.locator('textarea[name="otherReason"]');
      expect(await comment.getAttribute('rows')).toBe('5');
      // Nothing typed is cut: the box counts, and a reason over 245 characters is refused with why.
      expect(await comment.getAttribute('maxlength')).toBeNull();
      await page.getByRole('button', { name: continueButton }).click();
      await expect
        .poll(
          () =>
            page
              .getByText(
                language === 'es' ? 'Díganos cuál es su otro motivo' : 'Please tell us your other reason',
              )
              .count(),
          patience,
        )
        .toBe(1);
      await comment.fill('x'.repeat(300));
      expect((await comment.inputValue()).length).toBe(300);
      await page.getByRole('button', { name: continueButton }).click();
      await expect
        .poll(
          () =>
            page
              .getByText(
                language === 'es' ? 'escriba como máximo 245 caracteres' : 'type at most 245 characters',
              )
              .count(),
          patience,
        )
        .toBeGreaterThan(0);
      await settled(page, `reason-other-${language}`);
      await alsoOnDesktop(page, `reason-other-${language}`);

      // Your contact, with a spouse: the address, the date of birth, the language and the spouse's block.
      await step(credit.client, 'saveCreditHistory', {
        applicationId: credit.applicationId,
        hasSpouse: true,
        hasDependents: false,
        isHomeowner: false,
        isCarOwner: false,
        hasBackRent: false,
        monthlyRentOrMortgageAmount: 900,
      });
      await visit('/application/your-contact', 'your-contact');
      const state = page.locator('select[name="state"]');
      expect(await state.locator('option[value="PA"]').textContent()).toBe(
        language === 'es' ? 'PA – Pensilvania' : 'PA – Pennsylvania',
      );
      await page
        .locator('input[name="preferredLanguage"]')
        .first()
        .uncheck()
        .catch(() => undefined);
      const contact = await submitEmpty(page, continueButton);
      expectSentences(contact);
      for (const message of language === 'es'
        ? ['La ciudad es obligatoria', 'La fecha de nacimiento es obligatoria', 'El estado es obligatorio']
        : ['City is required', 'Date of birth is required', 'State is required']) {
        expect(contact).toContain(message);
      }

      // The date of birth looks like its neighbours: the same box, the same error, its hint kept.
      const look = (name: string) =>
        page.locator(`input[name="${name}"]`).evaluate((input) => {
          const style = getComputedStyle(input);
          const error = input.closest('.field')?.querySelector('.field__error');
          return {
            height: style.height,
            border: style.border,
            font: style.font,
            radius: style.borderRadius,
            error: error ? getComputedStyle(error).color : null,
          };
        });
      expect(await look('dateOfBirth')).toEqual(await look('city'));
      const dateField = page
        .locator('input[name="dateOfBirth"]')
        .locator('xpath=ancestor::div[contains(@class,"field")][1]');
      expect(await dateField.locator('.field__hint').isVisible()).toBe(true);
      await page.locator('input[name="dateOfBirth"]').pressSequentially('11231970');
      expect(await page.locator('input[name="dateOfBirth"]').inputValue()).toBe('11-23-1970');
      await settled(page, `your-contact-errors-${language}`);
      await alsoOnDesktop(page, `your-contact-errors-${language}`);
      await page.context().close();

      const renter = await anApplicant({ language, type: 'rental' });
      const rentalPage = await newPage(renter.client);
      await rentalPage.goto(`${suite.server.url}${prefix(language)}/application/rental-information`);
      await settled(rentalPage, `rental-information-${language}`);
      const rental = await submitEmpty(rentalPage, continueButton);
      expectSentences(rental);
      expect(rental).toContain(
        language === 'es'
          ? 'Responda, por favor: ¿Debe alquiler atrasado?'
          : 'Please answer: Do you owe back rent?',
      );
      await rentalPage.context().close();
    },
  );

  it.each(languages)("a renter's progress bar and call-us page speak of rent (%s)", async (language) => {
    people += 1;
    const { borrower, applicationId, lines } = await walkToExpensesPage(suite.server, {
      lastName: `Renter${people}`,
      email: `renter${people}@example.com`,
      income: 2100,
      type: 'rental',
    });
    const page = await newPage(borrower);
    await page.goto(`${suite.server.url}${prefix(language)}/application/rental-information`);
    await settled(page, `rental-progress-${language}`);
    const stages = page.getByRole('navigation', { name: language === 'es' ? 'Su avance' : 'Your progress' });
    await expect.poll(() => stages.locator('li:visible').count(), patience).toBe(2);
    expect(await stages.getByText(/Connect bank account|Conectar/).isVisible()).toBe(false);

    await step(borrower, 'submitExpenses', { applicationId, lines });
    await page.goto(`${suite.server.url}${prefix(language)}/offers/call-us`);
    await page.locator('h1').waitFor(patience);
    const rentalTitle = language === 'es' ? 'Llámenos sobre su alquiler' : 'Call Us About Your Rent';
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), patience).toBe(rentalTitle);
    expect(await page.title()).toMatch(new RegExp(`^${rentalTitle} \\| `));
    const creditReason =
      language === 'es' ? /su plan y su nuevo pago/ : /your plan and your new monthly payment/;
    expect(await page.getByText(creditReason).isVisible()).toBe(false);
    await settled(page, `rental-call-us-${language}`);
    await alsoOnDesktop(page, `rental-call-us-${language}`);
    await page.context().close();
  });

  it('a Spanish borrower who signs out gets the Spanish site next time', async () => {
    const { client } = await anApplicant({ language: 'es' });
    const page = await newPage(client);
    await page.goto(`${suite.server.url}/es/sign-out`);
    await page.waitForURL(`${suite.server.url}/es/sign-in`, patience);
    await page.goto(`${suite.server.url}/`);
    await page.waitForURL(`${suite.server.url}/es`, patience);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.context().close();
  });

  it("buttons take the page's font, on one scale", async () => {
    people += 1;
    const { borrower } = await walkToExpensesPage(suite.server, {
      lastName: `Fonts${people}`,
      email: `fonts${people}@example.com`,
      income: 4200,
    });
    const page = await newPage(borrower);
    await page.goto(`${suite.server.url}/application/expenses`);
    await settled(page, 'expenses');
    const submit = page.getByRole('button', { name: 'Submit my expenses' });
    await submit.waitFor(patience);
    const style = await submit.evaluate((button) => {
      const own = getComputedStyle(button);
      return { family: own.fontFamily, size: own.fontSize, body: getComputedStyle(document.body).fontFamily };
    });
    expect(style.family).toBe(style.body);
    expect(style.size).toBe('18px');
    const sizes = await page
      .locator('button.button:visible')
      .evaluateAll((buttons) => buttons.map((button) => parseFloat(getComputedStyle(button).fontSize)));
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.every((size) => size === 16 || size === 18)).toBe(true);
    await page.context().close();
  });
});
