import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client';
import { DataKeyError } from '../../db/dataKeys';
import { ConfigError, loadConfig } from '../config';
import { dataKeysFor } from '../encryptionKeys';
import { readData } from '../data/bound';
import { accessReportLines, reportWindow } from '../domain/accessReport';

const usage = `Usage: npm run access-report -- --from YYYY-MM-DD --to YYYY-MM-DD [--csv]
  Lists, for each account, how many borrowers' files it read between the two days (both included,
  UTC; full ISO instants are taken too), and how many borrowers were read in all: the count the
  FTC's breach notice (500 or more consumers, within 30 days) is decided on. --csv for a spreadsheet.`;

async function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      csv: { type: 'boolean' },
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
  const database = await openDatabase(config.DATABASE_URL, {
    dataKeys: dataKeysFor(config, config.DATABASE_URL),
    namedStatements: config.DATABASE_NAMED_STATEMENTS,
  });
  try {
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
