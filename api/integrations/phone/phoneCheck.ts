import { phonePattern } from '../../domain/borrowerRules';

export interface PhoneCheck {
  /** `phoneNumber` in the form's 999-999-9999 mask; anything else is simply not valid. */
  isValid(phoneNumber: string): Promise<boolean>;
}

/** The check could not be made (timeout, outage, bad credentials): not the same as "invalid". */
export class PhoneCheckUnavailable extends Error {
  override name = 'PhoneCheckUnavailable';
}

/** 999-999-9999 → +19999999999 (every number the form takes is North American). */
export function toE164(phoneNumber: string): string | undefined {
  return phonePattern.test(phoneNumber) ? `+1${phoneNumber.replaceAll('-', '')}` : undefined;
}

/**
 * Asks `primary`, and `fallback` when the primary cannot answer, so an outage at the phone
 * provider never blocks a borrower's application (SECURITY.md §18).
 */
export class FallbackPhoneCheck implements PhoneCheck {
  constructor(
    private readonly primary: PhoneCheck,
    private readonly fallback: PhoneCheck,
    private readonly onFallback: (error: PhoneCheckUnavailable) => void = () => {},
  ) {}

  async isValid(phoneNumber: string): Promise<boolean> {
    try {
      return await this.primary.isValid(phoneNumber);
    } catch (error) {
      if (!(error instanceof PhoneCheckUnavailable)) throw error;
      this.onFallback(error);
      return this.fallback.isValid(phoneNumber);
    }
  }
}
