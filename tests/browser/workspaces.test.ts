import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingNotice } from '../../api/domain/workspace';
import { issueFirstLeadLink } from '../../api/services/workspaceSetup';
import { launchBrowser, patience, screenshot } from '../helpers/browser';
import { signInToConsole } from '../helpers/consoleBuilders';
import { staffPassword, startTestServer, type TestServer } from '../helpers/testServer';

/*
 * Live and training as people see them (docs/decisions/0059-live-and-training.md): every training
 * screen says so, live's first lead sets their account from the printed link, and a lead resets
 * training to a scenario set before a class, watching its progress.
 */

const appBarColour = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((bar) => getComputedStyle(bar).backgroundColor);

describe('training and live in the browser', () => {
  let training: TestServer;
  let live: TestServer;
  let firstLive: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    training = await startTestServer('sqlite', { workspace: 'training' });
    live = await startTestServer('sqlite');
    firstLive = await startTestServer('sqlite', { withStaff: false });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([training?.close(), live?.close(), firstLive?.close()]);
  });

  it('marks every training page of the site, in its language, and none of live’s', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    for (const [path, language] of [
      ['/', 'en'],
      ['/es', 'es'],
      ['/application/about-you', 'en'],
      ['/es/sign-in', 'es'],
    ] as const) {
      await page.goto(`${training.url}${path}`);
      const notice = page.getByRole('region', { name: trainingNotice[language] });
      await expect.poll(() => notice.isVisible(), patience).toBe(true);
      // The application's island names its type once hydrated, and rewrites the title's heading then.
      if (path.startsWith('/application/'))
        await expect
          .poll(() => page.evaluate(() => document.documentElement.dataset.applicationType), patience)
          .toBeTruthy();
      expect(await page.title()).toMatch(/^Training — /);
    }
    await screenshot(page, 'training-site-es-390');

    await page.goto(`${live.url}/es`);
    expect(await page.getByText(trainingNotice.es).count()).toBe(0);
    expect(await page.getByText(trainingNotice.en).count()).toBe(0);
    expect(await page.title()).not.toMatch(/Training/);
    await page.close();
  });

  it('marks every training screen of the console with its bar and its own app-bar colour', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInToConsole(page, live, 'rep1@example.org');
    expect(await page.getByRole('region', { name: trainingNotice.en }).count()).toBe(0);
    const liveColour = await appBarColour(page);
    await page.context().clearCookies();

    await signInToConsole(page, training, 'rep1@example.org');
    const bar = page.getByRole('region', { name: trainingNotice.en });
    for (const path of ['/summary', '/borrower-queue', '/preferences']) {
      await page.goto(`${training.url}/admin/#${path}`);
      await expect.poll(() => bar.isVisible(), patience).toBe(true);
      expect(await page.title()).toMatch(/^Training — /);
    }
    expect(await appBarColour(page)).not.toBe(liveColour);
    // The bar hides nothing of the app bar: the rep's menu is still there to click.
    await page.getByRole('button', { name: /account menu$/ }).click();
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'Sign Out' }).isVisible(), patience)
      .toBe(true);
    await screenshot(page, 'training-console-1280');
    await page.close();
  });

  it('sets live’s first lead from the one-time link, who then signs in', async () => {
    const token = await issueFirstLeadLink(firstLive.database, new Date());
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${firstLive.url}/admin/#/first-lead?token=${token}`);
    await page.getByLabel('Email').fill('maria.lead@agency.org');
    await page.getByLabel('Name').fill('María Lead');
    await page.getByLabel(/^Password/).fill('Firs7!lead');
    await page.getByLabel('Confirm password').fill('Firs7!lead');
    await page.getByRole('button', { name: 'Create my lead account' }).click();
    await expect.poll(() => page.getByText('Your lead account is ready.').count(), patience).toBe(1);
    await screenshot(page, 'live-first-lead-390');

    // The link is spent: opened again, it says so at once, not 'no staff yet' (issue 42).
    await page.reload();
    await page
      .getByText('This workspace already has its lead, so this setup link has been used.')
      .waitFor(patience);
    expect(await page.getByText(/has no staff yet/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create my lead account' }).count()).toBe(0);
    // And the server refuses it all the same.
    const again = await firstLive.client().post('/auth/first-lead', {
      token,
      email: 'someone@agency.org',
      name: 'Some One',
      password: 'Firs7!lead',
      confirmPassword: 'Firs7!lead',
    });
    expect(again.status).toBe(403);

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToConsole(page, firstLive, 'maria.lead@agency.org', 'Firs7!lead');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Reps' }).count(), patience).toBe(1);
    await page.close();
  });

  it('tells a live account tried in training where it is, in English and Spanish (issue 42)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    for (const [path, words] of [
      ['/sign-in', 'This is training: sign in with the training account your lead gave you.'],
      ['/es/sign-in', 'Esto es el entorno de práctica'],
    ] as const) {
      await page.goto(`${training.url}${path}`);
      await page.getByRole('textbox', { name: /email|correo|usuario/i }).fill('maria.lead@agency.org');
      await page.getByLabel(/^(Password|Contraseña)/).fill('Firs7!lead');
      await page.getByRole('button', { name: /sign in|iniciar sesión/i }).click();
      await expect.poll(() => page.getByText(words).count(), patience).toBe(1);
    }
    await screenshot(page, 'training-sign-in-live-account-es', 'window');
    // Live keeps the spec's words (and the hint to a borrower who never chose a password), not training's.
    await page.goto(`${live.url}/sign-in`);
    await page.getByRole('textbox', { name: /email|usuario/i }).fill('nobody@agency.org');
    await page.getByLabel(/^Password/).fill('Wr0ng!pass');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect
      .poll(
        () => page.getByText(/^Incorrect Username or Password\. Never chose a password\?/).count(),
        patience,
      )
      .toBe(1);
    expect(await page.getByText('This is training', { exact: false }).count()).toBe(0);
    await page.close();
  });

  it('lets a trainee rehearse live’s two-step sign-in from Preferences, then turn it off (issue 42)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(patience.timeout);
    await signInToConsole(page, training, 'rep2@example.org');
    await page.getByRole('menuitem', { name: 'Preferences' }).click();
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await card.getByText('Practise it here').waitFor(patience);
    await screenshot(page, 'training-two-step-practice-1280', 'window');
    await card.getByRole('button', { name: 'Practise at my next sign-in' }).click();
    // Signed out, with the practice said on the sign-in page.
    await page.waitForURL(/\/sign-in\/?$/, patience);
    await page.getByText(/Practice: sign in again/).waitFor(patience);
    // The page knows who signs in (service-portal §2: the username hidden when known).
    await page.getByRole('textbox', { name: 'Password' }).fill(staffPassword);
    if (await page.getByLabel(/email|username/i).isVisible())
      await page.getByLabel(/email|username/i).fill('rep2@example.org');
    await page.getByRole('button', { name: /sign in/i }).click();
    // Live's own first-sign-in screen.
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor(patience);
    const key = ((await page.locator('.enrolment-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('Code', { exact: true }).fill(await training.codeFor(key));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Save your recovery codes' });
    await codes.waitFor(patience);
    const recovery = (await codes.getByRole('listitem').allTextContents()).map((code) => code.trim());
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
    await page.waitForURL(/\/admin\/#\//, patience);
    await page.getByRole('menuitem', { name: 'Preferences' }).click();
    await card.getByText('On for practice').waitFor(patience);
    await card.getByLabel('Code or recovery code').fill(recovery[0]);
    await card.getByRole('button', { name: 'Turn it off' }).click();
    await page.getByText('Two-step sign-in is off').waitFor(patience);
    await page.close();
  });

  it('resets training to a scenario set in one step, showing its progress', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInToConsole(page, training, 'lead@example.org');
    await page.getByRole('menuitem', { name: 'Demo data' }).click();
    await page.getByRole('radio', { name: /A take-over between two reps/ }).check();
    await page.getByLabel('Seed').fill('3');
    expect(await page.getByRole('checkbox', { name: /First remove every borrower/ }).isChecked()).toBe(true);
    // The running load's progress may last a moment only: the page records that it was shown.
    await page.evaluate(() => {
      const seen = window as unknown as { progressShown?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"][aria-label="Demo data loading progress"]'))
          seen.progressShown = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Reset training and load' }).click();
    await expect
      .poll(
        () => page.getByText(/Loaded 12 borrowers \(“A take-over between two reps”\) with seed 3/).count(),
        {
          timeout: 60_000,
        },
      )
      .toBe(1);
    expect(await page.evaluate(() => (window as unknown as { progressShown?: boolean }).progressShown)).toBe(
      true,
    );
    await screenshot(page, 'training-scenario-reset');

    // In live, the same page only says where training is.
    const livePage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInToConsole(livePage, live, 'lead@example.org');
    await livePage.goto(`${live.url}/admin/#/demo-data`);
    await expect
      .poll(() => livePage.getByText(/This is the live workspace: real borrowers only/).count(), patience)
      .toBe(1);
    expect(await livePage.getByRole('button', { name: /load/i }).count()).toBe(0);
    await livePage.close();
    await page.close();
  });
});
