import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import { builtOnce } from './builtOnce';

/** Takes the user's initial-e-mail flag; the user, or null when it was already taken. */
export async function claimInitialEmail(tx: Db, t: Tables, userId: string) {
  const [user] = await tx
    .update(t.users)
    .set({ initialEmailWasSent: true })
    .where(and(eq(t.users.id, userId), eq(t.users.initialEmailWasSent, false)))
    .returning();
  return user ?? null;
}

export async function giveInitialEmailBack(tx: Db, t: Tables, userId: string) {
  await tx.update(t.users).set({ initialEmailWasSent: false }).where(eq(t.users.id, userId));
}

/*
 * Accounts and what hangs off them: users, their groups, their sessions (express-session's store)
 * and their verification codes (SECURITY.md §7). E-mails are stored lower-case; callers normalize.
 */
export type UserRow = Tables['users']['$inferSelect'];

export async function userCount(db: Db, t: Tables): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(t.users);
  return Number(n);
}

export async function userByEmail(db: Db, t: Tables, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(t.users).where(eq(t.users.email, email));
  return user;
}

export async function userById(db: Db, t: Tables, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(t.users).where(eq(t.users.id, id));
  return user;
}

export async function groupsOf(db: Db, t: Tables, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: t.groups.name })
    .from(t.userGroups)
    .innerJoin(t.groups, eq(t.groups.id, t.userGroups.groupId))
    .where(eq(t.userGroups.userId, userId));
  return rows.map((r) => r.name).sort();
}

/** The user and the names of their groups (sorted), in one query; null when there is no such user. */
export async function userWithGroups(
  db: Db,
  t: Tables,
  userId: string,
): Promise<{ user: UserRow; groups: string[] } | null> {
  const rows = await db
    .select({ user: t.users, group: t.groups.name })
    .from(t.users)
    .leftJoin(t.userGroups, eq(t.userGroups.userId, t.users.id))
    .leftJoin(t.groups, eq(t.groups.id, t.userGroups.groupId))
    .where(eq(t.users.id, userId));
  const user = rows[0]?.user;
  if (!user) return null;
  return { user, groups: groupNamesOf(rows) };
}

/** A user's group names, sorted, from the rows of a left join to their groups (none: one null). */
function groupNamesOf(rows: { group: string | null }[]): string[] {
  return rows
    .map((r) => r.group)
    .filter((g): g is string => g !== null)
    .sort();
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

export interface AccountChanges {
  email?: string;
  passwordHash?: string;
  mustChangePassword?: boolean;
  name?: string | null;
  phoneNumber?: string | null;
  isActive?: boolean;
  practiseSecondFactor?: boolean;
}

/** Writes the changes to the account; the account as saved. */
export async function updateAccount(
  tx: Db,
  t: Tables,
  userId: string,
  changes: AccountChanges,
): Promise<UserRow> {
  const [user] = await tx.update(t.users).set(changes).where(eq(t.users.id, userId)).returning();
  return user;
}

/** The account, if it still must change its password: of two concurrent completions one finds it. */
export async function accountAwaitingNewPassword(tx: Db, t: Tables, userId: string) {
  const [account] = await tx
    .select({ id: t.users.id, name: t.users.name, email: t.users.email })
    .from(t.users)
    .where(and(eq(t.users.id, userId), eq(t.users.mustChangePassword, true)));
  return account ?? null;
}

export type SessionRow = Tables['sessions']['$inferInsert'];

/**
 * A live session with its user and the user's groups, in one query: every signed-in request needs
 * both (the session store's read, then passport's viewer).
 */
export async function liveSessionWithUser(db: Db, t: Tables, sid: string, now: string) {
  // Every signed-in request runs it: built once (builtOnce.ts), its values given at each run.
  const statement = builtOnce(db, 'live session with user', () =>
    db
      .select({ session: t.sessions, user: t.users, group: t.groups.name })
      .from(t.sessions)
      .leftJoin(t.users, eq(t.users.id, t.sessions.userId))
      .leftJoin(t.userGroups, eq(t.userGroups.userId, t.users.id))
      .leftJoin(t.groups, eq(t.groups.id, t.userGroups.groupId))
      .where(
        and(eq(t.sessions.sid, sql.placeholder('sid')), gt(t.sessions.expiresAt, sql.placeholder('now'))),
      )
      .prepare(),
  );
  const rows = await statement.execute({ sid, now });
  const first = rows[0];
  if (!first) return null;
  return {
    session: first.session,
    found: first.user ? { user: first.user, groups: groupNamesOf(rows) } : null,
  };
}

export async function saveSession(tx: Db, t: Tables, values: SessionRow): Promise<void> {
  await tx.insert(t.sessions).values(values).onConflictDoUpdate({ target: t.sessions.sid, set: values });
}

export async function sessionExpiry(db: Db, t: Tables, sid: string): Promise<string | null> {
  const [row] = await db
    .select({ expiresAt: t.sessions.expiresAt })
    .from(t.sessions)
    .where(eq(t.sessions.sid, sid));
  return row?.expiresAt ?? null;
}

export async function setSessionExpiry(tx: Db, t: Tables, sid: string, expiresAt: string): Promise<void> {
  await tx.update(t.sessions).set({ expiresAt }).where(eq(t.sessions.sid, sid));
}

export async function deleteSession(tx: Db, t: Tables, sid: string): Promise<void> {
  await tx.delete(t.sessions).where(eq(t.sessions.sid, sid));
}

/**
 * Ends every session of a user server-side, optionally but one (SECURITY.md §5). Takes the
 * transaction of the change that requires it, so a password or e-mail change and the end of the
 * sessions it invalidates commit together.
 */
export async function endSessions(tx: Db, t: Tables, userId: string, exceptSid?: string): Promise<void> {
  await tx
    .delete(t.sessions)
    .where(
      exceptSid
        ? and(eq(t.sessions.userId, userId), ne(t.sessions.sid, exceptSid))
        : eq(t.sessions.userId, userId),
    );
}

export async function deleteSessionsExpiredBy(tx: Db, t: Tables, now: string): Promise<void> {
  await tx.delete(t.sessions).where(lt(t.sessions.expiresAt, now));
}

export async function insertVerificationCode(
  tx: Db,
  t: Tables,
  code: { userId: string; purpose: string; codeHash: string; expiresAt: string },
): Promise<void> {
  await tx.insert(t.verificationCodes).values(code);
}

export async function newestUnusedCode(tx: Db, t: Tables, userId: string) {
  const [newest] = await tx
    .select()
    .from(t.verificationCodes)
    .where(and(eq(t.verificationCodes.userId, userId), isNull(t.verificationCodes.usedAt)))
    .orderBy(desc(t.verificationCodes.createdAt))
    .limit(1);
  return newest ?? null;
}

/**
 * Counts a try with a conditional update (attempts below `maxAttempts`, code unused), so
 * concurrent guesses can never exceed the limit. False when the try was not counted.
 */
export async function countCodeAttempt(
  tx: Db,
  t: Tables,
  codeId: string,
  maxAttempts: number,
): Promise<boolean> {
  const [counted] = await tx
    .update(t.verificationCodes)
    .set({ attempts: sql`${t.verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(t.verificationCodes.id, codeId),
        lt(t.verificationCodes.attempts, maxAttempts),
        isNull(t.verificationCodes.usedAt),
      ),
    )
    .returning({ id: t.verificationCodes.id });
  return counted !== undefined;
}

export async function giveCodeAttemptBack(tx: Db, t: Tables, codeId: string): Promise<void> {
  await tx
    .update(t.verificationCodes)
    .set({ attempts: sql`${t.verificationCodes.attempts} - 1` })
    .where(eq(t.verificationCodes.id, codeId));
}

/** Single use: the code and any older unused one of the user are spent together. */
export async function consumeCodes(tx: Db, t: Tables, userId: string, now: Date): Promise<void> {
  await tx
    .update(t.verificationCodes)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(t.verificationCodes.userId, userId), isNull(t.verificationCodes.usedAt)));
}
