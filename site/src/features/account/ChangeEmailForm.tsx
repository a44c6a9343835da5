import { useState } from 'react';
import { checkEmailChange } from '@domain/accountForms';
import { authApi } from '../../lib/account/authApi';
import { goTo } from '../../components/navigation';
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
  'account.changeEmail.sent',
  'account.field.newEmail',
  'account.field.confirmEmail',
  'account.changeEmail.mismatch',
  'account.changeEmail.submit',
  'account.changeEmail.busy',
] as const;

/**
 * /change-email: the new address twice. The server mails a confirmation link to it and changes
 * nothing yet: the page says to check the new address (the link's page, /confirm-email, makes the
 * change and sends the reader to sign in with it).
 */
export default function ChangeEmailForm({ locale, strings }: IslandProps<(typeof changeEmailKeys)[number]>) {
  const signedIn = useSignedInOnly(locale);
  const [newEmail, setNewEmail] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [failure, setFailure] = useState('');
  const [sentTo, setSentTo] = useState('');

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
      const result = await authApi.changeEmail(email, locale);
      // Signed out meanwhile: they sign in first.
      if (result.status === 401) {
        goTo(locale, '/sign-in');
        return true;
      }
      if (result.ok) setSentTo(email);
      else setFailure(serverMessage(result, strings));
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
      <StatusMessage tone="success">
        {sentTo && format(strings['account.changeEmail.sent'], { email: sentTo })}
      </StatusMessage>
      {/* Not editable until hydrated: text typed earlier would not reach the form state. */}
      {!sentTo && (
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
      )}
    </form>
  );
}
