import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aBorrowerApplication } from './builders';

export interface TradelineSpec {
  lenderName: string;
  balance: number;
  payment: number;
  accountNumber?: string;
}

let counter = 0;

/**
 * A credit application ready to be decided, written straight to the database: a pulled report with
 * these card tradelines, a monthly income the borrower gave and submitted expense lines.
 */
export async function aDecidableApplication(
  database: Database,
  tradelines: TradelineSpec[],
  household: { income: number; expenses: number } = { income: 5200, expenses: 3000 },
) {
  const { t } = database;
  const { application, borrower } = await aBorrowerApplication(database, {
    application: {
      selfReportedMonthlyCurrentIncome: household.income,
      hasProvidedMonthlyIncome: true,
      creditPullStatus: 'pulled',
      status: 'Submitted',
    },
  });
  return database.withTransaction(async (tx) => {
    const [report] = await tx
      .insert(t.creditReports)
      .values({ applicationId: application.id, borrowerId: borrower.id, vantageScore: 640 })
      .returning();
    const debts = [];
    for (const line of tradelines) {
      counter += 1;
      const [debt] = await tx
        .insert(t.debts)
        .values({
          creditReportId: report.id,
          accountNumber: line.accountNumber ?? `41111111${String(counter).padStart(8, '0')}`,
          accountType: 'CC',
          currentBalance: line.balance,
          scheduledMonthlyPayment: line.payment,
          lenderName: line.lenderName,
        })
        .returning();
      debts.push(debt);
    }
    await tx
      .update(t.applications)
      .set({ borrowerCreditReportId: report.id })
      .where(eq(t.applications.id, application.id));
    await tx.insert(t.expenseEstimates).values({
      applicationId: application.id,
      category: 'food',
      subCategory: 'home',
      estimatedValue: household.expenses,
      selfReportedValue: household.expenses,
      lastSubmittedValue: household.expenses,
    });
    return { application, borrower, debts };
  });
}
