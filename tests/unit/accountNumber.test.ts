import { describe, expect, it } from 'vitest';
import { accountEnding, accountLastFour, maskedAccountNumber } from '../../api/domain/accountNumber';

describe("an account's last four digits on the borrower's pages", () => {
  it('tells two cards of one lender apart by the last four characters', () => {
    expect(accountLastFour('517805XXXXXX4411')).toBe('4411');
    expect(accountLastFour(' 6011000012348822 ')).toBe('8822');
  });

  it('shows nothing of a number too short to show part of it, or of none', () => {
    expect(accountLastFour('4411')).toBeNull();
    expect(accountLastFour('')).toBeNull();
    expect(accountLastFour(null)).toBeNull();
    expect(maskedAccountNumber('4411')).toBe('••••');
  });

  it('says it in the reader’s language, and not at all without digits', () => {
    expect(accountEnding('en', '4411')).toBe('Account ending in 4411');
    expect(accountEnding('es', '4411')).toBe('Cuenta terminada en 4411');
    expect(accountEnding('es', null)).toBeNull();
  });
});
