import { and, desc, eq, gt, inArray, max } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

export async function incomePredictionsOf(db: Db, t: Tables, applicationId: string) {
  return db.select().from(t.incomePredictions).where(eq(t.incomePredictions.applicationId, applicationId));
}

type Insert<K extends keyof Tables> = Tables[K]['$inferInsert'];

/*
 * Bank items and what hangs from them: accounts, balances, transactions, the income read from
 * them, and the Plaid webhook deliveries already seen.
 */
export async function bankItemById(db: Db, t: Tables, id: string) {
  const [item] = await db.select().from(t.bankItems).where(eq(t.bankItems.id, id));
  return item ?? null;
}

export async function bankItemByPlaidItemId(db: Db, t: Tables, plaidItemId: string) {
  const [item] = await db.select().from(t.bankItems).where(eq(t.bankItems.plaidItemId, plaidItemId));
  return item ?? null;
}

/** The item the borrower already linked at this institution, if any. */
export async function bankItemAtInstitution(db: Db, t: Tables, borrowerId: string, institutionId: string) {
  const [item] = await db
    .select()
    .from(t.bankItems)
    .where(and(eq(t.bankItems.borrowerId, borrowerId), eq(t.bankItems.institutionId, institutionId)));
  return item ?? null;
}

/** The bank item, if it belongs to a borrower row the user owns. */
export async function ownedBankItemOf(db: Db, t: Tables, bankItemId: string, userId: string) {
  const [row] = await db
    .select({ item: t.bankItems })
    .from(t.bankItems)
    .innerJoin(t.borrowers, eq(t.borrowers.id, t.bankItems.borrowerId))
    .where(and(eq(t.bankItems.id, bankItemId), eq(t.borrowers.owner, userId)));
  return row?.item ?? null;
}

export async function bankItemsOfApplication(db: Db, t: Tables, applicationId: string) {
  return db.select().from(t.bankItems).where(eq(t.bankItems.applicationId, applicationId));
}

/** Whether each of the borrower's items is connected. */
export async function bankItemConnectionsOfBorrower(db: Db, t: Tables, borrowerId: string) {
  return db
    .select({ isConnected: t.bankItems.isConnected })
    .from(t.bankItems)
    .where(eq(t.bankItems.borrowerId, borrowerId));
}

/** The new item; undefined when the borrower already has this institution (or this item) linked. */
export async function insertBankItem(tx: Db, t: Tables, values: Insert<'bankItems'>) {
  const [item] = await tx.insert(t.bankItems).values(values).onConflictDoNothing().returning();
  return item as Tables['bankItems']['$inferSelect'] | undefined;
}

export async function insertBankAccount(tx: Db, t: Tables, values: Insert<'bankAccounts'>) {
  const [account] = await tx.insert(t.bankAccounts).values(values).returning();
  return account;
}

export async function insertAccountBalance(tx: Db, t: Tables, values: Insert<'accountBalances'>) {
  await tx.insert(t.accountBalances).values(values);
}

/** After a sync: the cursor to resume from, and the history is complete. */
export async function setBankItemSynced(tx: Db, t: Tables, id: string, syncCursor: string | null) {
  await tx
    .update(t.bankItems)
    .set({ syncCursor, isFinishedHistoricalUpdate: true })
    .where(eq(t.bankItems.id, id));
}

/** Disconnects a connected item; the item, or null when it was not connected (or is unknown). */
export async function disconnectBankItem(tx: Db, t: Tables, plaidItemId: string) {
  const [item] = await tx
    .update(t.bankItems)
    .set({ isConnected: false })
    .where(and(eq(t.bankItems.plaidItemId, plaidItemId), eq(t.bankItems.isConnected, true)))
    .returning();
  return item ?? null;
}

export async function setBankItemConnected(tx: Db, t: Tables, id: string) {
  await tx.update(t.bankItems).set({ isConnected: true }).where(eq(t.bankItems.id, id));
}

export async function bankAccountsOfItem(db: Db, t: Tables, bankItemId: string) {
  return db.select().from(t.bankAccounts).where(eq(t.bankAccounts.bankItemId, bankItemId));
}

/** The transactions of every account of the application's bank items. */
/** Every transaction of the application's linked accounts, in one query. */
export async function transactionsOfApplication(db: Db, t: Tables, applicationId: string) {
  const rows = await db
    .select({ transaction: t.bankTransactions })
    .from(t.bankTransactions)
    .innerJoin(t.bankAccounts, eq(t.bankAccounts.id, t.bankTransactions.bankAccountId))
    .innerJoin(t.bankItems, eq(t.bankItems.id, t.bankAccounts.bankItemId))
    .where(eq(t.bankItems.applicationId, applicationId));
  return rows.map((row) => row.transaction);
}

export async function transactionsOfAccounts(db: Db, t: Tables, accountIds: string[]) {
  if (!accountIds.length) return [];
  return db.select().from(t.bankTransactions).where(inArray(t.bankTransactions.bankAccountId, accountIds));
}

/** The application's bank items, and their transactions dated on or after `fromDay` (YYYY-MM-DD). */
/**
 * The application's bank transactions over the `days` days up to the newest one its banks hold (not up
 * to today: a bank linked months ago shows what it showed then); null when no bank is linked, [] when
 * one is linked but holds nothing yet.
 */
export async function recentApplicationTransactions(db: Db, t: Tables, applicationId: string, days: number) {
  const items = await db
    .select({ id: t.bankItems.id })
    .from(t.bankItems)
    .where(eq(t.bankItems.applicationId, applicationId));
  if (items.length === 0) return null;
  const ofApplication = () =>
    db
      .select({
        amount: t.bankTransactions.amount,
        name: t.bankTransactions.name,
        date: t.bankTransactions.date,
      })
      .from(t.bankTransactions)
      .innerJoin(t.bankAccounts, eq(t.bankAccounts.id, t.bankTransactions.bankAccountId))
      .innerJoin(t.bankItems, eq(t.bankItems.id, t.bankAccounts.bankItemId));
  const [newest] = await db
    .select({ day: max(t.bankTransactions.date) })
    .from(t.bankTransactions)
    .innerJoin(t.bankAccounts, eq(t.bankAccounts.id, t.bankTransactions.bankAccountId))
    .innerJoin(t.bankItems, eq(t.bankItems.id, t.bankAccounts.bankItemId))
    .where(eq(t.bankItems.applicationId, applicationId));
  if (!newest?.day) return [];
  const fromDay = new Date(Date.parse(`${newest.day}T00:00:00Z`) - days * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return ofApplication().where(
    and(eq(t.bankItems.applicationId, applicationId), gt(t.bankTransactions.date, fromDay)),
  );
}

export async function deleteTransactionsByPlaidId(tx: Db, t: Tables, plaidTransactionIds: string[]) {
  if (!plaidTransactionIds.length) return;
  await tx
    .delete(t.bankTransactions)
    .where(inArray(t.bankTransactions.plaidTransactionId, plaidTransactionIds));
}

/** Inserted 200 rows a statement, under the engines' limits on bound parameters. */
export async function insertTransactions(tx: Db, t: Tables, rows: Insert<'bankTransactions'>[]) {
  for (let i = 0; i < rows.length; i += 200)
    await tx.insert(t.bankTransactions).values(rows.slice(i, i + 200));
}

/** The newest balance of each of the accounts. */
export async function latestBalancesOf(db: Db, t: Tables, accountIds: string[]) {
  const balances = accountIds.length
    ? await db
        .select()
        .from(t.accountBalances)
        .where(inArray(t.accountBalances.bankAccountId, accountIds))
        .orderBy(desc(t.accountBalances.createdAt))
    : [];
  const latest = new Map<string, (typeof balances)[number]>();
  for (const balance of balances)
    if (!latest.has(balance.bankAccountId)) latest.set(balance.bankAccountId, balance);
  return [...latest.values()];
}

export async function incomePredictionById(db: Db, t: Tables, id: string) {
  const [prediction] = await db.select().from(t.incomePredictions).where(eq(t.incomePredictions.id, id));
  return prediction ?? null;
}

/** The application's predictions become these (none: all removed). */
export async function replaceIncomePredictions(
  tx: Db,
  t: Tables,
  applicationId: string,
  predictions: Omit<Insert<'incomePredictions'>, 'applicationId'>[],
) {
  await tx.delete(t.incomePredictions).where(eq(t.incomePredictions.applicationId, applicationId));
  if (predictions.length)
    await tx.insert(t.incomePredictions).values(predictions.map((p) => ({ applicationId, ...p })));
}

export async function setIncomePredictionVerified(
  tx: Db,
  t: Tables,
  id: string,
  isVerifiedAsIncome: boolean,
) {
  await tx.update(t.incomePredictions).set({ isVerifiedAsIncome }).where(eq(t.incomePredictions.id, id));
}

export async function insertIncomeSnapshot(tx: Db, t: Tables, values: Insert<'incomeSnapshots'>) {
  await tx.insert(t.incomeSnapshots).values(values);
}

/** The borrower's newest income snapshots, newest first. */
export async function latestIncomeSnapshotsOf(db: Db, t: Tables, borrowerId: string, limit: number) {
  return db
    .select()
    .from(t.incomeSnapshots)
    .where(eq(t.incomeSnapshots.borrowerId, borrowerId))
    .orderBy(desc(t.incomeSnapshots.createdAt))
    .limit(limit);
}

export async function webhookDeliveryOf(tx: Db, t: Tables, bodySha256: string) {
  const [delivery] = await tx
    .select()
    .from(t.webhookDeliveries)
    .where(eq(t.webhookDeliveries.bodySha256, bodySha256));
  return delivery ?? null;
}

/** Records the delivery's body as received at `receivedAt` (a body seen before is dated anew). */
export async function recordWebhookDelivery(tx: Db, t: Tables, bodySha256: string, receivedAt: string) {
  await tx
    .insert(t.webhookDeliveries)
    .values({ bodySha256, receivedAt })
    .onConflictDoUpdate({ target: t.webhookDeliveries.bodySha256, set: { receivedAt } });
}
