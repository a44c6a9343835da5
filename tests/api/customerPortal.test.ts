import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { aPortalHistory } from '../helpers/portalBuilders';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * The customer portal's data (service-portal §2, §7, §9; issue 10): the signed-in borrower's own
 * records within the spec's windows and limits, and nothing of anyone else's — by id or by filter.
 */
const portalQuery = `{
  myPortal {
    borrower { id email }
    application { id }
    debtScores { value }
    latestDebtScore { value }
    incomeSnapshots { monthlyIncome }
    debts { lenderName currentBalance }
    bankItems { id institutionName isConnected accounts { name } }
    checkingBalances { accountName available }
    transactions { name amount }
    alerts { id type triggeredById }
    expenses { items { category amount } total totalVerifiedExpenses }
    proposedBudget { lines { category subCategory currentValue proposedValue } }
  }
}`;

interface Portal {
  borrower: { id: string; email: string };
  debtScores: { value: number }[];
  latestDebtScore: { value: number } | null;
  incomeSnapshots: { monthlyIncome: number }[];
  debts: { lenderName: string; currentBalance: number }[];
  bankItems: { id: string; institutionName: string; isConnected: boolean; accounts: { name: string }[] }[];
  checkingBalances: { accountName: string; available: number }[];
  transactions: { name: string; amount: number }[];
  alerts: { id: string; type: string; triggeredById: string }[];
  expenses: {
    items: { category: string; amount: number }[];
    total: number;
    totalVerifiedExpenses: number | null;
  };
  proposedBudget: {
    lines: { category: string; subCategory: string; currentValue: number; proposedValue: number }[];
  };
}

describe.each(testDialects)('the customer portal on %s', (dialect) => {
  let server: TestServer;
  let ana: HttpClient;
  let rep: HttpClient;
  let anaHistory: Awaited<ReturnType<typeof aPortalHistory>>;
  let benHistory: Awaited<ReturnType<typeof aPortalHistory>>;
  let benBorrowerId: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const a = await aBorrowerAccount(server.database, 'ana.portal@example.com');
    const b = await aBorrowerAccount(server.database, 'ben.portal@example.com');
    anaHistory = await aPortalHistory(server.database, {
      borrowerId: a.borrower.id,
      applicationId: a.application.id,
      tag: 'ANA',
    });
    benHistory = await aPortalHistory(server.database, {
      borrowerId: b.borrower.id,
      applicationId: b.application.id,
      tag: 'BEN',
    });
    benBorrowerId = b.borrower.id;
    ana = await server.signIn('ana.portal@example.com', borrowerPassword);
    rep = await server.signIn('rep1@example.org');
  });
  afterAll(() => server?.close());

  const portal = async () => (await ana.data<{ myPortal: Portal }>(portalQuery)).myPortal;

  it("shows the borrower's own records within six months, in the spec's order", async () => {
    const mine = await portal();
    expect(mine.borrower.email).toBe('ana.portal@example.com');
    expect(mine.debtScores.map((s) => s.value)).toEqual([35, 48, 72]);
    expect(mine.latestDebtScore?.value).toBe(72);
    expect(mine.incomeSnapshots.map((s) => s.monthlyIncome)).toEqual([2400, 2600]);
    expect(mine.debts.map((d) => [d.lenderName, d.currentBalance])).toEqual([
      ['ANA BIG CARD', 5400],
      ['ANA STORE CARD', 1200],
      ['ANA SMALL CARD', 800],
    ]);
    expect(mine.bankItems.map((i) => [i.institutionName, i.isConnected])).toEqual([
      ['Alpha ANA', false],
      ['Zeta ANA', true],
    ]);
    expect(mine.checkingBalances.map((b) => b.available)).toEqual([150, 320, 410]);
    expect(mine.transactions).toEqual([{ name: 'ANA PAYROLL', amount: -1850 }]);
    expect(mine.alerts.map((a) => a.type).sort()).toEqual(['bankAccountDisconnected', 'newCreditInquiry']);
  });

  it("totals expenses by the portal's categories and shows the proposed budget's lines", async () => {
    const { expenses, proposedBudget } = await portal();
    const amount = (category: string) => expenses.items.find((i) => i.category === category)?.amount;
    expect(expenses.items.map((i) => i.category)).toEqual([
      'food',
      'housing',
      'medical',
      'misc',
      'other',
      'personal',
      'savings',
      'studentLoan',
      'transportation',
      'utilities',
    ]);
    expect([amount('food'), amount('medical'), amount('studentLoan'), amount('housing')]).toEqual([
      430, 45.5, 210, 0,
    ]);
    expect(expenses.total).toBe(685.5);
    // Verified is what her bank backs (the console's rule: per category the lower of what she said and
    // what the bank shows), never the $350 she typed herself.
    expect(expenses.totalVerifiedExpenses).not.toBe(350);
    expect(expenses.totalVerifiedExpenses).toBeLessThanOrEqual(expenses.total);
    // Each suggestion is the budget's rule on the line as it is today: groceries stay, eating out is
    // trimmed by a fifth (the stored 25 was made from amounts she has corrected since).
    expect(proposedBudget.lines).toContainEqual({
      category: 'food',
      subCategory: 'home',
      currentValue: 350,
      proposedValue: 350,
    });
    expect(proposedBudget.lines).toContainEqual({
      category: 'food',
      subCategory: 'away',
      currentValue: 80,
      proposedValue: 64,
    });
    expect(proposedBudget.lines).toHaveLength(4);
  });

  it("never reaches another borrower's records, by id or by filter", async () => {
    const mine = JSON.stringify(await portal());
    expect(mine).not.toContain('BEN');

    const seen = await ana.gql('mutation($id: ID!) { markAlertSeen(id: $id) { id } }', {
      id: benHistory.alerts.newInquiry.id,
    });
    expect(errorCode(seen)).toBe('NOT_FOUND');
    const reconnect = await ana.gql('mutation($id: ID!) { reconnectBankItem(bankItemId: $id) { id } }', {
      id: benHistory.items.alpha.id,
    });
    expect(errorCode(reconnect)).toBe('NOT_FOUND');
    const { application } = (
      await ana.data<{ myPortal: { application: { id: string } } }>('{ myPortal { application { id } } }')
    ).myPortal;
    const token = await ana.gql(
      'query($a: ID!, $i: ID) { bankLinkToken(applicationId: $a, bankItemId: $i) { mode } }',
      {
        a: application.id,
        i: benHistory.items.alpha.id,
      },
    );
    expect(errorCode(token)).toBe('NOT_FOUND');

    for (const [query, variables] of [
      ['query($b: ID) { allDebtScores(filter: { borrowerId: $b }) { value } }', { b: benBorrowerId }],
      ['query($b: ID) { allAlerts(filter: { borrowerId: $b }) { id } }', { b: benBorrowerId }],
      ['query($b: ID) { allBankItems(filter: { borrowerId: $b }) { id } }', { b: benBorrowerId }],
      ['query($b: ID) { allIncomeSnapshots(filter: { borrowerId: $b }) { id } }', { b: benBorrowerId }],
      ['query($id: ID!) { DebtScore(id: $id) { value } }', { id: benHistory.scores[3].id }],
      ['query($id: ID!) { Alert(id: $id) { id } }', { id: benHistory.alerts.newInquiry.id }],
    ] as const) {
      const res = await ana.gql(query, variables);
      expect(errorCode(res), query).toBe('FORBIDDEN');
      expect(JSON.stringify(res.body.data ?? {})).not.toContain('BEN');
    }

    const { db, t } = server.database;
    const [benAlert] = await db
      .select()
      .from(t.alerts)
      .where(eq(t.alerts.id, benHistory.alerts.newInquiry.id));
    const [benItem] = await db
      .select()
      .from(t.bankItems)
      .where(eq(t.bankItems.id, benHistory.items.alpha.id));
    expect([benAlert.hasBeenSeenByBorrower, benItem.isConnected]).toEqual([false, false]);
  });

  it('is for borrowers: staff and visitors are refused', async () => {
    expect(errorCode(await rep.gql(portalQuery))).toBe('FORBIDDEN');
    expect(errorCode(await server.client().gql(portalQuery))).toBe('UNAUTHENTICATED');
  });

  it('marks an alert seen, and it leaves the list', async () => {
    await ana.data('mutation($id: ID!) { markAlertSeen(id: $id) { id hasBeenSeenByBorrower } }', {
      id: anaHistory.alerts.newInquiry.id,
    });
    expect((await portal()).alerts.map((a) => a.type)).toEqual(['bankAccountDisconnected']);
  });

  it('reconnects a disconnected item through update mode: connected again, its alert seen', async () => {
    const { application } = (
      await ana.data<{ myPortal: { application: { id: string } } }>('{ myPortal { application { id } } }')
    ).myPortal;
    const { bankLinkToken } = await ana.data<{
      bankLinkToken: { mode: string; institutions: { institutionId: string }[] };
    }>(
      'query($a: ID!, $i: ID) { bankLinkToken(applicationId: $a, bankItemId: $i) { mode institutions { institutionId } } }',
      { a: application.id, i: anaHistory.items.alpha.id },
    );
    expect(bankLinkToken.mode).toBe('sandbox');
    expect(bankLinkToken.institutions.map((i) => i.institutionId)).toEqual(['ins_109508']);

    const { reconnectBankItem } = await ana.data<{ reconnectBankItem: { isConnected: boolean } }>(
      'mutation($id: ID!) { reconnectBankItem(bankItemId: $id) { isConnected } }',
      { id: anaHistory.items.alpha.id },
    );
    expect(reconnectBankItem.isConnected).toBe(true);
    const after = await portal();
    expect(after.bankItems.every((i) => i.isConnected)).toBe(true);
    expect(after.alerts).toEqual([]);
  });
});
