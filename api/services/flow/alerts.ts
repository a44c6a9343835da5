import { inTransaction } from '../../data/bound';
import {
  balanceIsBelowDmpPayment,
  debtScoreDecreasedOver30Days,
  inquiryIsNew,
  monthlyIncomeDecreased,
  transactionAlertType,
} from '../../domain/alertRules';
import type { AlertTrigger } from '../../data/alerts';
import {
  bankAccountsOfItem,
  bankItemById,
  latestBalancesOf,
  latestIncomeSnapshotsOf,
  transactionsOfAccounts,
} from '../../data/bank';
import { creditInquiriesOfBorrower, debtScoresOfBorrower } from '../../data/credit';
import { activeDmpEnrollmentOf } from '../../data/plans';
import type { ServiceDeps } from '../deps';

/** After a bank sync: fee transactions, and checking balances below an active DMP payment. */
export async function alertsAfterBankUpdate(deps: ServiceDeps, bankItemId: string) {
  const { database } = deps;
  const { db, t } = database;
  const item = await bankItemById(db, t, bankItemId);
  if (!item) return;
  const accounts = await bankAccountsOfItem(db, t, item.id);
  const transactions = await transactionsOfAccounts(
    db,
    t,
    accounts.map((a) => a.id),
  );
  const triggers: AlertTrigger[] = transactions.flatMap((tr) => {
    const type = transactionAlertType(tr.name);
    return type ? [{ type, triggeredById: tr.id, triggeredByType: 'bankTransaction' }] : [];
  });
  const dmp = item.applicationId ? await activeDmpEnrollmentOf(db, t, item.applicationId) : null;
  if (dmp) {
    const checking = accounts.filter((a) => a.subType === 'checking').map((a) => a.id);
    for (const balance of await latestBalancesOf(db, t, checking)) {
      if (balanceIsBelowDmpPayment(balance.available, dmp.monthlyPaymentAmount)) {
        triggers.push({
          type: 'balanceBelowDMPPayment',
          triggeredById: balance.id,
          triggeredByType: 'accountBalance',
        });
      }
    }
  }
  await inTransaction(database, (data) => data.alerts.insertNewAlerts(item.borrowerId, triggers));
}

/** After a new debt score: lower than 30 days before. */
export async function alertsAfterDebtScore(deps: ServiceDeps, borrowerId: string, debtScoreId: string) {
  const { database } = deps;
  const { db, t } = database;
  const scores = await debtScoresOfBorrower(db, t, borrowerId);
  if (!debtScoreDecreasedOver30Days(scores)) return;
  await inTransaction(database, (data) =>
    data.alerts.insertNewAlerts(borrowerId, [
      { type: 'debtScore30DayDecrease', triggeredById: debtScoreId, triggeredByType: 'debtScore' },
    ]),
  );
}

/** After a credit pull: inquiries of the last 30 days. */
export async function alertsAfterCreditPull(deps: ServiceDeps, borrowerId: string) {
  const { database } = deps;
  const { db, t } = database;
  const today = deps.now().toISOString().slice(0, 10);
  const inquiries = await creditInquiriesOfBorrower(db, t, borrowerId);
  const triggers = inquiries
    .filter((inquiry) => inquiryIsNew(inquiry.inquiryDate, today))
    .map((inquiry) => ({
      type: 'newCreditInquiry' as const,
      triggeredById: inquiry.id,
      triggeredByType: 'creditInquiry',
    }));
  await inTransaction(database, (data) => data.alerts.insertNewAlerts(borrowerId, triggers));
}

/** After an income snapshot: monthly income fell by more than a tenth. */
export async function alertsAfterIncomeSnapshot(deps: ServiceDeps, borrowerId: string) {
  const { database } = deps;
  const { db, t } = database;
  const [latest, previous] = await latestIncomeSnapshotsOf(db, t, borrowerId, 2);
  if (!latest || !previous || !monthlyIncomeDecreased(previous.monthlyIncome, latest.monthlyIncome)) return;
  await inTransaction(database, (data) =>
    data.alerts.insertNewAlerts(borrowerId, [
      { type: 'monthlyIncomeDecrease', triggeredById: latest.id, triggeredByType: 'incomeSnapshot' },
    ]),
  );
}
