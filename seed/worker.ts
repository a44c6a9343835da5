import { readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { Tables } from '../db/client';
import { parseDataKey, sealingWith } from '../db/dataKeys';
import * as pgTables from '../db/schema/pg';
import * as sqliteTables from '../db/schema/sqlite';
import { generateChunk } from './chunk';
import { Rng } from './random';
import { runContext, type RunSettings } from './run';

/*
 * A generator thread: it turns chunk requests into encoded chunks, sent back as JSON text (about
 * three times cheaper to pass between threads than the structured clone of the same arrays). Its
 * first message is its Linux thread id (or -1 elsewhere), so its CPU can be read from /proc.
 */
const { settings, dialect, dataKey } = workerData as {
  settings: RunSettings;
  dialect: 'sqlite' | 'postgres';
  dataKey: string;
};
const sealingKey = parseDataKey(dataKey);
const run = runContext(settings, (dialect === 'sqlite' ? sqliteTables : pgTables) as unknown as Tables);
const rng = new Rng();

function threadId(): number {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return -1;
  }
}
parentPort!.postMessage(threadId());

parentPort!.on('message', ({ from, count }: { from: number; count: number }) => {
  const chunk = sealingWith(sealingKey, () => generateChunk(run, from, count, rng));
  parentPort!.postMessage(JSON.stringify(chunk));
});
