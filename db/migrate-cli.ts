import { loadConfig } from '../api/config';
import { workspaceDataKeys } from '../api/encryptionKeys';
import type { WorkspaceKind } from '../api/domain/workspace';
import { trainingDatabaseUrl } from '../api/workspace';
import { describeDatabaseUrl, openDatabase } from './client';

/** `npm run db:migrate`: live's database and, unless training is off, training's, each under its own keys. */
const config = loadConfig();
const workspaces: { kind: WorkspaceKind; databaseUrl: string | undefined }[] = [
  { kind: 'live', databaseUrl: config.DATABASE_URL },
];
if (config.TRAINING_PORT !== 'off')
  workspaces.push({ kind: 'training', databaseUrl: trainingDatabaseUrl(config) });
for (const workspace of workspaces) {
  const database = await openDatabase(workspace.databaseUrl, {
    dataKeys: workspaceDataKeys(config, workspace),
    namedStatements: config.DATABASE_NAMED_STATEMENTS,
  });
  await database.close();
  const { dialect, location } = describeDatabaseUrl(workspace.databaseUrl);
  console.log(`Migrations applied: ${dialect} ${dialect === 'postgres' ? '' : location}`.trimEnd());
}
