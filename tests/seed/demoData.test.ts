import { count, eq, getTableName, inArray, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../api/auth/passwords';
import { portalWindow } from '../../api/domain/portalWindows';
import { SandboxBankLink } from '../../api/integrations/bankLink/sandboxBankLink';
import { sandboxInstitutions } from '../../api/integrations/bankLink/sandboxInstitutions';
import { createLogger } from '../../api/logger';
import { openDatabase, type Database } from '../../db/client';
import * as schema from '../../db/schema/sqlite';
import { demoAccounts, type DemoAccount } from '../../seed/catalog/demoAccounts';
import { seedBorrowers } from '../../seed/seedBorrowers';

/*
 * Issue 10's demo data: after a default-sized load, every table the product shows has rows, and the
 * demo borrower accounts exist, sign in, own their records and each shows its customer-portal state.
 */

const anchor = new Date('2025-03-15T15:00:00.000Z');
const password = 'Borr0wer!demo';
const logger = createLogger('silent');

/** The only tables a fresh load leaves empty, and why. */
const legitimatelyEmpty: Record<string, string> = {
  sessions: 'nobody has signed in yet: sessions are made by sign-ins, and a reset ends them',
  webhook_deliveries: 'no bank webhook has arrived: the sandbox sends none, and demo items need none',
  rate_limit_hits: 'nobody has tried to sign in, check a code or a phone: counters of requests, not data',
  demo_data_jobs: "the console's loads: a load from the CLI or the first start is not a lead's job",
  saved_queries: "a rep's own saved lists: made in the console by the staff, who a reset keeps",
  form_drafts: 'forms a rep has begun and not sent: made while typing in the console',
  workspace_mark: 'written when a server or the CLI opens the database for a workspace, not by a load',
  setup_links: "live's first-lead links: live holds no demo data",
  email_changes: 'made when a signed-in person asks to change their e-mail; a load asks for none',
  two_factor_secrets:
    "staff enrol an authenticator at their first sign-in: the secret lives on a person's phone",
  recovery_codes: 'made with an enrolment, shown once to the person who enrolled',
  read_log: 'reads are logged as staff open borrowers; the demo data is made, not read',
  read_flags: "raised by a rep's reads as they happen",
  jobs: 'work a change queues (a bank webhook, a mail through SMTP): a load queues none',
  left_out_creditors:
    'debts whose creditor does not take part in plans: in the starting creditor table every creditor takes part',
};

/** Every table of the schema (db/schema), by its key in `database.t` and its SQL name. */
const productTables = Object.entries(schema)
  .filter(([, value]) => is(value, SQLiteTable))
  .map(([key, value]) => ({ key: key as keyof Database['t'], name: getTableName(value as SQLiteTable) }));

describe.each([
  ['sqlite', 300],
  ['pglite', 60],
] as const)('a default demo load on %s (%i borrowers)', (dialect, borrowers) => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase(
      dialect === 'sqlite'
        ? `file:${join(mkdtempSync(join(tmpdir(), 'relief-demo-')), 'demo.db')}`
        : 'pglite:memory',
    );
    await seedBorrowers(database, logger, {
      borrowers,
      seed: 1,
      now: anchor,
      staffPassword: 'Passw0rd!demo',
      demoAccountPassword: password,
    });
  });
  afterAll(() => database?.close());

  it('leaves no table the product shows empty (but the listed ones)', async () => {
    const { db } = database;
    const empty: string[] = [];
    for (const { key, name } of productTables) {
      const [{ n }] = await db.select({ n: count() }).from(database.t[key]);
      if (Number(n) === 0) empty.push(name);
    }
    expect(productTables.length).toBeGreaterThan(30);
    expect(empty.sort()).toEqual(Object.keys(legitimatelyEmpty).sort());
  });

  it('gives every decided credit application the proposed budget its decision used, with its lines', async () => {
    const { db, t } = database;
    const decided = await db
      .selectDistinct({ id: t.decisions.applicationId })
      .from(t.decisions)
      .innerJoin(t.applications, eq(t.applications.id, t.decisions.applicationId))
      .where(eq(t.applications.type, 'credit'));
    expect(decided.length).toBeGreaterThan(0);
    const budgets = await db.select().from(t.proposedBudgets);
    const lines = await db.select().from(t.budgetExpenses);
    const expenses = await db.select().from(t.expenseEstimates);
    const expenseApp = new Map(expenses.map((e) => [e.id, e.applicationId]));
    for (const { id } of decided) {
      const budget = budgets.filter((b) => b.applicationId === id);
      expect(budget, id).toHaveLength(1);
      const its = lines.filter((l) => l.budgetId === budget[0].id);
      expect(its.length, id).toBe(expenses.filter((e) => e.applicationId === id).length);
      expect(its.every((l) => expenseApp.get(l.expenseId) === id)).toBe(true);
    }
    // Eating out is trimmed by a fifth, as POST /propose-budgets does.
    const away = expenses.find(
      (e) => e.category === 'food' && e.subCategory === 'away' && (e.selfReportedValue ?? 0) >= 50,
    );
    const awayLine = lines.find((l) => l.expenseId === away?.id);
    if (away && awayLine) expect(awayLine.proposedValue).toBeCloseTo(away.selfReportedValue! * 0.8, 1);
  });

  it('keeps an audit log of the reps (and signing borrowers) on real accounts and applications', async () => {
    const { db, t } = database;
    const entries = await db.select().from(t.auditLog);
    const users = new Set((await db.select({ id: t.users.id }).from(t.users)).map((u) => u.id));
    const apps = new Set((await db.select({ id: t.applications.id }).from(t.applications)).map((a) => a.id));
    expect(entries.length).toBeGreaterThan(borrowers / 4);
    expect(entries.filter((e) => !users.has(e.actorId!) || !apps.has(e.applicationId!))).toEqual([]);
    const actions = new Set(entries.map((e) => `${e.action} ${e.entity}`));
    for (const action of ['claim Application', 'contact ContactAttempt', 'enroll DmpEnrollment'])
      expect(actions).toContain(action);
    // The History tab reads the entry's JSON: a call names its method and outcome.
    const call = entries.find((e) => e.action === 'contact')!;
    expect(call.after).toMatchObject({ status: 'Contacted', method: expect.any(String) });
  });

  it('has sent mail the way the product does: templates and languages, addressed to real accounts', async () => {
    const { db, t } = database;
    const mail = await db.select().from(t.emailOutbox);
    const templates = new Set(mail.map((m) => m.template));
    for (const template of ['initialEmail', 'obtainedOffer', 'passwordChanged'])
      expect(templates).toContain(template);
    const initial = mail.find((m) => m.template === 'initialEmail')!;
    expect(initial.text).toMatch(/\/verification-code\?email=.+&code=\d{6}/);
    if (dialect === 'sqlite') expect(mail.some((m) => /^Su an[aá]lisis/.test(m.subject))).toBe(true);
  });

  describe('the demo borrower accounts', () => {
    const accountOf = async (account: DemoAccount) => {
      const { db, t } = database;
      const [user] = await db.select().from(t.users).where(eq(t.users.email, account.email));
      const [borrower] = await db.select().from(t.borrowers).where(eq(t.borrowers.owner, user.id));
      const [application] = await db.select().from(t.applications).where(eq(t.applications.owner, user.id));
      const items = await db.select().from(t.bankItems).where(eq(t.bankItems.borrowerId, borrower.id));
      const alerts = await db.select().from(t.alerts).where(eq(t.alerts.borrowerId, borrower.id));
      return { user, borrower, application, items, alerts };
    };
    const window = portalWindow(anchor);
    const inWindow = (at: string) => at >= window.from && at < window.before;
    const byKey = (key: DemoAccount['key']) => demoAccounts.find((a) => a.key === key)!;

    it('are borrower accounts found by e-mail, signing in with the password, owning one application each', async () => {
      const { db, t } = database;
      const groups = await db.select().from(t.userGroups);
      for (const account of demoAccounts) {
        const { user, borrower, application } = await accountOf(account);
        expect(user.mustChangePassword, account.email).toBe(false);
        expect(groups.some((g) => g.userId === user.id)).toBe(false);
        expect(await verifyPassword(password, user.passwordHash)).toBe(true);
        expect(borrower.owner).toBe(user.id);
        expect(application.owner).toBe(user.id);
        expect(application.applicationBorrowerId).toBe(borrower.id);
      }
    });

    it('(a) full history: six months of scores, income snapshots, two connected banks with balances, offers and unseen alerts', async () => {
      const { db, t } = database;
      const { borrower, application, items, alerts } = await accountOf(byKey('fullHistory'));
      const scores = await db.select().from(t.debtScores).where(eq(t.debtScores.borrowerId, borrower.id));
      const months = new Set(scores.filter((s) => inWindow(s.createdAt)).map((s) => s.createdAt.slice(0, 7)));
      expect(months.size).toBe(6);
      const values = scores.filter((s) => inWindow(s.createdAt)).map((s) => s.value);
      expect(Math.max(...values) - Math.min(...values)).toBeGreaterThanOrEqual(20);
      const snapshots = await db
        .select()
        .from(t.incomeSnapshots)
        .where(eq(t.incomeSnapshots.borrowerId, borrower.id));
      expect(snapshots.filter((s) => inWindow(s.createdAt)).length).toBeGreaterThanOrEqual(5);
      const [report] = await db
        .select()
        .from(t.creditReports)
        .where(eq(t.creditReports.id, application.borrowerCreditReportId!));
      const debts = await db.select().from(t.debts).where(eq(t.debts.creditReportId, report.id));
      expect(debts.length).toBeGreaterThan(0);
      expect(items.filter((i) => i.isConnected)).toHaveLength(2);
      const checking = await db
        .select()
        .from(t.bankAccounts)
        .where(
          inArray(
            t.bankAccounts.bankItemId,
            items.map((i) => i.id),
          ),
        );
      for (const account of checking.filter((a) => a.subType === 'checking')) {
        const balances = await db
          .select()
          .from(t.accountBalances)
          .where(eq(t.accountBalances.bankAccountId, account.id));
        expect(
          new Set(balances.filter((b) => inWindow(b.createdAt)).map((b) => b.createdAt.slice(0, 7))).size,
        ).toBe(6);
      }
      const [decision] = await db
        .select()
        .from(t.decisions)
        .where(eq(t.decisions.applicationId, application.id));
      expect(decision.isQualified).toBe(true);
      const offers = await db.select().from(t.offers).where(eq(t.offers.decisionId, decision.id));
      expect(offers.length).toBeGreaterThan(0);
      const unseen = alerts.filter((a) => !a.hasBeenSeenByBorrower);
      expect(new Set(unseen.map((a) => a.type)).size).toBeGreaterThanOrEqual(3);
    });

    it('(b) no bank at all', async () => {
      const { items, application } = await accountOf(byKey('noBank'));
      expect(items).toEqual([]);
      expect(application.type).toBe('credit');
    });

    it('(c) a disconnected bank with its unseen bankAccountDisconnected alert', async () => {
      const { items, alerts } = await accountOf(byKey('disconnectedBank'));
      const disconnected = items.filter((i) => !i.isConnected);
      expect(disconnected).toHaveLength(1);
      expect(alerts).toContainEqual(
        expect.objectContaining({
          type: 'bankAccountDisconnected',
          hasBeenSeenByBorrower: false,
          triggeredById: disconnected[0].id,
          triggeredByType: 'bankItem',
        }),
      );
    });

    it('(d) enrolled in a DMP whose first payment was months ago', async () => {
      const { db, t } = database;
      const { application } = await accountOf(byKey('dmp'));
      const [plan] = await db
        .select()
        .from(t.dmpEnrollments)
        .where(eq(t.dmpEnrollments.applicationId, application.id));
      expect(plan.active).toBe(true);
      const monthsAgo = (anchor.getTime() - Date.parse(plan.firstPaymentDate!)) / (30 * 86_400_000);
      expect(monthsAgo).toBeGreaterThan(2);
    });

    it('(e) a rental application', async () => {
      const { db, t } = database;
      const { application } = await accountOf(byKey('rental'));
      expect(application.type).toBe('rental');
      const rental = await db
        .select()
        .from(t.rentalApplications)
        .where(eq(t.rentalApplications.applicationId, application.id));
      expect(rental).toHaveLength(1);
    });

    it("bank at the sandbox's institutions with tokens the sandbox bank accepts", async () => {
      const { db, t } = database;
      const link = new SandboxBankLink({ now: () => anchor });
      const ids = new Set(sandboxInstitutions.map((i) => i.institutionId));
      for (const account of demoAccounts) {
        for (const item of (await accountOf(account)).items) {
          expect(ids.has(item.institutionId)).toBe(true);
          const accounts = await link.getAccounts(item.accessToken!);
          const stored = await db.select().from(t.bankAccounts).where(eq(t.bankAccounts.bankItemId, item.id));
          expect(stored.map((a) => a.plaidAccountId).sort()).toEqual(
            accounts.map((a) => a.plaidAccountId).sort(),
          );
          const seed = item.accessToken!.split('-').pop()!;
          const exchanged = await link.exchangePublicToken(`sandbox-public-${item.institutionId}-${seed}`);
          expect(exchanged).toEqual({ accessToken: item.accessToken, itemId: item.plaidItemId });
          await expect(link.syncTransactions(item.accessToken!, item.syncCursor)).resolves.toBeTruthy();
        }
      }
    });
  });
});
