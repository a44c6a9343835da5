import type { Browser, CDPSession } from 'playwright-core';

/*
 * A page as a phone gets it (Lighthouse's mobile profile, cold): 390 × 844, a touch screen, the CPU
 * four times slower, an empty cache. What it costs is every byte the page fetched over the wire —
 * its HTML, scripts (the lazy ones too), styles, images and its API answers — until the network has
 * been quiet for a moment after the page is usable; when it is usable is when `ready` first holds.
 */

export interface PhonePage {
  /** Milliseconds from navigation to `ready`. */
  readyMs: number;
  /** Bytes over the wire, by kind (Document, Script, Stylesheet, Fetch, …) and in all. */
  bytes: Record<string, number>;
  total: number;
}

export interface PhoneVisit {
  url: string;
  /** A selector the usable page shows (About you: its enabled form; the portal: its figures). */
  ready: string;
  /** A signed-in borrower's session cookie, when the page needs one. */
  cookie?: { name: string; value: string };
}

const quietMs = 800;

async function transferred(cdp: CDPSession) {
  const kinds = new Map<string, string>();
  const bytes: Record<string, number> = {};
  let last = Date.now();
  let inFlight = 0;
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', () => {
    inFlight += 1;
    last = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => kinds.set(event.requestId, event.type));
  const done = (requestId: string, size: number) => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
    const kind = kinds.get(requestId) ?? 'Other';
    bytes[kind] = (bytes[kind] ?? 0) + size;
  };
  cdp.on('Network.loadingFinished', (event) => done(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => done(event.requestId, 0));
  return {
    bytes,
    quiet: async () => {
      while (inFlight > 0 || Date.now() - last < quietMs) await new Promise((r) => setTimeout(r, 100));
    },
  };
}

export async function visitAsPhone(browser: Browser, visit: PhoneVisit): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (visit.cookie) await context.addCookies([{ ...visit.cookie, url: visit.url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const network = await transferred(cdp);
    await page.goto(visit.url);
    await page.waitForSelector(visit.ready, { timeout: 60_000 });
    const readyMs = await page.evaluate(() => performance.now());
    await network.quiet();
    const total = Object.values(network.bytes).reduce((sum, n) => sum + n, 0);
    return { readyMs, bytes: network.bytes, total };
  } finally {
    await context.close();
  }
}

/** The pages the targets name, and how each shows it is usable. */
export const phoneTargets = {
  aboutYou: { ready: 'form fieldset.form__fields:not([disabled]) input', kib: 110, ms: 1500 },
  portalSummary: { ready: '#summary-debt, #summary-income', kib: 180, ms: null },
} as const;

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
