import { configuredDataKeys, generatedDataKeys } from '../db/dataKeyFile';
import type { DataKeys } from '../db/dataKeys';
import { describeDatabaseUrl } from '../db/client';
import { ConfigError, type Config } from './config';
import type { Workspace } from './services/deps';

const configuredKeys = (config: Config) =>
  configuredDataKeys(config.DATA_ENCRYPTION_KEY, config.DATA_ENCRYPTION_OLD_KEYS);

/**
 * The keys a workspace's database opens with (SECURITY.md §27). Live refuses to start without
 * DATA_ENCRYPTION_KEY: its secrets must never sit under a key stored beside them. Training keeps a
 * generated key in a file beside its database, so a restart reads what it sealed.
 */
export function requireEncryptionKey(
  config: Config,
  workspace: Workspace,
  databaseUrl: string | undefined,
): DataKeys {
  if (workspace === 'training') {
    const { dialect, location } = describeDatabaseUrl(databaseUrl);
    return generatedDataKeys(dialect, location);
  }
  const keys = configuredKeys(config);
  if (!keys)
    throw new ConfigError(
      'Invalid configuration:\n  DATA_ENCRYPTION_KEY: required in the live workspace (secrets are encrypted at rest); ' +
        'make one with `npm run rotate-key -- --generate` and keep it apart from the database',
    );
  return keys;
}

/**
 * The keys of the one database `npm start` and the command-line tools open today: DATA_ENCRYPTION_KEY
 * when set, else the generated key file beside the database (the training workspace's rule). The
 * live workspace (issue 17) calls requireEncryptionKey instead.
 */
export function dataKeysFor(config: Config, databaseUrl: string | undefined): DataKeys {
  return configuredKeys(config) ?? requireEncryptionKey(config, 'training', databaseUrl);
}
