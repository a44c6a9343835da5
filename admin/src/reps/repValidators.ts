import { isValidEmail, phonePattern } from '@domain/borrowerRules';
import { invalid } from '@domain/messages';
import { passwordMeetsRules, passwordRulesMessage } from '@domain/password';
import { requiredField } from '../forms/validators';

/** The server's rep rules (api/services/reps.ts), with its messages, checked before saving. */
export const validateRepName = [requiredField('Name')];

export const validateRepEmail = [
  requiredField('Email'),
  (value: unknown) => (typeof value === 'string' && !isValidEmail(value) ? invalid('Email') : undefined),
];

export const validateRepPhone = (value: unknown) =>
  typeof value === 'string' && value !== '' && !phonePattern.test(value) ? invalid('Phone') : undefined;

export const validateRepPassword = (value: unknown) =>
  passwordMeetsRules(typeof value === 'string' ? value : '') ? undefined : passwordRulesMessage;
