import { inTransaction, readData } from '../../data/bound';
import {
  balanceIsBelowDmpPayment,
  debtScoreDecreasedOver30Days,
  inquiryIsNew,
  monthlyIncomeDecreased,
  transactionAlertType,
} from '../../domain/alertRules';
import type { AlertTrigger } from '../../data/alerts';
import type { ServiceDeps } from '../deps';

/** After a bank sync: fee transactions, and checking balances below an active DMP payment. */
export async function alertsAfterBankUpdate(deps: ServiceDeps, bankItemId: string) {
  const { database } = deps;
  const data = readData(database);
  const item = await data.bank.bankItemById(bankItemId);
  if (!item) return;
  const accounts = await data.bank.bankAccountsOfItem(item.id);
  const transactions = await data.bank.transactionsOfAccounts(accounts.map((a) => a.id));
  const triggers: AlertTrigger[] = transactions.flatMap((tr) => {
    const type = transactionAlertType(tr.name);
    return type ? [{ type, triggeredById: tr.id, triggeredByType: 'bankTransaction' }] : [];
  });
  const dmp = item.applicationId ? await data.plans.activeDmpEnrollmentOf(item.applicationId) : null;
  if (dmp) {
    const checking = accounts.filter((a) => a.subType === 'checking').map((a) => a.id);
    for (const balance of await data.bank.latestBalancesOf(checking)) {
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
  const scores = await readData(database).credit.debtScoresOfBorrower(borrowerId);
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
  const today = deps.now().toISOString().slice(0, 10);
  const inquiries = await readData(database).credit.creditInquiriesOfBorrower(borrowerId);
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
  const [latest, previous] = await readData(database).bank.latestIncomeSnapshotsOf(borrowerId, 2);
  if (!latest || !previous || !monthlyIncomeDecreased(previous.monthlyIncome, latest.monthlyIncome)) return;
  await inTransaction(database, (data) =>
    data.alerts.insertNewAlerts(borrowerId, [
      { type: 'monthlyIncomeDecrease', triggeredById: latest.id, triggeredByType: 'incomeSnapshot' },
    ]),
  );
}
