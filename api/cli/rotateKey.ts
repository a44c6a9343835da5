import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { describeDatabaseUrl, openDatabase } from '../../db/client';
import { forgetOldDataKeys } from '../../db/dataKeyCheck';
import { dataKeyFileOf, readDataKeyFile, writeDataKeyFile } from '../../db/dataKeyFile';
import { DataKeyError, generateDataKey } from '../../db/dataKeys';
import { resealAll } from '../../db/resealing';
import { ConfigError, loadConfig } from '../config';
import { dataKeysFor } from '../encryptionKeys';

const usage = `Usage: npm run rotate-key [-- --new-key | --generate]
  Seals every secret of the database (bank tokens, second-factor secrets, dates of birth) again under
  the current data key, then forgets the old keys.
  With DATA_ENCRYPTION_KEY: set the new key there and the one it replaces in DATA_ENCRYPTION_OLD_KEYS
  (restart the servers with both), run this, then drop DATA_ENCRYPTION_OLD_KEYS.
  --generate   prints a new random key for DATA_ENCRYPTION_KEY, and changes nothing.
  --new-key    for a database whose key is the generated file beside it (training): a new key is
               written first in the file, the values are sealed again, and the old key is removed.`;

async function main() {
  const { values } = parseArgs({
    options: { 'new-key': { type: 'boolean' }, generate: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(usage);
  if (values.generate) return console.log(generateDataKey());
  const config = loadConfig();
  const url = config.DATABASE_URL;
  const { dialect, location } = describeDatabaseUrl(url);
  const file = config.DATA_ENCRYPTION_KEY ? null : dataKeyFileOf(dialect, location);
  if (values['new-key']) {
    if (!file || !existsSync(file))
      throw new ConfigError(
        '--new-key is for a database keyed by its generated key file; set DATA_ENCRYPTION_KEY instead',
      );
    const old = readDataKeyFile(file);
    writeDataKeyFile(file, [
      generateDataKey(),
      ...[old.current, ...old.old].map((k) => k.key.toString('base64')),
    ]);
  }
  const database = await openDatabase(url, {
    dataKeys: dataKeysFor(config, url),
    namedStatements: config.DATABASE_NAMED_STATEMENTS,
  });
  try {
    const resealed = await resealAll(database);
    const forgotten = await forgetOldDataKeys(database);
    if (file) writeDataKeyFile(file, [database.dataKeys.current.key.toString('base64')]);
    console.log(
      `Sealed ${resealed} value(s) again under data key ${database.dataKeys.current.id}.` +
        (forgotten.length ? ` Old key(s) ${forgotten.join(', ')} no longer hold anything.` : ''),
    );
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
