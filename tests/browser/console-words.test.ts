import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';
import { aBorrowerApplication } from '../helpers/builders';
import { aDecisionWithOffers, expenseLines, signInToConsole } from '../helpers/consoleBuilders';
import { signInFloor, type FloorStaff } from '../helpers/floorStaff';

/*
 * The console's figures and words a rep meets in a day (issue 42): the borrower's acceptance of the
 * offer, a call-back in the borrower's time in History, the k on a chart's axis, a rep's call list with
 * phones and e-mails that Excel reads in UTF-8, a lost connection in words, a saved list that shows
 * what it keeps.
 */

const laptop = { width: 1280, height: 800 };

describe('the console’s figures and words', () => {
  const suite = browserSuite();
  let page: Page;
  let staff: FloorStaff;
  const ids = { accepted: '', sofia: '' };

  beforeAll(async () => {
    staff = await signInFloor(suite.server);
    const db = suite.server.database;
    const accepted = await aBorrowerApplication(db, {
      borrower: { firstName: 'Ada', lastName: 'Accepted', state: 'NY', zipCode: '10001' },
      application: { status: 'Submitted' },
    });
    ids.accepted = accepted.application.id;
    const decision = await aDecisionWithOffers(db, ids.accepted, {
      qualified: true,
      currentPayment: 900,
      proposedPayment: 600,
    });
    await db.withTransaction((tx) =>
      tx
        .update(db.t.decisions)
        .set({ wasPresentedToBorrower: true, wasAcceptedByBorrower: true })
        .where(eq(db.t.decisions.id, decision.id)),
    );
    await expenseLines(db, ids.accepted, [
      { category: 'housing', subCategory: 'rent', estimatedValue: 1500, lastSubmittedValue: 1450 },
      { category: 'food', subCategory: 'home', estimatedValue: 600, lastSubmittedValue: 500 },
    ]);
    // A call-back booked through the console's own mutation, so History records it: two days on, 19:30 UTC.
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await staff.rita.data(
      `mutation($id: ID!, $at: String) { createContactAttempt(applicationId: $id, method: "Phone",
        outcome: "Session scheduled", callbackAt: $at) { id } }`,
      { id: ids.accepted, at: `${inTwoDays}T19:30:00.000Z` },
    );
    ids.sofia = (
      await aBorrowerApplication(db, {
        borrower: {
          firstName: 'Sofía',
          lastName: 'Ramírez',
          email: 'sofia.ramirez@example.com',
          phoneNumber: '305-555-0123',
        },
        application: {
          status: 'Submitted',
          assignedTo: staff.ids.rita,
          assignedToAt: new Date().toISOString(),
        },
      })
    ).application.id;
    page = await suite.page({ viewport: laptop, acceptDownloads: true });
    page.setDefaultTimeout(patience.timeout);
    await signInToConsole(page, suite.server, 'rep1@example.org');
  });

  it('says on the Decision tab that the borrower accepted the offer', async () => {
    await page.goto(`${suite.server.url}/admin/#/Application/${ids.accepted}/show/decision`);
    await page.getByText('The borrower accepted this offer.').waitFor(patience);
    await screenshot(page, 'console-decision-accepted-1280', 'window');
  });

  it('shows a call-back in History in the borrower’s time with its zone', async () => {
    await page.goto(`${suite.server.url}/admin/#/Application/${ids.accepted}/show/history`);
    const booking = page.getByRole('row').filter({ hasText: 'Call back at' });
    // 19:30 UTC is 2:30 pm in New York in winter (EST), 3:30 pm in summer (EDT): the zone is said.
    await expect
      .poll(() => booking.first().textContent(), patience)
      .toMatch(/Call back at: \d{2}-\d{2}-\d{4} 0?(2:30 PM EST|3:30 PM EDT)/);
  });

  it('shortens thousands with a k on the expense chart’s axis, and keeps the table exact', async () => {
    await page.goto(`${suite.server.url}/admin/#/Application/${ids.accepted}/show/income-expenses`);
    await page.getByRole('table', { name: /said, estimated/ }).waitFor(patience);
    await expect
      .poll(() => page.locator('.MuiChartsAxis-tickLabel').allTextContents(), patience)
      .toContain('$1k');
    expect(await page.getByRole('table', { name: /said, estimated/ }).textContent()).toContain('$1,450.00');
  });

  it('exports a rep’s queue as a call list with phone and e-mail, in UTF-8 a spreadsheet reads', async () => {
    await page.goto(`${suite.server.url}/admin/#/borrower-queue`);
    await page.getByRole('row').filter({ hasText: 'Sofía Ramírez' }).waitFor(patience);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const bytes = readFileSync(await download.path());
    // The byte-order mark first: Excel then reads 'Sofía Ramírez', not 'SofÃ­a RamÃ­rez'.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^Id,Borrower,Email,Phone,/);
    expect(lines.find((line) => line.includes('Sofía Ramírez'))).toContain(
      'sofia.ramirez@example.com,305-555-0123',
    );
  });

  it('exports the read log in UTF-8 a spreadsheet reads, borrowers’ accents kept', async () => {
    const lead = await suite.page({ viewport: laptop });
    lead.setDefaultTimeout(patience.timeout);
    await signInToConsole(lead, suite.server, 'lead@example.org');
    await lead.goto(`${suite.server.url}/admin/#/ReadLogEntry`);
    // Rita's queue above read Sofía's file: the log names her.
    await lead.getByRole('row').filter({ hasText: 'Sofía Ramírez' }).first().waitFor(patience);
    const [download] = await Promise.all([
      lead.waitForEvent('download'),
      lead.getByRole('button', { name: 'Export' }).click(),
    ]);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Sofía Ramírez');
    await lead.close();
  });

  it('shows what a saved list keeps before it is saved, and asks before sharing one rep’s claims', async () => {
    const lead = await suite.page({ viewport: laptop });
    lead.setDefaultTimeout(patience.timeout);
    await signInToConsole(lead, suite.server, 'lead@example.org');
    await lead.goto(`${suite.server.url}/admin/#/summary`);
    await lead.getByRole('combobox', { name: 'Representative' }).click();
    await lead.getByRole('option', { name: 'Rita Rep' }).click();
    await lead.getByRole('button', { name: 'Save this list' }).click();
    const dialog = lead.getByRole('dialog');
    const keeps = dialog.getByRole('list', { name: 'It keeps' });
    await expect.poll(() => keeps.textContent(), patience).toContain('Assigned to: Rita Rep');
    await dialog.getByRole('checkbox', { name: 'Share with the whole floor' }).check();
    // Shared, the list leaves Rita out unless the lead keeps her: the floor sees what it says.
    await expect.poll(() => keeps.textContent(), patience).not.toContain('Assigned to');
    await dialog.getByRole('checkbox', { name: 'Share only Rita Rep’s claims' }).waitFor(patience);
    await screenshot(lead, 'console-save-list-dialog-1280', 'window');
    await dialog.getByLabel('Name').fill('Everyone’s borrowers');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await lead.getByText('Saved and shared with the floor').waitFor(patience);
    const { savedQueries } = await staff.ravi.data<{
      savedQueries: { name: string; filterValues: string }[];
    }>('{ savedQueries(listKey: "summary") { name filterValues } }');
    const shared = savedQueries.find((q) => q.name === 'Everyone’s borrowers');
    expect(JSON.parse(shared!.filterValues)).not.toHaveProperty('assignedTo');
    await lead.close();
  });

  it('says a lost connection in words and keeps the rep where they were', async () => {
    await page.goto(`${suite.server.url}/admin/#/summary`);
    const row = page.getByRole('row').filter({ hasText: 'Ada Accepted' });
    await row.waitFor(patience);
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await row.getByRole('button', { name: 'Claim' }).click();
    await page
      .getByText(
        'The console cannot reach the server. Check your connection and try again: what you typed is kept.',
      )
      .waitFor(patience);
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    expect(page.url()).toContain('#/summary');
    await screenshot(page, 'console-connection-lost-1280', 'window');
    await page.unroute('**/graphql');
  });
});
