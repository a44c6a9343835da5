import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { failReads } from '../helpers/faults';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

describe.each(testDialects)('failures the spec only logs, on %s (service-portal §8)', (dialect) => {
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(dialect, { logLines });
  });
  afterAll(() => server?.close());

  it('a balance fetch or an alert lookup that fails is logged, and the portal shows the rest', async () => {
    const email = `logged.${dialect}@example.com`;
    await aBorrowerAccount(server.database, email);
    const client = await server.signIn(email, borrowerPassword);
    const restore = [await failReads(server, 'account_balances'), await failReads(server, 'alerts')];
    const res = await client
      .gql('{ myPortal { borrower { email } checkingBalances { id } alerts { id } } }')
      .finally(async () => {
        for (const put of restore) await put();
      });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ myPortal: { borrower: { email }, checkingBalances: [], alerts: [] } });
    expect(logLines.some((line) => line.includes('reading the checking balances failed'))).toBe(true);
    expect(logLines.some((line) => line.includes('reading the alerts failed'))).toBe(true);
  });
});
