import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { signInToConsole } from '../helpers/consoleBuilders';
import { readyToDecide } from '../helpers/creditBuilders';

const notReviewed = /have not been reviewed yet/;

/** After the page's review status has arrived and been drawn: two frames after its answer. */
async function afterReviewStatus(page: Page, load: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (res) =>
      res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('creditorTermsReview'),
    patience,
  );
  await load();
  await answered;
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

describe('the Creditors screen on live', () => {
  const suite = browserSuite();

  it('a lead changes a plan APR as a new version, and the “not yet reviewed” notice goes once reviewed', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInToConsole(page, suite.server, 'lead@example.org');
    // Where a lead lands (the summary), and the Today page.
    const notice = page.getByRole('status').filter({ hasText: notReviewed });
    await notice.waitFor(patience);
    await screenshot(page, 'console-summary-terms-not-reviewed');
    await page.getByRole('menuitem', { name: 'Today' }).click();
    await page.getByRole('heading', { name: 'My day' }).waitFor(patience);
    await notice.waitFor(patience);
    await screenshot(page, 'console-start-terms-not-reviewed');
    await notice.getByRole('link', { name: 'Review the creditor terms' }).click();

    await page.getByRole('row').filter({ hasText: 'Chase' }).click();
    const apr = page.getByLabel('Plan APR (%)');
    await apr.waitFor(patience);
    await apr.fill('40');
    await page.getByLabel('Minimum payment').fill('1,45');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() =>
        page.getByText('Plan APR is invalid: a percentage from 0 to 36, with at most two decimals').count(),
      )
      .toBe(1);
    expect(await page.getByText('Minimum payment is invalid: type an amount like 1,450.50').count()).toBe(1);
    await screenshot(page, 'console-creditor-edit-errors');
    await apr.fill('5.5');
    await page.getByLabel('Minimum payment').fill('$25');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('New version of the terms saved').count(), patience).toBe(1);
    const chase = page.getByRole('row').filter({ hasText: 'Chase' });
    await expect.poll(() => chase.textContent(), patience).toMatch(/5\.5 %.*\$25\.00.*2$/);

    // Its history: version 2 in force, version 1 kept as it was.
    await chase.click();
    const history = page.getByRole('table', { name: 'History of versions' });
    await expect.poll(() => history.getByRole('row').count(), patience).toBe(3);
    expect(await history.getByRole('row').nth(1).textContent()).toMatch(/^2\s*In force.*5\.5 %.*Lena Lead/);
    expect(await history.getByRole('row').nth(2).textContent()).toMatch(/^1.*6 %.*the starting table/);
    await screenshot(page, 'console-creditor-history');

    await page.getByRole('menuitem', { name: 'Creditors' }).click();
    await page.getByRole('button', { name: 'Mark as reviewed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as reviewed' }).click();
    await expect.poll(() => page.getByText(/^Reviewed by Lena Lead on/).count(), patience).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: notReviewed }).count()).toBe(0);
    await screenshot(page, 'console-creditors-reviewed');

    // Gone from the summary and the Today page, for this lead and any other.
    const other = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await afterReviewStatus(other, () => signInToConsole(other, suite.server, 'lead@example.org'));
    expect(await other.getByRole('status').filter({ hasText: notReviewed }).count()).toBe(0);
    await afterReviewStatus(other, () => other.getByRole('menuitem', { name: 'Today' }).click());
    await other.getByRole('heading', { name: 'My day' }).waitFor(patience);
    expect(await other.getByRole('status').filter({ hasText: notReviewed }).count()).toBe(0);
    await other.close();
    await page.close();
  });

  it('lets a rep read the terms and their history, and change nothing', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInToConsole(page, suite.server, 'rep1@example.org');
    await page.goto(`${suite.server.url}/admin/#/Creditor`);
    await page.getByRole('row').filter({ hasText: 'Capital One' }).click();
    await page.getByRole('table', { name: 'History of versions' }).waitFor(patience);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByLabel('Plan APR (%)').count()).toBe(0);
    await screenshot(page, 'console-creditor-show-rep-390');
    // No form to add one: a rep's console answers the address with the list.
    await page.goto(`${suite.server.url}/admin/#/Creditor/create`);
    await page.getByRole('row').filter({ hasText: 'Chase' }).waitFor(patience);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark as reviewed' }).count()).toBe(0);
    await page.close();
  });

  it('tells a borrower which creditor stays out of the plan and why, in English and Spanish', async () => {
    const lead = await suite.server.signIn('lead@example.org');
    await lead.data(
      `mutation($today: String!) {
        updateCreditor(id: "capital-one", version: 1, participatesInPlans: false, effectiveDate: $today) { id }
      }`,
      { today: new Date().toISOString().slice(0, 10) },
    );
    const email = 'left.out@example.com';
    const { application, borrower } = await aBorrowerAccount(suite.server.database, email);
    await readyToDecide(suite.server.database, { applicationId: application.id, borrowerId: borrower.id }, [
      { lenderName: 'DISCOVER BANK', balance: 8900, payment: 260 },
      { lenderName: 'CAPITAL ONE BANK USA NA', balance: 5200, payment: 160 },
    ]);
    const client = await suite.server.signIn(email, borrowerPassword);
    expect((await client.post('/api/decision', { applicationId: application.id })).status).toBe(200);
    await client.data('mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }', {
      id: application.id,
    });
    const page = await suite.page({ as: client, viewport: { width: 390, height: 844 } });
    for (const [locale, title, sentence] of [
      [
        '',
        'Not in the plan',
        /CAPITAL ONE BANK USA NA \(balance \$5,200\) does not take part in debt management plans.*keep paying it \$160 a month directly/,
      ],
      [
        '/es',
        'Fuera del plan',
        /CAPITAL ONE BANK USA NA \(saldo de \$5,200\) no participa en planes de manejo de deudas.*siga pagándole \$160 al mes directamente/,
      ],
    ] as const) {
      await page.goto(`${suite.server.url}${locale}/offers/success`);
      const section = page.getByRole('region', { name: title });
      await section.waitFor(patience);
      expect(await section.textContent()).toMatch(sentence);
      expect(await page.locator('.offer-tiles').textContent()).not.toMatch(/CAPITAL ONE/);
      await screenshot(page, `offers-success-left-out-${locale ? 'es' : 'en'}-390`);
    }
    await page.context().close();
  });
});
