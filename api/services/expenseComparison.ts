import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationTransactionsSince } from '../data/bankSpendingQueries';
import { monthlyBankSpending } from '../domain/bankSpending';
import { compareExpenses } from '../domain/expenseComparison';
import { notFound } from '../errors';

/** The bank's side is the last three months, the window the income prediction reads too. */
const bankMonths = 3;
const dayMs = 86_400_000;

/** Three-way expenses for the Income & Expenses tab: said, estimated, and what the bank shows. */
export async function expenseComparison(database: Database, applicationId: string, now: Date) {
  const { db, t } = database;
  const [application] = await db
    .select({ id: t.applications.id })
    .from(t.applications)
    .where(eq(t.applications.id, applicationId));
  if (!application) throw notFound('Application');
  const fromDay = new Date(now.getTime() - bankMonths * 30 * dayMs).toISOString().slice(0, 10);
  const [lines, transactions] = await Promise.all([
    db.select().from(t.expenseEstimates).where(eq(t.expenseEstimates.applicationId, applicationId)),
    applicationTransactionsSince(db, t, applicationId, fromDay),
  ]);
  return compareExpenses(lines, transactions ? monthlyBankSpending(transactions, bankMonths) : null);
}
