import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, patience, screenshot } from '../helpers/browser';
import { aBorrowerApplication } from '../helpers/builders';
import { accessibilityViolations, aContactAttempt, signInToConsole } from '../helpers/consoleBuilders';
import { startTestServer, type TestServer } from '../helpers/testServer';

/*
 * What a lead needs to run a floor, and a rep's start of the day (issue 20): start pages, call-backs,
 * the next callable claim, reassigning, shared saved lists.
 */

const laptop = { width: 1280, height: 800 };
const hourMs = 3_600_000;

const seen = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).count(), patience).toBeGreaterThan(0);
const card = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('the floor in the console', () => {
  let server: TestServer;
  let browser: Browser;
  const reps = { rita: '', ravi: '' };
  const apps: Record<'overdue' | 'later' | 'ny' | 'guam' | 'fresh' | 'spare', string> = {
    overdue: '',
    later: '',
    ny: '',
    guam: '',
    fresh: '',
    spare: '',
  };

  beforeAll(async () => {
    // The server's clock at 4 pm UTC today: noon in New York (callable), 2 am in Guam (not).
    const today = new Date().toISOString().slice(0, 10);
    server = await startTestServer('sqlite', { now: () => new Date(`${today}T16:00:00Z`) });
    const db = server.database;
    const { t } = db;
    for (const [name, email] of [
      ['rita', 'rep1@example.org'],
      ['ravi', 'rep2@example.org'],
    ] as const) {
      reps[name] = (await db.db.select().from(t.users).where(eq(t.users.email, email)))[0].id;
    }
    const claimedByRita = async (
      firstName: string,
      lastName: string,
      state: string,
      zipCode: string,
      createdHoursAgo: number,
    ) =>
      (
        await aBorrowerApplication(db, {
          borrower: { firstName, lastName, state, zipCode, preferredLanguage: 'es' },
          application: {
            status: 'Submitted',
            assignedTo: reps.rita,
            assignedToAt: new Date().toISOString(),
            createdAt: new Date(Date.now() - createdHoursAgo * hourMs).toISOString(),
          },
        })
      ).application.id;
    // Call-backs: one already due (booked for an hour ago), one later today, in Rita's queue.
    apps.overdue = await claimedByRita('Olga', 'Overdue', 'NY', '10001', 30);
    apps.later = await claimedByRita('Luis', 'Later', 'NY', '10001', 20);
    apps.ny = await claimedByRita('Nora', 'York', 'NY', '10001', 10);
    // Guam is never callable at the hours New York is: not the next callable claim.
    apps.guam = await claimedByRita('Gus', 'Guam', 'GU', '96910', 5);
    const booked = async (applicationId: string, callbackAt: Date) =>
      aContactAttempt(db, {
        applicationId,
        contactedBy: reps.rita,
        method: 'Phone',
        outcome: 'Session scheduled',
        callbackAt: callbackAt.toISOString(),
        createdAt: new Date(Date.now() - 2 * hourMs).toISOString(),
      });
    await booked(apps.overdue, new Date(Date.now() - hourMs));
    const endOfDay = new Date();
    endOfDay.setHours(23, 59, 0, 0);
    await booked(apps.later, new Date(Math.max(Date.now() + 60_000, endOfDay.getTime() - 60_000)));
    apps.fresh = (
      await aBorrowerApplication(db, {
        borrower: { firstName: 'Fay', lastName: 'Fresh' },
        application: { status: 'Submitted' },
      })
    ).application.id;
    apps.spare = (
      await aBorrowerApplication(db, {
        borrower: { firstName: 'Sam', lastName: 'Spare' },
        application: { status: 'Submitted' },
      })
    ).application.id;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const signedIn = async (email: string, viewport = laptop) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    page.setDefaultTimeout(patience.timeout);
    await signInToConsole(page, server, email);
    return page;
  };

  it('starts a rep’s day with the call-backs due, the claims callable now and the new applications', async () => {
    const page = await signedIn('rep1@example.org');
    await page.getByRole('menuitem', { name: 'Today' }).click();
    const callbacks = card(page, 'My call-backs due today');
    await expect.poll(() => callbacks.textContent(), patience).toContain('Olga Overdue');
    expect(await callbacks.textContent()).toContain('Luis Later');
    expect(await callbacks.textContent()).toContain('Overdue');
    // Soonest first: the overdue one leads.
    const lines = await callbacks.getByRole('link').allTextContents();
    expect(lines.findIndex((l) => l.includes('Olga'))).toBeLessThan(
      lines.findIndex((l) => l.includes('Luis')),
    );
    await expect
      .poll(() => card(page, 'New unclaimed applications').textContent(), patience)
      .toContain('Fay Fresh');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Today');
    await screenshot(page, 'console-start-rep-1280');
    expect(await accessibilityViolations(page)).toEqual([]);

    // The queue shows the call-backs too, and filters to those due.
    await callbacks.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL(/#\/borrower-queue/, patience);
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /applications?$/ })
            .textContent(),
        patience,
      )
      .toBe('2 applications');
    expect(await page.getByRole('row').filter({ hasText: 'Olga Overdue' }).textContent()).toContain(
      'Overdue',
    );
    await page.close();
  });

  it('goes to the next callable claim in one key, and steps through the list the rep came from', async () => {
    const page = await signedIn('rep1@example.org');
    await page.getByRole('menuitem', { name: 'Borrower Queue' }).click();
    await page.getByRole('link', { name: 'Nora York' }).click();
    await page.getByRole('tab').first().waitFor(patience);
    const nav = page.getByRole('navigation', { name: 'Borrowers' });
    await expect.poll(() => nav.textContent(), patience).toMatch(/\d of 4 in Borrower Queue/);
    // 'n': the next claim a rep may call now, booked call-backs first (the overdue one), never Guam's.
    await nav.getByRole('link', { name: 'Next callable' }).waitFor(patience);
    await page.keyboard.press('n');
    await page.waitForURL(new RegExp(`/Application/${apps.overdue}/show`), patience);
    // 'j' and 'k': the next and the previous borrower of the queue.
    const here = page.url();
    await page.getByRole('tab').first().waitFor(patience);
    await expect.poll(() => nav.textContent(), patience).toMatch(/\d of 4/);
    const [position] = ((await nav.textContent()) ?? '').match(/\d of 4/) ?? [''];
    await page.keyboard.press(position.startsWith('4') ? 'k' : 'j');
    await page.waitForURL((url) => url.toString() !== here, patience);
    await page.close();
  });

  it('shows a lead the floor: queue age, claims and contacts per rep, conversion, with charts', async () => {
    const page = await signedIn('lead@example.org');
    await page.getByRole('menuitem', { name: 'Today' }).click();
    const queue = card(page, 'Unclaimed queue');
    await expect.poll(() => queue.textContent(), patience).toMatch(/Oldest: \d\d-\d\d-\d{4}/);
    const claims = card(page, 'Claims per rep');
    await expect
      .poll(() => claims.getByRole('row').filter({ hasText: 'Rita Rep' }).textContent(), patience)
      .toContain('4');
    await expect.poll(() => page.locator('.MuiChartsSurface-root').count(), patience).toBeGreaterThan(0);
    expect(await card(page, 'Conversion to a plan this week').textContent()).toMatch(
      /enrolled of \d+ borrowers contacted/,
    );
    await screenshot(page, 'console-start-lead-1280');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'console-start-lead-1920');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it('lets a lead reassign chosen rows, and all of a rep’s claims from the Reps screen', async () => {
    const page = await signedIn('lead@example.org');
    await page.getByRole('textbox', { name: 'Search borrowers' }).fill('Spare');
    const row = page.getByRole('row').filter({ hasText: 'Sam Spare' });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Reassign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reassign 1 application' });
    await dialog.getByRole('combobox', { name: 'Representative' }).click();
    await page.getByRole('option', { name: 'Ravi Rep' }).click();
    await dialog.getByRole('button', { name: 'Reassign' }).click();
    await seen(page, 'Moved 1 application to Ravi Rep.');
    await expect.poll(() => row.textContent(), patience).toContain('Ravi Rep');

    // A rep's row opens their queue; 'Reassign all claims' moves every one.
    await page.getByRole('menuitem', { name: 'Reps' }).click();
    await page.getByRole('row').filter({ hasText: 'Rita Rep' }).getByText('rep1@example.org').click();
    await page.waitForURL(/#\/borrower-queue\/[0-9a-f-]{36}/, patience);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), patience)
      .toBe('Rita Rep’s queue');
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /applications?$/ })
            .textContent(),
        patience,
      )
      .toBe('4 applications');
    await screenshot(page, 'console-rep-queue-lead');
    await page.getByRole('button', { name: 'Reassign all claims' }).click();
    const all = page.getByRole('dialog', { name: 'Reassign all of Rita Rep’s claims' });
    await all.getByRole('combobox', { name: 'Representative' }).click();
    expect(await page.getByRole('option', { name: 'Rita Rep' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Ravi Rep' }).click();
    await all.getByRole('button', { name: 'Reassign' }).click();
    await seen(page, 'Moved 4 applications to Ravi Rep.');
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /applications?$/ })
            .textContent(),
        patience,
      )
      .toBe('0 applications');
    const { db, t } = server.database;
    const entries = await db.select().from(t.auditLog).where(eq(t.auditLog.action, 'reassign'));
    expect(entries).toHaveLength(5);
    await page.close();
  });

  it('shares a lead’s saved list with the floor, with its live count, and a rep applies it', async () => {
    const lead = await signedIn('lead@example.org');
    await lead.getByRole('checkbox', { name: 'English' }).uncheck();
    await lead.getByRole('checkbox', { name: 'Callable now' }).check();
    await lead.getByRole('button', { name: 'Save this list' }).click();
    const dialog = lead.getByRole('dialog', { name: 'Save this list' });
    await dialog.getByLabel('Name').fill('Spanish callers callable now');
    await dialog.getByRole('checkbox', { name: 'Share with the whole floor' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(lead, 'Saved and shared with the floor');
    await lead.close();
    const { db, t } = server.database;
    const [kept] = await db
      .select()
      .from(t.savedQueries)
      .where(eq(t.savedQueries.name, 'Spanish callers callable now'));
    expect(kept?.filterValues).toMatchObject({ callableNow: true });

    const rep = await signedIn('rep2@example.org');
    const shared = rep.getByRole('button', { name: /^Spanish callers callable now/ });
    await expect.poll(() => shared.textContent(), patience).toContain('Shared by Lena Lead');
    // A rep cannot withdraw it or remove it: no such buttons.
    expect(await rep.getByRole('button', { name: 'Remove Spanish callers callable now' }).count()).toBe(0);
    await shared.click();
    // Both boxes follow the list's filters; read together, so a render between them cannot split them.
    const ticks = async () =>
      `English ${await rep.getByRole('checkbox', { name: 'English' }).isChecked()}, callable now ${await rep
        .getByRole('checkbox', { name: 'Callable now' })
        .isChecked()}`;
    await expect.poll(ticks, patience).toBe('English false, callable now true');
    await screenshot(rep, 'console-shared-saved-list');
    expect(await accessibilityViolations(rep)).toEqual([]);
    await rep.close();
  });
});
