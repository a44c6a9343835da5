import { openDatabase } from './client';
import { configuredDataKeys } from './dataKeyFile';

const { DATABASE_URL, DATA_ENCRYPTION_KEY, DATA_ENCRYPTION_OLD_KEYS } = process.env;
const dataKeys = configuredDataKeys(DATA_ENCRYPTION_KEY, DATA_ENCRYPTION_OLD_KEYS) ?? undefined;
const database = await openDatabase(DATABASE_URL, { dataKeys });
await database.close();
console.log('Migrations applied.');
