import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Options } from 'express-rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { DatabaseRateLimitStore, deleteEndedRateLimitWindows } from '../../api/http/rateLimitStore';

/*
 * The rate limits' shared store (docs/decisions/0057-rate-limits-in-the-database.md): fixed windows counted
 * by one upsert, the same on SQLite and Postgres, exact under concurrent hits from several
 * connections (as from several processes), and swept once the window has ended.
 */

const windowMs = 15 * 60_000;

describe.each(['sqlite', 'pglite'] as const)('the rate-limit store on %s', (dialect) => {
  let database: Database;
  let clock = new Date('2025-03-15T15:00:00.000Z');
  const now = () => clock;
  const storeFor = (db: Database, prefix: string) => {
    const store = new DatabaseRateLimitStore(db, prefix, now);
    store.init({ windowMs } as Options);
    return store;
  };

  beforeAll(async () => {
    database = await openDatabase(
      dialect === 'sqlite'
        ? `file:${join(mkdtempSync(join(tmpdir(), 'relief-limits-')), 'app.db')}`
        : 'pglite:memory',
    );
  });
  afterAll(() => database?.close());

  it('counts hits in a window, then starts a new window of one when it has ended', async () => {
    const store = storeFor(database, 'a:');
    const first = await store.increment('10.0.0.1');
    expect(first).toEqual({ totalHits: 1, resetTime: new Date(clock.getTime() + windowMs) });
    clock = new Date(clock.getTime() + 60_000);
    expect((await store.increment('10.0.0.1')).totalHits).toBe(2);
    expect((await store.increment('10.0.0.1')).resetTime).toEqual(first.resetTime);
    expect(await store.get('10.0.0.1')).toEqual({ totalHits: 3, resetTime: first.resetTime });

    clock = new Date(first.resetTime!.getTime());
    expect(await store.get('10.0.0.1')).toBeUndefined();
    const next = await store.increment('10.0.0.1');
    expect(next).toEqual({ totalHits: 1, resetTime: new Date(clock.getTime() + windowMs) });
  });

  it('keeps limiters with different prefixes apart, and gives a success its hit back', async () => {
    const signIn = storeFor(database, 'sign-in:ip:');
    const forgot = storeFor(database, 'forgot:ip:');
    await signIn.increment('10.0.0.2');
    await signIn.increment('10.0.0.2');
    expect((await forgot.increment('10.0.0.2')).totalHits).toBe(1);
    await signIn.decrement('10.0.0.2');
    expect((await signIn.get('10.0.0.2'))?.totalHits).toBe(1);
    await signIn.resetKey('10.0.0.2');
    expect(await signIn.get('10.0.0.2')).toBeUndefined();
    expect((await forgot.get('10.0.0.2'))?.totalHits).toBe(1);
  });

  it('stores a very long key as its hash', async () => {
    const store = storeFor(database, 'sign-in:');
    const key = `account:${'x'.repeat(10_000)}`;
    await store.increment(key);
    expect((await store.increment(key)).totalHits).toBe(2);
    const rows = await database.db.select().from(database.t.rateLimitHits);
    expect(Math.max(...rows.map((r) => r.key.length))).toBeLessThanOrEqual(200);
  });

  // Across processes: tests/api/cluster.test.ts races two workers on one account's limit.
  it('loses no hit when many limiters count one key at once', async () => {
    const stores = [1, 2, 3].map(() => storeFor(database, 'race:'));
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => stores[i % stores.length].increment('shared')),
    );
    expect(results.map((r) => r.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
  });

  it('sweeps the windows that have ended and keeps the running ones', async () => {
    const store = storeFor(database, 'sweep:');
    await store.increment('old');
    clock = new Date(clock.getTime() + windowMs - 1000);
    await store.increment('recent');
    clock = new Date(clock.getTime() + 1000);
    await deleteEndedRateLimitWindows(database, clock);
    expect(await store.get('old')).toBeUndefined();
    expect((await store.get('recent'))?.totalHits).toBe(1);
    const keys = (await database.db.select().from(database.t.rateLimitHits)).map((r) => r.key);
    expect(keys).toContain('sweep:recent');
    expect(keys).not.toContain('sweep:old');
  });
});
