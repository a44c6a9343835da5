import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, readData } from '../../api/data/bound';
import type { Database } from '../../db/client';
import { openFreshDatabase, testDialects } from '../helpers/testServer';

/*
 * Whether a rep read a file unclaimed within the hour is asked at every unclaimed read
 * (api/services/readLog.ts). It must be one probe of read_log_unclaimed_idx: a filter on
 * `unclaimed = ?` instead of the index's own predicate reads past it, and every read of that file by
 * that rep in the hour is walked again (9 ms a request once the bench had read one file 6 000 times).
 */

/** The statement as it ran, its placeholders bound to its parameters again. */
function bindAgain(text: string, params: unknown[], placeholder: RegExp): SQL {
  const pieces = text.split(placeholder);
  return sql.join(
    pieces.flatMap((piece, i) =>
      i < params.length ? [sql.raw(piece), sql`${params[i]}`] : [sql.raw(piece)],
    ),
  );
}

describe.each(testDialects)('the unclaimed-read check on %s', (dialect) => {
  let database: Database;
  const ran: { text: string; params: unknown[] }[] = [];

  beforeAll(async () => {
    database = await openFreshDatabase(dialect, { onQuery: (text, params) => ran.push({ text, params }) });
  });
  afterAll(() => database?.close());

  it('finds an unclaimed read in the window through read_log_unclaimed_idx, and only such a read', async () => {
    const { t } = database;
    const [rep] = await database.withTransaction((tx) =>
      tx
        .insert(t.users)
        .values({ email: 'plan@example.org', name: 'Plan', passwordHash: 'x' })
        .returning({ id: t.users.id }),
    );
    const read = (applicationId: string, unclaimed: boolean, createdAt: string) => ({
      actorId: rep.id,
      applicationId,
      kind: 'application',
      unclaimed,
      createdAt,
    });
    await database.withTransaction((tx) =>
      dataOf(tx, t).readLog.insertReads([
        read('a-unclaimed', true, '2025-03-15T15:10:00.000Z'),
        read('a-claimed', false, '2025-03-15T15:10:00.000Z'),
        read('a-earlier', true, '2025-03-15T13:00:00.000Z'),
        read('a-later', true, '2025-03-15T15:20:00.000Z'),
      ]),
    );

    const window = ['2025-03-15T14:30:00.000Z', '2025-03-15T15:15:00.000Z'] as const;
    /** The plan of the one statement a check ran, as the engine would run it. */
    const planOf = async (probe: { text: string; params: unknown[] }) => {
      const statement = bindAgain(probe.text, probe.params, dialect === 'sqlite' ? /\?/ : /\$\d+/);
      return dialect === 'sqlite'
        ? JSON.stringify(await database.db.all(sql`explain query plan ${statement}`))
        : database.withTransaction(async (tx) => {
            const pgTx = tx as unknown as { execute(query: SQL): Promise<{ rows: unknown[] }> };
            // A table of a few rows is read whole by Postgres whatever its indexes: off, the index is judged.
            await pgTx.execute(sql`set local enable_seqscan = off`);
            return JSON.stringify((await pgTx.execute(sql`explain ${statement}`)).rows);
          });
    };

    // Several files at once (an export's page): one statement.
    ran.length = 0;
    const found = await readData(database).readLog.readUnclaimedSince(
      rep.id,
      ['a-unclaimed', 'a-claimed', 'a-earlier', 'a-later'],
      ...window,
    );
    expect([...found]).toEqual(['a-unclaimed']);
    expect(ran).toHaveLength(1);
    expect(await planOf(ran[0])).toContain('read_log_unclaimed_idx');

    // One file (a page): one probe.
    for (const [id, expected] of [
      ['a-unclaimed', ['a-unclaimed']],
      ['a-claimed', []],
      ['a-later', []],
    ] as const) {
      ran.length = 0;
      const one = await readData(database).readLog.readUnclaimedSince(rep.id, [id], ...window);
      expect([...one], id).toEqual(expected);
      expect(ran).toHaveLength(1);
      expect(await planOf(ran[0])).toContain('read_log_unclaimed_idx');
    }
  });
});
