import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerAccount, aDecision, borrowerPassword } from '../helpers/builders';

/*
 * Another network agency's deployment (AGENCY=greenpath) runs the spec's default variant: a
 * borrower there never meets the partner agency's success, decline or call-us pages, whichever
 * address they open.
 */

const phone = { width: 390, height: 844 };

describe('the default variant in a real browser', () => {
  const suite = browserSuite({ env: { AGENCY: 'greenpath' } });

  async function signedInWith(qualified: boolean): Promise<Page> {
    const email = `${qualified ? 'qualified' : 'declined'}.greenpath@example.com`;
    const { application } = await aBorrowerAccount(suite.server.database, email);
    await aDecision(suite.server.database, application.id, { qualified });
    return suite.page({ as: await suite.server.signIn(email, borrowerPassword), viewport: phone });
  }

  async function arrive(page: Page, path: string) {
    await page.waitForURL(`${suite.server.url}${path}`, patience);
    await page.locator('h1').waitFor(patience);
    await page.locator('[role="status"].loading-overlay').waitFor({ state: 'detached', ...patience });
  }

  it('a qualified borrower opening Success reads the proposed payment summary instead', async () => {
    const page = await signedInWith(true);
    for (const path of ['/offers/success', '/offers/call-us', '/offers/call-or-connect-account']) {
      await page.goto(`${suite.server.url}${path}`);
      await arrive(page, '/offers/proposed-payment-summary');
    }
    expect(await page.getByText('Congratulations').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reduce My Payments' }).count()).toBe(0);
    await screenshot(page, 'variant-default-summary-390');
    await page.context().close();
  });

  it('a declined borrower opening the decline waits on pending for a counsellor', async () => {
    const page = await signedInWith(false);
    await page.goto(`${suite.server.url}/offers/decline`);
    await arrive(page, '/offers/pending');
    await screenshot(page, 'variant-default-pending-390');
    await page.context().close();
  });
});
