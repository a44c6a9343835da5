import type { Viewer } from '../../auth/viewer';
import * as bank from '../../data/bank';
import { applicationById } from '../../data/applications';
import { raiseAlertAgain } from '../../data/alerts';
import { borrowerById } from '../../data/borrowers';
import { estimatedMonthlyIncome, predictIncome } from '../../domain/incomePrediction';
import { alertsAfterBankUpdate, alertsAfterIncomeSnapshot } from './alerts';
import { notFound } from '../../errors';
import { BankLinkError } from '../../integrations/bankLink/bankLink';
import type { ServiceDeps } from '../deps';
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
export async function linkBankItem(deps: ServiceDeps, viewer: Viewer, input: BankConnectionInput) {
  const { database, integrations } = deps;
  const { db, t } = database;
  const application = await ownedApplication(db, t, viewer, input.applicationId);
  const borrower = await borrowerOf(db, t, application);
  const already = await bank.bankItemAtInstitution(db, t, borrower.id, input.institutionId);
  if (already) return { application, items: await itemsOf(deps, application.id) };
  const { accessToken, itemId } = await integrations.bankLink.exchangePublicToken(input.publicToken);
  const accounts = await integrations.bankLink.getAccounts(accessToken);
  const balances = await integrations.bankLink.getBalances(accessToken).catch(() => []);
  const linked = await database.withTransaction(async (tx) => {
    const item = await bank.insertBankItem(tx, t, {
      applicationId: application.id,
      borrowerId: borrower.id,
      plaidItemId: itemId,
      accessToken,
      institutionId: input.institutionId,
      institutionName: input.institutionName ?? null,
    });
    // Linked meanwhile by a twin of this request: its item and accounts are the ones kept.
    if (!item) return false;
    for (const account of accounts) {
      const saved = await bank.insertBankAccount(tx, t, { ...account, bankItemId: item.id });
      const balance = balances.find((b) => b.plaidAccountId === account.plaidAccountId);
      if (balance) await bank.insertAccountBalance(tx, t, { ...balance, bankAccountId: saved.id });
    }
    return true;
  });
  if (linked) await syncItem(deps, itemId);
  return { application, items: await itemsOf(deps, application.id) };
}

async function itemsOf(deps: ServiceDeps, applicationId: string) {
  const { db, t } = deps.database;
  return bank.bankItemsOfApplication(db, t, applicationId);
}

/**
 * Transactions sync from the stored cursor (idempotent: a replayed webhook syncs nothing new); when
 * the history is complete, the income prediction runs once.
 */
export async function syncItem(deps: ServiceDeps, plaidItemId: string) {
  const { database, integrations } = deps;
  const { db, t } = database;
  const item = await bank.bankItemByPlaidItemId(db, t, plaidItemId);
  if (!item?.accessToken) throw notFound('Bank item');
  const sync = await integrations.bankLink.syncTransactions(item.accessToken, item.syncCursor);
  const accounts = await bank.bankAccountsOfItem(db, t, item.id);
  const accountIds = new Map(accounts.map((a) => [a.plaidAccountId, a.id]));
  await database.withTransaction(async (tx) => {
    const removed = [...sync.removed, ...sync.modified].map((r) => r.plaidTransactionId);
    await bank.deleteTransactionsByPlaidId(tx, t, removed);
    const rows = [...sync.added, ...sync.modified]
      .filter((tr) => accountIds.has(tr.plaidAccountId))
      .map((tr) => ({
        bankAccountId: accountIds.get(tr.plaidAccountId)!,
        plaidTransactionId: tr.plaidTransactionId,
        amount: tr.amount,
        date: tr.date,
        name: tr.name,
      }));
    await bank.insertTransactions(tx, t, rows);
    await bank.setBankItemSynced(tx, t, item.id, sync.nextCursor);
  });
  if (item.applicationId && !item.isFinishedHistoricalUpdate)
    await predictIncomeFor(deps, item.applicationId);
  await alertsAfterBankUpdate(deps, item.id);
  const borrower = await borrowerById(db, t, item.borrowerId);
  if (borrower?.owner)
    publishPlaidItemUpdate(database, { workspace: deps.workspace, owner: borrower.owner, itemId: item.id });
}

/** POST /income/predict: the owner's (or staff's) request for predictIncomeFor. */
export async function requestIncomePrediction(deps: ServiceDeps, viewer: Viewer, applicationId: string) {
  await ownedApplication(deps.database.db, deps.database.t, viewer, applicationId);
  return predictIncomeFor(deps, applicationId);
}

/**
 * Recurring deposits of the last 90 days become income predictions: after a bank sync, which Plaid's
 * signed webhook or the owner's link starts (no viewer of its own), and behind requestIncomePrediction.
 */
export async function predictIncomeFor(deps: ServiceDeps, applicationId: string) {
  const { database } = deps;
  const { db, t } = database;
  const transactions = await bank.transactionsOfApplication(db, t, applicationId);
  const predictions = predictIncome(transactions, deps.now().toISOString().slice(0, 10));
  const application = await applicationById(db, t, applicationId);
  // The snapshot counts every recurring deposit found, verified or not: it tracks the bank's view.
  const monthlyIncome = estimatedMonthlyIncome(predictions.map((p) => ({ ...p, isVerifiedAsIncome: true })));
  const saved = await database.withTransaction(async (tx) => {
    await bank.replaceIncomePredictions(
      tx,
      t,
      applicationId,
      predictions.map((p) => ({ name: p.name, amount: p.amount, isVerifiedAsIncome: p.isVerifiedAsIncome })),
    );
    if (application?.applicationBorrowerId) {
      await bank.insertIncomeSnapshot(tx, t, {
        borrowerId: application.applicationBorrowerId,
        monthlyIncome,
        annualIncome: monthlyIncome * 12,
        ninetyDayIncome: monthlyIncome * 3,
        incomeTransactionIds: predictions.flatMap((p) => p.transactionIds),
      });
    }
    return bank.incomePredictionsOf(tx, t, applicationId);
  });
  if (application?.applicationBorrowerId)
    await alertsAfterIncomeSnapshot(deps, application.applicationBorrowerId);
  return saved;
}

/** Verify or unverify a prediction: the estimated monthly income follows (sum ÷ 3, absolute, integer). */
export async function verifyIncomePrediction(
  deps: ServiceDeps,
  viewer: Viewer,
  id: string,
  isVerifiedAsIncome: boolean,
) {
  const { database } = deps;
  const { db, t } = database;
  const prediction = await bank.incomePredictionById(db, t, id);
  if (!prediction) throw notFound('Income prediction');
  const application = await ownedApplication(db, t, viewer, prediction.applicationId);
  // The estimated monthly income is derived from the verified predictions whenever it is read.
  await database.withTransaction((tx) => bank.setIncomePredictionVerified(tx, t, id, isVerifiedAsIncome));
  return application;
}

/**
 * The bank step of the flow: link, then on to the offers route (or pending). A bank that cannot be
 * reached loses nothing: the borrower goes on as if no account was connected, and can link later.
 */
export async function connectBankAccount(deps: ServiceDeps, viewer: Viewer, input: BankConnectionInput) {
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
export async function markItemDisconnected(deps: ServiceDeps, plaidItemId: string) {
  const { database } = deps;
  const { t } = database;
  await database.withTransaction(async (tx) => {
    const item = await bank.disconnectBankItem(tx, t, plaidItemId);
    if (!item) return;
    await raiseAlertAgain(
      tx,
      t,
      item.borrowerId,
      { type: 'bankAccountDisconnected', triggeredById: item.id, triggeredByType: 'bankItem' },
      deps.now().toISOString(),
    );
  });
}
