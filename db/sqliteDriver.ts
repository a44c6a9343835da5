import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/*
 * better-sqlite3 in the major that suits this Node (docs/decisions/0186-node-24.md): 12 builds for
 * Node 20, but from Node 24.19 a statement it lets go of aborts the process when an idle garbage
 * collection finalises it (RemoveEnvironmentCleanupHook's check); 13, prebuilt, does not, and needs
 * Node 22. Both are installed, the second under the alias `better-sqlite3-13`; the API is the same.
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);

const Sqlite: typeof BetterSqlite3 = require(nodeMajor >= 22 ? 'better-sqlite3-13' : 'better-sqlite3');

export default Sqlite;
export type { Database, Statement } from 'better-sqlite3';
