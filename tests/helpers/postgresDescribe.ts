import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/client';
import { postgresServer, type PostgresServer } from './postgresServer';

/**
 * A describe block that needs Postgres: TEST_POSTGRES_URL names a server for its tests (CI's, or one
 * started for it), and every database the block keeps in `opened` is closed after it.
 */
export function postgresForBlock() {
  const given = process.env.TEST_POSTGRES_URL;
  const opened: Database[] = [];
  let server: PostgresServer | undefined;
  beforeAll(async () => {
    server = await postgresServer();
    process.env.TEST_POSTGRES_URL = server.url;
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    if (given === undefined) delete process.env.TEST_POSTGRES_URL;
    await server?.stop();
  });
  return {
    opened,
    url: () => {
      if (!server) throw new Error('the Postgres server is asked for before the block started it');
      return server.url;
    },
  };
}
