import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

describe.each(testDialects)('the Debts tab query on %s', (dialect) => {
  let server: TestServer;
  let rep: HttpClient;
  let applicationId: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    rep = await server.signIn('rep1@example.org');
    const { application, borrower } = await aBorrowerApplication(server.database, {
      application: { hasSpouse: true },
    });
    applicationId = application.id;
    const { t } = server.database;
    await server.database.withTransaction(async (tx) => {
      const [spouse] = await tx
        .insert(t.spouses)
        .values({ spouseApplicationId: application.id, spouseBorrowerId: borrower.id, firstName: 'Sam' })
        .returning();
      const [mine] = await tx
        .insert(t.creditReports)
        .values({ applicationId: application.id, borrowerId: borrower.id })
        .returning();
      const [theirs] = await tx
        .insert(t.creditReports)
        .values({ applicationId: application.id, spouseId: spouse.id })
        .returning();
      await tx
        .update(t.applications)
        .set({
          borrowerCreditReportId: mine.id,
          spouseCreditReportId: theirs.id,
          applicationSpouseId: spouse.id,
        })
        .where(eq(t.applications.id, application.id));
      await tx
        .insert(t.lenders)
        .values({ name: 'CAPITAL ONE BANK USA NA', friendlyName: 'Capital One' })
        .onConflictDoNothing();
      await tx.insert(t.debts).values([
        {
          creditReportId: mine.id,
          accountNumber: '4111000011112222',
          accountType: 'CC',
          lenderName: 'CAPITAL ONE BANK USA NA',
          currentBalance: 5200,
          portfolioType: 'revolving',
        },
        {
          creditReportId: theirs.id,
          accountNumber: '4111000011112222',
          accountType: 'CC',
          lenderName: 'CAPITAL ONE BANK USA NA',
          currentBalance: 5200,
          portfolioType: 'revolving',
        },
        {
          creditReportId: mine.id,
          accountNumber: '9000123',
          accountType: 'AU',
          lenderName: 'ALLY FINANCIAL',
          currentBalance: 14000,
          portfolioType: 'installment',
          late30DaysTotal: 2,
        },
        {
          creditReportId: mine.id,
          accountNumber: '7000555',
          accountType: 'LC',
          lenderName: 'WELLS FARGO BANK',
          currentBalance: 0,
          dateClosed: '2024-01-01',
          portfolioType: 'lineOfCredit',
        },
      ]);
    });
  });
  afterAll(() => server?.close());

  const debts = async (filter: Record<string, unknown>) =>
    (
      await rep.data<{ allDebts: { lenderFriendlyName: string; currentBalance: number; shared: boolean }[] }>(
        'query($filter: DebtFilter) { allDebts(filter: $filter, sortField: "currentBalance", sortOrder: "DESC") { lenderFriendlyName currentBalance shared } }',
        { filter: { applicationId, ...filter } },
      )
    ).allDebts;

  it('lists the application debts by balance, highest first, flagging the shared one', async () => {
    const all = await debts({});
    expect(all.map((d) => d.currentBalance)).toEqual([14000, 5200, 5200, 0]);
    expect(all.filter((d) => d.shared)).toHaveLength(2);
  });

  it('searches lender name, friendly name and account number', async () => {
    expect((await debts({ q: 'capital' })).map((d) => d.lenderFriendlyName)).toEqual([
      'Capital One',
      'Capital One',
    ]);
    expect((await debts({ q: 'ally' })).map((d) => d.currentBalance)).toEqual([14000]);
    expect((await debts({ q: '7000' })).map((d) => d.currentBalance)).toEqual([0]);
  });

  it('filters by type, status, details, portfolio and account type', async () => {
    expect(await debts({ debtType_in: ['single'] })).toHaveLength(2);
    expect((await debts({ debtStatus_in: ['closed'] })).map((d) => d.currentBalance)).toEqual([0]);
    expect(
      (await debts({ debtDetail_in: ['hasBalance', 'latePayment'] })).map((d) => d.currentBalance),
    ).toEqual([14000]);
    expect(await debts({ portfolioType_in: ['revolving'] })).toHaveLength(2);
    expect((await debts({ accountType_in: ['automobile'] })).map((d) => d.currentBalance)).toEqual([14000]);
  });

  it('gives one answer for any emptied group: the spec message, except the exempt debt details', async () => {
    for (const group of ['debtType_in', 'debtStatus_in', 'portfolioType_in', 'accountType_in']) {
      const res = await rep.gql('query($filter: DebtFilter) { allDebts(filter: $filter) { id } }', {
        filter: { applicationId, [group]: [] },
      });
      expect(res.body.errors?.[0], group).toMatchObject({
        message: 'Please select at least one filter',
        extensions: { code: 'BAD_USER_INPUT', fields: { [group]: 'Please select at least one filter' } },
      });
    }
    expect(await debts({ debtDetail_in: [] })).toHaveLength(4);
  });
});
