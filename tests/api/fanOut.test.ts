import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyFanOut, openFanOut, type FanOut } from '../../api/cluster/fanOut';
import { createLogger } from '../../api/logger';
import type { Database } from '../../db/client';
import { openFreshPostgres, postgresServer, type PostgresServer } from '../helpers/postgresServer';

/*
 * The fan-out a server opens for its database (api/cluster/fanOut.ts): NOTIFY on a PostgreSQL
 * server, this process hearing its own events once through its LISTEN connection, which comes back
 * when it is cut; the relay on one machine, delivering here at once.
 */

const logger = createLogger('silent');

/** What a subscriber heard; `until` resolves once `condition` holds, checked at each event. */
function heard() {
  const events: unknown[] = [];
  const waiting = new Set<() => void>();
  return {
    events,
    handler: (payload: unknown) => {
      events.push(payload);
      for (const check of waiting) check();
    },
    until: (condition: (events: unknown[]) => boolean) =>
      new Promise<void>((done) => {
        const check = () => condition(events) && (waiting.delete(check), done());
        waiting.add(check);
        check();
      }),
  };
}

describe('NOTIFY on a PostgreSQL server', () => {
  let server: PostgresServer;
  let database: Database;
  let url: string;
  let admin: pg.Client;
  const opened: FanOut[] = [];

  beforeAll(async () => {
    server = await postgresServer();
    ({ url, database } = await openFreshPostgres(server, { poolSize: 2 }));
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    for (const fanOut of opened) await fanOut.close();
    await admin?.end();
    await database?.close();
    await server?.stop();
  });

  const listeners = async () =>
    (
      await admin.query<{ pid: number; query: string; state: string }>(
        "select pid, query, state from pg_stat_activity where datname = current_database() and application_name = 'relief-listen'",
      )
    ).rows;

  it('is what a server opens on Postgres, and hears each event once, its own included', async () => {
    const fanOut = openFanOut(database, { scope: 'live', listenUrl: url, logger });
    opened.push(fanOut);
    const a = heard();
    const b = heard();
    fanOut.subscribe('someChannel', a.handler);
    fanOut.subscribe('otherChannel', b.handler);
    await fanOut.ready;
    expect(await listeners()).toHaveLength(1);

    fanOut.publish('someChannel', { n: 1 });
    await a.until((events) => events.length === 1);
    fanOut.publish('someChannel', { n: 2 });
    fanOut.publish('otherChannel', { n: 3 });
    await a.until((events) => events.length === 2);
    await b.until((events) => events.length === 1);
    expect([a.events, b.events]).toEqual([[{ n: 1 }, { n: 2 }], [{ n: 3 }]]);
  });

  it('opens its LISTEN connection again when it is cut, and hears what is published after', async () => {
    const fanOut = notifyFanOut(database, { scope: 'live', listenUrl: url, logger });
    opened.push(fanOut);
    const a = heard();
    fanOut.subscribe('cutChannel', a.handler);
    await fanOut.ready;
    const [before] = (await listeners()).filter((row) => row.query.includes('cutChannel'));
    await admin.query('select pg_terminate_backend($1)', [before.pid]);

    // Back once a new connection has run its LISTEN to the end (an idle connection, the LISTEN its last).
    const listeningAgain = async () =>
      (await listeners()).some(
        (row) => row.pid !== before.pid && row.query.includes('cutChannel') && row.state === 'idle',
      );
    await expect.poll(listeningAgain, { timeout: 60_000 }).toBe(true);
    fanOut.publish('cutChannel', { after: 'the cut' });
    await a.until((events) => events.length === 1);
    expect(a.events).toEqual([{ after: 'the cut' }]);
  });

  it('refuses an event too large for NOTIFY: events carry ids', () => {
    const fanOut = notifyFanOut(database, { scope: 'live', listenUrl: url, logger });
    opened.push(fanOut);
    expect(() => fanOut.publish('someChannel', { text: 'x'.repeat(8000) })).toThrow(/too large for NOTIFY/);
  });
});

describe.each(['sqlite', 'pglite'] as const)('the relay on %s', (dialect) => {
  it('is what a server opens, and hands an event to this process’s subscribers once', async () => {
    // The relay needs nothing of the database but its dialect.
    const fanOut = openFanOut({ dialect } as Database, { scope: 'live', logger });
    const a = heard();
    fanOut.subscribe('someChannel', a.handler);
    fanOut.publish('someChannel', { n: 1 });
    fanOut.publish('someChannel', { n: 2 });
    await a.until((events) => events.length === 2);
    expect(a.events).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
