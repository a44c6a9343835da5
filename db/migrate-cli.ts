import { loadConfig } from '../api/config';
import { trainingDatabaseUrl } from '../api/workspace';
import { describeDatabaseUrl, openDatabase } from './client';
import { configuredDataKeys } from './dataKeyFile';

/** `npm run db:migrate`: live's database and, unless training is off, training's. */
const { DATA_ENCRYPTION_KEY, DATA_ENCRYPTION_OLD_KEYS } = process.env;
const dataKeys = configuredDataKeys(DATA_ENCRYPTION_KEY, DATA_ENCRYPTION_OLD_KEYS) ?? undefined;
const namedStatements = loadConfig().DATABASE_NAMED_STATEMENTS;
const urls = [process.env.DATABASE_URL];
if (process.env.TRAINING_PORT !== 'off') urls.push(trainingDatabaseUrl(process.env));
for (const url of urls) {
  const database = await openDatabase(url, { dataKeys, namedStatements });
  await database.close();
  const { dialect, location } = describeDatabaseUrl(url);
  console.log(`Migrations applied: ${dialect} ${dialect === 'postgres' ? '' : location}`.trimEnd());
}
