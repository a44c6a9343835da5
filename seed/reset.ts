import { and, inArray, like, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { demoAccountUserIds } from './demoAccounts';
import { seededIdPattern } from './ids';
import { insertOrder } from './rows';

/** Tables a reset leaves to the rules below rather than emptying: they hold staff rows too. */
const sharedTables = new Set(['users', 'verificationCodes', 'emailOutbox', 'auditLog']);

/*
 * `--reset`: every borrower's data goes, staff accounts stay. Borrower accounts are the users in no
 * group (staff are members of a CustomerService group, api/auth/viewer.ts). The audit log is kept —
 * an audit trail is never rewritten, even by a demo reset — so a borrower account it names as actor
 * is kept too (an empty account); only the entries the generator wrote go (their ids say so:
 * ids.ts's seededIdPattern), with the rest of the demo data they describe. The demo borrower
 * accounts (seed/demoAccounts.ts) stay like staff accounts, password and all; what they own goes and
 * the next load makes it again. One transaction: a reset happens whole or not at all.
 */
export async function resetBorrowerData(database: Database): Promise<void> {
  const { t } = database;
  await database.withTransaction(async (tx) => {
    const grouped = tx.select({ id: t.userGroups.userId }).from(t.userGroups);
    const borrowerUsers = tx.select({ id: t.users.id }).from(t.users).where(notInArray(t.users.id, grouped));
    const borrowerEmails = tx
      .select({ email: t.users.email })
      .from(t.users)
      .where(notInArray(t.users.id, grouped));
    // Children first: some foreign keys (offers → debts, debt scores → risk scores) do not cascade.
    for (const table of [...insertOrder].reverse()) {
      if (!sharedTables.has(table)) await tx.delete(t[table]);
    }
    await tx.delete(t.auditLog).where(like(sql`${t.auditLog.id}`, seededIdPattern('auditLog')));
    await tx.delete(t.sessions).where(inArray(t.sessions.userId, borrowerUsers));
    await tx.delete(t.verificationCodes).where(inArray(t.verificationCodes.userId, borrowerUsers));
    await tx
      .delete(t.emailOutbox)
      .where(
        or(
          inArray(t.emailOutbox.to, borrowerEmails),
          like(sql`${t.emailOutbox.id}`, seededIdPattern('emailOutbox')),
        ),
      );
    const actors = tx
      .select({ id: sql<string>`${t.auditLog.actorId}` })
      .from(t.auditLog)
      .where(sql`${t.auditLog.actorId} is not null`);
    await tx
      .delete(t.users)
      .where(
        and(
          notInArray(t.users.id, grouped),
          notInArray(t.users.id, actors),
          notInArray(t.users.id, [...demoAccountUserIds]),
        ),
      );
  });
}
