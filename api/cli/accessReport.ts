import { parseArgs } from 'node:util';
import { DataKeyError } from '../../db/dataKeys';
import { ConfigError, loadConfig } from '../config';
import { openToolDatabase } from './toolDatabase';
import { readData } from '../data/bound';
import { accessReportLines, reportWindow } from '../domain/accessReport';

const usage = `Usage: npm run access-report -- --from YYYY-MM-DD --to YYYY-MM-DD [--csv] [--training]
  Lists, for each account, how many borrowers' files it read between the two days (both included,
  UTC; full ISO instants are taken too), and how many borrowers were read in all: the count the
  FTC's breach notice (500 or more consumers, within 30 days) is decided on. --csv for a spreadsheet.
  Live's read log by default (--training for training's). Run it with the server's settings: it
  opens the database the server uses, and refuses to report on any other.`;

async function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      csv: { type: 'boolean' },
      training: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(usage);
  const window = values.from && values.to ? reportWindow(values.from, values.to) : null;
  if (!window) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const kind = values.training ? 'training' : 'live';
  const { database, where } = await openToolDatabase(config, kind);
  try {
    // Said first, on stderr: a report of the wrong database must not pass for an all-clear.
    console.error(`Access report of the ${kind} workspace's database (${where})`);
    const data = readData(database);
    const rows = await data.readLog.accessReport(window.from, window.to);
    const total = await data.readLog.borrowersReadBetween(window.from, window.to);
    for (const line of accessReportLines(rows, total, window, values.csv ? 'csv' : 'text')) console.log(line);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataKeyError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
