import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, patience, screenshot } from '../helpers/browser';
import { aBorrowerApplication } from '../helpers/builders';
import {
  accessibilityViolations,
  aCompleteCreditApplication,
  aCreditReport,
  aDecisionWithOffers,
  fillStaffSignIn,
  signInToConsole,
  typicalDebts,
} from '../helpers/consoleBuilders';
import { typeDay } from '../helpers/dayPicker';
import { startTestServer, type TestServer } from '../helpers/testServer';

/*
 * A rep's working day, and what would hurt from the first one (issue 20): nothing typed is lost,
 * search finds anyone, a claim is never taken back behind someone's back.
 */

/** Generous: a loaded CI machine may take seconds where a laptop takes milliseconds. */
const laptop = { width: 1280, height: 800 };
const dayMs = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * dayMs).toISOString().slice(0, 10);

const seen = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).count(), patience).toBeGreaterThan(0);
const countOf = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ applications?$/ });

describe('a rep’s day in the console', () => {
  let server: TestServer;
  let browser: Browser;
  const ids = { maria: '', dana: '', ana: '', rita: '' };

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const db = server.database;
    const maria = (await aCompleteCreditApplication(db, { borrower: { state: 'TX', zipCode: '78704' } }))
      .application;
    const { debts } = await aCreditReport(db, maria, typicalDebts);
    await aDecisionWithOffers(db, maria.id, {
      qualified: true,
      currentPayment: 348,
      proposedPayment: 231,
      offers: [{ debtId: debts[0].id, balance: 6240.17, payment: 124, term: 60 }],
    });
    ids.maria = maria.id;
    // Applied eight days ago: outside the summary's 72 hours.
    ids.dana = (
      await aBorrowerApplication(db, {
        borrower: {
          firstName: 'Dana',
          lastName: 'Kowalski',
          email: 'dana.k@example.com',
          phoneNumber: '302-555-0190',
          state: 'DE',
          zipCode: '19801',
        },
        application: { status: 'Submitted', createdAt: new Date(Date.now() - 8 * dayMs).toISOString() },
      })
    ).application.id;
    ids.ana = (
      await aBorrowerApplication(db, {
        borrower: { firstName: 'Ana', lastName: 'Delgado', email: 'ana.delgado@example.com' },
        application: { status: 'Submitted' },
      })
    ).application.id;
    const { t } = db;
    ids.rita = (await db.db.select().from(t.users).where(eq(t.users.email, 'rep1@example.org')))[0].id;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** `offline`: the page's live updates are cut (a dropped connection), so what it shows can go stale. */
  const signedIn = async (email = 'rep1@example.org', offline = false) => {
    const page = await (await browser.newContext({ viewport: laptop })).newPage();
    if (offline) await page.routeWebSocket(/\/graphql$/, () => undefined);
    await signInToConsole(page, server, email);
    return page;
  };

  it('refuses a stale Unclaim with two reps at once, and tells the open page who claimed it', async () => {
    const [rita, ravi] = [await signedIn('rep1@example.org', true), await signedIn('rep2@example.org')];
    const row = (page: Page) => page.getByRole('row').filter({ hasText: 'Ana Delgado' });
    await row(rita).getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => row(rita).getByText('Rita Rep (You)').count(), patience).toBe(1);

    // Ravi takes it over; Rita's list, its live updates cut, still says '(You)' and offers Unclaim.
    await ravi.reload();
    await row(ravi).getByRole('button', { name: 'Claim' }).click();
    await ravi.getByRole('dialog').getByRole('button', { name: 'Take over' }).click();
    await expect.poll(() => row(ravi).getByText('Ravi Rep (You)').count(), patience).toBe(1);
    expect(await row(rita).getByText('Rita Rep (You)').count()).toBe(1);
    await row(rita).getByRole('button', { name: 'Unclaim' }).click();
    await seen(rita, 'Ravi Rep holds this application now: it is no longer yours to unclaim.');
    await expect.poll(() => row(rita).textContent(), patience).toContain('Ravi Rep');
    await screenshot(rita, 'console-stale-unclaim-refused');
    await expect.poll(() => row(ravi).getByText('Ravi Rep (You)').count(), patience).toBe(1);

    // Rita has the borrower open, connected: what Ravi does to it shows there at once, without a reload.
    const ritaLive = await signedIn('rep1@example.org');
    await ritaLive.goto(`${server.url}/admin/#/Application/${ids.ana}/show/application`);
    await ritaLive.getByRole('tab').first().waitFor(patience);
    await ravi.goto(`${server.url}/admin/#/Application/${ids.ana}/show/application`);
    const raviButton = ravi
      .getByRole('region', { name: 'Borrower' })
      .getByRole('button', { name: /^(Claim|Unclaim)$/ });
    const ritaHeard = () => ritaLive.getByText(/ just now$/).count();
    // Rita's page listens once its socket is up: Ravi lets go and claims again until she hears it.
    for (let round = 0; round < 20 && (await ritaHeard()) === 0; round += 1) {
      const label = await raviButton.textContent();
      await raviButton.click();
      await expect.poll(() => raviButton.textContent(), patience).not.toBe(label);
    }
    if ((await raviButton.textContent()) === 'Unclaim') {
      await raviButton.click();
      await seen(ritaLive, 'Unclaimed by Ravi Rep just now');
      await expect.poll(() => raviButton.textContent(), patience).toBe('Claim');
    }
    await raviButton.click();
    await seen(ritaLive, 'Claimed by Ravi Rep just now');
    await screenshot(ritaLive, 'console-claimed-just-now');
    // Without a reload, Rita's tile now names Ravi and offers Claim (a take-over), not Unclaim.
    const tile = ritaLive.getByRole('region', { name: 'Borrower' });
    await expect.poll(() => tile.textContent(), patience).toContain('Ravi Rep');
    expect(await tile.getByRole('button', { name: 'Unclaim' }).count()).toBe(0);
    await ritaLive.close();
    await rita.close();
    await ravi.close();
  });

  it('keeps a half-typed contact attempt across an ended session and lands back on it after signing in', async () => {
    const page = await signedIn();
    await page.goto(`${server.url}/admin/#/Application/${ids.maria}/show/contact-history`);
    await page.getByRole('button', { name: 'Log a contact attempt' }).click();
    await page.getByRole('radio', { name: 'Phone' }).check();
    await page.getByLabel('Note').fill('She asked to be called after her shift');
    // The draft reaches the server a moment after the typing stops.
    const { db, t } = server.database;
    const drafts = () => db.select().from(t.formDrafts).where(eq(t.formDrafts.userId, ids.rita));
    await expect.poll(async () => (await drafts()).length, patience).toBe(1);

    // The session ends (as an idle timeout ends it, on the server) while the rep types on.
    await server.database.withTransaction((tx) =>
      tx.delete(t.sessions).where(eq(t.sessions.userId, ids.rita)),
    );
    await page.getByLabel('Note').fill('She asked to be called after her shift, around 6 pm her time');
    await page.waitForFunction(
      () => sessionStorage.getItem('relief.console.unsentDrafts') !== null,
      undefined,
      patience,
    );

    // The next screen the rep asks for finds no session: the site's sign-in, then back here.
    await page.reload();
    await page.waitForURL(/\/sign-in$/, patience);
    await fillStaffSignIn(page, server, 'rep1@example.org');
    await page.waitForURL(/\/show\/contact-history$/, patience);
    await seen(page, /^Your draft from .* is back\.$/);
    expect(await page.getByLabel('Note').inputValue()).toBe(
      'She asked to be called after her shift, around 6 pm her time',
    );
    expect(await page.getByRole('radio', { name: 'Phone' }).isChecked()).toBe(true);
    await screenshot(page, 'console-draft-restored');

    // A closed tab loses nothing either: a new tab opens the form with the draft.
    await page.getByRole('combobox', { name: 'What was the outcome' }).click();
    await page.getByRole('option', { name: 'Left a voicemail' }).click();
    await expect
      .poll(async () => (await drafts())[0]?.values, patience)
      .toMatchObject({ outcome: 'Left a voicemail' });
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await again.goto(`${server.url}/admin/#/Application/${ids.maria}/show/contact-history`);
    await seen(again, /^Your draft from .* is back\.$/);
    expect(await again.getByLabel('Note').inputValue()).toContain('around 6 pm her time');

    // Saved: the draft is gone, the attempt is in the history.
    await again.getByRole('button', { name: 'Save contact attempt' }).click();
    await seen(again, 'Contact attempt saved');
    await expect.poll(async () => (await drafts()).length, patience).toBe(0);
    expect(await again.getByRole('row').filter({ hasText: 'Left a voicemail' }).textContent()).toContain(
      'around 6 pm her time',
    );
    await again.close();
  });

  it('asks before another tab replaces a half-filled attempt, and a click beside the plan dialog keeps every field', async () => {
    const page = await signedIn();
    await page.goto(`${server.url}/admin/#/Application/${ids.maria}/show/contact-history`);
    await page.getByRole('button', { name: 'Log a contact attempt' }).click();
    await page.getByLabel('Note').fill('Left word with her son');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('tab', { name: 'Debts' }).click();
    await expect.poll(() => asked.length, patience).toBe(1);
    expect(asked[0]).toMatch(/not saved yet/);
    expect(page.url()).toMatch(/\/show\/contact-history$/);
    expect(await page.getByLabel('Note').inputValue()).toBe('Left word with her son');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A new DMP starts from the decision: its proposed payment over 60 months.
    await page.getByRole('tab', { name: 'DMP' }).click();
    await page.getByRole('button', { name: 'Enroll in a plan' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Monthly payment amount').inputValue()).toBe('231');
    expect(await dialog.getByLabel('Term in months').inputValue()).toBe('60');
    await typeDay(page, dialog, 'First payment date', isoDay(30));
    // The backdrop: a click beside the dialog.
    await page.mouse.click(5, laptop.height - 5);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(1);
    expect(await dialog.getByLabel('Monthly payment amount').inputValue()).toBe('231');
    // The rule in words, and inputs no longer than it.
    await dialog.getByLabel('Term in months').fill('1200');
    expect(await dialog.getByLabel('Term in months').inputValue()).toBe('120');
    await dialog.getByLabel('Monthly payment amount').fill('1234567');
    expect(await dialog.getByLabel('Monthly payment amount').inputValue()).toBe('1234567');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Monthly payment amount is invalid: it can be at most $999,999.99');
    await seen(page, 'Date signed is required');
    await screenshot(page, 'console-plan-rule-in-words');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count(), patience).toBe(0);
    await page.close();
  });

  it('finds a borrower who applied last week by name or by the phone however typed', async () => {
    const page = await signedIn();
    const search = page.getByRole('textbox', { name: 'Search borrowers' });
    for (const typed of [
      'Kowalski',
      'Kowalski Dana',
      '3025550190',
      '(302) 555-0190',
      '+1 302.555.0190',
      ids.dana.slice(0, 8),
    ]) {
      await search.fill(typed);
      // The list has taken the search (it reaches the address after a pause in the typing): the
      // count of the search before it would pass too, and a late filter would leave the next page.
      await page.waitForURL(
        (url) => decodeURIComponent(url.hash).includes(JSON.stringify(typed).slice(1, -1)),
        patience,
      );
      await expect
        .poll(() => countOf(page).textContent(), { message: typed, ...patience })
        .toBe('1 application');
      expect(await page.getByRole('row').filter({ hasText: 'Dana Kowalski' }).count()).toBe(1);
    }
    expect(await page.getByText('Any date: a search looks at every date').count()).toBe(1);
    await screenshot(page, 'console-search-last-week');

    // The name is a link: the borrower opens from the keyboard.
    await page.getByRole('link', { name: 'Dana Kowalski' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/Application/${ids.dana}/show`), patience);
    // The borrower's page, however long a loaded machine takes to open it; then '/' comes back to
    // the search from anywhere.
    await page.getByRole('tab', { name: 'Application', exact: true }).waitFor(patience);
    await page.keyboard.press('/');
    await page.waitForURL(/#\/summary/, patience);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), patience)
      .toBe('Search borrowers');
    await page.close();
  });

  it('lists account numbers by their last four and reveals a whole one on request, recorded', async () => {
    const page = await signedIn();
    await page.goto(`${server.url}/admin/#/Application/${ids.maria}/show/debts`);
    const capitalOne = page.getByRole('row').filter({ hasText: 'CAPITAL ONE' });
    await expect.poll(() => capitalOne.textContent(), patience).toContain('•••• 4411');
    expect(await page.getByText('517805XXXXXX4411').count()).toBe(0);
    await capitalOne.getByRole('button', { name: 'Show the whole account number ending 4411' }).click();
    await expect.poll(() => capitalOne.textContent(), patience).toContain('517805XXXXXX4411');
    await page.getByRole('tab', { name: 'History', exact: true }).click();
    await seen(page, 'Revealed an account number');
    await page.close();
  });

  it('undoes an archive from its notice, back to the status it had', async () => {
    const page = await signedIn();
    await page.goto(`${server.url}/admin/#/Application/${ids.dana}/show/application`);
    const chip = page.getByLabel(/^Status: /);
    await expect.poll(() => chip.textContent(), patience).toBe('Submitted');
    await page.getByRole('button', { name: 'Archive' }).click();
    await seen(page, 'Application archived. Status: Archived');
    await expect.poll(() => chip.textContent(), patience).toBe('Archived');
    await page.getByRole('button', { name: 'Undo' }).click();
    await seen(page, 'Archive undone. Status: Submitted');
    await expect.poll(() => chip.textContent(), patience).toBe('Submitted');
    await page.close();
  });
});
