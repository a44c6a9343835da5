import { useEffect, useState } from 'react';
import { isValidEmail } from '@domain/borrowerRules';
import {
  knownUsername,
  setFlash,
  setInitialPassword,
  setKnownUsername,
  setStoredCode,
  setUserInformation,
  storedCode,
} from '../../lib/account/accountStorage';
import { authApi, type ApiResult } from '../../lib/account/authApi';
import { Field } from '../../components/form/Field';
import { goTo } from '../../components/navigation';
import { serverMessage, serverMessageKeys } from './serverMessages';
import { StatusMessage } from '../../components/form/StatusMessage';
import { fieldKeys, format, type IslandProps } from '../../i18n/islandStrings';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm } from '../../components/form/useForm';
import { isVerificationCodeFormat, splitName } from '@domain/accountForms';
import type { Locale } from '../../i18n/t';

export const verificationCodeKeys = [
  ...fieldKeys,
  ...serverMessageKeys,
  'account.field.email',
  'account.field.code',
  'account.code.hint',
  'account.code.submit',
  'account.code.busy',
  'account.code.checking',
] as const;

/**
 * Checks a code with the server and moves on (service-portal §2, §8): a forced password first
 * confirms name and phone; an old or expired code goes back to /please-check-your-email, where
 * the newest code is (the server has already sent one for an expired code).
 */
async function checkCode(locale: Locale, email: string, code: string): Promise<ApiResult<unknown> | null> {
  setKnownUsername(email);
  const result = await authApi.verificationCode(email, code);
  if (result.code === 'CODE_MISMATCH' || result.code === 'CODE_EXPIRED') {
    setStoredCode(null);
    const key = result.code === 'CODE_MISMATCH' ? 'account.flash.codeOld' : 'account.flash.codeExpired';
    setFlash({ key, tone: 'error', email });
    goTo(locale, '/please-check-your-email');
    return null;
  }
  // Any other failure stays on the page, with its message.
  if (!result.ok || !result.data) return result;
  const { mustChangePassword, firstName, lastName, phoneNumber } = result.data;
  setStoredCode(code);
  setInitialPassword(mustChangePassword);
  if (mustChangePassword) setUserInformation({ firstName, lastName, phoneNumber });
  goTo(locale, mustChangePassword ? '/user-information' : '/reset-password');
  return null;
}

export default function VerificationCodeForm({
  locale,
  strings,
}: IslandProps<(typeof verificationCodeKeys)[number]>) {
  const [checking, setChecking] = useState(true);
  const [known, setKnown] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState('');

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const fromLink = { email: query.get('email')?.trim(), code: query.get('code')?.trim() };
    const show = () => {
      setKnown(knownUsername());
      setChecking(false);
    };
    // The initial e-mail's link: store both and go on. The code leaves the address bar and history.
    if (fromLink.email && fromLink.code) {
      window.history.replaceState(null, '', window.location.pathname);
      setStoredCode(fromLink.code);
      checkCode(locale, fromLink.email, fromLink.code).then((failed) => {
        if (!failed) return;
        setFailure(serverMessage(failed, strings));
        show();
      });
      return;
    }
    if (storedCode() && knownUsername()) {
      goTo(locale, '/reset-password', { replace: true });
      return;
    }
    // A session that must set its password (sign-in's challenge) needs no code.
    authApi.me().then((result) => {
      const user = result.data?.user;
      if (!user?.mustChangePassword) return show();
      setInitialPassword(true);
      setUserInformation({ ...splitName(user.name), phoneNumber: user.phoneNumber ?? '' });
      goTo(locale, '/user-information', { replace: true });
    });
  }, [locale, strings]);

  const emailLabel = strings['account.field.email'];
  const codeLabel = strings['account.field.code'];
  const { formRef, errors, busy, ready, onSubmit } = useForm(
    () => {
      const result: Partial<Record<'email' | 'code', string>> = {};
      if (!known && !email.trim()) result.email = format(strings['form.required'], { label: emailLabel });
      else if (!known && !isValidEmail(email.trim()))
        result.email = format(strings['form.invalid'], { label: emailLabel });
      if (!code) result.code = format(strings['form.required'], { label: codeLabel });
      else if (!isVerificationCodeFormat(code))
        result.code = format(strings['form.invalid'], { label: codeLabel });
      return result;
    },
    async () => {
      setFailure('');
      const failed = await checkCode(locale, known || email.trim(), code);
      if (!failed) return true;
      setFailure(serverMessage(failed, strings));
    },
  );

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy || checking}>
      {/* Not editable until hydrated: text typed earlier would not reach the form state. */}
      <fieldset className="form__fields" disabled={!ready}>
        <StatusMessage tone="error">{failure}</StatusMessage>
        <StatusMessage tone="info">{checking && ready ? strings['account.code.checking'] : ''}</StatusMessage>
        {!known && (
          <Field
            name="email"
            label={emailLabel}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required

            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
        )}
        <Field
          name="code"
          label={codeLabel}
          hint={strings['account.code.hint']}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          required

          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          error={errors.code}
        />
        <SubmitButton
          ready={ready && !checking}
          busy={busy}
          label={strings['account.code.submit']}
          busyLabel={strings['account.code.busy']}
        />
      </fieldset>
    </form>
  );
}
