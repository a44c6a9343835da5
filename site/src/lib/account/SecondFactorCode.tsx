import { useState } from 'react';
import { normalizeOneTimeCode } from '@domain/secondFactor';
import { Field } from '../../components/form/Field';
import { StatusMessage } from '../../components/form/StatusMessage';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm } from '../../components/form/useForm';
import { format, type Strings } from '../../i18n/islandStrings';
import { authApi, type ApiResult, type SessionUser } from './authApi';

export const secondFactorCodeKeys = [
  'form.required',
  'account.secondFactor.codeTitle',
  'account.secondFactor.codeIntro',
  'account.secondFactor.code',
  'account.secondFactor.recoveryCode',
  'account.secondFactor.useRecovery',
  'account.secondFactor.useCode',
  'account.secondFactor.verify',
  'account.secondFactor.busy',
  'account.secondFactor.wrong',
  'account.secondFactor.signInAgain',
  'account.tooManyAttempts',
  'account.unexpected',
] as const;

type Proof = { code: string } | { recoveryCode: string };

/** What a refused code step says, in the page's language. */
export function codeFailure(
  result: ApiResult<unknown>,
  strings: Strings<(typeof secondFactorCodeKeys)[number]>,
) {
  if (result.status === 429) return strings['account.tooManyAttempts'];
  if (result.status === 401 && result.message?.startsWith('Please sign in'))
    return strings['account.secondFactor.signInAgain'];
  if (result.status === 401 || result.status === 400) return strings['account.secondFactor.wrong'];
  return strings['account.unexpected'];
}

/**
 * A code from the authenticator (or, for a lost phone, a recovery code): the second step of a
 * sign-in, and the proof Settings asks before turning two-step sign-in off.
 */
export function SecondFactorCode({
  strings,
  label,
  send = authApi.secondFactor,
  onDone,
}: {
  strings: Strings<(typeof secondFactorCodeKeys)[number]>;
  label?: string;
  send?: (proof: Proof) => Promise<ApiResult<{ user: SessionUser }>>;
  onDone: (user: SessionUser) => Promise<unknown> | void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState('');
  const fieldLabel = strings[recovery ? 'account.secondFactor.recoveryCode' : 'account.secondFactor.code'];
  const { formRef, errors, busy, ready, onSubmit } = useForm(
    () => (value.trim() ? {} : { code: format(strings['form.required'], { label: fieldLabel }) }),
    async () => {
      setFailure('');
      const result = await send(recovery ? { recoveryCode: value } : { code: normalizeOneTimeCode(value) });
      if (!result.ok || !result.data) return setFailure(codeFailure(result, strings));
      await onDone(result.data.user);
      return true;
    },
  );
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <fieldset className="form__fields" disabled={!ready}>
        <h2 className="form__title">{strings['account.secondFactor.codeTitle']}</h2>
        <p>{strings['account.secondFactor.codeIntro']}</p>
        <StatusMessage tone="error">{failure}</StatusMessage>
        <Field
          name="code"
          label={fieldLabel}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          spellCheck={false}
          required
          maxLength={recovery ? 40 : 10}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={errors.code}
        />
        <p className="form__aside">
          <button
            type="button"
            className="link-button"
            onClick={() => (setRecovery(!recovery), setValue(''))}
          >
            {strings[recovery ? 'account.secondFactor.useCode' : 'account.secondFactor.useRecovery']}
          </button>
        </p>
        <SubmitButton
          ready={ready}
          busy={busy}
          label={label ?? strings['account.secondFactor.verify']}
          busyLabel={strings['account.secondFactor.busy']}
        />
      </fieldset>
    </form>
  );
}
