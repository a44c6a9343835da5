import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  balanceIsBelowDmpPayment,
  debtScoreDecreasedOver30Days,
  inquiryIsNew,
  monthlyIncomeDecreased,
  transactionAlertType,
  type AlertType,
} from '../../domain/alertRules';
import type { Db, Tables } from '../../../db/client';
import type { FlowDeps } from './deps';

interface Trigger {
  type: AlertType;
  triggeredById: string;
  triggeredByType: string;
}

/** One alert per type and trigger: the unique index makes a repeat a no-op. */
async function raise(tx: Db, t: Tables, borrowerId: string, triggers: Trigger[]) {
  for (const trigger of triggers)
    await tx
      .insert(t.alerts)
      .values({ borrowerId, ...trigger })
      .onConflictDoNothing();
}

/** After a bank sync: fee transactions, and checking balances below an active DMP payment. */
export async function alertsAfterBankUpdate(deps: FlowDeps, bankItemId: string) {
  const { database } = deps;
  const { db, t } = database;
  const [item] = await db.select().from(t.bankItems).where(eq(t.bankItems.id, bankItemId));
  if (!item) return;
  const accounts = await db.select().from(t.bankAccounts).where(eq(t.bankAccounts.bankItemId, item.id));
  const accountIds = accounts.map((a) => a.id);
  const transactions = accountIds.length
    ? await db.select().from(t.bankTransactions).where(inArray(t.bankTransactions.bankAccountId, accountIds))
    : [];
  const triggers: Trigger[] = transactions.flatMap((tr) => {
    const type = transactionAlertType(tr.name);
    return type ? [{ type, triggeredById: tr.id, triggeredByType: 'bankTransaction' }] : [];
  });
  const [dmp] = item.applicationId
    ? await db
        .select()
        .from(t.dmpEnrollments)
        .where(and(eq(t.dmpEnrollments.applicationId, item.applicationId), eq(t.dmpEnrollments.active, true)))
    : [];
  if (dmp) {
    const checking = accounts.filter((a) => a.subType === 'checking').map((a) => a.id);
    const balances = checking.length
      ? await db
          .select()
          .from(t.accountBalances)
          .where(inArray(t.accountBalances.bankAccountId, checking))
          .orderBy(desc(t.accountBalances.createdAt))
      : [];
    const latest = new Map<string, (typeof balances)[number]>();
    for (const balance of balances)
      if (!latest.has(balance.bankAccountId)) latest.set(balance.bankAccountId, balance);
    for (const balance of latest.values()) {
      if (balanceIsBelowDmpPayment(balance.available, dmp.monthlyPaymentAmount)) {
        triggers.push({
          type: 'balanceBelowDMPPayment',
          triggeredById: balance.id,
          triggeredByType: 'accountBalance',
        });
      }
    }
  }
  await database.withTransaction((tx) => raise(tx, t, item.borrowerId, triggers));
}

/** After a new debt score: lower than 30 days before. */
export async function alertsAfterDebtScore(deps: FlowDeps, borrowerId: string, debtScoreId: string) {
  const { database } = deps;
  const { db, t } = database;
  const scores = await db
    .select()
    .from(t.debtScores)
    .where(eq(t.debtScores.borrowerId, borrowerId))
    .orderBy(asc(t.debtScores.createdAt));
  if (!debtScoreDecreasedOver30Days(scores)) return;
  await database.withTransaction((tx) =>
    raise(tx, t, borrowerId, [
      { type: 'debtScore30DayDecrease', triggeredById: debtScoreId, triggeredByType: 'debtScore' },
    ]),
  );
}

/** After a credit pull: inquiries of the last 30 days. */
export async function alertsAfterCreditPull(deps: FlowDeps, borrowerId: string) {
  const { database } = deps;
  const { db, t } = database;
  const today = deps.now().toISOString().slice(0, 10);
  const inquiries = await db
    .select()
    .from(t.creditInquiries)
    .where(eq(t.creditInquiries.borrowerId, borrowerId));
  const triggers = inquiries
    .filter((inquiry) => inquiryIsNew(inquiry.inquiryDate, today))
    .map((inquiry) => ({
      type: 'newCreditInquiry' as const,
      triggeredById: inquiry.id,
      triggeredByType: 'creditInquiry',
    }));
  await database.withTransaction((tx) => raise(tx, t, borrowerId, triggers));
}

/** After an income snapshot: monthly income fell by more than a tenth. */
export async function alertsAfterIncomeSnapshot(deps: FlowDeps, borrowerId: string) {
  const { database } = deps;
  const { db, t } = database;
  const [latest, previous] = await db
    .select()
    .from(t.incomeSnapshots)
    .where(eq(t.incomeSnapshots.borrowerId, borrowerId))
    .orderBy(desc(t.incomeSnapshots.createdAt))
    .limit(2);
  if (!latest || !previous || !monthlyIncomeDecreased(previous.monthlyIncome, latest.monthlyIncome)) return;
  await database.withTransaction((tx) =>
    raise(tx, t, borrowerId, [
      { type: 'monthlyIncomeDecrease', triggeredById: latest.id, triggeredByType: 'incomeSnapshot' },
    ]),
  );
}
