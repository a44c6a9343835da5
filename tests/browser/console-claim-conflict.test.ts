import { beforeAll, describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerApplication } from '../helpers/builders';
import { signInToConsole } from '../helpers/consoleBuilders';

/** Generous: a loaded CI machine may take seconds where a laptop takes milliseconds. */

describe('two reps claiming the same application', () => {
  const suite = browserSuite();
  let applicationId: string;

  beforeAll(async () => {
    const { application } = await aBorrowerApplication(suite.server.database, {
      borrower: { firstName: 'Ana', lastName: 'Delgado', email: 'ana.delgado@example.com' },
      application: { status: 'Submitted' },
    });
    applicationId = application.id;
  });

  it('refuses the second claim with the server’s message, and the history names the first', async () => {
    const [rita, ravi] = await Promise.all([suite.browser.newPage(), suite.browser.newPage()]);
    // Ravi's live updates are cut (a dropped connection): his list stays as it was loaded (issue 42).
    await ravi.routeWebSocket(/\/graphql$/, () => undefined);
    await signInToConsole(rita, suite.server, 'rep1@example.org');
    await signInToConsole(ravi, suite.server, 'rep2@example.org');
    const row = (page: typeof rita) => page.getByRole('row').filter({ hasText: 'Ana Delgado' });

    await row(rita).getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => row(rita).getByText('Rita Rep (You)').count(), patience).toBe(1);

    // Ravi's list was loaded before Rita claimed and heard nothing since: it still offers Claim.
    await row(ravi).getByRole('button', { name: 'Claim' }).click();
    const refusal = ravi.getByText('Another representative has already claimed this application.');
    await expect.poll(() => refusal.count(), patience).toBe(1);
    await screenshot(ravi, 'console-claim-refused');
    await expect.poll(() => row(ravi).textContent(), patience).toContain('Rita Rep');
    expect(await row(ravi).getByText('(You)').count()).toBe(0);

    await ravi.goto(`${suite.server.url}/admin/#/Application/${applicationId}/show/history`);
    const claim = ravi.getByRole('row').filter({ hasText: 'Claimed' });
    await expect.poll(() => claim.textContent(), patience).toContain('Rita Rep');
  });

  it('lets the second rep take over after a confirmation naming the holder, recorded in the history', async () => {
    const ravi = await suite.browser.newPage();
    await signInToConsole(ravi, suite.server, 'rep2@example.org');
    const row = ravi.getByRole('row').filter({ hasText: 'Ana Delgado' });
    await expect.poll(() => row.textContent(), patience).toContain('Rita Rep');

    // Staff can claim any application (spec §6): Claim on Rita's asks first.
    await row.getByRole('button', { name: 'Claim' }).click();
    const dialog = ravi.getByRole('dialog', { name: 'Take over from Rita Rep?' });
    await dialog.waitFor(patience);
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count(), patience).toBe(0);
    expect(await row.textContent()).toContain('Rita Rep');
    expect(ravi.url()).toMatch(/#\/summary/);

    await row.getByRole('button', { name: 'Claim' }).click();
    await dialog.waitFor(patience);
    // The window only: a full-page screenshot resizes the page for a moment, which remounts the list.
    await screenshot(ravi, 'console-take-over-confirm', 'window');
    await dialog.getByRole('button', { name: 'Take over' }).click();
    await expect.poll(() => ravi.getByText('Application taken over').count(), patience).toBe(1);
    await expect.poll(() => row.getByText('Ravi Rep (You)').count(), patience).toBe(1);
    expect(await row.getByRole('button', { name: 'Unclaim' }).count()).toBe(1);
    expect(ravi.url()).toMatch(/#\/summary/);

    await ravi.goto(`${suite.server.url}/admin/#/Application/${applicationId}/show/history`);
    const takeOver = ravi.getByRole('row').filter({ hasText: 'Took over' });
    await expect.poll(() => takeOver.textContent(), patience).toContain('Assigned to: Rita Rep → Ravi Rep');
    expect(await takeOver.textContent()).toContain('Ravi Rep');
    await screenshot(ravi, 'console-take-over-history');
    await ravi.close();
  });
});
