import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerAccount, aBorrowerApplication, borrowerPassword } from '../helpers/builders';
import { aCreditReport, typicalDebts } from '../helpers/consoleBuilders';
import { failInserts } from '../helpers/faults';
import { errorCode, type GraphqlBody, type HttpClient } from '../helpers/httpClient';
import { liveSettingsEnv, startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/* Who read whose file (SECURITY.md §28; the Safeguards Rule, 16 CFR 314.4(c)(8)). */

interface Entry {
  actorName: string;
  applicationId: string;
  borrowerName: string | null;
  kind: string;
  kindLabel: string;
  unclaimed: boolean;
  ipAddress: string | null;
}
const entryFields = 'actorName applicationId borrowerName kind kindLabel unclaimed ipAddress';

/** A request of the console's borrower page: its page load names itself (X-Page-View). */
const onPage = (client: HttpClient, pageView: string | null, query: string, variables = {}) =>
  client.post<GraphqlBody>('/graphql', { query, variables }, pageView ? { 'x-page-view': pageView } : {});

const borrowerPage = 'query($id: ID!) { Application(id: $id) { id borrowerName } }';
const debtsTab = 'query($id: ID) { allDebts(filter: { applicationId: $id }) { id currentBalance } }';

describe.each(testDialects)('the read log on %s', (dialect) => {
  let server: TestServer;
  let rep: HttpClient;
  let lead: HttpClient;
  let repId: string;
  const statements: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(dialect, {
      env: { UNCLAIMED_VIEWS_PER_HOUR: '3' },
      onQuery: (query) => void statements.push(query),
    });
    rep = await server.signIn('rep1@example.org');
    lead = await server.signIn('lead@example.org');
    repId = (await rep.get<{ user: { id: string } }>('/auth/me')).body.user.id;
  });
  afterAll(() => server?.close());

  const readsOf = async (applicationId: string) =>
    (
      await lead.data<{ allReadLogEntries: Entry[] }>(
        `query($id: ID) { allReadLogEntries(filter: { applicationId: $id }, perPage: 100) { ${entryFields} } }`,
        { id: applicationId },
      )
    ).allReadLogEntries;

  it("logs a rep's view once per page load: the page and each tab, however often they are fetched", async () => {
    const { application } = await aBorrowerApplication(server.database, {
      borrower: { firstName: 'Vera', lastName: 'Viewed' },
    });
    await aCreditReport(server.database, application, typicalDebts);
    const firstLoad = randomUUID();
    for (let refetch = 0; refetch < 3; refetch++) {
      await onPage(rep, firstLoad, borrowerPage, { id: application.id });
      await onPage(rep, firstLoad, debtsTab, { id: application.id });
    }
    expect(await readsOf(application.id)).toEqual([
      expect.objectContaining({ kind: 'debts', kindLabel: 'Debts', actorName: 'Rita Rep' }),
      expect.objectContaining({
        kind: 'application',
        kindLabel: 'Borrower page',
        borrowerName: 'Vera Viewed',
        unclaimed: true,
      }),
    ]);
    await onPage(rep, randomUUID(), borrowerPage, { id: application.id });
    expect((await readsOf(application.id)).filter((e) => e.kind === 'application')).toHaveLength(2);
    const [entry] = await readsOf(application.id);
    expect(entry.ipAddress).toMatch(/127\.0\.0\.1/);
  });

  it('asks nothing of the log again for a page load whose read it wrote: a refetch, a letter typed', async () => {
    const { application } = await aBorrowerApplication(server.database);
    await aCreditReport(server.database, application, typicalDebts);
    const page = randomUUID();
    await onPage(rep, page, debtsTab, { id: application.id });
    statements.length = 0;
    await onPage(rep, page, debtsTab, { id: application.id });
    await onPage(rep, page, debtsTab, { id: application.id });
    expect(statements.filter((s) => /read_log/.test(s))).toEqual([]);
    // Nor is the application's row read for the entry's sake (who holds it, whose it is).
    expect(statements.filter((s) => /"application_borrower_id" from "applications"/.test(s))).toEqual([]);
    // Another kind of read on that page, and the same read on another page load, are entries.
    await onPage(rep, page, borrowerPage, { id: application.id });
    await onPage(rep, randomUUID(), debtsTab, { id: application.id });
    expect((await readsOf(application.id)).map((e) => e.kind)).toEqual(['debts', 'application', 'debts']);
  });

  it("logs a read of the borrower's own record on their newest application, from any of their pages", async () => {
    const { borrower, application: earlier } = await aBorrowerApplication(server.database, {
      application: { createdAt: '2026-01-05T10:00:00.000Z' },
    });
    const { t } = server.database;
    const [newest] = await server.database.withTransaction((tx) =>
      tx
        .insert(t.applications)
        .values({ type: 'credit', applicationBorrowerId: borrower.id, createdAt: '2026-02-05T10:00:00.000Z' })
        .returning(),
    );
    const borrowerOnPage = 'query($id: ID!) { Application(id: $id) { id borrower { id email } } }';
    await onPage(rep, randomUUID(), borrowerOnPage, { id: earlier.id });
    expect((await readsOf(earlier.id)).map((e) => e.kind)).toEqual(['application']);
    expect((await readsOf(newest.id)).map((e) => e.kind)).toEqual(['contact']);
  });

  it('shows no file whose read it could not record: the request fails and nothing of the file goes out', async () => {
    const { application } = await aBorrowerApplication(server.database, {
      borrower: { firstName: 'Una', lastName: 'Unlogged' },
    });
    const restore = await failInserts(server, 'read_log');
    try {
      const res = await onPage(rep, randomUUID(), borrowerPage, { id: application.id });
      expect(res.body.data).toBeUndefined();
      const extensions = res.body.errors?.[0].extensions as { correlationId?: string } | undefined;
      expect(extensions?.correlationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(res.body)).not.toContain('Unlogged');
    } finally {
      await restore();
    }
    const res = await onPage(rep, randomUUID(), borrowerPage, { id: application.id });
    expect(JSON.stringify(res.body)).toContain('Una Unlogged');
    expect(await readsOf(application.id)).toHaveLength(1);
  });

  it('does not log a borrower reading their own file', async () => {
    const { application } = await aBorrowerAccount(server.database, `own.reader.${dialect}@example.com`);
    const borrower = await server.signIn(`own.reader.${dialect}@example.com`, borrowerPassword);
    await onPage(borrower, null, borrowerPage, { id: application.id });
    expect(await readsOf(application.id)).toEqual([]);
  });

  it('logs each application of an export as read', async () => {
    const made = [await aBorrowerApplication(server.database), await aBorrowerApplication(server.database)];
    const res = await rep.post<GraphqlBody>(
      '/graphql',
      { query: '{ allApplications(perPage: 100) { id } }' },
      { 'x-read-purpose': 'export' },
    );
    expect(res.body.errors).toBeUndefined();
    for (const { application } of made)
      expect((await readsOf(application.id)).map((e) => e.kind)).toContain('export');
  });

  it('shows leads the feed, filtered by rep, and keeps it from reps', async () => {
    const feed = await lead.data<{ allReadLogEntries: Entry[]; _allReadLogEntriesMeta: { count: number } }>(
      `query($rep: ID) {
        allReadLogEntries(filter: { actorId: $rep }, perPage: 100) { ${entryFields} }
        _allReadLogEntriesMeta(filter: { actorId: $rep }) { count }
      }`,
      { rep: repId },
    );
    expect(feed.allReadLogEntries.length).toBeGreaterThan(0);
    expect(feed.allReadLogEntries.every((e) => e.actorName === 'Rita Rep')).toBe(true);
    expect(feed._allReadLogEntriesMeta.count).toBe(feed.allReadLogEntries.length);
    expect(errorCode(await rep.gql('{ allReadLogEntries { id } }'))).toBe('FORBIDDEN');
    expect(errorCode(await rep.gql('{ allReadFlags { id } }'))).toBe('FORBIDDEN');
  });

  it('flags a rep who opens more unclaimed borrowers in an hour than allowed, once; claimed ones do not count', async () => {
    const ravi = await server.signIn('rep2@example.org');
    const claimed = await aBorrowerApplication(server.database);
    await ravi.data('mutation($id: ID!) { claimApplication(id: $id) { id } }', {
      id: claimed.application.id,
    });
    const flags = async () =>
      (
        await lead.data<{ allReadFlags: { actorName: string; unclaimedViews: number }[] }>(
          '{ allReadFlags { actorName unclaimedViews } }',
        )
      ).allReadFlags.filter((f) => f.actorName === 'Ravi Rep');
    await onPage(ravi, randomUUID(), borrowerPage, { id: claimed.application.id });
    for (let i = 0; i < 3; i++) {
      const { application } = await aBorrowerApplication(server.database);
      // Opened again on another page load: still one borrower.
      await onPage(ravi, randomUUID(), borrowerPage, { id: application.id });
      await onPage(ravi, randomUUID(), borrowerPage, { id: application.id });
    }
    expect(await flags()).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const { application } = await aBorrowerApplication(server.database);
      await onPage(ravi, randomUUID(), borrowerPage, { id: application.id });
    }
    expect(await flags()).toEqual([{ actorName: 'Ravi Rep', unclaimedViews: 4 }]);
  });

  it('flags a rep once when the files that take them over the limit are opened at once', async () => {
    const email = `tess.${dialect}@example.org`;
    await lead.data(
      `mutation { createRep(name: "Tess Tabs", email: "${email}", password: "Passw0rd!tess") { id } }`,
    );
    const { t } = server.database;
    await server.database.withTransaction((tx) =>
      tx.update(t.users).set({ mustChangePassword: false }).where(eq(t.users.email, email)),
    );
    const tess = await server.signIn(email, 'Passw0rd!tess');
    const files = [];
    for (let i = 0; i < 8; i++) files.push((await aBorrowerApplication(server.database)).application.id);
    // Eight tabs, each a borrower Tess does not hold, opened together: three are allowed an hour.
    await Promise.all(files.map((id) => onPage(tess, randomUUID(), borrowerPage, { id })));
    const flagged = (
      await lead.data<{ allReadFlags: { actorName: string }[] }>(
        '{ allReadFlags(perPage: 100) { actorName } }',
      )
    ).allReadFlags.filter((f) => f.actorName === 'Tess Tabs');
    expect(flagged).toHaveLength(1);
  });
});

describe('npm run access-report', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.close());

  it('lists whose data each account read in the window, and the borrowers in all', async () => {
    const rep = await server.signIn('rep1@example.org');
    for (let i = 0; i < 3; i++) {
      const { application } = await aBorrowerApplication(server.database);
      await onPage(rep, randomUUID(), borrowerPage, { id: application.id });
      await onPage(rep, randomUUID(), borrowerPage, { id: application.id });
    }
    const today = new Date().toISOString().slice(0, 10);
    // With the server's settings, as the README says to run it.
    const run = (from: string, to: string) => accessReport([from, to], serverSettings(server));
    const report = await run(today, today);
    expect(report.code).toBe(0);
    expect(report.output).toMatch(/rep1@example\.org\s+3\s+6\s+0\s+Rita Rep/);
    expect(report.output).toMatch(/3 borrower\(s\) read or changed in all by 1 account\(s\)/);
    expect(report.output).toMatch(/Fewer than 500 consumers/);
    const before = await run('2001-01-01', '2001-01-31');
    expect(before.output).toMatch(/0 borrower\(s\) read or changed in all/);
  });

  it('refuses to report without the server’s settings, rather than report an all-clear of another database', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'relief-report-'));
    const elsewhere = join(folder, 'app.db');
    const report = await accessReport(['2001-01-01', '2030-12-31'], {
      DATABASE_URL: `file:${elsewhere}`,
      DATA_ENCRYPTION_KEY: liveSettingsEnv.DATA_ENCRYPTION_KEY,
    });
    expect(report.code).toBe(2);
    expect(report.output).toContain(`There is no live database at sqlite ${elsewhere}`);
    expect(report.output).not.toMatch(/borrower\(s\) read in all/);
    expect(existsSync(elsewhere)).toBe(false);

    const withoutKey = await accessReport(['2001-01-01', '2030-12-31'], { DATABASE_URL: server.databaseUrl });
    expect(withoutKey.code).toBe(2);
    expect(withoutKey.output).toContain('DATA_ENCRYPTION_KEY: required');
  });
});

/** The live server's own settings, as an administrator's shell would carry them. */
const serverSettings = (server: TestServer) => ({ ...liveSettingsEnv, DATABASE_URL: server.databaseUrl });

function accessReport(
  [from, to]: [string, string],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    // The tool alone: no setting of this test process's leaks into it.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'api/cli/accessReport.ts', '--from', from, '--to', to],
      {
        cwd: resolve(import.meta.dirname, '../..'),
        env: { PATH: process.env.PATH, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => done({ code, output }));
  });
}
