import { describe, expect, it } from 'vitest';
import { passwordMeetsRules } from '../../api/domain/password';

describe('the password rule (service-portal §5, SECURITY.md §2)', () => {
  it.each([
    ['Relief2026!', true],
    ['abcdefg1', true],
    ['a1!.@#$%^&*', true],
    ['Sh0rt!', false],
    ['a passphrase of four words 2', true],
    [`${'a'.repeat(127)}1`, true],
    [`${'a'.repeat(128)}1`, false],
    ['NoDigitsHere!', false],
    ['12345678', false],
    ['Spaces 1234', true],
    ['Tilde~1234', false],
    ['password1', false],
    ['Passw0rd', false],
  ])('%s → %s', (password, accepted) => {
    expect(passwordMeetsRules(password)).toBe(accepted);
  });
});
