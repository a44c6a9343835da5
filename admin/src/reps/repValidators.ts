import { repEmailError, repPasswordError, repPhoneError } from '@domain/repRules';
import { requiredField } from '../forms/validators';

/** The server's rep rules (api/domain/repRules.ts), with its messages, checked before saving. */
export const validateRepName = [requiredField('Name')];

export const validateRepEmail = [
  requiredField('Email'),
  (value: unknown) => (typeof value === 'string' ? repEmailError(value) : undefined),
];

export const validateRepPhone = repPhoneError;

export const validateRepPassword = repPasswordError;
