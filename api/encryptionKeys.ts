import { configuredDataKeys, generatedDataKeys } from '../db/dataKeyFile';
import type { DataKeys } from '../db/dataKeys';
import { describeDatabaseUrl } from '../db/client';
import { ConfigError, type Config } from './config';
import type { WorkspaceKind as Workspace } from './domain/workspace';

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
 * The keys of a database the command-line tools open without naming its workspace:
 * DATA_ENCRYPTION_KEY when set, else the generated key file beside the database.
 */
export function dataKeysFor(config: Config, databaseUrl: string | undefined): DataKeys {
  return configuredKeys(config) ?? requireEncryptionKey(config, 'training', databaseUrl);
}

/**
 * A workspace's keys: live's only from DATA_ENCRYPTION_KEY (liveProblems names it when unset);
 * training's from it when set — so a training database on Postgres survives a container without
 * its files — else its key file.
 */
export function workspaceDataKeys(
  config: Config,
  workspace: { kind: Workspace; databaseUrl: string | undefined },
): DataKeys {
  return workspace.kind === 'live'
    ? requireEncryptionKey(config, 'live', workspace.databaseUrl)
    : dataKeysFor(config, workspace.databaseUrl);
}
