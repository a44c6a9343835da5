import type { EncodedRows } from '../db/bulk';
import { addBorrowerTree, drawFeaturedTree } from './borrowerTree';
import type { SeededTable } from './ids';
import { Rng } from './random';
import { ChunkRows, insertOrder } from './rows';
import type { RunContext } from './tree';

/** A chunk ready for the driver: its tables in insert order, and the rows written per table. */
export interface EncodedChunk {
  from: number;
  count: number;
  tables: EncodedRows[];
  rows: Partial<Record<SeededTable, number>>;
}

/** The whole trees of borrowers `from` to `from + count - 1`: pure, no database. */
export function generateChunk(run: RunContext, from: number, count: number, rng = new Rng()): EncodedChunk {
  const rows = new ChunkRows(run.encoders);
  for (let ordinal = from; ordinal < from + count; ordinal++) {
    // A scenario's borrower must show its lesson: drawn apart until it does.
    if (run.scenario) rows.append(drawFeaturedTree(run, rng, ordinal).rows);
    else addBorrowerTree(run, rng, ordinal, rows);
  }
  const counts: EncodedChunk['rows'] = {};
  for (const table of insertOrder) if (rows.count(table) > 0) counts[table] = rows.count(table);
  return { from, count, tables: rows.encoded(), rows: counts };
}
