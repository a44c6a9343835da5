import { useState } from 'react';
import { checkEmailChange } from '@domain/accountForms';
import { leaveAfterAccountChange } from './accountChanged';
import { authApi } from '../../lib/account/authApi';
import { Field } from '../../components/form/Field';
import { serverMessage, serverMessageKeys } from './serverMessages';
import { StatusMessage } from '../../components/form/StatusMessage';
import { fieldKeys, format, type IslandProps } from '../../i18n/islandStrings';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm } from '../../components/form/useForm';
import { useSignedInOnly } from './useSignedInOnly';

export const changeEmailKeys = [
  ...fieldKeys,
  ...serverMessageKeys,
  'account.flash.emailUpdated',
  'account.field.newEmail',
  'account.field.confirmEmail',
  'account.changeEmail.mismatch',
  'account.changeEmail.submit',
  'account.changeEmail.busy',
] as const;

/** /change-email: new address twice; on success every session ends and the user signs in with it. */
export default function ChangeEmailForm({ locale, strings }: IslandProps<(typeof changeEmailKeys)[number]>) {
  const signedIn = useSignedInOnly(locale);
  const [newEmail, setNewEmail] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [failure, setFailure] = useState('');

  const message = (
    template: 'form.required' | 'form.invalid',
    label: 'account.field.newEmail' | 'account.field.confirmEmail',
  ) => format(strings[template], { label: strings[label] });
  const { formRef, errors, busy, ready, onSubmit } = useForm(
    () => {
      const outcome = checkEmailChange({ newEmail, confirmEmail });
      const errors: Partial<Record<'newEmail' | 'confirmEmail', string>> = {};
      if (outcome.newEmail) errors.newEmail = message(`form.${outcome.newEmail}`, 'account.field.newEmail');
      if (outcome.confirmEmail === 'required')
        errors.confirmEmail = message('form.required', 'account.field.confirmEmail');
      if (outcome.confirmEmail === 'mismatch') errors.confirmEmail = strings['account.changeEmail.mismatch'];
      return errors;
    },
    async () => {
      setFailure('');
      const email = newEmail.trim();
      const failed = leaveAfterAccountChange(locale, await authApi.changeEmail(email), {
        key: 'account.flash.emailUpdated',
        tone: 'success',
        email,
      });
      if (!failed) return true;
      setFailure(serverMessage(failed, strings));
    },
  );

  const field = (name: 'newEmail' | 'confirmEmail', value: string, set: (value: string) => void) => (
    <Field
      name={name}
      label={strings[`account.field.${name}`]}
      type="email"
      inputMode="email"
      autoComplete={name === 'newEmail' ? 'email' : 'off'}
      spellCheck={false}
      required

      value={value}
      onChange={(event) => set(event.target.value)}
      error={errors[name]}
    />
  );

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {/* Not editable until hydrated: text typed earlier would not reach the form state. */}
      <fieldset className="form__fields" disabled={!ready}>
        <StatusMessage tone="error">
          {failure && <span className="account-failure">{failure}</span>}
        </StatusMessage>
        {field('newEmail', newEmail, setNewEmail)}
        {field('confirmEmail', confirmEmail, setConfirmEmail)}
        <SubmitButton
          ready={ready && signedIn}
          busy={busy}
          label={strings['account.changeEmail.submit']}
          busyLabel={strings['account.changeEmail.busy']}
        />
      </fieldset>
    </form>
  );
}
