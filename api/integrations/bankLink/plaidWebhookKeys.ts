import type { JWKPublicKey, PlaidApi } from 'plaid';
import { dayMs } from '../../domain/dates';
import { BankLinkError } from './bankLink';
import { plaidCall } from './plaidClient';

/** How long a kid Plaid did not know stays unknown without asking again. */
const unknownForMs = 15 * 60_000;
/** Lookups of kids not cached, at most this many in any window of `lookupWindowMs`. */
const maxLookups = 10;
const lookupWindowMs = 10 * 60_000;

/**
 * Plaid's webhook signing keys by `kid`, from /webhook_verification_key/get, cached (SECURITY.md §17).
 * A cached key is fetched again after a day so that Plaid's `expired_at` on a rotated key is seen.
 * The kid is read before any signature is checked, so a forger chooses it: a kid Plaid did not know is
 * remembered as unknown for a while, lookups of one kid at once are one call, and at most ten kids not
 * cached are looked up in ten minutes — past that a webhook with a new kid is refused without a call
 * (Plaid delivers it again later). Plaid has a few keys at a time; a forger's random kids cost it nothing.
 */
export class PlaidWebhookKeys {
  private readonly cache = new Map<string, { key: JWKPublicKey; fetchedAt: number }>();
  private readonly unknown = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<JWKPublicKey | undefined>>();
  private lookups: number[] = [];

  constructor(
    private readonly plaid: PlaidApi,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The key, or undefined when Plaid never issued that kid; throws BankLinkError when Plaid is unreachable. */
  readonly get = async (kid: string): Promise<JWKPublicKey | undefined> => {
    const now = this.now().getTime();
    const cached = this.cache.get(kid);
    if (cached && now - cached.fetchedAt < dayMs) return cached.key;
    const unknownSince = this.unknown.get(kid);
    if (unknownSince !== undefined && now - unknownSince < unknownForMs) return undefined;
    const pending = this.inFlight.get(kid);
    if (pending) return pending;
    this.lookups = this.lookups.filter((at) => now - at < lookupWindowMs);
    // A rotated key still cached gets its day's refresh; a kid never seen waits for the window.
    if (!cached && this.lookups.length >= maxLookups) return undefined;
    this.lookups.push(now);
    const lookup = this.lookUp(kid, now).finally(() => this.inFlight.delete(kid));
    this.inFlight.set(kid, lookup);
    return lookup;
  };

  private async lookUp(kid: string, now: number): Promise<JWKPublicKey | undefined> {
    try {
      const { key } = await plaidCall(() => this.plaid.webhookVerificationKeyGet({ key_id: kid }));
      this.cache.set(kid, { key, fetchedAt: now });
      this.unknown.delete(kid);
      return key;
    } catch (error) {
      // Plaid answers 400 for a kid it does not know; only outages should surface as errors.
      if (error instanceof BankLinkError && error.details.status === 400) {
        this.forgetOldUnknown(now);
        this.unknown.set(kid, now);
        return undefined;
      }
      throw error;
    }
  }

  /** Unknown kids past their time are dropped, so a forger's stream of them does not grow the map. */
  private forgetOldUnknown(now: number): void {
    for (const [kid, since] of this.unknown) if (now - since >= unknownForMs) this.unknown.delete(kid);
  }
}
