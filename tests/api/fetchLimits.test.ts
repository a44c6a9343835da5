import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/** Rows in chunks: under both engines' limits on bound parameters. */
async function insertMany<T>(insert: (rows: T[]) => Promise<unknown>, rows: T[]) {
  for (let k = 0; k < rows.length; k += 200) await insert(rows.slice(k, k + 200));
}

describe.each(testDialects)("the customer portal's fetch limits on %s (service-portal §7, §9)", (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('answers at most 100 scores, snapshots, banks and alerts, and 1000 debts and deposits', async () => {
    const email = `limits.${dialect}@example.com`;
    const { application, borrower } = await aBorrowerAccount(server.database, email);
    const { t } = server.database;
    const borrowerId = borrower.id;
    const recently = (k: number) => new Date(Date.now() - k * 60_000).toISOString();
    await server.database.withTransaction(async (tx) => {
      const [report] = await tx
        .insert(t.creditReports)
        .values({ applicationId: application.id, borrowerId, wasSuccessful: true })
        .returning();
      await tx
        .update(t.applications)
        .set({ borrowerCreditReportId: report.id })
        .where(eq(t.applications.id, application.id));
      await insertMany(
        (rows) => tx.insert(t.debts).values(rows),
        Array.from({ length: 1001 }, (_, k) => ({
          creditReportId: report.id,
          accountType: 'CC',
          currentBalance: 100 + k,
          accountNumber: `ACCT${k}`,
        })),
      );
      await insertMany(
        (rows) => tx.insert(t.debtScores).values(rows),
        // The newest is worth 99: the limit keeps the newest hundred, not the oldest.
        Array.from({ length: 101 }, (_, k) => ({
          borrowerId,
          value: k === 0 ? 99 : 50,
          createdAt: recently(k),
        })),
      );
      await insertMany(
        (rows) => tx.insert(t.incomeSnapshots).values(rows),
        Array.from({ length: 101 }, (_, k) => ({
          borrowerId,
          monthlyIncome: k === 0 ? 4321 : 3000,
          createdAt: recently(k),
        })),
      );
      await insertMany(
        (rows) => tx.insert(t.alerts).values(rows),
        Array.from({ length: 101 }, (_, k) => ({
          borrowerId,
          type: 'overdraftTransaction',
          triggeredById: `limit-${dialect}-${k}`,
          createdAt: recently(k),
        })),
      );
      const items = await tx
        .insert(t.bankItems)
        .values(Array.from({ length: 101 }, (_, k) => ({ borrowerId, institutionId: `ins_limit_${k}` })))
        .returning();
      const [account] = await tx
        .insert(t.bankAccounts)
        .values({ bankItemId: items[0].id, subType: 'checking' })
        .returning();
      await insertMany(
        (rows) => tx.insert(t.bankTransactions).values(rows),
        Array.from({ length: 1001 }, (_, k) => ({
          bankAccountId: account.id,
          amount: -(10 + k),
          date: new Date(Date.now() - k * 86_400_000).toISOString().slice(0, 10),
        })),
      );
    });
    const client = await server.signIn(email, borrowerPassword);
    const { myPortal } = await client.data<{
      myPortal: Record<
        'debts' | 'debtScores' | 'incomeSnapshots' | 'alerts' | 'bankItems' | 'transactions',
        unknown[]
      >;
    }>(
      '{ myPortal { debts { id } debtScores { id } incomeSnapshots { id } alerts { id } bankItems { id } transactions { id } } }',
    );
    expect(Object.fromEntries(Object.entries(myPortal).map(([field, rows]) => [field, rows.length]))).toEqual(
      {
        debts: 1000,
        debtScores: 100,
        incomeSnapshots: 100,
        alerts: 100,
        bankItems: 100,
        transactions: 1000,
      },
    );
  });
});
