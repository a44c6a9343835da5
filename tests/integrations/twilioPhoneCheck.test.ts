import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflinePhoneCheck } from '../../api/integrations/phone/offlinePhoneCheck';
import { FallbackPhoneCheck, PhoneCheckUnavailable } from '../../api/integrations/phone/phoneCheck';
import { TwilioPhoneCheck } from '../../api/integrations/phone/twilioPhoneCheck';
import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fakeHttpServer';

const accountSid = `AC${'0123456789abcdef'.repeat(2)}`;
const authToken = 'twilio-token-never-logged';

const lookup = (phone: string, valid: boolean) => ({
  json: {
    calling_country_code: '1',
    country_code: 'US',
    phone_number: phone,
    national_format: phone,
    valid,
    validation_errors: valid ? [] : ['INVALID_BUT_POSSIBLE'],
    url: `https://lookups.twilio.com/v2/PhoneNumbers/${phone}`,
  },
});

function fakeLookup({ path }: FakeRequest): FakeReply {
  const phone = path.replace('/v2/PhoneNumbers/', '');
  switch (phone) {
    case '+14155552671':
      return lookup(phone, true);
    case '+12015550123':
      return lookup(phone, false);
    case '+13125550000':
      return 'hang';
    case '+17735550000':
      return { status: 503, json: { code: 20503, message: 'Service unavailable', status: 503 } };
    default:
      return {
        status: 404,
        json: { code: 20404, message: 'The requested resource was not found', status: 404 },
      };
  }
}

let server: FakeServer;
let check: TwilioPhoneCheck;

beforeAll(async () => {
  server = await startFakeServer(fakeLookup);
  check = new TwilioPhoneCheck({ accountSid, authToken, timeoutMs: 300, lookupsBaseUrl: server.url });
});
afterAll(() => server.close());

describe('TwilioPhoneCheck over the real twilio SDK', () => {
  it('asks Lookup v2 for the +1 number with the account credentials', async () => {
    expect(await check.isValid('415-555-2671')).toBe(true);
    const request = server.requests[server.requests.length - 1];
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/v2/PhoneNumbers/+14155552671');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
    );
  });

  it('is false when Lookup says the number is not valid', async () => {
    expect(await check.isValid('201-555-0123')).toBe(false);
  });

  it('is false when Lookup answers 404', async () => {
    expect(await check.isValid('999-999-9999')).toBe(false);
  });

  it('is false without asking Twilio when the number is not in the 999-999-9999 form', async () => {
    const before = server.requests.length;
    expect(await check.isValid('4155552671')).toBe(false);
    expect(server.requests).toHaveLength(before);
  });

  // twilio's own timeout is 30 s: finishing inside this test's 5 s proves ours applies.
  it(
    'throws PhoneCheckUnavailable, without the credentials, when Twilio is slow or failing',
    { timeout: 5_000 },
    async () => {
      for (const phone of ['312-555-0000', '773-555-0000']) {
        const error = await check.isValid(phone).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(PhoneCheckUnavailable);
        expect(String((error as Error).message)).not.toContain(authToken);
      }
    },
  );

  it('falls back to the offline rules when Twilio cannot answer', async () => {
    const reasons: string[] = [];
    const fallback = new FallbackPhoneCheck(check, new OfflinePhoneCheck(), (error) =>
      reasons.push(error.message),
    );
    expect(await fallback.isValid('312-555-0000')).toBe(true);
    expect(await fallback.isValid('415-555-2671')).toBe(true);
    expect(reasons).toHaveLength(1);
  });
});
