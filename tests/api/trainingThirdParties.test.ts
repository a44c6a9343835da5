import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startFakeServer,
  type FakeReply,
  type FakeRequest,
  type FakeServer,
} from '../integrations/fakeHttpServer';
import { startFakeSmtpServer, type FakeSmtpServer } from '../integrations/fakeSmtpServer';
import { latestEmailTo } from '../helpers/outbox';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Training never reaches the outside world, whatever is configured (docs/decisions.md, "Live and
 * training"): with SMTP, Plaid and Twilio all pointed at fake servers, live uses each of them and
 * training none — its mail stays in its outbox and its bank link and phone check are the stand-ins.
 */

const aboutYou = 'mutation($input: AboutYouInput!) { saveAboutYou(input: $input) { application { id } } }';
const linkToken = 'query($id: ID!) { bankLinkToken(applicationId: $id) { mode } }';

function twilioLookup({ path }: FakeRequest): FakeReply {
  const phone = path.replace(/^\/v2\/PhoneNumbers\//, '').split('?')[0];
  return {
    json: {
      calling_country_code: '1',
      country_code: 'US',
      phone_number: phone,
      national_format: phone,
      valid: true,
      validation_errors: [],
      url: `https://lookups.twilio.com/v2/PhoneNumbers/${phone}`,
    },
  };
}

const plaid = ({ path }: FakeRequest): FakeReply =>
  path === '/link/token/create'
    ? { json: { link_token: 'link-production-x', expiration: '2030-01-01T00:00:00Z', request_id: 'r' } }
    : { status: 404, json: {} };

describe.each(testDialects)('third parties by workspace on %s', (dialect) => {
  let smtp: FakeSmtpServer;
  let plaidServer: FakeServer;
  let twilio: FakeServer;
  let servers: Record<'live' | 'training', TestServer>;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer('accept');
    plaidServer = await startFakeServer(plaid);
    twilio = await startFakeServer(twilioLookup);
    const options = {
      env: {
        SMTP_URL: smtp.url,
        PLAID_CLIENT_ID: 'client-id',
        PLAID_SECRET: 'plaid-secret',
        TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
        TWILIO_AUTH_TOKEN: 'twilio-token',
      },
      integrations: { plaidBasePath: plaidServer.url, twilioLookupsBaseUrl: twilio.url },
      thirdParties: 'configured' as const,
    };
    servers = {
      live: await startTestServer(dialect, options),
      training: await startTestServer(dialect, { ...options, workspace: 'training' }),
    };
  });
  afterAll(async () => {
    await servers?.live.close();
    await servers?.training.close();
    await Promise.all([smtp?.close(), plaidServer?.close(), twilio?.close()]);
  });

  async function apply(server: TestServer, email: string) {
    const borrower = server.client();
    const { saveAboutYou } = await borrower.data<{ saveAboutYou: { application: { id: string } } }>(
      aboutYou,
      {
        input: {
          firstName: 'Lucía',
          lastName: 'Peña',
          email,
          phoneNumber: '415-555-2671',
          agreedToTerms: true,
        },
      },
    );
    const { bankLinkToken } = await borrower.data<{ bankLinkToken: { mode: string } }>(linkToken, {
      id: saveAboutYou.application.id,
    });
    return bankLinkToken.mode;
  }

  it('sends training’s applicant nothing outside: no SMTP, no Plaid, no Twilio, the mail in its outbox', async () => {
    const mode = await apply(servers.training, 'lucia.training@example.com');
    expect(mode).toBe('sandbox');
    const mail = await latestEmailTo(servers.training.database, 'lucia.training@example.com');
    expect(mail.template).toBe('initialEmail');
    expect(smtp.received).toEqual([]);
    expect(plaidServer.requests).toEqual([]);
    expect(twilio.requests).toEqual([]);
  });

  it('uses every configured third party in live', async () => {
    const mode = await apply(servers.live, 'lucia.live@example.com');
    expect(mode).toBe('plaid');
    expect(twilio.requests.length).toBeGreaterThan(0);
    expect(plaidServer.requests.map((r) => r.path)).toContain('/link/token/create');
    // Through SMTP the mail is a job, sent after the request.
    await vi.waitFor(() => expect(smtp.received.flatMap((m) => m.to)).toContain('lucia.live@example.com'), {
      timeout: 30_000,
    });
  });
});
