import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../helpers/browser';
import { accessibilityViolations } from '../helpers/consoleBuilders';
import { startTestServer, type TestServer } from '../helpers/testServer';

const publicPages = [
  '/',
  '/debt-relief',
  '/contact-us',
  '/debt-analysis',
  '/referral',
  '/renter-advantage',
  '/terms-and-conditions',
  '/privacy-policy',
  '/credit-report-policy',
  '/vendor-sharing',
  '/faq',
];

const accountPages = [
  '/sign-in',
  '/forgot-password',
  '/please-check-your-email',
  '/verification-code',
  '/user-information',
  '/reset-password',
];

const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
};

/** The pages kept as screenshots for a person to look at. */
const screenshots: Record<string, string> = {
  '/': 'site-landing',
  '/es/vendor-sharing': 'site-vendor-sharing-es',
};

const spanish = (path: string) => (path === '/' ? '/es/' : `/es${path}`);

describe('the public site in a real browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('serves every public page in English and in real Spanish, each with one heading of its own', async () => {
    const page = await browser.newPage();
    for (const path of publicPages) {
      const english = await page.goto(`${server.url}${path}`);
      expect({ path, status: english?.status() }).toEqual({ path, status: 200 });
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.locator('h1').count()).toBe(1);
      const englishHeading = await page.locator('h1').textContent();
      const inSpanish = await page.goto(`${server.url}${spanish(path)}`);
      expect({ path, status: inSpanish?.status() }).toEqual({ path, status: 200 });
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect({ path, heading: await page.locator('h1').textContent() }).not.toEqual({
        path,
        heading: englishHeading,
      });
    }
    await page.close();
  });

  it('answers an unknown page with the not-found page in the reader’s language and status 404', async () => {
    const page = await browser.newPage();
    const english = await page.goto(`${server.url}/no-such-page`);
    expect(english?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const inSpanish = await page.goto(`${server.url}/es/no-existe`);
    expect(inSpanish?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.close();
  });

  it('remembers the language chosen: the switch stores it and the next visit opens in Spanish', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/faq`);
    await page.getByRole('link', { name: 'Español' }).first().click();
    await page.waitForURL(/\/es\/faq$/);
    expect(await page.evaluate(() => localStorage.getItem('relief.lang'))).toBe('es');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('es');
    await page.goto(`${server.url}/privacy-policy`);
    expect(new URL(page.url()).pathname).toBe('/es/privacy-policy');
    await page.getByRole('link', { name: 'English' }).first().click();
    await page.waitForURL(/\/privacy-policy$/);
    await page.goto(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('sends a renter from the debt-analysis and referral pages to the renter-advantage page', async () => {
    const page = await browser.newPage();
    for (const path of ['/debt-analysis', '/referral']) {
      await page.goto(`${server.url}${path}?applicationType=rental&router=eden`);
      await page.waitForURL(/\/renter-advantage\?/);
      expect(new URL(page.url()).searchParams.get('router')).toBe('eden');
    }
    await page.close();
  });

  it('ships no JavaScript on a static page beyond its small controls', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    let bytes = 0;
    page.on('requestfinished', async (request) => {
      if (request.resourceType() === 'script') bytes += (await request.sizes()).responseBodySize;
    });
    await page.goto(`${server.url}/privacy-policy`, { waitUntil: 'networkidle' });
    expect(scripts.filter((url) => /react|client\.|island/i.test(url))).toEqual([]);
    expect(bytes).toBeLessThan(4_000);
    await page.close();
  });

  // One test per page and size (both languages), so no test sweeps the whole site on a loaded machine.
  for (const [size, viewport] of Object.entries(viewports)) {
    describe(`on a ${size}`, () => {
      let page: Page;
      beforeAll(async () => {
        page = await browser.newPage({ viewport });
      });
      afterAll(() => page?.close());

      for (const path of [...publicPages, ...accountPages]) {
        it(`axe finds no violations on ${path}, English and Spanish`, async () => {
          const problems: string[] = [];
          for (const url of [path, spanish(path)]) {
            await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
            for (const violation of await accessibilityViolations(page))
              problems.push(`${url}: ${violation}`);
            if (url in screenshots) await screenshot(page, `${screenshots[url]}-${size}`);
          }
          expect(problems).toEqual([]);
        });
      }
    });
  }
});
