import { useEffect, useState } from 'react';
import { isValidEmail } from '@domain/borrowerRules';
import { authApi } from '../../lib/account/authApi';
import { knownUsername, setKnownUsername, setStoredCode } from '../../lib/account/accountStorage';
import { Field } from '../../components/form/Field';
import { goTo } from '../../components/navigation';
import { serverMessage, serverMessageKeys } from './serverMessages';
import { StatusMessage } from '../../components/form/StatusMessage';
import { fieldKeys, format, type IslandProps } from '../../i18n/islandStrings';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm } from '../../components/form/useForm';

export const forgotPasswordKeys = [
  ...fieldKeys,
  ...serverMessageKeys,
  'account.field.email',
  'account.back',
  'account.forgot.submit',
  'account.forgot.busy',
] as const;

/** /forgot-password: a code is e-mailed, then /please-check-your-email (service-portal §2). */
export default function ForgotPasswordForm({
  locale,
  strings,
}: IslandProps<(typeof forgotPasswordKeys)[number]>) {
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState('');
  useEffect(() => setEmail(knownUsername()), []);

  const label = strings['account.field.email'];
  const { formRef, errors, busy, ready, onSubmit } = useForm(
    () => {
      const value = email.trim();
      if (!value) return { email: format(strings['form.required'], { label }) };
      if (!isValidEmail(value)) return { email: format(strings['form.invalid'], { label }) };
      return {};
    },
    async () => {
      setFailure('');
      const result = await authApi.forgotPassword(email.trim(), locale);
      if (!result.ok) {
        setFailure(serverMessage(result, strings));
        return;
      }
      // A new code is on its way: an older stored one is no use any more.
      setKnownUsername(email.trim());
      setStoredCode(null);
      goTo(locale, '/please-check-your-email');
      return true;
    },
  );

  function back() {
    if (window.history.length > 1) window.history.back();
    else goTo(locale, '/sign-in');
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {/* Not editable until hydrated: text typed earlier would not reach the form state. */}
      <fieldset className="form__fields" disabled={!ready}>
        <StatusMessage tone="error">{failure}</StatusMessage>
        <Field
          name="email"
          label={label}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required

          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <div className="form__actions">
          <button type="button" className="button button--secondary" onClick={back} disabled={!ready}>
            {strings['account.back']}
          </button>
          <SubmitButton
            ready={ready}
            busy={busy}
            label={strings['account.forgot.submit']}
            busyLabel={strings['account.forgot.busy']}
          />
        </div>
      </fieldset>
    </form>
  );
}
