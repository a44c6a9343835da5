import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { accessibilityViolations, signInToConsole } from '../helpers/consoleBuilders';
import { aPlanToSign, signAsShown } from '../helpers/planBuilders';

/*
 * The console's plan tab after a rep changes a signed plan (issue 39, docs/decisions/0108): the
 * signed agreement stays, labelled as in force with its figures and hash, beside the new terms,
 * labelled as waiting for the borrower's signature.
 */
describe("the plan tab's agreements", () => {
  const suite = browserSuite();
  let page: Page;

  beforeAll(async () => {
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInToConsole(page, suite.server, 'rep1@example.org');
  });

  it('shows the signed version in force and the proposed one, each labelled, with its figures', async () => {
    const { application, borrower } = await aBorrowerAccount(
      suite.server.database,
      'tab.agreement@example.com',
    );
    const { dmpId } = await aPlanToSign(suite.server.database, application.id);
    const client = await suite.server.signIn('tab.agreement@example.com', borrowerPassword);
    await signAsShown(client, application.id, { signedName: `${borrower.firstName} ${borrower.lastName}` });
    const lead = await suite.server.signIn('lead@example.org');
    await lead.data(
      'mutation($id: ID) { updateDmpEnrollment(id: $id, monthlyPaymentAmount: 999.99, termInMonths: 12) { id } }',
      { id: dmpId },
    );

    await page.goto(`${suite.server.url}/admin/#/Application/${application.id}/show`);
    await page.getByRole('tab', { name: 'DMP' }).click();
    const signed = page.getByRole('region', { name: 'Signed: in force, version 1' });
    const proposed = page.getByRole('region', { name: 'Proposed: waiting for signatures, version 2' });
    await signed.waitFor(patience);
    await proposed.waitFor(patience);
    const text = async (region: typeof signed) => (await region.textContent()) ?? '';
    expect(await text(signed)).toMatch(/Monthly deposit\$412\.50.*Monthly deposits48/);
    expect(await text(signed)).toMatch(/SHA-256 of the signed PDF: [0-9a-f]{64}/);
    expect(await text(proposed)).toMatch(/Monthly deposit\$999\.99.*Monthly deposits12/);
    expect(await text(proposed)).toContain('Still to sign: Borrower.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'console-plan-agreements-1280');
  });
});
