import { is, Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { builtOnce, keptPerConnection } from './builtOnce';

/*
 * drizzle renders a query's whole text each time it runs: for a page of the console's list (the
 * application's 54 columns and the list's facts) about 1.3 ms, more than SQLite takes to run it
 * (docs/decisions/0083-statements-kept-prepared.md). A list's statement is kept prepared
 * instead, under the text its varying parts (its conditions, its order) render to with their values
 * left out. Two requests whose parts render alike are one statement with other values, whatever
 * filter built them: no key is written by hand, so none can miss a branch of a filter.
 */

/** What a part renders to: its text, each value marked by its index, and the values. */
interface Shape {
  text: string;
  values: unknown[];
}

interface Renderer {
  sqlToQuery(part: SQL): { sql: string; params: unknown[] };
}

/**
 * A value's mark, between two of Unicode's noncharacters (U+FDD0, never text): the SQL around it is
 * the code's own keywords and names, and every value the user gave is a value, never in the text.
 */
const mark = (index: number) => `\ufdd0${index}\ufdd0`;
const marks = /\ufdd0(\d+)\ufdd0/;

const renderers = new WeakMap<object, Renderer>();

/** The connection's own dialect (its quoting and casing), writing a mark where a value goes. */
function rendererOf(db: Db): Renderer {
  const { dialect } = db as unknown as { dialect: object };
  let renderer = renderers.get(dialect);
  if (!renderer) {
    renderer = Object.create(dialect, { escapeParam: { value: mark } }) as Renderer;
    renderers.set(dialect, renderer);
  }
  return renderer;
}

/**
 * The shape of `part`, or undefined where it cannot be kept: a part that holds placeholders of its
 * own, or whose text holds the mark's character otherwise (a raw string: it would read as a mark).
 */
function shapeOf(db: Db, part: SQL): Shape | undefined {
  const { sql: text, params } = rendererOf(db).sqlToQuery(part);
  if (params.some((p) => is(p, Placeholder) || is(p, Param))) return undefined;
  const found = text.split(marks);
  // Every mark is one value, in order: anything else is a U+FDD0 that was not ours.
  for (let i = 1; i < found.length; i += 2) if (Number(found[i]) !== (i - 1) / 2) return undefined;
  if ((found.length - 1) / 2 !== params.length) return undefined;
  return { text, values: params };
}

/** The part again as raw text and placeholders named `prefix` and the value's index. */
function templateOf(shape: Shape, prefix: string): SQL {
  const pieces = shape.text.split(marks);
  return sql.join(
    pieces.map((piece, i) => (i % 2 === 0 ? sql.raw(piece) : sql.placeholder(`${prefix}${piece}`))),
  );
}

/** The placeholders' values of `shape` under `prefix`, into a kept statement's `execute` values. */
function valuesOf(shape: Shape, prefix: string, into: Record<string, unknown>): void {
  shape.values.forEach((value, i) => (into[`${prefix}${i}`] = value));
}

/** The most statements a connection keeps, the list's shapes among them (builtOnce.ts). */
export const keptShapes = keptPerConnection;

/** A name for an object, for keys: the same object always, two objects never. */
const identities = new WeakMap<object, number>();
let lastIdentity = 0;
export function identityOf(value: object): number {
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = ++lastIdentity));
  return id;
}

/** A list query's varying parts as a kept statement's: the key their text makes, and their values. */
interface ShapedParts {
  key: string;
  values: Record<string, unknown>;
  /** The parts again with placeholders for their values (for building the statement once). */
  where(): SQL | undefined;
  orderBy(): SQL[];
}

/** The parts' shapes; undefined when one cannot be kept. */
function shapedParts(db: Db, where: SQL | undefined, orderBy: SQL[]): ShapedParts | undefined {
  const whereShape = where && shapeOf(db, where);
  if (where && !whereShape) return undefined;
  const orderShapes = orderBy.map((part) => shapeOf(db, part));
  if (orderShapes.some((shape) => !shape)) return undefined;
  const orders = orderShapes as NonNullable<(typeof orderShapes)[number]>[];
  const values: Record<string, unknown> = {};
  if (whereShape) valuesOf(whereShape, 'w', values);
  orders.forEach((shape, i) => valuesOf(shape, `o${i}_`, values));
  return {
    key: JSON.stringify([whereShape?.text ?? null, ...orders.map((shape) => shape.text)]),
    values,
    where: () => whereShape && templateOf(whereShape, 'w'),
    orderBy: () => orders.map((shape, i) => templateOf(shape, `o${i}_`)),
  };
}

type Window = { limit: number | Placeholder; offset: number | Placeholder };
/** drizzle writes no OFFSET for 0: a first page is a statement of its own, as it was built before. */
const windowOf = (offset: number): Window => ({
  limit: sql.placeholder('limit'),
  offset: offset === 0 ? 0 : sql.placeholder('offset'),
});

/**
 * `query` with these parts: kept prepared under the parts' shapes and `name` (what else the query is
 * made of, the same for every call of that name), or built afresh where a part cannot be kept.
 */
export async function runShaped<R>(
  db: Db,
  name: string,
  where: SQL | undefined,
  orderBy: SQL[],
  window: { limit: number; offset: number },
  query: (
    where: SQL | undefined,
    orderBy: SQL[],
    window: Window,
  ) => {
    prepare(): { execute(values: Record<string, unknown>): Promise<unknown> };
  } & PromiseLike<unknown>,
  /** Values of the placeholders `query` writes itself (its columns'), beside its parts'. */
  ownValues: Record<string, unknown> = {},
): Promise<R> {
  const parts = shapedParts(db, where, orderBy);
  if (!parts) return (await query(where, orderBy, window).prepare().execute(ownValues)) as R;
  const first = window.offset === 0;
  const statement = builtOnce(db, `${name}${first ? ', first page' : ''} ${parts.key}`, () =>
    query(parts.where(), parts.orderBy(), windowOf(window.offset)).prepare(),
  );
  return (await statement.execute({ ...ownValues, ...parts.values, ...window })) as R;
}
