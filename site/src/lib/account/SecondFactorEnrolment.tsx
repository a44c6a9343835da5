import { useEffect, useState } from 'react';
import { normalizeOneTimeCode } from '@domain/secondFactor';
import { Field } from '../../components/form/Field';
import { StatusMessage } from '../../components/form/StatusMessage';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm } from '../../components/form/useForm';
import { format, type Strings } from '../../i18n/islandStrings';
import { authApi, type Enrolment, type SessionUser } from './authApi';
import { codeFailure, secondFactorCodeKeys } from './SecondFactorCode';

export const enrolmentKeys = [
  ...secondFactorCodeKeys,
  'account.secondFactor.enrolTitle',
  'account.secondFactor.enrolIntro',
  'account.secondFactor.qrAlt',
  'account.secondFactor.secretLabel',
  'account.secondFactor.confirm',
  'account.secondFactor.recoveryTitle',
  'account.secondFactor.recoveryIntro',
  'account.secondFactor.saved',
] as const;

type Key = (typeof enrolmentKeys)[number];

/** The secret in groups of four, as a person types it into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolling an authenticator (SECURITY.md §26): its QR code (and the key, to type), a first code that
 * proves the app has it, then the ten recovery codes, shown once. Staff of the live workspace meet
 * it at their first sign-in; anyone may start it from Settings.
 */
export function SecondFactorEnrolment({
  strings,
  onDone,
}: {
  strings: Strings<Key>;
  onDone: (user: SessionUser) => void;
}) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState<{ recoveryCodes: string[]; user: SessionUser } | null>(null);

  useEffect(() => {
    void authApi.startEnrolment().then((result) => {
      if (result.ok && result.data) setEnrolment(result.data);
      else setFailure(codeFailure(result, strings));
    });
  }, [strings]);

  const codeLabel = strings['account.secondFactor.code'];
  const { formRef, errors, busy, ready, onSubmit } = useForm(
    () => (code.trim() ? {} : { code: format(strings['form.required'], { label: codeLabel }) }),
    async () => {
      setFailure('');
      const result = await authApi.confirmEnrolment(normalizeOneTimeCode(code));
      if (!result.ok || !result.data) return setFailure(codeFailure(result, strings));
      setSaved(result.data);
    },
  );

  if (saved)
    return (
      <section className="form" aria-labelledby="recovery-title">
        <h2 id="recovery-title" className="form__title">
          {strings['account.secondFactor.recoveryTitle']}
        </h2>
        <p>{strings['account.secondFactor.recoveryIntro']}</p>
        <ul className="recovery-codes" aria-label={strings['account.secondFactor.recoveryTitle']}>
          {saved.recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>
              <code>{recoveryCode}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="button" onClick={() => onDone(saved.user)}>
          {strings['account.secondFactor.saved']}
        </button>
      </section>
    );

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <fieldset className="form__fields" disabled={!ready || !enrolment}>
        <h2 className="form__title">{strings['account.secondFactor.enrolTitle']}</h2>
        <p>{strings['account.secondFactor.enrolIntro']}</p>
        <StatusMessage tone="error">{failure}</StatusMessage>
        {enrolment && (
          <>
            <img
              className="enrolment-qr"
              src={enrolment.qrCode}
              alt={strings['account.secondFactor.qrAlt']}
              width={200}
              height={200}
            />
            <p>
              {strings['account.secondFactor.secretLabel']}{' '}
              <code className="enrolment-secret">{grouped(enrolment.secret)}</code>
            </p>
          </>
        )}
        <Field
          name="code"
          label={codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={10}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code}
        />
        <SubmitButton
          ready={ready}
          busy={busy}
          label={strings['account.secondFactor.confirm']}
          busyLabel={strings['account.secondFactor.busy']}
        />
      </fieldset>
    </form>
  );
}
