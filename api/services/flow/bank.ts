import type { Viewer } from '../../auth/viewer';
import { inTransaction, readData } from '../../data/bound';
import { estimatedMonthlyIncome, predictIncome } from '../../domain/incomePrediction';
import { alertsAfterBankUpdate, alertsAfterIncomeSnapshot } from './alerts';
import { AppError, borrowerSave, notFound } from '../../errors';
import { BankLinkError } from '../../integrations/bankLink/bankLink';
import type { ServiceDeps } from '../deps';
import { recordStaffStep } from '../audit';
import { offerRoute } from './offers';
import { borrowerOf, ownedApplication } from './ownership';
import { publishPlaidItemUpdate } from './plaidItemUpdates';

/** Live without Plaid keys links no bank: it has no bank step, and says so rather than pretend. */
export const bankLinkingUnavailable =
  'Connecting a bank is not available online. A counselor will go over your income with you.';

export function requireBankLink(deps: Pick<ServiceDeps, 'integrations'>) {
  const { bankLink } = deps.integrations;
  if (!bankLink) throw new AppError('CONFLICT', bankLinkingUnavailable);
  return bankLink;
}

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
  const { database } = deps;
  const data = readData(database);
  const application = await ownedApplication(data, viewer, input.applicationId);
  const borrower = await borrowerOf(data, application);
  const already = await data.bank.bankItemAtInstitution(borrower.id, input.institutionId);
  if (already) return { application, items: await itemsOf(deps, application.id) };
  const bankLink = requireBankLink(deps);
  const { accessToken, itemId } = await bankLink.exchangePublicToken(input.publicToken);
  const accounts = await bankLink.getAccounts(accessToken);
  const balances = await bankLink.getBalances(accessToken).catch(() => []);
  const linked = await inTransaction(database, async (data) => {
    const item = await data.bank.insertBankItem({
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
      const saved = await data.bank.insertBankAccount({ ...account, bankItemId: item.id });
      const balance = balances.find((b) => b.plaidAccountId === account.plaidAccountId);
      if (balance) await data.bank.insertAccountBalance({ ...balance, bankAccountId: saved.id });
    }
    return true;
  });
  if (linked) await syncItem(deps, itemId);
  return { application, items: await itemsOf(deps, application.id) };
}

async function itemsOf(deps: ServiceDeps, applicationId: string) {
  return readData(deps.database).bank.bankItemsOfApplication(applicationId);
}

/**
 * Transactions sync from the stored cursor (idempotent: a replayed webhook syncs nothing new); when
 * the history is complete, the income prediction runs once.
 */
export async function syncItem(deps: ServiceDeps, plaidItemId: string) {
  const { database } = deps;
  const data = readData(database);
  const item = await data.bank.bankItemByPlaidItemId(plaidItemId);
  if (!item?.accessToken) throw notFound('Bank item');
  const sync = await requireBankLink(deps).syncTransactions(item.accessToken, item.syncCursor);
  const accounts = await data.bank.bankAccountsOfItem(item.id);
  const accountIds = new Map(accounts.map((a) => [a.plaidAccountId, a.id]));
  await inTransaction(database, async (data) => {
    const removed = [...sync.removed, ...sync.modified].map((r) => r.plaidTransactionId);
    await data.bank.deleteTransactionsByPlaidId(removed);
    const rows = [...sync.added, ...sync.modified]
      .filter((tr) => accountIds.has(tr.plaidAccountId))
      .map((tr) => ({
        bankAccountId: accountIds.get(tr.plaidAccountId)!,
        plaidTransactionId: tr.plaidTransactionId,
        amount: tr.amount,
        date: tr.date,
        name: tr.name,
      }));
    await data.bank.insertTransactions(rows);
    await data.bank.setBankItemSynced(item.id, sync.nextCursor);
  });
  if (item.applicationId && !item.isFinishedHistoricalUpdate)
    await predictIncomeFor(deps, item.applicationId);
  await alertsAfterBankUpdate(deps, item.id);
  const borrower = await data.borrowers.borrowerById(item.borrowerId);
  if (borrower?.owner)
    publishPlaidItemUpdate(database, { workspace: deps.workspace, owner: borrower.owner, itemId: item.id });
}

/** POST /income/predict: the owner's (or staff's) request for predictIncomeFor. */
export async function requestIncomePrediction(deps: ServiceDeps, viewer: Viewer, applicationId: string) {
  await ownedApplication(readData(deps.database), viewer, applicationId);
  return predictIncomeFor(deps, applicationId);
}

/**
 * Recurring deposits of the last 90 days become income predictions: after a bank sync, which Plaid's
 * signed webhook or the owner's link starts (no viewer of its own), and behind requestIncomePrediction.
 */
export async function predictIncomeFor(deps: ServiceDeps, applicationId: string) {
  const { database } = deps;
  const data = readData(database);
  const transactions = await data.bank.transactionsOfApplication(applicationId);
  const predictions = predictIncome(transactions, deps.now().toISOString().slice(0, 10));
  const application = await data.applications.applicationById(applicationId);
  // The snapshot counts every recurring deposit found, verified or not: it tracks the bank's view.
  const monthlyIncome = estimatedMonthlyIncome(predictions.map((p) => ({ ...p, isVerifiedAsIncome: true })));
  const saved = await inTransaction(database, async (data) => {
    await data.bank.replaceIncomePredictions(
      applicationId,
      predictions.map((p) => ({ name: p.name, amount: p.amount, isVerifiedAsIncome: p.isVerifiedAsIncome })),
    );
    if (application?.applicationBorrowerId) {
      await data.bank.insertIncomeSnapshot({
        borrowerId: application.applicationBorrowerId,
        monthlyIncome,
        annualIncome: monthlyIncome * 12,
        ninetyDayIncome: monthlyIncome * 3,
        incomeTransactionIds: predictions.flatMap((p) => p.transactionIds),
      });
    }
    return data.bank.incomePredictionsOf(applicationId);
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
  const data = readData(database);
  const prediction = await data.bank.incomePredictionById(id);
  if (!prediction) throw notFound('Income prediction');
  const application = await ownedApplication(data, viewer, prediction.applicationId);
  // The estimated monthly income is derived from the verified predictions whenever it is read.
  await inTransaction(database, async (data) => {
    await data.bank.setIncomePredictionVerified(id, isVerifiedAsIncome);
    await recordStaffStep(data, viewer, {
      action: 'verifyIncomePrediction',
      entity: 'IncomePrediction',
      entityId: id,
      applicationId: application.id,
      before: { isVerifiedAsIncome: prediction.isVerifiedAsIncome },
      after: { isVerifiedAsIncome },
    });
  });
  return application;
}

/**
 * The bank step of the flow: link, then on to the offers route (or pending). A bank that cannot be
 * reached loses nothing: the borrower goes on as if no account was connected, and can link later.
 */
export const connectBankAccount = borrowerSave(async function connectBankAccount(
  deps: ServiceDeps,
  viewer: Viewer,
  input: BankConnectionInput,
) {
  try {
    const { application } = await linkBankItem(deps, viewer, input);
    return { application, nextRoute: await offerRoute(deps, application) };
  } catch (error) {
    if (!(error instanceof BankLinkError)) throw error;
    deps.logger.warn({ errorCode: error.errorCode, applicationId: input.applicationId }, 'bank link failed');
    const application = await ownedApplication(readData(deps.database), viewer, input.applicationId);
    return { application, nextRoute: await offerRoute(deps, application) };
  }
});

/**
 * ITEM_LOGIN_REQUIRED: the item is disconnected and the borrower alerted. A repeated webhook for the
 * same disconnection changes nothing; a disconnection after a reconnect raises the item's alert
 * again (one alert row per item, unseen and dated anew).
 */
export async function markItemDisconnected(deps: ServiceDeps, plaidItemId: string) {
  await inTransaction(deps.database, async (data) => {
    const item = await data.bank.disconnectBankItem(plaidItemId);
    if (!item) return;
    await data.alerts.raiseAlertAgain(
      item.borrowerId,
      { type: 'bankAccountDisconnected', triggeredById: item.id, triggeredByType: 'bankItem' },
      deps.now().toISOString(),
    );
  });
}
