import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';

const monthsAgo = (now: Date, months: number, day = 10) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day, 12)).toISOString();

/**
 * A borrower's portal records written straight to the database, some inside the portal's six-month
 * window and some outside it, with names that tell the test which is which.
 */
export async function aPortalHistory(
  database: Database,
  ids: { borrowerId: string; applicationId: string; tag: string },
  now = new Date(),
) {
  const { t } = database;
  const { borrowerId, applicationId, tag } = ids;
  return database.withTransaction(async (tx) => {
    const scores = [];
    for (const [months, value] of [
      [8, 11],
      [5, 35],
      [3, 48],
      [0, 72],
    ] as const)
      scores.push(
        ...(await tx
          .insert(t.debtScores)
          .values({ borrowerId, value, createdAt: monthsAgo(now, months) })
          .returning()),
      );
    for (const [months, monthlyIncome] of [
      [7, 1000],
      [4, 2400],
      [1, 2600],
    ] as const)
      await tx
        .insert(t.incomeSnapshots)
        .values({ borrowerId, monthlyIncome, createdAt: monthsAgo(now, months) });

    const [oldReport] = await tx
      .insert(t.creditReports)
      .values({ applicationId, borrowerId, createdAt: monthsAgo(now, 9) })
      .returning();
    await tx
      .insert(t.debts)
      .values({ creditReportId: oldReport.id, lenderName: `${tag} OLD BANK`, currentBalance: 9999 });
    const [failed] = await tx
      .insert(t.creditReports)
      .values({ applicationId, borrowerId, wasSuccessful: false, createdAt: monthsAgo(now, 0, 2) })
      .returning();
    await tx
      .insert(t.debts)
      .values({ creditReportId: failed.id, lenderName: `${tag} FAILED PULL`, currentBalance: 1 });
    const [report] = await tx
      .insert(t.creditReports)
      .values({ applicationId, borrowerId, createdAt: monthsAgo(now, 0, 1) })
      .returning();
    for (const [lenderName, currentBalance] of [
      [`${tag} SMALL CARD`, 800],
      [`${tag} BIG CARD`, 5400],
      [`${tag} STORE CARD`, 1200],
    ] as const)
      await tx
        .insert(t.debts)
        .values({ creditReportId: report.id, lenderName, currentBalance, accountType: 'CC' });
    // As the pull keeps it: the application's report is the newest good one.
    await tx
      .update(t.applications)
      .set({ borrowerCreditReportId: report.id })
      .where(eq(t.applications.id, applicationId));

    const [zeta] = await tx
      .insert(t.bankItems)
      .values({
        applicationId,
        borrowerId,
        institutionId: 'ins_109511',
        institutionName: `Zeta ${tag}`,
        plaidItemId: `item-${tag}-z`,
      })
      .returning();
    const [alpha] = await tx
      .insert(t.bankItems)
      .values({
        applicationId,
        borrowerId,
        institutionId: 'ins_109508',
        institutionName: `Alpha ${tag}`,
        plaidItemId: `item-${tag}-a`,
        isConnected: false,
      })
      .returning();
    const [checking] = await tx
      .insert(t.bankAccounts)
      .values({ bankItemId: zeta.id, name: `${tag} Checking`, subType: 'checking', type: 'depository' })
      .returning();
    const [savings] = await tx
      .insert(t.bankAccounts)
      .values({ bankItemId: zeta.id, name: `${tag} Savings`, subType: 'savings', type: 'depository' })
      .returning();
    for (const [months, available] of [
      [7, 5],
      [5, 150],
      [2, 320],
      [0, 410],
    ] as const)
      await tx.insert(t.accountBalances).values({
        bankAccountId: checking.id,
        available,
        current: available,
        createdAt: monthsAgo(now, months),
      });
    await tx
      .insert(t.accountBalances)
      .values({ bankAccountId: savings.id, available: 7777, current: 7777, createdAt: monthsAgo(now, 1) });
    await tx.insert(t.bankTransactions).values([
      {
        bankAccountId: checking.id,
        amount: -1850,
        date: monthsAgo(now, 1).slice(0, 10),
        name: `${tag} PAYROLL`,
      },
      {
        bankAccountId: checking.id,
        amount: 64.5,
        date: monthsAgo(now, 1).slice(0, 10),
        name: `${tag} GROCERY`,
      },
    ]);

    const [disconnected] = await tx
      .insert(t.alerts)
      .values({
        borrowerId,
        type: 'bankAccountDisconnected',
        triggeredById: alpha.id,
        triggeredByType: 'bankItem',
      })
      .returning();
    const [seen] = await tx
      .insert(t.alerts)
      .values({
        borrowerId,
        type: 'overdraftTransaction',
        hasBeenSeenByBorrower: true,
        triggeredById: `${tag}-seen`,
      })
      .returning();
    const [newInquiry] = await tx
      .insert(t.alerts)
      .values({ borrowerId, type: 'newCreditInquiry', triggeredById: `${tag}-inquiry` })
      .returning();

    const lines = await tx
      .insert(t.expenseEstimates)
      .values([
        {
          applicationId,
          category: 'food',
          subCategory: 'home',
          estimatedValue: 300,
          lastSubmittedValue: 350,
        },
        { applicationId, category: 'food', subCategory: 'away', estimatedValue: 80 },
        { applicationId, category: 'healthcare', subCategory: 'drugs', selfReportedValue: 45.5 },
        { applicationId, category: 'studentLoans', subCategory: 'studentLoans', estimatedValue: 210 },
      ])
      .returning();
    const [budget] = await tx.insert(t.proposedBudgets).values({ applicationId, borrowerId }).returning();
    await tx
      .insert(t.budgetExpenses)
      .values(lines.map((line) => ({ budgetId: budget.id, expenseId: line.id, proposedValue: 25 })));
    return { scores, items: { zeta, alpha }, alerts: { disconnected, seen, newInquiry }, budget };
  });
}
