import { describe, expect, it } from 'vitest';
import {
  checkEmailChange,
  checkNewPassword,
  isVerificationCodeFormat,
  splitName,
} from '../../api/domain/accountForms';
import { maskPhoneNumber } from '../../api/domain/borrowerRules';

describe('the account forms (service-portal §5)', () => {
  it('a new password: required, then the rule, then the confirmation equal to it', () => {
    expect(checkNewPassword({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'required',
      confirmPassword: 'required',
    });
    expect(checkNewPassword({ newPassword: 'short1', confirmPassword: 'short1' })).toEqual({
      newPassword: 'rulesUnmet',
    });
    expect(checkNewPassword({ newPassword: 'Fresh!pass42', confirmPassword: 'Fresh!pass43' })).toEqual({
      confirmPassword: 'mismatch',
    });
    expect(checkNewPassword({ newPassword: 'Fresh!pass42', confirmPassword: 'Fresh!pass42' })).toEqual({});
  });

  it('an e-mail change: a valid address, confirmed the same whatever the case; a refusal says why', () => {
    expect(checkEmailChange({ newEmail: ' ', confirmEmail: '' })).toEqual({
      newEmail: 'required',
      confirmEmail: 'required',
    });
    expect(checkEmailChange({ newEmail: 'ana@example.xyz', confirmEmail: 'ana@example.xyz' })).toEqual({
      newEmail: 'invalid',
      newEmailReason: 'emailEnding',
    });
    expect(checkEmailChange({ newEmail: 'ana.example.com', confirmEmail: 'ana.example.com' })).toEqual({
      newEmail: 'invalid',
      newEmailReason: 'emailShape',
    });
    expect(checkEmailChange({ newEmail: 'ana@example.com', confirmEmail: 'anna@example.com' })).toEqual({
      confirmEmail: 'mismatch',
    });
    expect(checkEmailChange({ newEmail: 'Ana@Example.com', confirmEmail: 'ana@example.com ' })).toEqual({});
  });

  it('a verification code is six digits', () => {
    expect(isVerificationCodeFormat('012345')).toBe(true);
    for (const code of ['12345', '1234567', '12a456', '']) expect(isVerificationCodeFormat(code)).toBe(false);
  });

  it('the phone mask types the dashes of 999-999-9999 and stops at ten digits', () => {
    expect(maskPhoneNumber('5')).toBe('5');
    expect(maskPhoneNumber('5128')).toBe('512-8');
    expect(maskPhoneNumber('(512) 867-53091')).toBe('512-867-5309');
  });

  it('keeps the ten digits of a number pasted in any shape, the country code dropped', () => {
    for (const pasted of ['(312) 555 2368', '+1 (312) 555-2368', '1-312-555-2368', '312.555.2368'])
      expect(maskPhoneNumber(pasted)).toBe('312-555-2368');
    // Typed digit by digit after a leading 1, each keystroke through the mask.
    const typed = [...'13125552368'].reduce((shown, key) => maskPhoneNumber(shown + key), '');
    expect(typed).toBe('312-555-2368');
  });

  it('splits the account name into first and last name', () => {
    expect(splitName('Rosa Maria  Vega')).toEqual({ firstName: 'Rosa', lastName: 'Maria Vega' });
    expect(splitName(null)).toEqual({ firstName: '', lastName: '' });
  });
});
