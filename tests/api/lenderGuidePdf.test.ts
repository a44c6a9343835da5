import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

describe.each(testDialects)('GET /api/lender-guide.pdf on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('answers 401 to an anonymous caller', async () => {
    const res = await server.client().get('/api/lender-guide.pdf');
    expect(res.status).toBe(401);
  });

  it('gives the signed-in borrower their guide as a PDF, in the language asked for', async () => {
    const email = `guide.${dialect}@example.com`;
    await aBorrowerAccount(server.database, email);
    const client = await server.signIn(email, borrowerPassword);
    for (const path of ['/api/lender-guide.pdf', '/api/lender-guide.pdf?lang=es']) {
      const res = await client.get<string>(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(res.body.startsWith('%PDF')).toBe(true);
    }
  });
});
