import { and, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer';
import { estimatedMonthlyIncome, predictIncome } from '../../domain/incomePrediction';
import { alertsAfterBankUpdate, alertsAfterIncomeSnapshot } from './alerts';
import { notFound } from '../../errors';
import { BankLinkError } from '../../integrations/bankLink/bankLink';
import type { FlowDeps } from './deps';
import { offerRoute } from './offers';
import { borrowerOf, ownedApplication } from './ownership';
import { publishPlaidItemUpdate } from './plaidItemUpdates';

export interface BankConnectionInput {
  applicationId: string;
  publicToken: string;
  institutionId: string;
  institutionName?: string | null;
}

/**
 * POST /items: the link-success callback. An institution the borrower already linked is ignored;
 * otherwise the token is exchanged and the item and its accounts saved, then its history synced.
 */
export async function linkBankItem(deps: FlowDeps, viewer: Viewer, input: BankConnectionInput) {
  const { database, integrations } = deps;
  const { db, t } = database;
  const application = await ownedApplication(db, t, viewer, input.applicationId);
  const borrower = await borrowerOf(db, t, application);
  const [already] = await db
    .select()
    .from(t.bankItems)
    .where(and(eq(t.bankItems.borrowerId, borrower.id), eq(t.bankItems.institutionId, input.institutionId)));
  if (already) return { application, items: await itemsOf(deps, application.id) };
  const { accessToken, itemId } = await integrations.bankLink.exchangePublicToken(input.publicToken);
  const accounts = await integrations.bankLink.getAccounts(accessToken);
  const balances = await integrations.bankLink.getBalances(accessToken).catch(() => []);
  await database.withTransaction(async (tx) => {
    const [item] = await tx
      .insert(t.bankItems)
      .values({
        applicationId: application.id,
        borrowerId: borrower.id,
        plaidItemId: itemId,
        accessToken,
        institutionId: input.institutionId,
        institutionName: input.institutionName ?? null,
      })
      .returning();
    for (const account of accounts) {
      const [saved] = await tx
        .insert(t.bankAccounts)
        .values({ ...account, bankItemId: item.id })
        .returning();
      const balance = balances.find((b) => b.plaidAccountId === account.plaidAccountId);
      if (balance) await tx.insert(t.accountBalances).values({ ...balance, bankAccountId: saved.id });
    }
  });
  await syncItem(deps, itemId);
  return { application, items: await itemsOf(deps, application.id) };
}

async function itemsOf(deps: FlowDeps, applicationId: string) {
  const { db, t } = deps.database;
  return db.select().from(t.bankItems).where(eq(t.bankItems.applicationId, applicationId));
}

/**
 * Transactions sync from the stored cursor (idempotent: a replayed webhook syncs nothing new); when
 * the history is complete, the income prediction runs once.
 */
export async function syncItem(deps: FlowDeps, plaidItemId: string) {
  const { database, integrations } = deps;
  const { db, t } = database;
  const [item] = await db.select().from(t.bankItems).where(eq(t.bankItems.plaidItemId, plaidItemId));
  if (!item?.accessToken) throw notFound('Bank item');
  const sync = await integrations.bankLink.syncTransactions(item.accessToken, item.syncCursor);
  const accounts = await db.select().from(t.bankAccounts).where(eq(t.bankAccounts.bankItemId, item.id));
  const accountIds = new Map(accounts.map((a) => [a.plaidAccountId, a.id]));
  await database.withTransaction(async (tx) => {
    const removed = [...sync.removed, ...sync.modified].map((r) => r.plaidTransactionId);
    if (removed.length)
      await tx.delete(t.bankTransactions).where(inArray(t.bankTransactions.plaidTransactionId, removed));
    const rows = [...sync.added, ...sync.modified]
      .filter((tr) => accountIds.has(tr.plaidAccountId))
      .map((tr) => ({
        bankAccountId: accountIds.get(tr.plaidAccountId)!,
        plaidTransactionId: tr.plaidTransactionId,
        amount: tr.amount,
        date: tr.date,
        name: tr.name,
      }));
    for (let i = 0; i < rows.length; i += 200)
      await tx.insert(t.bankTransactions).values(rows.slice(i, i + 200));
    await tx
      .update(t.bankItems)
      .set({ syncCursor: sync.nextCursor, isFinishedHistoricalUpdate: true })
      .where(eq(t.bankItems.id, item.id));
  });
  if (item.applicationId && !item.isFinishedHistoricalUpdate)
    await predictIncomeFor(deps, item.applicationId);
  await alertsAfterBankUpdate(deps, item.id);
  const [borrower] = await db
    .select({ owner: t.borrowers.owner })
    .from(t.borrowers)
    .where(eq(t.borrowers.id, item.borrowerId));
  const [updated] = await db.select().from(t.bankItems).where(eq(t.bankItems.id, item.id));
  if (borrower?.owner && updated) publishPlaidItemUpdate({ owner: borrower.owner, item: updated });
}

/** POST /income/predict: recurring deposits of the last 90 days become income predictions. */
export async function predictIncomeFor(deps: FlowDeps, applicationId: string) {
  const { database } = deps;
  const { db, t } = database;
  const items = await db
    .select({ id: t.bankItems.id })
    .from(t.bankItems)
    .where(eq(t.bankItems.applicationId, applicationId));
  const accounts = items.length
    ? await db
        .select({ id: t.bankAccounts.id })
        .from(t.bankAccounts)
        .where(
          inArray(
            t.bankAccounts.bankItemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  const transactions = accounts.length
    ? await db
        .select()
        .from(t.bankTransactions)
        .where(
          inArray(
            t.bankTransactions.bankAccountId,
            accounts.map((a) => a.id),
          ),
        )
    : [];
  const predictions = predictIncome(transactions, deps.now().toISOString().slice(0, 10));
  const [application] = await db.select().from(t.applications).where(eq(t.applications.id, applicationId));
  // The snapshot counts every recurring deposit found, verified or not: it tracks the bank's view.
  const monthlyIncome = estimatedMonthlyIncome(predictions.map((p) => ({ ...p, isVerifiedAsIncome: true })));
  const saved = await database.withTransaction(async (tx) => {
    await tx.delete(t.incomePredictions).where(eq(t.incomePredictions.applicationId, applicationId));
    if (predictions.length) {
      await tx.insert(t.incomePredictions).values(
        predictions.map((p) => ({
          applicationId,
          name: p.name,
          amount: p.amount,
          isVerifiedAsIncome: p.isVerifiedAsIncome,
        })),
      );
    }
    if (application?.applicationBorrowerId) {
      await tx.insert(t.incomeSnapshots).values({
        borrowerId: application.applicationBorrowerId,
        monthlyIncome,
        annualIncome: monthlyIncome * 12,
        ninetyDayIncome: monthlyIncome * 3,
        incomeTransactionIds: predictions.flatMap((p) => p.transactionIds),
      });
    }
    return tx.select().from(t.incomePredictions).where(eq(t.incomePredictions.applicationId, applicationId));
  });
  if (application?.applicationBorrowerId)
    await alertsAfterIncomeSnapshot(deps, application.applicationBorrowerId);
  return saved;
}

/** Verify or unverify a prediction: the estimated monthly income follows (sum ÷ 3, absolute, integer). */
export async function verifyIncomePrediction(
  deps: FlowDeps,
  viewer: Viewer,
  id: string,
  isVerifiedAsIncome: boolean,
) {
  const { database } = deps;
  const { db, t } = database;
  const [prediction] = await db.select().from(t.incomePredictions).where(eq(t.incomePredictions.id, id));
  if (!prediction) throw notFound('Income prediction');
  const application = await ownedApplication(db, t, viewer, prediction.applicationId);
  // The estimated monthly income is derived from the verified predictions whenever it is read.
  await database.withTransaction((tx) =>
    tx.update(t.incomePredictions).set({ isVerifiedAsIncome }).where(eq(t.incomePredictions.id, id)),
  );
  return application;
}

/**
 * The bank step of the flow: link, then on to the offers route (or pending). A bank that cannot be
 * reached loses nothing: the borrower goes on as if no account was connected, and can link later.
 */
export async function connectBankAccount(deps: FlowDeps, viewer: Viewer, input: BankConnectionInput) {
  try {
    const { application } = await linkBankItem(deps, viewer, input);
    return { application, nextRoute: await offerRoute(deps, application) };
  } catch (error) {
    if (!(error instanceof BankLinkError)) throw error;
    deps.logger.warn({ errorCode: error.errorCode, applicationId: input.applicationId }, 'bank link failed');
    const application = await ownedApplication(
      deps.database.db,
      deps.database.t,
      viewer,
      input.applicationId,
    );
    return { application, nextRoute: await offerRoute(deps, application) };
  }
}

/**
 * ITEM_LOGIN_REQUIRED: the item is disconnected and the borrower alerted. A repeated webhook for the
 * same disconnection changes nothing; a disconnection after a reconnect raises the item's alert
 * again (one alert row per item, unseen and dated anew).
 */
export async function markItemDisconnected(deps: FlowDeps, plaidItemId: string) {
  const { database } = deps;
  const { t } = database;
  await database.withTransaction(async (tx) => {
    const [item] = await tx
      .update(t.bankItems)
      .set({ isConnected: false })
      .where(and(eq(t.bankItems.plaidItemId, plaidItemId), eq(t.bankItems.isConnected, true)))
      .returning();
    if (!item) return;
    const raised = { hasBeenSeenByBorrower: false, hasBeenSeenByCustomerServiceRepresentative: false };
    await tx
      .insert(t.alerts)
      .values({
        borrowerId: item.borrowerId,
        type: 'bankAccountDisconnected',
        triggeredById: item.id,
        triggeredByType: 'bankItem',
        ...raised,
      })
      .onConflictDoUpdate({
        target: [t.alerts.type, t.alerts.triggeredById],
        set: { ...raised, createdAt: deps.now().toISOString() },
      });
  });
}
