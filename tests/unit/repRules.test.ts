import { describe, expect, it } from 'vitest';
import {
  keptRepPhone,
  repEmailError,
  repErrors,
  repPasswordError,
  repPhoneError,
  standardPhone,
} from '../../api/domain/repRules';
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
    expect(repErrors({ name: 'x'.repeat(101), phoneNumber: '555123456' }, false)).toEqual({
      name: 'Name is invalid',
      phoneNumber: 'Phone is invalid',
    });
  });

  it('an email must look like an address, a phone is ten digits however written, or nothing (issue 42)', () => {
    expect(repEmailError('rita@example.org')).toBeUndefined();
    expect(repEmailError('rita')).toBe('Email is invalid');
    expect(repPhoneError('')).toBeUndefined();
    expect(repPhoneError(null)).toBeUndefined();
    for (const typed of [
      '555-123-4567',
      '555 123 4567',
      '(555) 123-4567',
      '555.123.4567',
      '+1 555 123 4567',
      '5551234567',
    ])
      expect([repPhoneError(typed), standardPhone(typed)]).toEqual([undefined, '555-123-4567']);
    expect(repPhoneError('555-1234')).toBe('Phone is invalid');
    expect(repPhoneError('555-123-4567 ext 2')).toBe('Phone is invalid');
    expect(keptRepPhone('(555) 123-4567')).toBe('555-123-4567');
    expect(keptRepPhone(' ')).toBeNull();
    expect(keptRepPhone(undefined)).toBeUndefined();
  });

  it('a password follows the password rules', () => {
    expect(repPasswordError('Rita2026rep')).toBeUndefined();
    expect(repPasswordError(undefined)).toBe(passwordRulesMessage);
  });
});
