import { configuredDataKeys, generatedDataKeys } from '../db/dataKeyFile';
import type { DataKeys } from '../db/dataKeys';
import { describeDatabaseUrl } from '../db/client';
import { ConfigError, type Config } from './config';
import type { WorkspaceKind } from './domain/workspace';

/** Where each workspace's keys are set: never the same variables, so rotating one leaves the other whole. */
export const keySettings = {
  live: { key: 'DATA_ENCRYPTION_KEY', old: 'DATA_ENCRYPTION_OLD_KEYS' },
  training: { key: 'TRAINING_DATA_ENCRYPTION_KEY', old: 'TRAINING_DATA_ENCRYPTION_OLD_KEYS' },
} as const satisfies Record<WorkspaceKind, { key: keyof Config; old: keyof Config }>;

const configuredKeys = (config: Config, kind: WorkspaceKind) =>
  configuredDataKeys(config[keySettings[kind].key], config[keySettings[kind].old]);

/**
 * The keys a workspace's database opens with (SECURITY.md §27). Live's come only from
 * DATA_ENCRYPTION_KEY: its secrets never sit under a key stored beside them. Training has keys of its
 * own, never live's: TRAINING_DATA_ENCRYPTION_KEY when set (a training database on PostgreSQL needs
 * it), else a key made once in a file beside its database (`makeKeyFile`: a start may make it; a
 * command-line tool only reads it). So a rotation of live's key cannot leave training unopenable.
 */
export function workspaceDataKeys(
  config: Config,
  workspace: { kind: WorkspaceKind; databaseUrl: string | undefined },
  { makeKeyFile = true }: { makeKeyFile?: boolean } = {},
): DataKeys {
  const { kind, databaseUrl } = workspace;
  const keys = configuredKeys(config, kind);
  if (kind === 'live') {
    if (!keys)
      throw new ConfigError(
        'Invalid configuration:\n  DATA_ENCRYPTION_KEY: required in the live workspace (secrets are encrypted at rest); ' +
          'make one with `npm run rotate-key -- --generate` and keep it apart from the database',
      );
    return keys;
  }
  const live = configuredKeys(config, 'live');
  if (keys && live && keys.current.id === live.current.id)
    throw new ConfigError(
      'Invalid configuration:\n  TRAINING_DATA_ENCRYPTION_KEY: must differ from DATA_ENCRYPTION_KEY (practice data never shares live’s key)',
    );
  if (keys) return keys;
  const { dialect, location } = describeDatabaseUrl(databaseUrl);
  if (dialect === 'postgres')
    throw new ConfigError(
      'Invalid configuration:\n  TRAINING_DATA_ENCRYPTION_KEY: required for a training database on PostgreSQL ' +
        '(no key file can sit beside it); make one with `npm run rotate-key -- --generate`',
    );
  return generatedDataKeys(dialect, location, { make: makeKeyFile });
}

/** Where a workspace's keys come from, for a message that names what to change. */
export function keySourceOf(
  config: Config,
  workspace: { kind: WorkspaceKind; databaseUrl: string | undefined },
) {
  const { key } = keySettings[workspace.kind];
  if (config[key]) return key;
  const { location } = describeDatabaseUrl(workspace.databaseUrl);
  return `the key file ${location}.key`;
}
