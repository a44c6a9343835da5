import type { Db } from '../../db/client';

/*
 * drizzle builds a query's SQL afresh every time it runs: about a sixth of a borrower page's server
 * time on Postgres (docs/decisions/0081-borrower-page-in-few-statements.md). A read whose shape
 * never changes (its values passed as placeholders) is built and prepared once per connection; so is
 * a list's statement, under the shape its conditions render to (shapedStatements.ts).
 */

/** How many built statements a connection keeps; past it, the least recently used is dropped. */
export const keptPerConnection = 300;

const built = new WeakMap<Db, Map<string, unknown>>();

/** The statement `name` of this connection, built by `build` the first time it is asked for. */
export function builtOnce<S>(db: Db, name: string, build: () => S): S {
  let statements = built.get(db);
  if (!statements) built.set(db, (statements = new Map()));
  let statement = statements.get(name) as S | undefined;
  if (statement === undefined) statement = build();
  else statements.delete(name);
  statements.set(name, statement);
  if (statements.size > keptPerConnection) statements.delete(statements.keys().next().value!);
  return statement;
}
