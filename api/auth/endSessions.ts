import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

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
