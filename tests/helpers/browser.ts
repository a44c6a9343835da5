import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/*
 * Debian's Chromium builds, lightest first: the headless shell is Chromium's own headless browser
 * (the same Blink and V8; what Playwright runs headless by default), without the full browser's
 * compositor and GPU processes. On the whole suite it spent about half the CPU time of the full
 * browser (docs/decisions/0086-test-suite-and-ci.md).
 */
const debianChromiums = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];
const quietFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A real Chromium: CHROMIUM_PATH, else Debian's, else the one @sparticuz/chromium unpacks. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || debianChromiums.find((path) => existsSync(path));
  if (executablePath) return chromium.launch({ executablePath, args: quietFlags });
  const { default: sparticuz } = await import('@sparticuz/chromium');
  // Its Lambda flags include --single-process, which ends the browser with its first closed page.
  const args = sparticuz.args.filter((arg) => arg !== '--single-process');
  return chromium.launch({
    executablePath: await sparticuz.executablePath(),
    args: [...args, ...quietFlags],
  });
}

/**
 * How long a browser test waits for what a person would see (a heading, a message, a new address):
 * the wait ends as soon as it shows, so the bound only matters when it never does, and it is
 * generous for a loaded machine (docs/decisions/0085-how-tests-wait.md).
 */
export const patience = { timeout: 60_000 };

const screenshotDir = resolve(import.meta.dirname, '../../test-artifacts/screenshots');

/**
 * Screenshots of the main screens for a person to look at, taken when asked (`npm run screenshots`,
 * or SCREENSHOTS=1 with any test command): some 300 full pages cost the suite about 70 s of CPU on
 * every run, where nothing reads them (docs/decisions/0086-test-suite-and-ci.md).
 * `window` keeps the window only, where a full-page shot would resize the page and remount what it
 * shows.
 */
export async function screenshot(page: Page, name: string, shot: 'page' | 'window' = 'page'): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: resolve(screenshotDir, `${name}.png`), fullPage: shot === 'page' });
}
