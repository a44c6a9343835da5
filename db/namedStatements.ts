import { createHash } from 'node:crypto';
import type { ClientBase, QueryConfig } from 'pg';

/** How many statements one connection keeps prepared; past it, the rest are sent unnamed as before. */
export const keptPerConnection = 500;

/**
 * Names each statement a pooled connection runs after a hash of its text, so Postgres parses and
 * analyses it once per connection instead of at every call, and may keep its plan (the borrower
 * page runs about twenty statements; docs/decisions/0083-statements-kept-prepared.md; bench/HISTORY.md has
 * the measurements). Protocol-level statements, not `PREPARE`: PgBouncer 1.21 and later keeps them across
 * its transaction pooling (README, "Behind PgBouncer").
 */
export function nameStatements(client: ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = new Set<string>();
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (isUnnamed(config)) {
      const name = `s_${createHash('sha1').update(config.text).digest('base64url')}`;
      if (named.has(name) || named.size < keptPerConnection) {
        named.add(name);
        return query({ ...config, name }, ...rest);
      }
    }
    return query(config, ...rest);
  }) as typeof client.query;
}

/**
 * A plain config without a name. A submittable (pg-copy-streams' COPY, a cursor) is the query object
 * itself, its `submit` on its prototype: a copy of its fields would lose it and reach the driver as a
 * plain query with no stream behind it, so it goes through as given.
 */
const isUnnamed = (config: unknown): config is QueryConfig =>
  typeof config === 'object' &&
  config !== null &&
  'text' in config &&
  !(config as QueryConfig).name &&
  typeof (config as { submit?: unknown }).submit !== 'function';
