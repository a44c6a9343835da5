import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { readData } from '../api/data/bound';
import { insertAccount } from '../api/data/users';
import { repGroup } from '../api/domain/permissions';
import { createLogger } from '../api/logger';
import { seedBorrowers } from '../seed/seedBorrowers';
import { applicationsPageQuery, borrowerPageQuery, repsPageQuery } from '../tests/helpers/consolePageQueries';
import type { HttpClient } from '../tests/helpers/httpClient';
import { startTestServer, type TestServer } from '../tests/helpers/testServer';

/*
 * `npm run bench:statements [-- --postgres]`: the statements the API sends for the requests whose cost
 * was once a count in a test (docs/decisions/0250-statement-counts-in-the-bench.md), on a real server
 * over SQLite (or the Postgres server of TEST_POSTGRES_URL) seeded with demo borrowers, and the plan
 * of the unclaimed-read check. What a person would notice (a list's cost growing with its rows) stays
 * a test (tests/api/queryCount.test.ts); these are figures to read beside the bench's timings.
 */

const { values } = parseArgs({ options: { postgres: { type: 'boolean', default: false } } });
const now = new Date('2026-03-15T15:00:00.000Z');
const print = (line: string) => process.stdout.write(`${line}\n`);

const debtsTab = 'query($id: ID!) { allDebts(filter: { applicationId: $id }) { id currentBalance } }';
const offersTab =
  'query($id: ID) { allOffers(filter: { decisionId: $id }, perPage: 50) { id balance } _allOffersMeta(filter: { decisionId: $id }) { count } }';
const list = (meta: 'none' | 'after' | 'before') => {
  const rows = `allApplications(filter: $filter, page: 0, perPage: $perPage, sortField: "createdAt", sortOrder: "DESC") { id status createdAt }`;
  const count = '_allApplicationsMeta(filter: $filter, page: 0, perPage: $perPage) { count }';
  const fields = meta === 'none' ? rows : meta === 'after' ? `${rows} ${count}` : `${count} ${rows}`;
  return `query($filter: ApplicationFilter, $perPage: Int) { ${fields} }`;
};

/** The statement as it ran, its placeholders bound to its parameters again. */
function bindAgain(text: string, params: unknown[], placeholder: RegExp): SQL {
  const pieces = text.split(placeholder);
  return sql.join(
    pieces.flatMap((piece, i) =>
      i < params.length ? [sql.raw(piece), sql`${params[i]}`] : [sql.raw(piece)],
    ),
  );
}

async function main() {
  const dialect = values.postgres ? 'postgres' : 'sqlite';
  if (dialect === 'postgres' && !process.env.TEST_POSTGRES_URL) throw new Error('give TEST_POSTGRES_URL');
  const sent: { text: string; params: unknown[] }[] = [];
  const server: TestServer = await startTestServer(dialect, {
    now: () => now,
    onQuery: (text, params) => void sent.push({ text, params }),
  });
  try {
    const { database } = server;
    const { db, t } = database;
    await seedBorrowers(database, createLogger('silent'), {
      borrowers: 60,
      seed: 3,
      now,
      demoAccountPassword: 'Borr0wer!demo',
    });
    for (let i = 0; i < 25; i++) {
      await database.withTransaction((tx) =>
        insertAccount(tx, t, {
          email: `bench.rep${i}@example.org`,
          name: `Bench Rep ${String(i).padStart(2, '0')}`,
          passwordHash: 'x',
          groups: [repGroup],
        }),
      );
    }
    const rep = await server.signIn('rep1@example.org');
    const lead = await server.signIn('lead@example.org');
    // The statements of one request; a real Postgres server's driver reports a transaction's begin and commit.
    const statementsOf = async (
      client: HttpClient,
      query: string,
      variables: Record<string, unknown> = {},
    ) => {
      sent.length = 0;
      const answer = await client.gql(query, variables);
      if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
      return sent.filter(({ text }) => !/^(begin|commit)\b/i.test(text)).map(({ text }) => text);
    };
    const row = (what: string, figure: number | string) => print(`${what.padEnd(72)} ${figure}`);

    // A first request of each session, not counted: what it does once (caches filled) is no request's cost.
    await statementsOf(rep, applicationsPageQuery, { perPage: 5 });
    await statementsOf(lead, repsPageQuery, { perPage: 5 });
    print(`Statements a request sends (${dialect}, 60 seeded borrowers)\n`);
    for (const perPage of [5, 10, 20])
      row(
        `Applications list, ${perPage} rows`,
        (await statementsOf(rep, applicationsPageQuery, { perPage })).length,
      );
    for (const perPage of [5, 25])
      row(`Reps list, ${perPage} rows`, (await statementsOf(lead, repsPageQuery, { perPage })).length);

    const me = await statementsOf(rep, '{ me { id email } }');
    row('A signed-in request: reads of its session', me.filter((s) => /\bfrom "sessions"/i.test(s)).length);
    row(
      '  writes to its session (none within the slack)',
      me.filter((s) => /update "sessions"/i.test(s)).length,
    );
    row(
      '  reads of who is asking (one, joined to the session)',
      me.filter((s) => /\bfrom "(users|user_groups|groups)"|join "users"/i.test(s)).length,
    );

    const [file] = await db
      .select({ id: t.applications.id })
      .from(t.applications)
      .innerJoin(t.debts, eq(t.debts.creditReportId, t.applications.borrowerCreditReportId))
      .where(isNull(t.applications.assignedTo))
      .orderBy(desc(t.applications.createdAt))
      .limit(1);
    const page = await statementsOf(rep, borrowerPageQuery, { id: file.id });
    row("A borrower page's statements", page.length);
    row(
      '  of them, reads ending on its application by id',
      page.filter((s) =>
        /\bfrom "applications"[\s\S]* where "applications"\."id" (= \S+|in \([^)]*\))$/i.test(s),
      ).length,
    );
    row('  of them, inserts into the read log', page.filter((s) => /insert into "read_log"/i.test(s)).length);

    const [decided] = await db
      .select({ id: t.offers.decisionId })
      .from(t.offers)
      .where(isNotNull(t.offers.decisionId))
      .limit(1);
    row(
      "The Decision tab's offers with their total",
      (await statementsOf(rep, offersTab, { id: decided.id })).length,
    );

    let pageView = randomUUID();
    const tab = async () => {
      sent.length = 0;
      await rep.post(
        '/graphql',
        { query: debtsTab, variables: { id: file.id } },
        { 'x-page-view': pageView },
      );
      return sent.filter(({ text }) => /"read_log"/i.test(text)).length;
    };
    await tab();
    row('An unclaimed tab refetched in the same page view: read-log statements', await tab());
    pageView = randomUUID();
    row('  in another page view of the file within the hour', await tab());

    const [searched] = await db
      .select({ q: t.borrowers.lastName })
      .from(t.borrowers)
      .where(sql`${t.borrowers.lastName} is not null`)
      .limit(1);
    const ownReads = (statements: string[]) =>
      statements.filter((s) => !/^(select|update|insert)[^(]*"(sessions|users|user_groups)"/.test(s));
    for (const [name, filter] of [
      ['A searched list', { q: searched.q!.slice(0, 3) }],
      ['A wide-open list', { status_in: ['Submitted'], dateRange: {} }],
    ] as const) {
      for (const meta of ['none', 'after', 'before'] as const) {
        const statements = ownReads(await statementsOf(rep, list(meta), { filter, perPage: 10 }));
        const how = meta === 'none' ? 'alone' : meta === 'after' ? 'with its count' : 'its count asked first';
        row(`${name}, ${how}`, statements.length);
      }
    }

    const [someone] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, 'rep1@example.org'));
    const since = new Date(now.getTime() - 3_600_000).toISOString();
    sent.length = 0;
    await readData(database).readLog.readUnclaimedSince(someone.id, [file.id], since, now.toISOString());
    row('The unclaimed-read check (one file): statements', sent.length);
    const [probe] = sent;
    const statement = bindAgain(probe.text, probe.params, dialect === 'sqlite' ? /\?/ : /\$\d+/);
    const plan =
      dialect === 'sqlite'
        ? JSON.stringify(await db.all(sql`explain query plan ${statement}`))
        : await database.withTransaction(async (tx) => {
            const pgTx = tx as unknown as { execute(query: SQL): Promise<{ rows: unknown[] }> };
            // A small table is read whole by Postgres whatever its indexes: off, the index is judged.
            await pgTx.execute(sql`set local enable_seqscan = off`);
            return JSON.stringify((await pgTx.execute(sql`explain ${statement}`)).rows);
          });
    row(
      '  its plan probes read_log_unclaimed_idx',
      plan.includes('read_log_unclaimed_idx') ? 'yes' : `no: ${plan}`,
    );
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
