import { existsSync } from 'node:fs';
import { describeDatabaseUrl, openDatabase, type Database } from '../../db/client';
import { ConfigError, type Config } from '../config';
import { workspaceDataKeys } from '../encryptionKeys';
import { readData } from '../data/bound';
import type { WorkspaceKind } from '../domain/workspace';
import { trainingDatabaseUrl } from '../workspace';

const databaseSetting: Record<WorkspaceKind, string> = {
  live: 'DATABASE_URL',
  training: 'TRAINING_DATABASE_URL',
};

/** Where a tool's database is, said the way an administrator recognises it (no password). */
export function describeForPeople(url: string | undefined): string {
  const { dialect, location } = describeDatabaseUrl(url);
  if (dialect !== 'postgres') return `${dialect} ${location}`;
  const parsed = new URL(location);
  return `postgres ${parsed.host}${parsed.pathname}`;
}

const notThere = (kind: WorkspaceKind, where: string) =>
  new ConfigError(
    `There is no ${kind} database at ${where}. The command-line tools open the database the server uses, ` +
      `with the server's settings (${databaseSetting[kind]}, the data keys, …), and never create one: ` +
      'run this with the same environment as the server, after the server has started on it once.',
  );

/**
 * The database of a workspace, for a command-line tool: the one the server uses, with its keys. A
 * tool never creates a database, a key file or the workspace's mark, and never migrates: a missing
 * database, or one the server has never started as this workspace, is refused with what to set.
 */
export async function openToolDatabase(
  config: Config,
  kind: WorkspaceKind,
): Promise<{ database: Database; where: string }> {
  const url = kind === 'live' ? config.DATABASE_URL : trainingDatabaseUrl(config);
  const where = describeForPeople(url);
  const { dialect, location } = describeDatabaseUrl(url);
  if (dialect === 'pglite' && (location === 'memory' || location === ''))
    throw new ConfigError(`${where} lives inside the server's process: a tool cannot open it`);
  if (dialect !== 'postgres' && !existsSync(location)) throw notThere(kind, where);
  let database: Database;
  try {
    database = await openDatabase(url, {
      migrate: false,
      namedStatements: config.DATABASE_NAMED_STATEMENTS,
      dataKeys: workspaceDataKeys(config, { kind, databaseUrl: url }, { makeKeyFile: false }),
      claim: async (opened) => {
        const mark = await readData(opened)
          .workspace.workspaceMarkOf()
          .catch(() => null);
        if (mark !== kind) {
          throw mark
            ? new ConfigError(`${where} is the ${mark} workspace's database, not ${kind}'s`)
            : notThere(kind, where);
        }
      },
    });
  } catch (error) {
    // Postgres: 3D000, the database named does not exist.
    if ((error as { code?: string }).code === '3D000') throw notThere(kind, where);
    throw error;
  }
  return { database, where };
}
