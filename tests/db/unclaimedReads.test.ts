import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, readData } from '../../api/data/bound';
import type { Database } from '../../db/client';
import { openFreshDatabase, testDialects } from '../helpers/testServer';

/*
 * Whether a rep read a file unclaimed within the hour is asked at every unclaimed read
 * (api/services/readLog.ts): only an unclaimed read of that file by that rep inside the window counts.
 * That the check is one probe of read_log_unclaimed_idx is a figure of `npm run bench:statements`
 * (docs/decisions/0250-statement-counts-in-the-bench.md).
 */

describe.each(testDialects)('the unclaimed-read check on %s', (dialect) => {
  let database: Database;

  beforeAll(async () => {
    database = await openFreshDatabase(dialect);
  });
  afterAll(() => database?.close());

  it('finds an unclaimed read in the window, and only such a read', async () => {
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

    // Several files at once (an export's page).
    const found = await readData(database).readLog.readUnclaimedSince(
      rep.id,
      ['a-unclaimed', 'a-claimed', 'a-earlier', 'a-later'],
      ...window,
    );
    expect([...found]).toEqual(['a-unclaimed']);

    // One file (a page).
    for (const [id, expected] of [
      ['a-unclaimed', ['a-unclaimed']],
      ['a-claimed', []],
      ['a-later', []],
    ] as const) {
      const one = await readData(database).readLog.readUnclaimedSince(rep.id, [id], ...window);
      expect([...one], id).toEqual(expected);
    }
  });
});
