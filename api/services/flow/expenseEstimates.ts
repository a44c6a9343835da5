import { eq } from 'drizzle-orm';
import { estimateExpenses, householdSize, withSelfReportedValues } from '../../domain/expenseEstimates';
import { notFound } from '../../errors';
import type { FlowDeps } from './deps';
import { monthlyIncomeOf } from './finances';

/**
 * POST /expenses/estimate: one estimate per sub-category from the documented table, then the spec's
 * self-reported rules (rent or mortgage, medical debt). Fetched once; later calls return the same rows.
 */
export async function fetchExpenseEstimates(deps: FlowDeps, applicationId: string) {
  const { database } = deps;
  const { db, t } = database;
  const existing = await db
    .select()
    .from(t.expenseEstimates)
    .where(eq(t.expenseEstimates.applicationId, applicationId));
  if (existing.length > 0) return existing;
  const [application] = await db.select().from(t.applications).where(eq(t.applications.id, applicationId));
  if (!application) throw notFound('Application');
  const [borrower] = application.applicationBorrowerId
    ? await db.select().from(t.borrowers).where(eq(t.borrowers.id, application.applicationBorrowerId))
    : [];
  const [rentalApplication] = await db
    .select()
    .from(t.rentalApplications)
    .where(eq(t.rentalApplications.applicationId, applicationId));
  const drafts = estimateExpenses({
    householdSize: householdSize({
      ...application,
      numberOfPeopleLivingWithBorrower: rentalApplication?.numberOfPeopleLivingWithBorrower,
    }),
    monthlyIncome: (await monthlyIncomeOf(db, t, application)) ?? 0,
    isHomeowner: application.isHomeowner === true,
    isCarOwner: application.isCarOwner === true,
    state: borrower?.state ?? null,
  });
  const rows = withSelfReportedValues(drafts, { ...application, rentalApplication });
  return database.withTransaction(async (tx) => {
    await tx
      .insert(t.expenseEstimates)
      .values(rows.map((row) => ({ applicationId, ...row })))
      .onConflictDoNothing();
    return tx.select().from(t.expenseEstimates).where(eq(t.expenseEstimates.applicationId, applicationId));
  });
}
