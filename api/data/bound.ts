import type { Database, Db, Tables } from '../../db/client';
import * as modules from './modules';

/**
 * A data module with its connection given once: each `(db, t, ...rest)` function becomes
 * `(...rest)`, bound to one connection or one transaction. A function written against the
 * connection alone (no leading `(db, t)`) is left out, so it is still called with its own.
 */
export type Bound<M> = {
  [K in keyof M as M[K] extends (db: Db, t: Tables, ...rest: never[]) => unknown ? K : never]: M[K] extends (
    db: Db,
    t: Tables,
    ...rest: infer A
  ) => infer R
    ? (...rest: A) => R
    : never;
};

export type Data = { [K in keyof typeof modules]: Bound<(typeof modules)[K]> };

function bindModule(module: Record<string, unknown>, db: Db, t: Tables) {
  const bound: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'function')
      bound[name] = (...rest: unknown[]) => (value as (...args: unknown[]) => unknown)(db, t, ...rest);
  }
  return bound;
}

/** The data layer bound to one connection (reads) or transaction; each module is bound when first used. */
export function dataOf(db: Db, t: Tables): Data {
  const cache = new Map<string, unknown>();
  return new Proxy({} as Data, {
    get(_, name: string) {
      const module = (modules as Record<string, Record<string, unknown>>)[name];
      if (!module) return undefined;
      if (!cache.has(name)) cache.set(name, bindModule(module, db, t));
      return cache.get(name);
    },
  });
}

const readDataKept = new WeakMap<Db, Data>();

/** The data layer on the database's read connection, bound once for the connection's life. */
export function readData(database: Database): Data {
  let data = readDataKept.get(database.db);
  if (!data) readDataKept.set(database.db, (data = dataOf(database.db, database.t)));
  return data;
}

/**
 * One transaction with the data layer bound to it: every call inside goes through the transaction,
 * so a failure part-way rolls all of them back (a call on readData would escape it).
 */
export function inTransaction<T>(database: Database, fn: (data: Data, tx: Db) => Promise<T>): Promise<T> {
  return database.withTransaction((tx) => fn(dataOf(tx, database.t), tx));
}

/** One write statement (`Database.withStatement`): atomic by itself, so without begin and commit. */
export function inStatement<T>(database: Database, fn: (data: Data) => Promise<T>): Promise<T> {
  return database.withStatement((db) => fn(dataOf(db, database.t)));
}
