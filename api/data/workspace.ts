import { and, count, eq, gt, inArray, isNull, like } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import { staffGroupMarker } from '../domain/permissions';

/* The database's own workspace mark and live's first-lead links (api/services/workspaceSetup.ts). */

export async function workspaceMarkOf(db: Db, t: Tables): Promise<string | null> {
  const [row] = await db.select({ kind: t.workspaceMark.kind }).from(t.workspaceMark).limit(1);
  return row?.kind ?? null;
}

/** Marks the database as `kind` when it bears no mark yet (another process may race: first one wins). */
export async function markWorkspace(tx: Db, t: Tables, kind: string, at: string): Promise<void> {
  const [marked] = await tx.select({ n: count() }).from(t.workspaceMark);
  if (Number(marked.n) > 0) return;
  await tx.insert(t.workspaceMark).values({ kind, markedAt: at }).onConflictDoNothing();
}

/** Accounts in a staff group (a lead or a rep). */
export async function staffCount(db: Db, t: Tables): Promise<number> {
  const staffGroups = db
    .select({ id: t.groups.id })
    .from(t.groups)
    .where(like(t.groups.name, `%${staffGroupMarker}%`));
  const [row] = await db
    .select({ n: count() })
    .from(t.userGroups)
    .where(inArray(t.userGroups.groupId, staffGroups));
  return Number(row.n);
}

export async function usersWithEmails(db: Db, t: Tables, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(t.users)
    .where(inArray(t.users.email, [...emails]));
  return Number(row.n);
}

export async function insertSetupLink(tx: Db, t: Tables, tokenHash: string, expiresAt: string) {
  await tx.insert(t.setupLinks).values({ tokenHash, expiresAt });
}

/** Ends every unused link: a new start's link replaces the one printed before. */
export async function retireSetupLinks(tx: Db, t: Tables, at: string): Promise<void> {
  await tx.update(t.setupLinks).set({ usedAt: at }).where(isNull(t.setupLinks.usedAt));
}

/** Uses the link once: answers true only for the one caller that found it unused and unexpired. */
export async function useSetupLink(tx: Db, t: Tables, tokenHash: string, now: string): Promise<boolean> {
  const used = await tx
    .update(t.setupLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.setupLinks.tokenHash, tokenHash),
        isNull(t.setupLinks.usedAt),
        gt(t.setupLinks.expiresAt, now),
      ),
    )
    .returning({ id: t.setupLinks.id });
  return used.length === 1;
}
