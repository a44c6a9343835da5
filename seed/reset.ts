import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { insertOrder } from './rows';

/*
 * `--reset`: every borrower's data goes, staff accounts stay. Borrower accounts are the users in no
 * group (staff are members of a CustomerService group, api/auth/viewer.ts). The audit log is kept —
 * an audit trail is never rewritten, even by a demo reset — so a borrower account it names as actor
 * is kept too (an empty account). One transaction: a reset happens whole or not at all.
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
    await tx.delete(t.budgetExpenses);
    await tx.delete(t.proposedBudgets);
    // Children first: some foreign keys (offers → debts, debt scores → risk scores) do not cascade.
    for (const table of [...insertOrder].reverse()) {
      if (table !== 'users') await tx.delete(t[table]);
    }
    await tx.delete(t.sessions).where(inArray(t.sessions.userId, borrowerUsers));
    await tx.delete(t.emailOutbox).where(inArray(t.emailOutbox.to, borrowerEmails));
    const actors = tx
      .select({ id: sql<string>`${t.auditLog.actorId}` })
      .from(t.auditLog)
      .where(sql`${t.auditLog.actorId} is not null`);
    await tx.delete(t.users).where(and(notInArray(t.users.id, grouped), notInArray(t.users.id, actors)));
  });
}
