import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerApplication } from '../helpers/builders';
import { accessibilityViolations, aContactAttempt, signInToConsole } from '../helpers/consoleBuilders';
import { signInFloor, type FloorStaff } from '../helpers/floorStaff';

/*
 * The floor that updates itself (issue 42): a rep's list shows another rep's claim as it happens,
 * with a badge on the row, and counts new applications; a lead sees who holds what and switches a rep
 * off with their work moved in one step.
 */

const laptop = { width: 1280, height: 800 };
const hourMs = 3_600_000;

describe('the live floor in the console', () => {
  const suite = browserSuite();
  let staff: FloorStaff;
  const apps = { open: '', held: '', booked: '' };

  beforeAll(async () => {
    staff = await signInFloor(suite.server);
    apps.open = (
      await aBorrowerApplication(suite.server.database, {
        borrower: { firstName: 'Olivia', lastName: 'Open' },
        application: { status: 'Submitted' },
      })
    ).application.id;
    for (const [key, lastName] of [
      ['held', 'Held'],
      ['booked', 'Booked'],
    ] as const) {
      apps[key] = (
        await aBorrowerApplication(suite.server.database, {
          borrower: { firstName: 'Hugo', lastName },
          application: {
            status: 'Submitted',
            assignedTo: staff.ids.ravi,
            assignedToAt: new Date().toISOString(),
          },
        })
      ).application.id;
    }
    await aContactAttempt(suite.server.database, {
      applicationId: apps.booked,
      contactedBy: staff.ids.ravi,
      method: 'Phone',
      outcome: 'Session scheduled',
      callbackAt: new Date(Date.now() + 3 * hourMs).toISOString(),
      createdAt: new Date(Date.now() - hourMs).toISOString(),
    });
  });

  const signedIn = async (email: string) => {
    const page = await suite.page({ viewport: laptop });
    page.setDefaultTimeout(patience.timeout);
    await signInToConsole(page, suite.server, email);
    return page;
  };
  const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

  it('shows another rep’s claim on the open list at once, with a badge, and counts new applications', async () => {
    const page = await signedIn('rep1@example.org');
    await page.goto(`${suite.server.url}/admin/#/summary`);
    await row(page, 'Olivia Open').waitFor(patience);
    // Ravi claims from his own screen; Rita's list follows without a reload or a minute's wait.
    await expect
      .poll(async () => {
        await staff.ravi.gql('mutation($id: ID!) { claimApplication(id: $id) { id } }', { id: apps.open });
        return row(page, 'Olivia Open').textContent();
      }, patience)
      .toContain('Claimed by Ravi Rep');
    expect(await row(page, 'Olivia Open').textContent()).toContain('Ravi Rep');
    // The badge keeps the row's width: every Claim button stays on screen at 1280 px.
    for (const button of await page
      .getByRole('row')
      .getByRole('button', { name: /^(Claim|Unclaim)$/ })
      .all()) {
      const box = await button.boundingBox();
      expect(box && box.x + box.width <= laptop.width).toBe(true);
    }
    await screenshot(page, 'console-live-claim-badge-1280', 'window');
    // A borrower starts an application: counted above the list until Rita shows it.
    let n = 0;
    const banner = page.getByText(/new applications? since this list opened/);
    await expect
      .poll(async () => {
        await suite.server
          .client()
          .gql('mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { nextRoute } }', {
            input: {
              firstName: 'Nadia',
              lastName: `Newcomer`,
              email: `nadia.newcomer.${(n += 1)}@example.com`,
              phoneNumber: '512-867-5309',
              agreedToTerms: true,
            },
          });
        return banner.count();
      }, patience)
      .toBe(1);
    await page.getByRole('button', { name: 'Show' }).click();
    await screenshot(page, 'console-live-new-applications-1280', 'window');
    // Those started before the list listened are listed without a badge; the one it heard has one.
    await expect
      .poll(async () => (await row(page, 'Nadia Newcomer').allTextContents()).join(' | '), patience)
      .toContain('New application');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('announces a rep’s call-back as it comes due, wherever the rep is, and opens the borrower from it', async () => {
    const { application } = await aBorrowerApplication(suite.server.database, {
      // No state: an unknown zone, announced at the time booked whatever the hour of the test's run.
      borrower: { firstName: 'Rhoda', lastName: 'Reminder', state: null, zipCode: null },
      application: {
        status: 'Submitted',
        assignedTo: staff.ids.rita,
        assignedToAt: new Date().toISOString(),
      },
    });
    const page = await signedIn('rep1@example.org');
    // The page's clock is the test's to move: the reminder waits for it, not for a real ten minutes.
    await page.goto(`${suite.server.url}/admin/#/summary`);
    await page.clock.install();
    // The fake clock takes over from the next load of the document.
    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: /applications?$/ })
      .waitFor(patience);
    const reminders = page.getByRole('region', { name: 'Call-backs due' });
    await staff.rita.data(
      `mutation($id: ID!, $at: String) { createContactAttempt(applicationId: $id, method: "Phone",
        outcome: "Session scheduled", callbackAt: $at) { id } }`,
      { id: application.id, at: new Date(Date.now() + 10 * 60_000).toISOString() },
    );
    // Booked for ten minutes from now: not yet due.
    await page.clock.runFor(60_000);
    expect(await reminders.count()).toBe(0);
    await expect
      .poll(async () => {
        await page.clock.runFor(60_000);
        return (await reminders.count()) ? reminders.textContent() : '';
      }, patience)
      .toContain('Rhoda Reminder, booked for');
    await screenshot(page, 'console-callback-reminder-1280', 'window');
    // Scrolled to its end, the list's last row is clear of the reminder floating over the page's foot,
    // on a window short enough for the list to reach under it.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 1024, height: 420 });
    const lastRow = page.locator('table tbody tr').last();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 10_000);
        const row = await lastRow.boundingBox();
        const over = await reminders.boundingBox();
        return row && over ? row.y + row.height <= over.y : false;
      }, patience)
      .toBe(true);
    await page.setViewportSize(size);
    await reminders.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(new RegExp(`/Application/${application.id}/show/contact-history`), patience);
    await expect.poll(() => reminders.count(), patience).toBe(0);
  });

  it('shows a lead who holds what, and switches a rep off with their work and call-backs moved in one step', async () => {
    const page = await signedIn('lead@example.org');
    await page.getByRole('menuitem', { name: 'Who holds what' }).click();
    const table = page.getByRole('table', { name: 'Who holds what' });
    const raviRow = table.getByRole('row').filter({ hasText: 'Ravi Rep' });
    await expect.poll(() => raviRow.textContent(), patience).toMatch(/Ravi Rep\s*3\s*1\s*0/);
    await screenshot(page, 'console-who-holds-what-1280');
    expect(await accessibilityViolations(page)).toEqual([]);
    const ritaRow = table.getByRole('row').filter({ hasText: 'Rita Rep' });
    const ritaBefore = (await ritaRow.getByRole('cell').allTextContents()).slice(0, 2).map(Number);
    await raviRow.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Ravi Rep holds 3 open applications, 1 with a call-back').waitFor(patience);
    await dialog.getByRole('combobox', { name: 'Representative' }).click();
    await page.getByRole('option', { name: 'Rita Rep' }).click();
    await dialog.getByRole('button', { name: 'Deactivate and move' }).click();
    await page.getByText('Moved 3 applications to Rita Rep.').waitFor(patience);
    await expect.poll(() => raviRow.count(), patience).toBe(0);
    // Rita now holds Ravi's three claims and his call-back besides her own.
    await expect
      .poll(async () => (await ritaRow.getByRole('cell').allTextContents()).slice(0, 2).map(Number), patience)
      .toEqual([ritaBefore[0] + 3, ritaBefore[1] + 1]);
    // Ravi can no longer sign in to anything: his session ended with the switch.
    expect((await staff.ravi.gql('{ allApplications { id } }')).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
