import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { describeDatabaseUrl } from '../../db/client';
import { forgetOldDataKeys } from '../../db/dataKeyCheck';
import { dataKeyFileOf, readDataKeyFile, writeDataKeyFile } from '../../db/dataKeyFile';
import { DataKeyError, generateDataKey } from '../../db/dataKeys';
import { resealAll } from '../../db/resealing';
import { ConfigError, loadConfig } from '../config';
import { keySettings } from '../encryptionKeys';
import { trainingDatabaseUrl } from '../workspace';
import { openToolDatabase } from './toolDatabase';

const usage = `Usage: npm run rotate-key [-- --training] [-- --new-key | --generate]
  Seals every secret of one workspace's database (bank tokens, second-factor secrets, dates of birth)
  again under its current data key, then forgets the old keys. Live by default; --training for
  training. Run it with the server's settings: it opens the database the server uses.
  Live: set the new key in DATA_ENCRYPTION_KEY and the one it replaces in DATA_ENCRYPTION_OLD_KEYS
  (restart the servers with both), run this, then drop DATA_ENCRYPTION_OLD_KEYS. Training the same
  with TRAINING_DATA_ENCRYPTION_KEY and TRAINING_DATA_ENCRYPTION_OLD_KEYS, or --new-key.
  --generate   prints a new random key, and changes nothing.
  --new-key    training with its generated key file (no TRAINING_DATA_ENCRYPTION_KEY): a new key is
               written first in the file, the values are sealed again, and the old key is removed.`;

async function main() {
  const { values } = parseArgs({
    options: {
      'new-key': { type: 'boolean' },
      generate: { type: 'boolean' },
      training: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(usage);
  if (values.generate) return console.log(generateDataKey());
  const config = loadConfig();
  const kind = values.training ? 'training' : 'live';
  const url = kind === 'live' ? config.DATABASE_URL : trainingDatabaseUrl(config);
  const { dialect, location } = describeDatabaseUrl(url);
  const file =
    kind === 'training' && !config[keySettings.training.key] ? dataKeyFileOf(dialect, location) : null;
  if (values['new-key']) {
    if (!file || !existsSync(file))
      throw new ConfigError(
        `--new-key is for training's generated key file; set ${keySettings[kind].key} and ${keySettings[kind].old} instead`,
      );
    const old = readDataKeyFile(file);
    writeDataKeyFile(file, [
      generateDataKey(),
      ...[old.current, ...old.old].map((k) => k.key.toString('base64')),
    ]);
  }
  const { database, where } = await openToolDatabase(config, kind);
  try {
    const resealed = await resealAll(database);
    const forgotten = await forgetOldDataKeys(database);
    if (file) writeDataKeyFile(file, [database.dataKeys.current.key.toString('base64')]);
    console.log(
      `${kind === 'live' ? 'Live' : 'Training'} (${where}): sealed ${resealed} value(s) again under data key ${database.dataKeys.current.id}.` +
        (forgotten.length
          ? ` Old key(s) ${forgotten.join(', ')} no longer hold anything` +
            (file ? '.' : `: drop ${keySettings[kind].old} and restart.`)
          : ''),
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
