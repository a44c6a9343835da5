import { desc, eq } from 'drizzle-orm';
import { countingDebts } from '../../domain/countingDebts';
import { decide } from '../../domain/decision';
import { offerRecord } from '../../domain/offers';
import { notFound } from '../../errors';
import type { FlowDeps } from './deps';
import { monthlyExpensesOf, monthlyIncomeOf } from './finances';
import { applicationReportIds, reportsWithDebts } from './reportDebts';

/** POST /decision: the decision of api/domain/decision.ts, stored with its reasons and offers. */
export async function makeDecision(deps: FlowDeps, applicationId: string) {
  const { database } = deps;
  const { db, t } = database;
  const ids = await applicationReportIds(db, t, applicationId);
  if (!ids.application) throw notFound('Application');
  const debts = countingDebts({
    borrowerReports: await reportsWithDebts(db, t, ids.borrowerReportIds),
    spouseReports: await reportsWithDebts(db, t, ids.spouseReportIds),
  });
  const result = decide({
    debts,
    monthlyIncome: (await monthlyIncomeOf(db, t, ids.application)) ?? 0,
    monthlyExpenses: await monthlyExpensesOf(db, t, applicationId),
  });
  const { offers, disqualificationReasons, ...figures } = result;
  return database.withTransaction(async (tx) => {
    const [decision] = await tx
      .insert(t.decisions)
      .values({ applicationId, ...figures })
      .returning();
    for (const reason of disqualificationReasons)
      await tx.insert(t.disqualificationReasons).values({ decisionId: decision.id, reason });
    const saved = [];
    for (const offer of offers) {
      const [row] = await tx
        .insert(t.offers)
        .values({
          applicationId,
          decisionId: decision.id,
          ...offerRecord(offer, figures.totalUnsecuredDebtBalance),
        })
        .returning();
      saved.push(row);
    }
    return { decision, offers: saved, disqualificationReasons };
  });
}

/** The latest decision by creation date is the one used (borrower-application §4). */
export async function latestDecision(deps: FlowDeps, applicationId: string) {
  const { db, t } = deps.database;
  const [decision] = await db
    .select()
    .from(t.decisions)
    .where(eq(t.decisions.applicationId, applicationId))
    .orderBy(desc(t.decisions.createdAt))
    .limit(1);
  return decision;
}
