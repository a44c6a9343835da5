import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readData } from '../../api/data/bound';
import { accessReportLines, reportWindow } from '../../api/domain/accessReport';
import { aBorrowerApplication } from '../helpers/builders';
import type { GraphqlBody, HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Issue 40 (High): a rep listed every borrower's date of birth, address and phone with no read-log
 * entry and no unclaimed-views flag; page-view ids the client controls kept reads out of the log; the
 * access report left out a rep who had read and changed a file.
 */
describe.each(testDialects)('the read log misses no read on %s', (dialect) => {
  let server: TestServer;
  let rep: HttpClient;
  let lead: HttpClient;
  let repId: string;
  let clock = Date.now();
  const statements: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(dialect, {
      env: { UNCLAIMED_VIEWS_PER_HOUR: '5' },
      now: () => new Date(clock),
      onQuery: (sql) => void statements.push(sql),
    });
    rep = await server.signIn('rep1@example.org');
    lead = await server.signIn('lead@example.org');
    repId = (await rep.get<{ user: { id: string } }>('/auth/me')).body.user.id;
  });
  afterAll(() => server?.close());

  const readsBy = async (actorId: string) => {
    const { db, t } = server.database;
    return db.select().from(t.readLog).where(eq(t.readLog.actorId, actorId));
  };
  const flags = async () =>
    (await lead.data<{ allReadFlags: { actorId: string }[] }>('{ allReadFlags(perPage: 100) { actorId } }'))
      .allReadFlags;

  it("logs a list of every borrower's date of birth, address and phone: an entry per borrower, in one write, and the flag", async () => {
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(
        await aBorrowerApplication(server.database, {
          borrower: { dateOfBirth: '1970-01-0' + ((i % 9) + 1), addressLine1: `${i} Listed Road` },
        }),
      );
    statements.length = 0;
    const res = await rep.post<GraphqlBody>('/graphql', {
      query: '{ allBorrowers(perPage: 100) { firstName lastName dateOfBirth addressLine1 phoneNumber } }',
    });
    expect((res.body.data?.allBorrowers as unknown[]).length).toBeGreaterThanOrEqual(12);
    const reads = await readsBy(repId);
    for (const { application } of made)
      expect(
        reads
          .filter((r) => r.applicationId === application.id)
          .map((r) => r.kind)
          .sort(),
      ).toEqual(['answers', 'contact']);
    expect(statements.filter((sql) => /insert into "read_log"/i.test(sql))).toHaveLength(1);
    expect((await flags()).filter((f) => f.actorId === repId)).toHaveLength(1);
  });

  it('counts a page view sent again after a quarter of an hour as a new page load', async () => {
    const { application } = await aBorrowerApplication(server.database, {
      borrower: { dateOfBirth: '1980-02-02' },
    });
    const pageView = randomUUID();
    const read = () =>
      rep.post(
        '/graphql',
        {
          query: 'query($id: ID!) { Application(id: $id) { id borrower { dateOfBirth } } }',
          variables: { id: application.id },
        },
        { 'x-page-view': pageView },
      );
    await read();
    await read();
    const once = (await readsBy(repId)).filter((r) => r.applicationId === application.id);
    expect(once.map((r) => r.kind).sort()).toEqual(['answers', 'application']);
    clock += 16 * 60_000;
    await read();
    const later = (await readsBy(repId)).filter((r) => r.applicationId === application.id);
    expect(later).toHaveLength(4);
  });

  it('names in the access report a rep who changed a file, with the change', async () => {
    const { borrower } = await aBorrowerApplication(server.database);
    const ravi = await server.signIn('rep2@example.org');
    await ravi.data('mutation($id: ID) { updateBorrower(id: $id, city: "Round Rock") { id } }', {
      id: borrower.id,
    });
    const window = reportWindow('2000-01-01', new Date(clock + 86_400_000).toISOString().slice(0, 10))!;
    const rows = await readData(server.database).readLog.accessReport(window.from, window.to);
    const output = accessReportLines(rows, 0, window, 'text').join('\n');
    expect(output).toMatch(/rep2@example\.org\s+1\s+0\s+1\s+Ravi Rep/);
  });
});
