import { describe, expect, it } from 'vitest';
import {
  creditorFormErrors,
  creditorToSave,
  nextVersionValues,
} from '../../admin/src/creditors/creditorModel';
import { today } from '../../admin/src/plans/planModel';
import { addDays } from '../../api/domain/dates';

const typed = {
  friendlyName: ' First Federal ',
  namePatterns: ['first federal', '', '  ffcu '],
  planApr: '6.5',
  termInMonths: '48',
  minimumPayment: '$1,450.50',
  participatesInPlans: true,
  effectiveDate: today(),
};

describe('the Creditors form', () => {
  it('sends what was typed as the API takes it: exact cents through the one money rule, names without blank lines', () => {
    expect(creditorFormErrors(typed, 'creditor')).toEqual({});
    expect(creditorToSave(typed)).toMatchObject({
      friendlyName: 'First Federal',
      namePatterns: ['first federal', 'ffcu'],
      planApr: 6.5,
      termInMonths: 48,
      minimumPayment: 1450.5,
    });
  });

  it('says what is wrong in the server’s words, and never rounds an amount to fit', () => {
    const errors = creditorFormErrors(
      { ...typed, planApr: '6,5', termInMonths: '72', minimumPayment: '14.505' },
      'creditor',
    );
    expect(errors).toEqual({
      planApr: 'Plan APR is invalid: a percentage from 0 to 36, with at most two decimals',
      termInMonths: 'Term in months is invalid: a whole number of months from 1 to 60',
      minimumPayment: 'Minimum payment is invalid: type an amount like 1,450.50',
    });
  });

  it('records the next version from today, or from the later day the latest one starts', () => {
    const record = { id: 'chase', kind: 'creditor', friendlyName: 'Chase', version: 2 };
    expect(nextVersionValues({ ...record, effectiveDate: '2020-01-01' }).effectiveDate).toBe(today());
    const later = addDays(today(), 10);
    expect(nextVersionValues({ ...record, effectiveDate: later }).effectiveDate).toBe(later);
  });
});
