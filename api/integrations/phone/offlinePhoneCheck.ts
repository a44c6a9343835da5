import { phonePattern } from '../../domain/borrowerRules';
import type { PhoneCheck } from './phoneCheck';

/**
 * The North American Numbering Plan rules a number must follow, checked without any network call
 * (used when Twilio is not configured or cannot answer). NPA = area code, NXX = exchange.
 * Returns why the number cannot exist, or undefined when it can.
 *
 * Deliberately not checked: whether the area code is in service (that needs NANPA's list, which
 * changes), so 555-867-5309 passes here although no area code 555 exists.
 */
export function nanpProblem(phoneNumber: string): string | undefined {
  if (!phonePattern.test(phoneNumber)) return 'not in the 999-999-9999 form';
  const [npa, nxx, line] = phoneNumber.split('-');
  if (!/^[2-9]/.test(npa)) return 'area code starts with 0 or 1';
  if (npa.endsWith('11')) return 'area code is an N11 service code';
  if (npa[1] === '9') return 'area code N9X is reserved for expansion';
  if (npa.startsWith('37') || npa.startsWith('96')) return 'area codes 37X and 96X are reserved';
  if (!/^[2-9]/.test(nxx)) return 'exchange starts with 0 or 1';
  if (nxx.endsWith('11')) return 'exchange is an N11 service code';
  if (nxx === '555' && line.startsWith('01')) return '555-0100 to 555-0199 are reserved for fiction';
  // Not a numbering rule but a typing habit: 222-222-2222 and the like are never a real person.
  if (/^(\d)\1{9}$/.test(npa + nxx + line)) return 'all ten digits are the same';
  return undefined;
}

export class OfflinePhoneCheck implements PhoneCheck {
  async isValid(phoneNumber: string): Promise<boolean> {
    return nanpProblem(phoneNumber) === undefined;
  }
}
