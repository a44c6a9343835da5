import { and, eq, gte } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/** The application's bank items, and their transactions dated on or after `fromDay` (YYYY-MM-DD). */
export async function applicationTransactionsSince(
  db: Db,
  t: Tables,
  applicationId: string,
  fromDay: string,
) {
  const items = await db
    .select({ id: t.bankItems.id })
    .from(t.bankItems)
    .where(eq(t.bankItems.applicationId, applicationId));
  if (items.length === 0) return null;
  const rows = await db
    .select({
      amount: t.bankTransactions.amount,
      name: t.bankTransactions.name,
      itemId: t.bankAccounts.bankItemId,
    })
    .from(t.bankTransactions)
    .innerJoin(t.bankAccounts, eq(t.bankAccounts.id, t.bankTransactions.bankAccountId))
    .innerJoin(t.bankItems, eq(t.bankItems.id, t.bankAccounts.bankItemId))
    .where(and(eq(t.bankItems.applicationId, applicationId), gte(t.bankTransactions.date, fromDay)));
  return rows;
}
