import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/* Three-way expenses (issue 11): said, estimated and what the linked bank shows, gaps over 20 %. */
const query = `query($id: ID!) { expenseComparison(applicationId: $id) { category borrowerSaid estimate bank largestGap hasGap } }`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

interface Row {
  category: string;
  borrowerSaid: number | null;
  estimate: number | null;
  bank: number | null;
  largestGap: number | null;
  hasGap: boolean;
}

describe.each(testDialects)('three-way expenses on %s', (dialect) => {
  let server: TestServer;
  let rep: HttpClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    rep = await server.signIn('rep1@example.org');
  });
  afterAll(() => server?.close());

  /** `linkedDaysAgo`: how long ago the bank's newest transaction is (its history stops at the link). */
  async function anApplication(withBank: boolean, linkedDaysAgo = 0, withTransactions = true) {
    const ago = (days: number) => daysAgo(days + linkedDaysAgo);
    const { t } = server.database;
    const { borrower, application } = await aBorrowerApplication(server.database);
    await server.database.withTransaction(async (tx) => {
      await tx.insert(t.expenseEstimates).values([
        {
          applicationId: application.id,
          category: 'food',
          subCategory: 'home',
          estimatedValue: 450,
          lastSubmittedValue: 300,
        },
        {
          applicationId: application.id,
          category: 'housing',
          subCategory: 'rent',
          estimatedValue: 1200,
          selfReportedValue: 1450,
        },
      ]);
      if (!withBank) return;
      const [item] = await tx
        .insert(t.bankItems)
        .values({ applicationId: application.id, borrowerId: borrower.id, institutionId: 'ins_109508' })
        .returning();
      const [account] = await tx
        .insert(t.bankAccounts)
        .values({ bankItemId: item.id, subType: 'checking' })
        .returning();
      if (!withTransactions) return;
      await tx.insert(t.bankTransactions).values([
        { bankAccountId: account.id, amount: 1450, date: ago(5), name: 'AVALON PROPERTY MGMT RENT' },
        { bankAccountId: account.id, amount: 1450, date: ago(35), name: 'AVALON PROPERTY MGMT RENT' },
        { bankAccountId: account.id, amount: 1450, date: ago(65), name: 'AVALON PROPERTY MGMT RENT' },
        { bankAccountId: account.id, amount: 1450, date: ago(200), name: 'AVALON PROPERTY MGMT RENT' },
        { bankAccountId: account.id, amount: 900, date: ago(10), name: 'KROGER' },
        { bankAccountId: account.id, amount: 300, date: ago(40), name: 'CHIPOTLE' },
        { bankAccountId: account.id, amount: -2100, date: ago(12), name: 'LAKEVIEW DIRECT DEP' },
        { bankAccountId: account.id, amount: 180, date: ago(20), name: 'DISCOVER E-PAYMENT' },
      ]);
    });
    return application.id;
  }

  const rows = async (id: string) =>
    (await rep.data<{ expenseComparison: Row[] }>(query, { id })).expenseComparison;
  const row = (all: Row[], category: string) => all.find((r) => r.category === category)!;

  it("sets the bank's last three months beside what the borrower said and the estimate, flagging gaps", async () => {
    const all = await rows(await anApplication(true));
    expect(row(all, 'housing')).toEqual({
      category: 'housing',
      borrowerSaid: 1450,
      estimate: 1200,
      bank: 1450,
      largestGap: 0.17,
      hasGap: false,
    });
    expect(row(all, 'food')).toMatchObject({ borrowerSaid: 300, estimate: 450, bank: 400, hasGap: true });
    expect(row(all, 'utilities')).toMatchObject({
      borrowerSaid: null,
      estimate: null,
      bank: 0,
      hasGap: false,
    });
  });

  it('reads a bank linked months ago by its own last three months, not the three before today (issue 42)', async () => {
    const all = await rows(await anApplication(true, 210));
    expect(row(all, 'housing')).toMatchObject({ borrowerSaid: 1450, bank: 1450, hasGap: false });
    expect(row(all, 'food')).toMatchObject({ bank: 400 });
  });

  it('says nothing of a linked bank that holds no transaction yet, rather than $0 everywhere (issue 42)', async () => {
    const all = await rows(await anApplication(true, 0, false));
    expect(all.every((r) => r.bank === null)).toBe(true);
    expect(all.some((r) => r.largestGap === 1)).toBe(false);
  });

  it('says nothing of the bank when none is linked', async () => {
    const all = await rows(await anApplication(false));
    expect(all.every((r) => r.bank === null)).toBe(true);
    expect(row(all, 'food')).toMatchObject({ largestGap: 0.33, hasGap: true });
  });

  it('is for staff only', async () => {
    const res = await server.client().gql(query, { id: 'x' });
    expect(errorCode(res)).toBe('UNAUTHENTICATED');
  });
});
