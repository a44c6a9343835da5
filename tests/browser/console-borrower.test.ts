import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerApplication } from '../helpers/builders';
import {
  accessibilityViolations,
  aCompleteCreditApplication,
  aContactAttempt,
  aCreditReport,
  aDecisionWithOffers,
  aRentalApplication,
  expenseLines,
  signInToConsole,
  typicalDebts,
  typicalExpenses,
} from '../helpers/consoleBuilders';
import { dayField, shownDay, typeDay } from '../helpers/dayPicker';

/** Generous: a loaded CI machine may take seconds where a laptop takes milliseconds. */

const dayMs = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * dayMs).toISOString().slice(0, 10);

const seen = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).count(), patience).toBeGreaterThan(0);

const statusChip = (page: Page) => page.getByLabel(/^Status: /);

describe('the borrower page in a real browser', () => {
  const suite = browserSuite();
  let page: Page;
  const ids: Record<'maria' | 'dana' | 'owen' | 'contact' | 'dmp' | 'archive', string> = {
    maria: '',
    dana: '',
    owen: '',
    contact: '',
    dmp: '',
    archive: '',
  };

  const open = async (id: string, tab = '') => {
    await page.goto(`${suite.server.url}/admin/#/Application/${id}/show${tab ? `/${tab}` : ''}`);
    await page.getByRole('tab').first().waitFor();
  };

  beforeAll(async () => {
    const db = suite.server.database;
    const maria = (await aCompleteCreditApplication(db)).application;
    const { debts } = await aCreditReport(db, maria, typicalDebts);
    await expenseLines(db, maria.id, typicalExpenses);
    await aDecisionWithOffers(db, maria.id, {
      qualified: true,
      currentPayment: 348,
      proposedPayment: 231,
      offers: debts.slice(0, 3).map((d, i) => ({
        debtId: d.id,
        balance: d.currentBalance ?? 0,
        payment: [124, 78, 29][i],
        term: 60,
      })),
    });
    ids.maria = maria.id;
    ids.dana = (await aRentalApplication(db)).application.id;
    const plain = async (firstName: string, status: string, zipCode?: string) =>
      (
        await aBorrowerApplication(db, {
          borrower: {
            firstName,
            lastName: 'Blake',
            email: `${firstName.toLowerCase()}@example.com`,
            zipCode,
          },
          application: { status },
        })
      ).application.id;
    ids.owen = await plain('Owen', 'In Progress');
    // Austin: a call-back is typed and shown in Central time.
    ids.contact = await plain('Carla', 'Submitted', '78704');
    ids.dmp = await plain('Dmitri', 'Submitted');
    ids.archive = await plain('Arturo', 'Submitted');
    await aContactAttempt(db, { applicationId: ids.archive, method: 'Phone', outcome: 'Wrong number' });
    page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signInToConsole(page, suite.server, 'rep1@example.org');
  });

  it('opens a submitted credit application on Decision and walks every tab', async () => {
    await open(ids.maria);
    await expect.poll(() => page.url(), patience).toMatch(/\/show\/decision$/);
    await seen(page, 'Qualified');
    await seen(page, '$117.00');
    await seen(page, '60 months');
    await seen(page, 'Your Offer');
    expect(await page.getByRole('row').filter({ hasText: 'CAPITAL ONE' }).textContent()).toContain('$124.00');
    await screenshot(page, 'console-borrower-decision');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Application' }).click();
    await seen(page, '4. Your contact');
    await seen(page, 'Job loss or reduced income');
    expect(await page.getByRole('region', { name: 'Spouse' }).textContent()).toContain('Jorge');
    expect(await page.getByRole('button', { name: 'Copy Date of birth' }).count()).toBe(1);
    await screenshot(page, 'console-borrower-application');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Income' }).click();
    await seen(page, 'Monthly income (self-reported)');
    expect(await page.getByRole('region', { name: 'Total monthly expenses' }).textContent()).toContain(
      '$2,370.00',
    );
    // No bank is linked: nothing the borrower said is verified by a bank.
    expect(await page.getByRole('region', { name: 'Verified expenses' }).textContent()).toContain(
      'None: no bank is linked',
    );
    await screenshot(page, 'console-borrower-income-expenses');

    await page.getByRole('tab', { name: 'Debts' }).click();
    await seen(page, '5 debts');
    // Largest balance first.
    expect(await page.getByRole('row').nth(1).textContent()).toContain('TOYOTA MOTOR CREDIT');
    await screenshot(page, 'console-borrower-debts');

    await page.getByRole('tab', { name: 'Contact History' }).click();
    await seen(page, 'No contact attempts have been logged.');
    await page.getByRole('tab', { name: 'DMP' }).click();
    await seen(page, 'This borrower is not enrolled in a DMP.');
    await page.getByRole('tab', { name: 'History', exact: true }).click();
    await seen(page, 'Nothing has been recorded for this application yet.');
  });

  it('narrows the debts by filters, with the spec’s empty states', async () => {
    await open(ids.maria, 'debts');
    await seen(page, '5 debts');

    await page.getByRole('button', { name: 'Debt filters' }).click();
    const debtStatus = page.getByRole('group', { name: 'Debt status' });
    // The panel's form takes its values from the list once it has loaded; a click before that is undone.
    await vi.waitFor(() => debtStatus.getByRole('checkbox', { name: 'Open' }).uncheck({ timeout: 2_000 }), {
      timeout: 20_000,
    });
    await seen(page, '1 debt');
    expect(await page.getByRole('row').filter({ hasText: 'CITIBANK NA' }).count()).toBe(1);
    await debtStatus.getByRole('checkbox', { name: 'Closed' }).uncheck();
    await seen(page, 'Please select at least one filter');
    await debtStatus.getByRole('checkbox', { name: 'Closed' }).check();
    await page.getByRole('checkbox', { name: 'Has balance' }).check();
    await seen(page, 'There are no debts that match your filters.');
  });

  it('shows the empty states of an application with nothing yet, opening on Application', async () => {
    await open(ids.owen);
    await expect.poll(() => page.url(), patience).toMatch(/\/show\/application$/);
    await page.getByRole('tab', { name: 'Income' }).click();
    await seen(page, 'Income is not available for this borrower');
    await seen(page, 'Expenses are not available for this borrower.');
    await page.getByRole('tab', { name: 'Debts' }).click();
    await seen(page, 'There are no debts currently available for this borrower.');
    await page.getByRole('tab', { name: 'Decision' }).click();
    await seen(page, 'There was no decision made for this borrower.');
  });

  it('opens a rental application on Application, with its five pages and rental plan', async () => {
    await open(ids.dana);
    await expect.poll(() => page.url(), patience).toMatch(/\/show\/application$/);
    await seen(page, '3. Rental information');
    await seen(page, '5. Your contact');
    await seen(page, '$2,400.00');
    await page.getByRole('tab', { name: 'Rental Relief Plan' }).click();
    await seen(page, 'This borrower is not enrolled in a Rental Relief Plan.');

    await page.getByRole('button', { name: 'Enroll in a plan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Monthly plan rent').fill('1450');
    await dialog.getByLabel('Monthly back rent due').fill('200');
    await typeDay(page, dialog, 'Planned start date', isoDay(14));
    await typeDay(page, dialog, 'Planned end date', isoDay(7 * 365));
    await typeDay(page, dialog, 'Date signed', isoDay(0));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Planned end date is invalid');
    await typeDay(page, dialog, 'Planned end date', isoDay(365));
    // A half-typed date is not a day: the form says so instead of keeping the last whole one.
    await dayField(dialog, 'Date signed').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('11');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Date signed is invalid');
    expect(await page.getByText('Date signed is required').count()).toBe(0);
    await typeDay(page, dialog, 'Date signed', isoDay(0));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Rental Relief Plan saved');
    expect(await page.getByRole('region', { name: 'Rental Relief Plan' }).textContent()).toContain(
      '$1,450.00',
    );
  });

  it('logs a contact attempt that books a call-back, and the application becomes Call Scheduled', async () => {
    await open(ids.contact, 'contact-history');
    await page.getByRole('button', { name: 'Log a contact attempt' }).click();
    await page.getByRole('button', { name: 'Save contact attempt' }).click();
    await seen(page, 'What was the method of contact is required');

    await page.getByRole('radio', { name: 'Phone' }).check();
    await page.getByRole('combobox', { name: 'What was the outcome' }).click();
    await page.getByRole('option', { name: 'Session scheduled' }).click();
    // A scheduled session books a call-back, in the borrower's time.
    await page.getByRole('button', { name: 'Save contact attempt' }).click();
    await seen(page, 'Call back at is required when a session is scheduled');
    await typeDay(page, page, 'Call back at: day', isoDay(2));
    await page.getByLabel('Time').fill('15:30');
    await page.getByLabel('Note').fill('Prefers afternoons; ask for Carla.');
    await page.getByRole('button', { name: 'Save contact attempt' }).click();
    await seen(page, 'Contact attempt saved');
    await expect.poll(() => statusChip(page).textContent(), patience).toBe('Call Scheduled');
    const logged = page.getByRole('row').filter({ hasText: 'Session scheduled' });
    expect(await logged.textContent()).toContain('Rita Rep');
    expect(await logged.textContent()).toContain('Prefers afternoons; ask for Carla.');
    expect(await logged.textContent()).toMatch(/3:30 PM C[DS]T/);
    await screenshot(page, 'console-borrower-contact-history');
  });

  it('enrols in a DMP: an out-of-range date is refused, a valid plan is saved, Cancel keeps it', async () => {
    await open(ids.dmp, 'plan');
    await page.getByRole('button', { name: 'Enroll in a plan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Monthly payment amount').fill('230');
    await dialog.getByLabel('Term in months').fill('60');
    await typeDay(page, dialog, 'First payment date', isoDay(800));
    await typeDay(page, dialog, 'Date signed', isoDay(0));
    await typeDay(page, dialog, 'Active date', isoDay(0));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'First payment date is invalid');
    await screenshot(page, 'console-borrower-dmp-form');
    expect(await accessibilityViolations(page)).toEqual([]);

    await typeDay(page, dialog, 'First payment date', isoDay(30));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'DMP saved');
    expect(await page.getByRole('region', { name: 'DMP' }).textContent()).toContain('$230.00');
    await expect
      .poll(() => page.getByRole('region', { name: 'Borrower' }).textContent())
      .toContain('Enrolled in a planYes');

    await page.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Monthly payment amount').fill('999');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('region', { name: 'DMP' }).textContent()).toContain('$230.00');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => dialog.getByLabel('Monthly payment amount').inputValue(), patience).toBe('230');
    const [year, month, day] = isoDay(30).split('-');
    expect(await shownDay(dialog, 'First payment date')).toBe(`${month}-${day}-${year}`);
    await screenshot(page, 'console-borrower-dmp');
  });

  it('shows the spec’s message when the server fails to save a DMP', async () => {
    const failing = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signInToConsole(failing, suite.server, 'rep2@example.org');
    await failing.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('createDmpEnrollment')) return route.continue();
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Internal error', extensions: { code: 'INTERNAL' } }] }),
      });
    });
    await failing.goto(`${suite.server.url}/admin/#/Application/${ids.owen}/show/plan`);
    await failing.getByRole('button', { name: 'Enroll in a plan' }).click();
    const dialog = failing.getByRole('dialog');
    await dialog.getByLabel('Monthly payment amount').fill('150');
    await dialog.getByLabel('Term in months').fill('48');
    for (const label of ['First payment date', 'Date signed', 'Active date']) {
      await typeDay(failing, dialog, label, isoDay(0));
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(failing, 'There was a problem saving the DMP information. Please try again.');
    await failing.close();
  });

  it('archives and unarchives, showing the status the server chose', async () => {
    await open(ids.archive);
    await page.getByRole('button', { name: 'Archive' }).click();
    await seen(page, 'Application archived. Status: Archived');
    await expect.poll(() => statusChip(page).textContent(), patience).toBe('Archived');
    await page.getByRole('button', { name: 'Unarchive' }).click();
    // Archived with a contact attempt: unarchiving gives Contacted (spec §4).
    await seen(page, 'Application unarchived. Status: Contacted');
    await expect.poll(() => statusChip(page).textContent(), patience).toBe('Contacted');
  });
});
