import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { accessibilityViolations, signInToConsole } from '../helpers/consoleBuilders';
import { HttpClient } from '../helpers/httpClient';
import { staffPassword } from '../helpers/testServer';

/*
 * The safeguards of issue 19 as people meet them, in a real Chromium on a live workspace: a rep
 * enrolling an authenticator at their first sign-in (the test's "phone" computes the codes from the
 * key the page shows), a wrong code and a recovery code used twice; a borrower turning two-step
 * sign-in on in Settings, in English and in Spanish; and the idle warning of the console and the
 * site (WCAG 2.2.1). The idle tests move the browser's clock (Playwright's clock) instead of waiting:
 * the server's sessions keep real time, so they check what the page does, not when the server forgets.
 */

const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };
const wrongCodeMessage =
  'That code is not right. Enter the code your authenticator app shows now, or a recovery code.';

describe('safeguards in a real browser', () => {
  const suite = browserSuite();

  const freshPage = (viewport = laptop) => suite.page({ viewport });

  /** A page of a browser signed in as the client's account (its session cookie). */
  const signedInPage = (client: HttpClient, viewport = laptop) => suite.page({ as: client, viewport });

  /** The password step of /sign-in (the e-mail field is absent when the tab remembers the account). */
  async function passwordStep(
    page: Page,
    email: string,
    password: string,
    words = { email: 'Email', password: 'Password', submit: 'Sign In' },
  ) {
    const emailField = page.getByLabel(words.email, { exact: true });
    await page.getByLabel(words.password, { exact: true }).waitFor(patience);
    if (await emailField.isVisible()) await emailField.fill(email);
    await page.getByLabel(words.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: words.submit }).click();
  }

  /** The console's landing list has loaded: the rep is signed in. */
  const inTheConsole = (page: Page) =>
    page
      .getByRole('status')
      .filter({ hasText: /applications?$/ })
      .waitFor(patience);

  const sessionUser = async (client: HttpClient) =>
    (await client.get<{ user: { email: string } | null }>('/auth/me')).body.user;

  describe('a rep of the live workspace', () => {
    const email = 'rep1@example.org';
    let recoveryCodes: string[] = [];

    it('enrols an authenticator at the first sign-in: QR code, key, first code, ten recovery codes', async () => {
      const page = await freshPage(phone);
      await page.goto(`${suite.server.url}/admin/`);
      await page.waitForURL(/\/sign-in\/?$/, patience);
      await passwordStep(page, email, staffPassword);

      await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor(patience);
      const qr = page.getByRole('img', {
        name: 'QR code that adds Relief Service to your authenticator app',
      });
      await qr.waitFor(patience);
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      await expect
        .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth), patience)
        .toBeGreaterThan(0);
      expect(await page.getByText('Cannot scan? Type this key into the app:').count()).toBe(1);
      const shownKey = (await page.locator('.enrolment-secret').textContent()) ?? '';
      // Shown in groups of four, as a person types it into the app.
      expect(shownKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'two-factor-enrolment-390');
      await page.setViewportSize(laptop);
      await screenshot(page, 'two-factor-enrolment-1280');

      await page
        .getByLabel('Code', { exact: true })
        .fill(await suite.server.codeFor(shownKey.replace(/\s/g, '')));
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      const list = page.getByRole('list', { name: 'Save your recovery codes' });
      await list.waitFor(patience);
      recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'two-factor-recovery-codes-1280');
      await page.setViewportSize(phone);
      await screenshot(page, 'two-factor-recovery-codes-390');

      await page.getByRole('button', { name: 'I have saved them, continue' }).click();
      await page.waitForURL(/\/admin\/#\//, patience);
      await inTheConsole(page);
    });

    it('refuses a wrong code with a message, and takes a recovery code once but not twice', async () => {
      expect(recoveryCodes).toHaveLength(10);
      const page = await freshPage(phone);
      await page.goto(`${suite.server.url}/sign-in`);
      await passwordStep(page, email, staffPassword);
      await page
        .getByRole('heading', { name: 'Enter the code from your authenticator app' })
        .waitFor(patience);
      const code = page.getByLabel('Code', { exact: true });
      // Every digit of the code the phone shows now, one off: not the code of this step.
      const right = await suite.server.oneTimeCode(email);
      const wrong = right.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
      await code.fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => page.getByText(wrongCodeMessage).count(), patience).toBe(1);
      expect(page.url()).toMatch(/\/sign-in\/?$/);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'two-factor-wrong-code-390');

      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[0].toUpperCase());
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/admin\/#\//, patience);
      await inTheConsole(page);

      const again = await freshPage(laptop);
      await again.goto(`${suite.server.url}/sign-in`);
      await passwordStep(again, email, staffPassword);
      await again.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await again.getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[0]);
      await again.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => again.getByText(wrongCodeMessage).count(), patience).toBe(1);
      await screenshot(again, 'two-factor-recovery-code-used-1280');
      // The next one still works.
      await again.getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[1]);
      await again.getByRole('button', { name: 'Verify' }).click();
      await again.waitForURL(/\/admin\/#\//, patience);
      await inTheConsole(again);
    });
  });

  describe('a borrower in Settings', () => {
    const languages = [
      {
        language: 'en',
        path: '/customer-portal/settings',
        email: 'two.step@example.com',
        turnOn: 'Turn on two-step sign-in',
        code: 'Code',
        saved: 'I have saved them, continue',
        on: 'On: you sign in with your password and a code from your authenticator app.',
        off: /^Off: you sign in with your password only\./,
      },
      {
        language: 'es',
        path: '/es/customer-portal/settings',
        email: 'dos.pasos@example.com',
        turnOn: 'Activar el inicio de sesión en dos pasos',
        code: 'Código',
        saved: 'Ya los guardé, continuar',
        on: 'Activado: inicia sesión con su contraseña y un código de su aplicación de autenticación.',
        off: /^Desactivado: inicia sesión solo con su contraseña\./,
      },
    ];

    for (const words of languages) {
      it(`turns two-step sign-in on (${words.path}), and the next sign-in asks for a code`, async () => {
        await aBorrowerAccount(suite.server.database, words.email);
        const page = await signedInPage(await suite.server.signIn(words.email, borrowerPassword), phone);
        // The connect-bank notice was closed earlier in this tab.
        await page.addInitScript(() => sessionStorage.setItem('relief.portalBankPrompt', 'closed'));
        await page.goto(`${suite.server.url}${words.path}`);
        const card = page
          .locator('section.portal-settings')
          .filter({ has: page.locator('#settings-two-step') });
        await expect.poll(() => card.getByText(words.off).count(), patience).toBe(1);
        await card.getByRole('button', { name: words.turnOn }).click();

        const key = card.locator('.enrolment-secret');
        await key.waitFor(patience);
        const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
        await card.getByLabel(words.code, { exact: true }).fill(await suite.server.codeFor(secret));
        await card.getByRole('button', { name: words.turnOn }).click();
        await expect.poll(() => card.getByRole('listitem').count(), patience).toBe(10);
        await screenshot(page, `two-step-settings-codes-${words.language}-390`);
        await card.getByRole('button', { name: words.saved }).click();
        await expect.poll(() => card.getByText(words.on).count(), patience).toBe(1);
        expect(await accessibilityViolations(page)).toEqual([]);

        const next = await suite.server
          .client()
          .post<{ secondFactor?: string; user?: unknown }>('/auth/sign-in', {
            username: words.email,
            password: borrowerPassword,
          });
        expect(next.status).toBe(200);
        expect(next.body.secondFactor).toBe('verify');
      });
    }
  });

  describe('the idle warning', () => {
    it('asks a rep to stay signed in two minutes before the end; staying keeps the session, silence ends it and keeps the page', async () => {
      const page = await freshPage(laptop);
      await page.clock.install();
      await signInToConsole(page, suite.server, 'rep2@example.org');
      // The idle clock starts once the console knows the session's limit.
      await page.waitForFunction(
        () => Number(localStorage.getItem('relief.lastActivity')) > 0,
        null,
        patience,
      );

      const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
      await page.clock.fastForward('27:30');
      // Two more ticks of the idle timer and a frame to draw what they decided: still no dialog.
      await page.clock.runFor(2000);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      expect(await dialog.count()).toBe(0);
      await page.clock.fastForward('00:45');
      await dialog.waitFor(patience);
      expect(await dialog.textContent()).toMatch(/you will be signed out in 1:\d\d/);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'console-idle-warning-1280');

      const keptAlive = page.waitForResponse(
        (response) => response.url().endsWith('/auth/keep-alive') && response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Stay signed in' }).click();
      expect((await keptAlive).status()).toBe(200);
      await dialog.waitFor({ state: 'detached', ...patience });
      // The next request works: the rep's own details, read from the server.
      await page.goto(`${suite.server.url}/admin/#/preferences`);
      await expect.poll(() => page.getByText('rep2@example.org').count(), patience).toBe(1);

      // The idle time counts again from 'Stay signed in'; left alone, the console signs the rep out.
      const signedOut = page.waitForRequest(
        (request) => request.url().endsWith('/auth/sign-out') && request.method() === 'POST',
      );
      await page.clock.fastForward('28:30');
      await dialog.waitFor(patience);
      await page.clock.fastForward('02:00');
      await signedOut;
      await page.waitForURL(/\/sign-in\/?$/, patience);
      await expect
        .poll(
          () => page.getByText(/^You were signed out because nothing was done for a while\./).count(),
          patience,
        )
        .toBe(1);
      const me = await page.request.get(`${suite.server.url}/auth/me`);
      expect(((await me.json()) as { user: unknown }).user).toBeNull();

      // Signing in again comes back to the page the rep was on, not the summary.
      await passwordStep(page, 'rep2@example.org', staffPassword);
      await page.getByLabel('Code', { exact: true }).fill(await suite.server.oneTimeCode('rep2@example.org'));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(`${suite.server.url}/admin/#/preferences`, patience);
      await expect.poll(() => page.getByText('rep2@example.org').count(), patience).toBe(1);
    });

    it('warns a borrower in Spanish on a Spanish page, signs them out at the end and keeps what they typed', async () => {
      const email = 'inactiva@example.com';
      await aBorrowerAccount(suite.server.database, email);
      const client = await suite.server.signIn(email, borrowerPassword);
      const page = await signedInPage(client, phone);
      await page.clock.install();
      await page.goto(`${suite.server.url}/es/application/credit-history`);
      await page.locator('form fieldset.form__fields:not([disabled])').waitFor(patience);
      await page.waitForFunction(
        () => Number(localStorage.getItem('relief.lastActivity')) > 0,
        null,
        patience,
      );
      const married = page
        .getByRole('group', { name: /^¿Está casado\(a\) o tiene una pareja de hecho\?/ })
        .getByLabel('Sí', { exact: true });
      await married.check();

      const dialog = page.getByRole('alertdialog', { name: '¿Sigue ahí?' });
      await page.clock.fastForward('28:05');
      await dialog.waitFor(patience);
      expect(await dialog.textContent()).toMatch(/su sesión se cerrará en 1:\d\d/);
      expect(await dialog.textContent()).toContain('Lo que escribió se conserva.');
      const stay = dialog.getByRole('button', { name: 'Seguir con la sesión' });
      await expect
        .poll(() => stay.evaluate((button) => button === document.activeElement), patience)
        .toBe(true);
      expect(await dialog.getByRole('link', { name: 'Cerrar sesión ahora' }).getAttribute('href')).toBe(
        '/es/sign-out',
      );
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'site-idle-warning-es-390');

      const signedOut = page.waitForRequest(
        (request) => request.url().endsWith('/auth/sign-out') && request.method() === 'POST',
      );
      await page.clock.fastForward('02:00');
      await signedOut;
      await page.waitForURL(`${suite.server.url}/es/sign-in`, patience);
      await expect
        .poll(
          () => page.getByText(/^Se cerró su sesión porque no hubo actividad durante un tiempo\./).count(),
          patience,
        )
        .toBe(1);
      await expect.poll(() => sessionUser(client), patience).toBeNull();

      await passwordStep(page, email, borrowerPassword, {
        email: 'Correo electrónico',
        password: 'Contraseña',
        submit: 'Iniciar sesión',
      });
      await page.waitForURL(`${suite.server.url}/es/application/credit-history`, patience);
      await page.locator('form fieldset.form__fields:not([disabled])').waitFor(patience);
      expect(await married.isChecked()).toBe(true);
    });
  });
});
