import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../helpers/browser';
import { aBorrowerApplication } from '../helpers/builders';
import { signInToConsole } from '../helpers/consoleBuilders';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** Generous: a loaded CI machine may take seconds where a laptop takes milliseconds. */
const patience = { timeout: 10_000 };

describe('two reps claiming the same application', () => {
  let server: TestServer;
  let browser: Browser;
  let applicationId: string;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const { application } = await aBorrowerApplication(server.database, {
      borrower: { firstName: 'Ana', lastName: 'Delgado', email: 'ana.delgado@example.com' },
      application: { status: 'Submitted' },
    });
    applicationId = application.id;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('refuses the second claim with the server’s message, and the history names the first', async () => {
    const [rita, ravi] = await Promise.all([browser.newPage(), browser.newPage()]);
    await signInToConsole(rita, server.url, 'rep1@example.org');
    await signInToConsole(ravi, server.url, 'rep2@example.org');
    const row = (page: typeof rita) => page.getByRole('row').filter({ hasText: 'Ana Delgado' });

    await row(rita).getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => row(rita).getByText('Rita Rep (You)').count(), patience).toBe(1);

    // Ravi's list was loaded before Rita claimed: it still offers Claim.
    await row(ravi).getByRole('button', { name: 'Claim' }).click();
    const refusal = ravi.getByText('Another representative has already claimed this application.');
    await expect.poll(() => refusal.count(), patience).toBe(1);
    await screenshot(ravi, 'console-claim-refused');
    await expect.poll(() => row(ravi).textContent(), patience).toContain('Rita Rep');
    expect(await row(ravi).getByText('(You)').count()).toBe(0);

    await ravi.goto(`${server.url}/admin/#/Application/${applicationId}/show/history`);
    const claim = ravi.getByRole('row').filter({ hasText: 'claim' });
    await expect.poll(() => claim.textContent(), patience).toContain('Rita Rep');
  });
});
