import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerAccount } from '../helpers/builders';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Issue 40: About you still told a staff address from others — refused as an invalid e-mail, where a
 * borrower's address gets the spec's existing-user message. Every address that has an account is now
 * answered alike, so a stranger cannot pick the staff out of a list of addresses.
 */
describe.each(testDialects)('About you answers every taken address alike on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await aBorrowerAccount(server.database, `taken.${dialect}@example.com`);
  });
  afterAll(() => server?.close());

  const aboutYou = (client: HttpClient, email: string) =>
    client.gql('mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id } } }', {
      input: { firstName: 'Rosa', lastName: 'Vega', phoneNumber: '512-867-5309', agreedToTerms: true, email },
    });

  it("answers a staff address exactly as a borrower's", async () => {
    const staff = await aboutYou(server.client(), 'lead@example.org');
    const borrower = await aboutYou(server.client(), `taken.${dialect}@example.com`);
    expect(staff.status).toBe(borrower.status);
    expect(staff.body).toEqual(borrower.body);
    expect(staff.body.errors?.[0].extensions?.code).toBe('CONFLICT');
  });
});
