import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const debianChromium = '/usr/bin/chromium';
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
  const configured = process.env.CHROMIUM_PATH;
  if (configured || existsSync(debianChromium)) {
    return chromium.launch({ executablePath: configured || debianChromium, args: quietFlags });
  }
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
 * generous for a loaded machine (docs/decisions.md, "How tests wait").
 */
export const patience = { timeout: 60_000 };

export const screenshotDir = resolve(import.meta.dirname, '../../test-artifacts/screenshots');

/** Screenshots of the main screens, kept by the CI run so a person can look at them. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: resolve(screenshotDir, `${name}.png`), fullPage: true });
}
