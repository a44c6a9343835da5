import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerApplication } from '../helpers/builders';
import { accessibilityViolations, signInToConsole } from '../helpers/consoleBuilders';

/* Three-way expenses on the Income & Expenses tab (issue 11): a chart and a table, gaps marked. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('three-way expenses in the console', () => {
  const suite = browserSuite();
  let page: Page;
  let applicationId = '';

  beforeAll(async () => {
    const { t } = suite.server.database;
    const { borrower, application } = await aBorrowerApplication(suite.server.database, {
      application: { status: 'Submitted' },
    });
    applicationId = application.id;
    await suite.server.database.withTransaction(async (tx) => {
      await tx.insert(t.expenseEstimates).values([
        {
          applicationId,
          category: 'food',
          subCategory: 'home',
          estimatedValue: 450,
          lastSubmittedValue: 300,
        },
        {
          applicationId,
          category: 'housing',
          subCategory: 'rent',
          estimatedValue: 1400,
          lastSubmittedValue: 1450,
        },
        // Said, but nothing in the bank backs it.
        {
          applicationId,
          category: 'utilities',
          subCategory: 'electricity',
          estimatedValue: 150,
          lastSubmittedValue: 200,
        },
      ]);
      const [item] = await tx
        .insert(t.bankItems)
        .values({ applicationId, borrowerId: borrower.id, institutionId: 'ins_109508' })
        .returning();
      const [account] = await tx
        .insert(t.bankAccounts)
        .values({ bankItemId: item.id, subType: 'checking' })
        .returning();
      for (const days of [5, 35, 65])
        await tx.insert(t.bankTransactions).values({
          bankAccountId: account.id,
          amount: 1450,
          date: daysAgo(days),
          name: 'GREYSTAR RENT PAYMENT',
        });
      await tx
        .insert(t.bankTransactions)
        .values({ bankAccountId: account.id, amount: 1200, date: daysAgo(9), name: 'KROGER' });
    });
    page = await suite.page({ viewport: { width: 1280, height: 800 } });
    await signInToConsole(page, suite.server, 'rep1@example.org');
  });

  it('sets what the borrower said, the estimate and the bank side by side, marking gaps over 20 %', async () => {
    await page.goto(`${suite.server.url}/admin/#/Application/${applicationId}/show/income-expenses`);
    const table = page.getByRole('table', { name: 'Expenses: said, estimated and in the bank' });
    await table.waitFor(patience);
    const food = table.getByRole('row', { name: /^Food/ });
    expect(await food.textContent()).toMatch(/\$300\.00.*\$450\.00.*\$400\.00.*Ask: 33 %/);
    const housing = table.getByRole('row', { name: /^Housing/ });
    expect(await housing.textContent()).toMatch(/\$1,450\.00.*\$1,400\.00.*\$1,450\.00.*3 %/);
    expect(await housing.textContent()).not.toMatch(/Ask/);
    // What the bank backs: food $300 (said; the bank shows $400) and rent $1,450, not the $200 of
    // electricity no bank payment shows.
    // 'Verified expenses' is the figure the borrower's portal shows as 'Verified by your bank'.
    const backed = page.getByRole('region', { name: 'Verified expenses' });
    await expect.poll(() => backed.textContent(), patience).toContain('$1,750.00');
    expect(await page.getByRole('region', { name: 'Submitted by the borrower' }).textContent()).toContain(
      '$1,950.00',
    );
    expect(await page.getByRole('region', { name: 'Total monthly expenses' }).textContent()).toContain(
      '$1,950.00',
    );
    await expect
      .poll(() => page.locator('svg.MuiChartsSurface-root, .MuiChartsSurface-root').count(), patience)
      .toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'console-three-way-expenses');
  });

  it('says there is nothing to compare rather than drawing an empty chart', async () => {
    const { application } = await aBorrowerApplication(suite.server.database, {});
    await page.goto(`${suite.server.url}/admin/#/Application/${application.id}/show/income-expenses`);
    await page.getByText(/^Nothing to compare yet/).waitFor(patience);
    expect(await page.getByRole('table', { name: 'Expenses: said, estimated and in the bank' }).count()).toBe(
      0,
    );
  });
});
