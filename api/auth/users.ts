import type { Database } from '../../db/client';
import { readData } from '../data/bound';
import { viewerFrom, type Viewer } from './viewer';

export async function findUserByEmail(database: Database, email: string) {
  return readData(database).users.userByEmail(email.trim().toLowerCase());
}

/**
 * The viewer for a session's user id, or null when the account is gone or deactivated. One query:
 * it runs on every signed-in request.
 */
export async function loadViewer(database: Database, userId: string): Promise<Viewer | null> {
  const found = await readData(database).users.userWithGroups(userId);
  if (!found || !found.user.isActive) return null;
  return viewerFrom(found.user, found.groups);
}
