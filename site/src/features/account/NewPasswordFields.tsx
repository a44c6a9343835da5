import { useId } from 'react';
import { checkNewPassword } from '@domain/accountForms';
import { Field } from '../../components/form/Field';
import { PasswordChecklist, passwordChecklistKeys } from './PasswordChecklist';
import { format, type Strings } from '../../i18n/islandStrings';

export const newPasswordKeys = [
  ...passwordChecklistKeys,
  'form.required',
  'account.field.newPassword',
  'account.field.confirmPassword',
  'account.password.mismatch',
  'account.password.rulesUnmet',
] as const;

type Keys = (typeof newPasswordKeys)[number];

export interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}

/** Service-portal §5: the rule, then confirm equal to new, with the spec's messages. */
export function newPasswordErrors(value: NewPassword, strings: Strings<Keys>) {
  const required = (key: Keys) => format(strings['form.required'], { label: strings[key] });
  const outcome = checkNewPassword(value);
  const errors: Partial<Record<keyof NewPassword, string>> = {};
  if (outcome.newPassword === 'required') errors.newPassword = required('account.field.newPassword');
  if (outcome.newPassword === 'rulesUnmet') errors.newPassword = strings['account.password.rulesUnmet'];
  if (outcome.confirmPassword === 'required')
    errors.confirmPassword = required('account.field.confirmPassword');
  if (outcome.confirmPassword === 'mismatch') errors.confirmPassword = strings['account.password.mismatch'];
  return errors;
}

interface NewPasswordFieldsProps {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: Partial<Record<keyof NewPassword, string>>;
  strings: Strings<Keys>;
}

/** New password, its live rule checklist, and its confirmation. */
export function NewPasswordFields({ value, onChange, errors, strings }: NewPasswordFieldsProps) {
  const checklistId = useId();
  return (
    <>
      <Field
        name="newPassword"
        label={strings['account.field.newPassword']}
        type="password"
        autoComplete="new-password"
        required

        aria-details={checklistId}
        value={value.newPassword}
        onChange={(event) => onChange({ ...value, newPassword: event.target.value })}
        error={errors.newPassword}
      />
      <PasswordChecklist id={checklistId} password={value.newPassword} strings={strings} />
      <Field
        name="confirmPassword"
        label={strings['account.field.confirmPassword']}
        type="password"
        autoComplete="new-password"
        required

        value={value.confirmPassword}
        onChange={(event) => onChange({ ...value, confirmPassword: event.target.value })}
        error={errors.confirmPassword}
      />
    </>
  );
}
