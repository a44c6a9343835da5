import { eq } from 'drizzle-orm';
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerApplication } from '../helpers/builders';
import { aRentalApplication, signInToConsole } from '../helpers/consoleBuilders';
import { typeDay } from '../helpers/dayPicker';

/*
 * The plan dialog saves what the rep typed and nothing else (issue 42): a plan that loads slowly is
 * never kept as an empty draft that switches it off; amounts are read by the one money rule; $0.00 a
 * month is refused on an active plan with its field marked; a rental plan starts from the borrower's
 * rent and back rent.
 */

const dayMs = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * dayMs).toISOString().slice(0, 10);
const laptop = { width: 1280, height: 800 };

describe('the plan dialog', () => {
  const suite = browserSuite();
  let page: Page;
  const ids = { slow: '', plan: '', money: '', rental: '' };

  beforeAll(async () => {
    const { t } = suite.server.database;
    const slow = await aBorrowerApplication(suite.server.database, {
      borrower: { firstName: 'Sloane', lastName: 'Loading' },
      application: { status: 'Contacted' },
    });
    ids.slow = slow.application.id;
    const [plan] = await suite.server.database.withTransaction((tx) =>
      tx
        .insert(t.dmpEnrollments)
        .values({
          applicationId: slow.application.id,
          active: true,
          activeAt: isoDay(0),
          dateSigned: isoDay(0),
          firstPaymentDate: isoDay(10),
          monthlyPaymentAmount: 312,
          termInMonths: 48,
        })
        .returning(),
    );
    ids.plan = plan.id;
    ids.money = (
      await aBorrowerApplication(suite.server.database, {
        borrower: { firstName: 'Manny', lastName: 'Money' },
        application: { status: 'Contacted' },
      })
    ).application.id;
    ids.rental = (await aRentalApplication(suite.server.database)).application.id;
    page = await suite.page({ viewport: laptop });
    page.setDefaultTimeout(patience.timeout);
    await signInToConsole(page, suite.server, 'rep1@example.org');
  });

  const planRegion = (title: string) => page.getByRole('region', { name: title });
  const savedPlan = async () =>
    (
      await suite.server.database.db
        .select()
        .from(suite.server.database.t.dmpEnrollments)
        .where(eq(suite.server.database.t.dmpEnrollments.id, ids.plan))
    )[0];

  it('never keeps an empty draft of a plan that loads slowly, so a later save leaves it active', async () => {
    // The plan's own read is held until the dialog shows it is loading: the rep waits on a slow line.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holdPlan = async (route: Route) => {
      if (!route.request().postData()?.includes('DmpEnrollment(id')) return route.continue();
      await held;
      await route.continue();
    };
    await page.route('**/graphql', holdPlan);
    await page.goto(`${suite.server.url}/admin/#/Application/${ids.slow}/show/plan`);
    await planRegion('DMP').waitFor(patience);
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('progressbar', { name: 'Loading the plan' }).waitFor(patience);
    // While it loads there is no form to keep, nor a switch to turn off.
    expect(await dialog.getByRole('switch', { name: 'Active' }).count()).toBe(0);
    release();
    await expect.poll(() => dialog.getByLabel('Monthly payment amount').inputValue(), patience).toBe('312');
    expect(await dialog.getByRole('switch', { name: 'Active' }).isChecked()).toBe(true);
    await page.unroute('**/graphql', holdPlan);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached', ...patience });

    // Opened again: no draft comes back, and a change saves with the plan still active.
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => dialog.getByLabel('Monthly payment amount').inputValue(), patience).toBe('312');
    expect(await dialog.getByText(/Your draft from .* is back/).count()).toBe(0);
    await dialog.getByLabel('Monthly payment amount').fill('1,250.50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await planRegion('DMP').textContent()) ?? '', patience)
      .toContain('$1,250.50');
    const saved = await savedPlan();
    expect(saved.active).toBe(true);
    expect(saved.monthlyPaymentAmount).toBe(1250.5);
    // Saved, the draft is gone from the server, and the tab, which asked as the dialog closed, says none is kept.
    const drafts = () =>
      suite.server.database.db
        .select()
        .from(suite.server.database.t.formDrafts)
        .where(eq(suite.server.database.t.formDrafts.applicationId, ids.slow));
    await expect.poll(async () => (await drafts()).length, patience).toBe(0);
    await expect
      .poll(() => page.getByText('A draft of this plan that was not saved is kept.').count(), patience)
      .toBe(0);
  });

  it('reads $491.37 and 1,250.50 as amounts, and refuses $0.00 a month on an active plan at its field', async () => {
    await page.goto(`${suite.server.url}/admin/#/Application/${ids.money}/show/plan`);
    await page.getByRole('button', { name: 'Enroll in a plan' }).click();
    const dialog = page.getByRole('dialog');
    const payment = dialog.getByLabel('Monthly payment amount');
    await payment.fill('$0.00');
    await dialog.getByLabel('Term in months').fill('48');
    for (const label of ['First payment date', 'Date signed', 'Active date'])
      await typeDay(page, dialog, label, isoDay(0));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const refused = dialog.getByText(
      'Monthly payment amount is invalid: an active plan pays more than $0.00 a month',
    );
    await refused.waitFor(patience);
    expect(await payment.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'console-plan-zero-refused-1280', 'window');
    // Typed as people type it, one key at a time: the box keeps '$' and the comma as they go.
    await payment.fill('');
    await payment.pressSequentially('$491.37');
    expect(await payment.inputValue()).toBe('$491.37');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await planRegion('DMP').textContent()) ?? '', patience)
      .toContain('$491.37');
    expect(await page.getByText('There was a problem saving the DMP information').count()).toBe(0);
  });

  it('starts a rental relief plan from the borrower’s rent and back rent, and takes 1,480.75 and $500', async () => {
    await page.goto(`${suite.server.url}/admin/#/Application/${ids.rental}/show/plan`);
    await page.getByRole('button', { name: 'Enroll in a plan' }).click();
    const dialog = page.getByRole('dialog');
    // The application says $1,450 rent and $2,400 of back rent: $200 a month over twelve months.
    await expect.poll(() => dialog.getByLabel('Monthly plan rent').inputValue(), patience).toBe('1450');
    expect(await dialog.getByLabel('Monthly back rent due').inputValue()).toBe('200');
    await screenshot(page, 'console-rental-plan-prefilled-1280', 'window');
    await dialog.getByLabel('Monthly plan rent').fill('1,480.75');
    await dialog.getByLabel('Monthly rental assistance funds applied').fill('$500');
    await typeDay(page, dialog, 'Planned start date', isoDay(14));
    await typeDay(page, dialog, 'Planned end date', isoDay(365));
    await typeDay(page, dialog, 'Date signed', isoDay(0));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const region = planRegion('Rental Relief Plan');
    await expect.poll(async () => (await region.textContent()) ?? '', patience).toContain('$1,480.75');
    expect(await region.textContent()).toContain('$500.00');
    expect(await region.textContent()).toContain('$200.00');
  });
});
