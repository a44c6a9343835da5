import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { borrowerAtSuccess } from './borrowerSession';
import { startServer } from './server';

/*
 * `npm run lighthouse [path …]`: Lighthouse's mobile profile (a mid-range phone, simulated slow 4G
 * and 4× CPU throttling) on the real server, in Debian's Chromium. Prints performance and
 * accessibility scores and the bytes transferred per page. Default pages: the landing, the Spanish
 * landing, sign-in, the application's first page, an offer page and the console's first load. The
 * application's later pages and the offers are measured as a borrower with a decision sees them.
 */

const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : [
        '/',
        '/es',
        '/sign-in',
        '/application/about-you',
        '/offers/success',
        '/customer-portal/summary',
        '/admin/',
      ];
// The portal is measured as the demo borrower with a full history sees it (the demo load makes it).
const portalBorrower = { email: 'demo.fullhistory@example.org', password: 'Bench!borrower1' };
const isPortal = (path: string) => /^(\/es)?\/customer-portal\//.test(path);
const server = await startServer(
  `file:${join(mkdtempSync(join(tmpdir(), 'relief-lighthouse-')), 'lh.db')}`,
  paths.some(isPortal) ? { SEED_DEMO_DATA: 'true', DEMO_BORROWER_PASSWORD: portalBorrower.password } : {},
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const needsBorrower = (path: string) =>
  /^(\/es)?\/(offers|contract|application)\//.test(path) && !path.endsWith('/about-you');
try {
  const applicant = paths.some(needsBorrower) ? await borrowerAtSuccess(server.url) : '';
  const portalUser = paths.some(isPortal)
    ? await server.signIn(portalBorrower.email, portalBorrower.password)
    : '';
  const cookieFor = (path: string) => (isPortal(path) ? portalUser : needsBorrower(path) ? applicant : '');
  // A cold server's first answers are slower than any later one: warm every page once.
  for (const path of paths) await fetch(`${server.url}${path}`, { headers: { cookie: cookieFor(path) } });
  const rows = [];
  for (const path of paths) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      ...(cookieFor(path) && { extraHeaders: { Cookie: cookieFor(path) } }),
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result!.lhr;
    const weight = lhr.audits['total-byte-weight']?.numericValue ?? 0;
    rows.push({
      page: path,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      transferred: `${(weight / 1024).toFixed(1)} KB`,
      'first contentful paint': lhr.audits['first-contentful-paint']?.displayValue,
      'largest contentful paint': lhr.audits['largest-contentful-paint']?.displayValue,
      'total blocking time': lhr.audits['total-blocking-time']?.displayValue,
      'layout shift': lhr.audits['cumulative-layout-shift']?.displayValue,
      'time to interactive': lhr.audits['interactive']?.displayValue,
    });
  }
  console.log('Lighthouse, mobile profile:');
  console.table(rows);
} finally {
  chrome.kill();
  await server.stop();
}
