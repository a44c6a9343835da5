import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../integrations/fakeHttpServer';
import { step } from '../helpers/flowWalk';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

interface LinkToken {
  mode: string;
  linkToken: string;
  institutions: { institutionId: string; name: string; publicToken: string }[] | null;
}

const linkTokenQuery =
  'query($id: ID!) { bankLinkToken(applicationId: $id) { mode linkToken institutions { institutionId name publicToken } } }';

async function newApplication(client: HttpClient, email: string, preferredLanguage = 'en') {
  const { saveAboutYou } = await client.data<{ saveAboutYou: { application: { id: string } } }>(
    'mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id } } }',
    {
      input: {
        firstName: 'Jo',
        lastName: 'Banks',
        email,
        phoneNumber: '512-867-5309',
        agreedToTerms: true,
        preferredLanguage,
      },
    },
  );
  return saveAboutYou.application.id;
}

describe('bankLinkToken in sandbox mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('lists the sandbox institutions, each with a public token that connects it', async () => {
    const borrower = server.client();
    const applicationId = await newApplication(borrower, 'jo.sandbox@example.com');
    const { bankLinkToken } = await borrower.data<{ bankLinkToken: LinkToken }>(linkTokenQuery, {
      id: applicationId,
    });
    expect(bankLinkToken.mode).toBe('sandbox');
    expect(bankLinkToken.institutions?.map((i) => i.name)).toContain('First Platypus Bank');
    for (const institution of bankLinkToken.institutions ?? [])
      expect(institution.publicToken).toMatch(new RegExp(`^sandbox-public-${institution.institutionId}-`));

    const [bank] = bankLinkToken.institutions!;
    await step(borrower, 'connectBankAccount', {
      applicationId,
      publicToken: bank.publicToken,
      institutionId: bank.institutionId,
      institutionName: bank.name,
    });
    const { myApplication } = await borrower.data<{
      myApplication: { bankItems: { institutionName: string; isFinishedHistoricalUpdate: boolean }[] };
    }>('{ myApplication { bankItems { institutionName isFinishedHistoricalUpdate } } }');
    expect(myApplication.bankItems).toEqual([
      { institutionName: bank.name, isFinishedHistoricalUpdate: true },
    ]);
  });

  it('is refused to anyone but the application owner', async () => {
    const owner = server.client();
    const applicationId = await newApplication(owner, 'jo.owner@example.com');
    const stranger = server.client();
    const result = await stranger.gql(linkTokenQuery, { id: applicationId });
    expect(errorCode(result)).toBeDefined();
  });
});

describe.each(testDialects)('bankLinkToken in plaid mode (%s)', (dialect) => {
  let plaid: FakeServer;
  let server: TestServer;
  beforeAll(async () => {
    plaid = await startFakeServer(({ path }) =>
      path === '/link/token/create'
        ? { json: { link_token: 'link-production-x', expiration: '2030-01-01T00:00:00Z', request_id: 'r' } }
        : { status: 404, json: {} },
    );
    server = await startTestServer(dialect, {
      env: { PLAID_CLIENT_ID: 'client-id', PLAID_SECRET: 'plaid-secret' },
      integrations: { plaidBasePath: plaid.url },
      thirdParties: 'configured',
    });
  });
  afterAll(async () => {
    await server.close();
    await plaid.close();
  });

  /** The language of the newest link token Plaid was asked for. */
  const askedLanguage = () => {
    const tokenRequests = plaid.requests.filter((r) => r.path === '/link/token/create');
    return (JSON.parse(tokenRequests.at(-1)!.body) as { language: string }).language;
  };

  it('gives Plaid Link its token and no sandbox institutions', async () => {
    const borrower = server.client();
    const applicationId = await newApplication(borrower, 'jo.plaid@example.com');
    const { bankLinkToken } = await borrower.data<{ bankLinkToken: LinkToken }>(linkTokenQuery, {
      id: applicationId,
    });
    expect(bankLinkToken).toEqual({ mode: 'plaid', linkToken: 'link-production-x', institutions: null });
  });

  it("opens Link in the page's language, else in the borrower's", async () => {
    const borrower = server.client();
    const applicationId = await newApplication(borrower, 'jo.idioma@example.com', 'es');
    const query = (language: string | null) =>
      borrower.data(
        'query($id: ID!, $language: String) { bankLinkToken(applicationId: $id, language: $language) { linkToken } }',
        { id: applicationId, language },
      );
    await query('es');
    expect(askedLanguage()).toBe('es');
    await query('en');
    expect(askedLanguage()).toBe('en');
    // Without the page's word (or with a language Link is not offered in), the borrower's own.
    await query(null);
    expect(askedLanguage()).toBe('es');
    await query('fr');
    expect(askedLanguage()).toBe('es');
  });
});
