import type twilio from 'twilio';
import { loadTwilio } from '../lazySdk';
import { PhoneCheckUnavailable, toE164, type PhoneCheck } from './phoneCheck';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  timeoutMs: number;
  /** Twilio Lookup's base URL, for a proxy or a local fake; Twilio's own by default. */
  lookupsBaseUrl?: string;
}

/** Twilio Lookup v2: the number is valid when Twilio says it is in an assignable range. */
export class TwilioPhoneCheck implements PhoneCheck {
  private readonly client: twilio.Twilio;

  constructor({ accountSid, authToken, timeoutMs, lookupsBaseUrl }: TwilioSettings) {
    this.client = loadTwilio()(accountSid, authToken, { timeout: timeoutMs, autoRetry: false });
    // The SDK has no base-URL option; its Lookup domain reads this field on every request.
    if (lookupsBaseUrl) this.client.lookups.baseUrl = lookupsBaseUrl;
  }

  async isValid(phoneNumber: string): Promise<boolean> {
    const e164 = toE164(phoneNumber);
    if (!e164) return false;
    try {
      const result = await this.client.lookups.v2.phoneNumbers(e164).fetch();
      return result.valid === true;
    } catch (error) {
      // Lookup answers 404 for a string that is not a phone number at all.
      if (error instanceof loadTwilio().RestException && error.status === 404) return false;
      throw new PhoneCheckUnavailable(describe(error));
    }
  }
}

/** A short cause without the request (which holds the credentials). */
function describe(error: unknown): string {
  if (error instanceof loadTwilio().RestException) return `Twilio Lookup answered HTTP ${error.status}`;
  const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown error';
  return `Twilio Lookup could not be reached (${code})`;
}
