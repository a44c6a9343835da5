import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aBorrowerApplication } from './builders';

export interface TradelineSpec {
  lenderName: string;
  balance: number;
  payment: number;
  accountNumber?: string;
}

type Household = { income: number; expenses: number };

let counter = 0;

/**
 * Makes an application ready to be decided, straight in the database: a pulled report with these
 * card tradelines, a monthly income the borrower gave and a submitted expense line.
 */
export async function readyToDecide(
  database: Database,
  ids: { applicationId: string; borrowerId: string },
  tradelines: TradelineSpec[],
  household: Household = { income: 5200, expenses: 3000 },
) {
  const { t } = database;
  return database.withTransaction(async (tx) => {
    const [report] = await tx
      .insert(t.creditReports)
      .values({ applicationId: ids.applicationId, borrowerId: ids.borrowerId, vantageScore: 640 })
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
      .set({
        borrowerCreditReportId: report.id,
        selfReportedMonthlyCurrentIncome: household.income,
        hasProvidedMonthlyIncome: true,
        creditPullStatus: 'pulled',
        status: 'Submitted',
        lastCompletedPage: 'Expenses',
      })
      .where(eq(t.applications.id, ids.applicationId));
    await tx.insert(t.expenseEstimates).values({
      applicationId: ids.applicationId,
      category: 'food',
      subCategory: 'home',
      estimatedValue: household.expenses,
      selfReportedValue: household.expenses,
      lastSubmittedValue: household.expenses,
    });
    return debts;
  });
}

/** A new borrower's credit application, ready to be decided (readyToDecide). */
export async function aDecidableApplication(
  database: Database,
  tradelines: TradelineSpec[],
  household?: Household,
) {
  const { application, borrower } = await aBorrowerApplication(database);
  const debts = await readyToDecide(
    database,
    { applicationId: application.id, borrowerId: borrower.id },
    tradelines,
    household,
  );
  return { application, borrower, debts };
}
