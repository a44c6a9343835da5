import { describe, expect, it } from 'vitest';
import { nanpProblem, OfflinePhoneCheck } from '../../api/integrations/phone/offlinePhoneCheck';

describe('OfflinePhoneCheck (North American Numbering Plan rules)', () => {
  it.each([
    ['415-555-2671', undefined],
    ['212-867-5309', undefined],
    ['800-388-2227', undefined],
    ['555-867-5309', undefined], // area code 555 is not in service, but no rule says so
    ['4155552671', 'not in the 999-999-9999 form'],
    ['415-555-267', 'not in the 999-999-9999 form'],
    ['015-555-2671', 'area code starts with 0 or 1'],
    ['115-555-2671', 'area code starts with 0 or 1'],
    ['000-000-0000', 'area code starts with 0 or 1'],
    ['911-555-2671', 'area code is an N11 service code'],
    ['411-555-2671', 'area code is an N11 service code'],
    ['297-555-2671', 'area code N9X is reserved for expansion'],
    ['375-555-2671', 'area codes 37X and 96X are reserved'],
    ['964-555-2671', 'area codes 37X and 96X are reserved'],
    ['415-055-2671', 'exchange starts with 0 or 1'],
    ['415-155-2671', 'exchange starts with 0 or 1'],
    ['415-911-2671', 'exchange is an N11 service code'],
    ['415-555-0100', '555-0100 to 555-0199 are reserved for fiction'],
    ['415-555-0199', '555-0100 to 555-0199 are reserved for fiction'],
    ['415-555-0200', undefined],
    ['222-222-2222', 'all ten digits are the same'],
    ['999-999-9999', 'area code N9X is reserved for expansion'],
  ])('%s → %s', (phone, problem) => {
    expect(nanpProblem(phone)).toBe(problem);
  });

  it('answers isValid from the same rules', async () => {
    const check = new OfflinePhoneCheck();
    expect(await check.isValid('415-555-2671')).toBe(true);
    expect(await check.isValid('415-555-0123')).toBe(false);
  });
});
