import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { createIntegrations } from '../../api/integrations';
import { createSandboxPublicToken } from '../../api/integrations/bankLink/sandboxBankLink';
import type { MailMessage } from '../../api/integrations/mail/mailer';
import { composeEmail } from '../../api/integrations/mail/templates';
import { startFakeServer, type FakeServer } from './fakeHttpServer';
import { startFakeSmtpServer, type FakeSmtpServer } from './fakeSmtpServer';

const twilioToken = 'twilio-token-never-logged';
const kid = 'key-2025';
let plaid: FakeServer;
let twilio: FakeServer;
let smtp: FakeSmtpServer;
let signingKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  signingKey = pair.privateKey;
  const publicJwk = await exportJWK(pair.publicKey);
  plaid = await startFakeServer(({ path }) =>
    path === '/webhook_verification_key/get'
      ? {
          json: {
            key: { ...publicJwk, kid, alg: 'ES256', use: 'sig', created_at: 0, expired_at: null },
            request_id: 'r',
          },
        }
      : { json: { link_token: 'link-production-1', expiration: '2025-06-15T20:00:00Z', request_id: 'r' } },
  );
  twilio = await startFakeServer(() => 'hang');
  smtp = await startFakeSmtpServer();
});
afterAll(() => Promise.all([plaid.close(), twilio.close(), smtp.close()]));

const message: MailMessage = composeEmail(
  'ana@example.com',
  { template: 'obtainedOffer', firstName: 'Ana' },
  { language: 'en', origin: 'https://relief.example.org', counselorPhone: '1-800-388-2227' },
);

describe('createIntegrations', () => {
  it('gives training its stand-ins, whatever third parties are configured', async () => {
    const outbox: MailMessage[] = [];
    const configured = loadConfig({
      PLAID_CLIENT_ID: 'client',
      PLAID_SECRET: 'secret',
      TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: twilioToken,
      SMTP_URL: smtp.url,
    });
    const integrations = createIntegrations('training', configured, {
      recordOutbox: async (m: MailMessage) => void outbox.push(m),
      plaidBasePath: plaid.url,
      twilioLookupsBaseUrl: twilio.url,
    });
    expect(integrations.modes).toEqual({ bankLink: 'sandbox', phoneCheck: 'offline', mailer: 'outbox' });

    const { itemId } = await integrations.bankLink!.exchangePublicToken(
      createSandboxPublicToken('ins_109508'),
    );
    expect(itemId).toMatch(/^item-sandbox-/);
    expect(await integrations.phoneCheck.isValid('415-555-0123')).toBe(false);
    const maria = {
      firstName: 'Maria',
      lastName: 'Ruiz',
      dateOfBirth: '1990-01-01',
      addressLine1: '1 Elm St',
    };
    expect(integrations.creditBureauMode).toBe('simulated');
    const report = await integrations.creditBureau!.pull({ ...maria, zipCode: '10001' });
    expect(report.tradelines.length).toBeGreaterThanOrEqual(3);
    expect(await integrations.verifyBankWebhook({ body: '{}', verificationHeader: 'x' })).toMatchObject({
      ok: false,
    });
    await integrations.mailer.send(message);
    expect(outbox).toEqual([message]);
    expect([plaid.requests.length, twilio.requests.length, smtp.received.length]).toEqual([0, 0, 0]);
  });

  it('gives live no bank, no bureau and no mail of its own when none is configured: nothing that pretends', async () => {
    const outbox: MailMessage[] = [];
    const integrations = createIntegrations('live', loadConfig({}), {
      recordOutbox: async (m: MailMessage) => void outbox.push(m),
    });
    expect(integrations.modes).toEqual({ bankLink: 'none', phoneCheck: 'offline', mailer: 'none' });
    expect(integrations.bankLink).toBeNull();
    expect(integrations.creditBureau).toBeNull();
    expect(integrations.creditBureauMode).toBe('counsellorReview');
    await expect(integrations.mailer.send(message)).rejects.toThrow(/SMTP_URL/);
    expect(outbox).toEqual([]);
  });

  it('uses Plaid, with the webhook at PUBLIC_ORIGIN/webhook, when Plaid keys are configured', async () => {
    const config = loadConfig({
      PLAID_CLIENT_ID: 'client',
      PLAID_SECRET: 'secret',
      PUBLIC_ORIGIN: 'https://relief.example.org',
    });
    const integrations = createIntegrations('live', config, {
      recordOutbox: async () => {},
      plaidBasePath: plaid.url,
    });
    expect(integrations.modes.bankLink).toBe('plaid');
    expect(await integrations.bankLink!.createLinkToken('user-1')).toBe('link-production-1');
    expect(JSON.parse(plaid.requests[plaid.requests.length - 1].body)).toMatchObject({
      webhook: 'https://relief.example.org/webhook',
    });

    const body = '{"webhook_type":"ITEM","webhook_code":"ERROR","item_id":"i"}';
    const header = await new SignJWT({ request_body_sha256: createHash('sha256').update(body).digest('hex') })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuedAt()
      .sign(signingKey);
    expect(await integrations.verifyBankWebhook({ body, verificationHeader: header })).toMatchObject({
      ok: true,
    });
  });

  it(
    'checks phones with Twilio and falls back to the offline rules, logging no secret, when Twilio hangs',
    { timeout: 5_000 },
    async () => {
      const logLines: string[] = [];
      const config = loadConfig({
        TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
        TWILIO_AUTH_TOKEN: twilioToken,
      });
      const integrations = createIntegrations('live', config, {
        recordOutbox: async () => {},
        logger: pino({}, { write: (line: string) => logLines.push(line) }),
        timeoutMs: 200,
        twilioLookupsBaseUrl: twilio.url,
      });
      expect(integrations.modes.phoneCheck).toBe('twilio');
      expect(await integrations.phoneCheck.isValid('415-555-2671')).toBe(true);
      expect(twilio.requests).toHaveLength(1);
      expect(logLines.join('')).toContain('Twilio Lookup unavailable');
      expect(logLines.join('')).not.toContain(twilioToken);
    },
  );

  it('sends through SMTP when SMTP_URL is configured', async () => {
    const integrations = createIntegrations('live', loadConfig({ SMTP_URL: smtp.url }), {
      recordOutbox: () => Promise.reject(new Error('unused')),
    });
    expect(integrations.modes.mailer).toBe('smtp');
    await integrations.mailer.send(message);
    expect(smtp.received).toHaveLength(1);
  });
});
