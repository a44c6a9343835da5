import type { JWKPublicKey, PlaidApi } from 'plaid';
import { dayMs } from '../../domain/dates';
import { BankLinkError } from './bankLink';
import { plaidCall } from './plaidClient';

/**
 * Plaid's webhook signing keys by `kid`, from /webhook_verification_key/get, cached (SECURITY.md §17).
 * A cached key is fetched again after a day so that Plaid's `expired_at` on a rotated key is seen.
 */
export class PlaidWebhookKeys {
  private readonly cache = new Map<string, { key: JWKPublicKey; fetchedAt: number }>();

  constructor(
    private readonly plaid: PlaidApi,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The key, or undefined when Plaid never issued that kid; throws BankLinkError when Plaid is unreachable. */
  readonly get = async (kid: string): Promise<JWKPublicKey | undefined> => {
    const cached = this.cache.get(kid);
    const now = this.now().getTime();
    if (cached && now - cached.fetchedAt < dayMs) return cached.key;
    try {
      const { key } = await plaidCall(() => this.plaid.webhookVerificationKeyGet({ key_id: kid }));
      this.cache.set(kid, { key, fetchedAt: now });
      return key;
    } catch (error) {
      // Plaid answers 400 for a kid it does not know; only outages should surface as errors.
      if (error instanceof BankLinkError && error.details.status === 400) return undefined;
      throw error;
    }
  };
}
