import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('the savings staff read on the Decision tab', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.close());

  it('are the cents rule of api/domain: 20.15 − 19.65 saves $1, where float rounding said $0', async () => {
    const { t } = server.database;
    const { application } = await aBorrowerApplication(server.database);
    await server.database.withTransaction((tx) =>
      tx.insert(t.decisions).values({
        applicationId: application.id,
        isQualified: true,
        currentUnsecuredDebtPayment: 20.15,
        proposedUnsecuredDebtPayment: 19.65,
      }),
    );
    const lead = await server.signIn('lead@example.org');
    const data = await lead.data<{
      Application: { decision: { monthlySavings: number; planLengthInMonths: number } };
    }>('query($id: ID!) { Application(id: $id) { decision { monthlySavings planLengthInMonths } } }', {
      id: application.id,
    });
    expect(data.Application.decision).toEqual({ monthlySavings: 1, planLengthInMonths: 60 });
  });
});
