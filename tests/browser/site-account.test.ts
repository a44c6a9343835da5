import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextMailTo } from '../helpers/accounts';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { accessibilityViolations } from '../helpers/consoleBuilders';
import { stepFields } from '../helpers/flowWalk';
import { latestCodeTo, latestConfirmEmailLinkTo } from '../helpers/outbox';
import { staffPassword } from '../helpers/testServer';

const newPassword = 'Fresh!pass42';
const codeOld =
  'The supplied verification code is old. Please check your e-mail for the newest verification code.';

describe('sign-in, password and e-mail flows in a real browser', () => {
  const suite = browserSuite({ now: () => new Date(Date.now() + clockAheadMs) });
  /** The server's clock runs this far ahead of the real one, to let a code expire. */
  let clockAheadMs = 0;

  const open = async (path: string, viewport = { width: 375, height: 812 }) => {
    const page = await suite.browser.newPage({ viewport });
    await page.goto(`${suite.server.url}${path}`);
    return page;
  };

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${suite.server.url}/sign-in`);
    const emailField = page.getByLabel('Email');
    if (await emailField.isVisible()) await emailField.fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  async function choosePassword(page: Page, password: string) {
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Save Password' }).click();
  }

  it('signs staff into the console and a borrower onto the page they stopped at', async () => {
    // Live staff give a code after the password: the rep's authenticator is enrolled first (over HTTP).
    await (await suite.server.signIn('rep1@example.org')).post('/auth/sign-out', {});
    const page = await open('/admin/', { width: 1280, height: 800 });
    await page.waitForURL(/\/sign-in/, patience);
    await signIn(page, 'rep1@example.org', staffPassword);
    await page
      .getByRole('textbox', { name: 'Code' })
      .fill(await suite.server.oneTimeCode('rep1@example.org'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin\/#\/summary/, patience);

    const { application } = await aBorrowerAccount(suite.server.database, 'stopped@example.com');
    const { t } = suite.server.database;
    await suite.server.database.withTransaction((tx) =>
      tx
        .update(t.applications)
        .set({ lastViewedPage: 'Expenses' })
        .where(eq(t.applications.id, application.id)),
    );
    const borrowerPage = await open('/sign-in');
    await signIn(borrowerPage, 'stopped@example.com', 'wrong-Pass1');
    await expect
      .poll(() => borrowerPage.getByText('Incorrect Username or Password').count(), patience)
      .toBe(1);
    await signIn(borrowerPage, 'stopped@example.com', borrowerPassword);
    await borrowerPage.waitForURL(`${suite.server.url}/application/expenses`, patience);
    await page.close();
    await borrowerPage.close();
  });

  it("takes a new borrower from the initial e-mail's link to a password of their own and back to their page", async () => {
    const email = 'new.borrower@example.com';
    const res = await suite.server
      .client()
      .gql(`mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { ${stepFields} } }`, {
        input: {
          firstName: 'Nina',
          lastName: 'Paz',
          email,
          phoneNumber: '512-867-5309',
          agreedToTerms: true,
        },
      });
    expect(res.body.errors).toBeUndefined();
    const { link } = await latestCodeTo(suite.server.database, email);
    expect(link).toContain('/verification-code?');
    const page = await suite.browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, suite.server.url));
    await page.waitForURL(/\/user-information/, patience);
    await expect.poll(() => page.getByLabel('First name').inputValue(), patience).toBe('Nina');
    await screenshot(page, 'site-user-information-phone');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/reset-password/, patience);
    await choosePassword(page, newPassword);
    await page.waitForURL(`${suite.server.url}/application/life-events`, patience);

    const again = await suite.browser.newPage();
    await signIn(again, email, newPassword);
    await again.waitForURL(`${suite.server.url}/application/life-events`, patience);
    await page.close();
    await again.close();
  });

  it('resets a forgotten password with the e-mailed code, and refuses the code a second time', async () => {
    await aBorrowerAccount(suite.server.database, 'forgetful@example.com');
    const page = await open('/forgot-password');
    const { code } = await nextMailTo(suite.server.database, 'forgetful@example.com', async () => {
      await page.getByLabel('Email').fill('forgetful@example.com');
      await page.getByRole('button', { name: 'Send Code' }).click();
      await page.waitForURL(/\/please-check-your-email/, patience);
    });
    await page.getByRole('link', { name: 'Enter Verification Code' }).click();
    await page.waitForURL(/\/verification-code/, patience);
    await page.getByLabel('Verification code').fill(code!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/reset-password/, patience);
    await choosePassword(page, newPassword);
    await page.waitForURL(/\/sign-in/, patience);
    await expect
      .poll(() =>
        page.getByText('Password successfully reset. Please sign in with your new credentials.').count(),
      )
      .toBe(1);
    await signIn(page, 'forgetful@example.com', newPassword);
    await page.waitForURL(/\/application\/about-you/, patience);

    const reuse = await suite.browser.newPage();
    await reuse.goto(`${suite.server.url}/verification-code?email=forgetful%40example.com&code=${code}`);
    await reuse.waitForURL(/\/please-check-your-email/, patience);
    await expect.poll(() => reuse.getByText(codeOld).count(), patience).toBe(1);
    await page.close();
    await reuse.close();
  });

  it('says a wrong code is old, sends a new one for an expired code, and refuses the sixth try', async () => {
    await aBorrowerAccount(suite.server.database, 'tries@example.com');
    const { code } = await nextMailTo(suite.server.database, 'tries@example.com', () =>
      suite.server.client().post('/auth/forgot-password', { email: 'tries@example.com' }),
    );
    const wrong = code === '000000' ? '111111' : '000000';
    const page = await suite.browser.newPage();
    for (let i = 0; i < 5; i += 1) {
      await page.goto(`${suite.server.url}/verification-code?email=tries%40example.com&code=${wrong}`);
      await page.waitForURL(/\/please-check-your-email/, patience);
      await expect.poll(() => page.getByText(codeOld).count(), patience).toBe(1);
    }
    await page.goto(`${suite.server.url}/verification-code?email=tries%40example.com&code=${code}`);
    await page.waitForURL(/\/please-check-your-email/, patience);
    await expect.poll(() => page.getByText(codeOld).count(), patience).toBe(1);

    const { code: fresh } = await nextMailTo(suite.server.database, 'tries@example.com', () =>
      suite.server.client().post('/auth/forgot-password', { email: 'tries@example.com' }),
    );
    clockAheadMs = 16 * 60_000;
    try {
      const { code: sentAgain } = await nextMailTo(suite.server.database, 'tries@example.com', async () => {
        await page.goto(`${suite.server.url}/verification-code?email=tries%40example.com&code=${fresh}`);
        await page.waitForURL(/\/please-check-your-email/, patience);
        await expect
          .poll(
            () =>
              page
                .getByText(
                  'The supplied verification code has expired. Please check your e-mail for the newest verification code.',
                )
                .count(),
            patience,
          )
          .toBe(1);
      });
      expect(sentAgain).not.toBe(fresh);
    } finally {
      clockAheadMs = 0;
    }
    await page.close();
  });

  it('shows each password rule live as the borrower types', async () => {
    await aBorrowerAccount(suite.server.database, 'rules@example.com');
    const page = await suite.browser.newPage({ viewport: { width: 375, height: 812 } });
    await signIn(page, 'rules@example.com', borrowerPassword);
    await page.waitForURL(/\/application\//, patience);
    await page.goto(`${suite.server.url}/change-password`);
    const field = page.getByLabel('New password', { exact: true });
    const rule = (name: RegExp) => page.locator('.password-checklist li').filter({ hasText: name });
    const isMet = async (name: RegExp) => (await rule(name).getAttribute('class'))?.includes('is-met');
    await field.fill('abc');
    expect(await isMet(/8 to 128 characters/)).toBe(false);
    expect(await isMet(/one letter/)).toBe(true);
    expect(await isMet(/one number/)).toBe(false);
    await field.fill('abcdefg1');
    expect(await isMet(/8 to 128 characters/)).toBe(true);
    expect(await isMet(/one number/)).toBe(true);
    await field.fill('abcdefg1~');
    expect(await isMet(/Only letters, numbers/)).toBe(false);
    await field.fill('password1');
    expect(await isMet(/commonly used/)).toBe(false);
    await field.fill('Tr4ck!ngOk');
    expect(await page.locator('.password-checklist li.is-unmet').count()).toBe(0);
    await page.close();
  });

  it('changes the password: every other session ends and the borrower signs in again', async () => {
    await aBorrowerAccount(suite.server.database, 'changer@example.com');
    const elsewhere = await suite.server.signIn('changer@example.com', borrowerPassword);
    const page = await suite.browser.newPage();
    await signIn(page, 'changer@example.com', borrowerPassword);
    await page.waitForURL(/\/application\//, patience);
    await page.goto(`${suite.server.url}/change-password`);
    await page.getByLabel('Current password').waitFor(patience);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Current password').fill(borrowerPassword);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL(/\/sign-in/, patience);
    await expect
      .poll(() =>
        page.getByText('Password successfully reset. Please sign in with your new credentials.').count(),
      )
      .toBe(1);
    expect((await elsewhere.get<{ user: unknown }>('/auth/me')).body.user).toBeNull();
    await page.close();
  });

  it('changes the e-mail once the link mailed to the new address is opened, then signs in with it', async () => {
    await aBorrowerAccount(suite.server.database, 'old.address@example.com');
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, 'old.address@example.com', borrowerPassword);
    await page.waitForURL(/\/application\//, patience);
    await page.goto(`${suite.server.url}/change-email`);
    await page.getByLabel('New email', { exact: true }).fill('new.address@example.com');
    await page.getByLabel('Confirm new email').fill('new.adress@example.com');
    await page.getByRole('button', { name: 'Change Email' }).click();
    await expect.poll(() => page.getByText('The emails do not match.').count(), patience).toBeGreaterThan(0);
    await page.getByLabel('Confirm new email').fill('new.address@example.com');
    await page.getByRole('button', { name: 'Change Email' }).click();
    // Nothing changed yet, nobody is signed out: the page says where to look.
    await page
      .getByText('Check your new address: we sent a confirmation link to new.address@example.com.')
      .waitFor(patience);
    expect(page.url()).toBe(`${suite.server.url}/change-email`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'site-change-email-sent-phone');

    const { link } = await latestConfirmEmailLinkTo(suite.server.database, 'new.address@example.com');
    expect(new URL(link).pathname).toBe('/confirm-email');
    await page.goto(link);
    await page.waitForURL(/\/sign-in$/, patience);
    await page
      .getByText('The email has been updated. Please login with your new credentials.')
      .waitFor(patience);
    // The new address is the one to sign in with: it is already typed.
    expect(await page.getByLabel('Email').inputValue()).toBe('new.address@example.com');
    await page.getByLabel('Password', { exact: true }).fill(borrowerPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/application\//, patience);

    // The link works once: opened again, it says so and changes nothing.
    await page.goto(link);
    await page
      .getByText(
        'This link was already used: your email has been changed. Please sign in with your new email.',
      )
      .waitFor(patience);
    // The token has left the address bar.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/confirm-email');
    await page.close();
  });

  it('does the same in Spanish: the form, the mail, its link and the sign-in', async () => {
    await aBorrowerAccount(suite.server.database, 'antigua@example.com');
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, 'antigua@example.com', borrowerPassword);
    await page.waitForURL(/\/application\//, patience);
    await page.goto(`${suite.server.url}/es/change-email`);
    await page.getByLabel('Correo electrónico nuevo', { exact: true }).fill('nueva@example.com');
    await page.getByLabel('Confirme el correo electrónico nuevo').fill('nueva@example.com');
    await page.getByRole('button', { name: 'Cambiar correo electrónico' }).click();
    await page
      .getByText('Revise su dirección nueva: enviamos un enlace de confirmación a nueva@example.com.')
      .waitFor(patience);
    expect(await accessibilityViolations(page)).toEqual([]);

    const { link, mail } = await latestConfirmEmailLinkTo(suite.server.database, 'nueva@example.com');
    expect(mail.subject).toBe('Confirme su nuevo correo electrónico');
    expect(new URL(link).pathname).toBe('/es/confirm-email');
    await page.goto(link);
    await page.waitForURL(/\/es\/sign-in$/, patience);
    await page
      .getByText('El correo electrónico se actualizó. Inicie sesión con sus nuevas credenciales.')
      .waitFor(patience);
    expect(await page.getByLabel('Correo electrónico', { exact: true }).inputValue()).toBe(
      'nueva@example.com',
    );
    await page.getByLabel('Contraseña', { exact: true }).fill(borrowerPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/es\/application\//, patience);

    // A link we never sent changes nothing and says so in the reader's language.
    await page.goto(`${suite.server.url}/es/confirm-email?token=forged-${'x'.repeat(20)}`);
    await page.getByText('Este enlace no es válido.', { exact: false }).waitFor(patience);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'site-confirm-email-refused-es');
    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    await page.waitForURL(/\/es\/sign-in$/, patience);
    await page.close();
  });
});
