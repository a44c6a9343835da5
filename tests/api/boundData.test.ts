import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, readData } from '../../api/data/bound';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/**
 * The data layer bound once (api/data/bound.ts): inside inTransaction every call goes through the
 * transaction, so it sees its own writes and a failure part-way takes them all back.
 */
describe.each(testDialects)('the data layer bound to a transaction (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  const list = (ownerId: string, name: string) => ({
    ownerId,
    listKey: 'applications',
    name,
    filterValues: {},
    isPublished: false,
  });

  it('writes through the transaction and keeps what committed', async () => {
    const ownerId = await inTransaction(server.database, (data) =>
      data.users.insertAccount({ email: `bound.${dialect}@example.com`, passwordHash: 'x' }),
    );
    const saved = await inTransaction(server.database, async (data) => {
      const row = await data.savedQueries.insertSavedQuery(list(ownerId, 'Kept'));
      expect(await data.savedQueries.savedQueryById(row.id)).toMatchObject({ name: 'Kept' });
      return row;
    });
    expect(await readData(server.database).savedQueries.savedQueryById(saved.id)).toMatchObject({
      name: 'Kept',
    });
  });

  it('takes back every write of a transaction that fails part-way', async () => {
    const ownerId = await inTransaction(server.database, (data) =>
      data.users.insertAccount({ email: `rollback.${dialect}@example.com`, passwordHash: 'x' }),
    );
    let written: string | null = null;
    const failed = inTransaction(server.database, async (data) => {
      written = (await data.savedQueries.insertSavedQuery(list(ownerId, 'Lost'))).id;
      throw new Error('part-way');
    });
    await expect(failed).rejects.toThrow('part-way');
    expect(written).not.toBeNull();
    expect(await readData(server.database).savedQueries.savedQueryById(written!)).toBeNull();
  });
});
