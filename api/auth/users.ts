import { eq, inArray } from 'drizzle-orm';
import type { Database, Db, Tables } from '../../db/client';
import { viewerFrom, type Viewer } from './viewer';

export async function groupsOf(db: Db, t: Tables, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: t.groups.name })
    .from(t.userGroups)
    .innerJoin(t.groups, eq(t.groups.id, t.userGroups.groupId))
    .where(eq(t.userGroups.userId, userId));
  return rows.map((r) => r.name).sort();
}

export async function findUserByEmail(database: Database, email: string) {
  const { db, t } = database;
  const [user] = await db.select().from(t.users).where(eq(t.users.email, email.trim().toLowerCase()));
  return user;
}

/**
 * The viewer for a session's user id, or null when the account is gone or deactivated. One query:
 * it runs on every signed-in request.
 */
export async function loadViewer(database: Database, userId: string): Promise<Viewer | null> {
  const { db, t } = database;
  const rows = await db
    .select({ user: t.users, group: t.groups.name })
    .from(t.users)
    .leftJoin(t.userGroups, eq(t.userGroups.userId, t.users.id))
    .leftJoin(t.groups, eq(t.groups.id, t.userGroups.groupId))
    .where(eq(t.users.id, userId));
  const user = rows[0]?.user;
  if (!user || !user.isActive) return null;
  const groups = rows.map((r) => r.group).filter((g): g is string => g !== null);
  return viewerFrom(user, groups.sort());
}

/** Creates the group rows that are missing and returns their ids by name. */
export async function ensureGroups(tx: Db, t: Tables, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  await tx
    .insert(t.groups)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await tx.select().from(t.groups).where(inArray(t.groups.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

export interface NewAccount {
  email: string;
  name?: string | null;
  phoneNumber?: string | null;
  passwordHash: string;
  mustChangePassword?: boolean;
  groups?: string[];
}

export async function insertAccount(tx: Db, t: Tables, account: NewAccount): Promise<string> {
  const [user] = await tx
    .insert(t.users)
    .values({
      email: account.email.trim().toLowerCase(),
      name: account.name ?? null,
      phoneNumber: account.phoneNumber ?? null,
      passwordHash: account.passwordHash,
      mustChangePassword: account.mustChangePassword ?? false,
    })
    .returning({ id: t.users.id });
  const groupIds = await ensureGroups(tx, t, account.groups ?? []);
  if (groupIds.size > 0) {
    await tx
      .insert(t.userGroups)
      .values([...groupIds.values()].map((groupId) => ({ userId: user.id, groupId })));
  }
  return user.id;
}
