import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { seededDatabase } from './seedCache';

/*
 * `npm run bench:seed [-- --database URL … --borrowers N --seed S --workers W]`: only the bench's
 * seed, always fresh, on each database given (SQLite's bench/cache/ file when none): wall time, the
 * seeder's memory and CPU-seconds per 100 000 borrowers by thread, with the load average around it.
 */
const { values } = parseArgs({
  options: {
    database: { type: 'string', multiple: true, default: ['file:'] },
    borrowers: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    workers: { type: 'string', default: '1' },
  },
});
const print = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function main() {
  for (const databaseUrl of values.database) {
    const before = load();
    const seeded = await seededDatabase({
      databaseUrl,
      seed: Number(values.seed),
      borrowers: Number(values.borrowers),
      workers: Number(values.workers),
      fresh: true,
      log: print,
    });
    const rss = seeded.seederRssMb;
    print(
      `${seeded.dialect}: ${seeded.rows.toLocaleString('en-US')} rows in ${(seeded.seedMs / 1000).toFixed(1)} s` +
        (rss
          ? `; seeder RSS ${rss.early.toFixed(0)} MB after 5 chunks, ${rss.peak.toFixed(0)} MB at most`
          : '') +
        `; load average ${before} before, ${load()} after`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
