import { describe, expect, it } from 'vitest';
import { proposedBudgetValue } from '../../api/domain/proposedBudget';

describe('the proposed budget', () => {
  it('trims eating out, entertainment and apparel by a fifth, to the cent', () => {
    expect(proposedBudgetValue({ category: 'food', subCategory: 'away' }, 232)).toBe(185.6);
    expect(proposedBudgetValue({ category: 'personal', subCategory: 'entertainment' }, 12.34)).toBe(9.87);
    expect(proposedBudgetValue({ category: 'personal', subCategory: 'apparel' }, 0)).toBe(0);
  });

  it('keeps every other line as it is', () => {
    expect(proposedBudgetValue({ category: 'food', subCategory: 'home' }, 410.55)).toBe(410.55);
    expect(proposedBudgetValue({ category: 'housing', subCategory: 'rent' }, 1200)).toBe(1200);
  });
});
