import { describe, expect, it } from 'vitest';
import { repEmailError, repErrors, repPasswordError, repPhoneError } from '../../api/domain/repRules';
import { passwordRulesMessage } from '../../api/domain/password';

describe('rep rules', () => {
  it('a new rep needs a name, an email and a password', () => {
    expect(repErrors({}, true)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: passwordRulesMessage,
    });
  });

  it('a change is checked only in what it sets', () => {
    expect(repErrors({}, false)).toEqual({});
    expect(repErrors({ name: 'x'.repeat(101), phoneNumber: '5551234567' }, false)).toEqual({
      name: 'Name is invalid',
      phoneNumber: 'Phone is invalid',
    });
  });

  it('an email must look like an address, a phone is ddd-ddd-dddd or nothing', () => {
    expect(repEmailError('rita@example.org')).toBeUndefined();
    expect(repEmailError('rita')).toBe('Email is invalid');
    expect(repPhoneError('')).toBeUndefined();
    expect(repPhoneError(null)).toBeUndefined();
    expect(repPhoneError('555-123-4567')).toBeUndefined();
    expect(repPhoneError('555 123 4567')).toBe('Phone is invalid');
  });

  it('a password follows the password rules', () => {
    expect(repPasswordError('Rita2026rep')).toBeUndefined();
    expect(repPasswordError(undefined)).toBe(passwordRulesMessage);
  });
});
