import { useEffect, useState } from 'react';
import {
  clearResetState,
  isInitialPassword,
  knownUsername,
  setFlash,
  rememberApplicant,
  setSignedIn,
  storedCode,
  storedUserInformation,
} from '../../lib/account/accountStorage';
import { authApi, type ApiResult, type SessionUser, type UserInformation } from '../../lib/account/authApi';
import { flashKeys, type FlashKey } from './flash';
import { goHome, goTo } from '../../components/navigation';
import { NewPasswordFields, newPasswordErrors, newPasswordKeys, type NewPassword } from './NewPasswordFields';
import { serverMessage, serverMessageKeys } from './serverMessages';
import { StatusMessage } from '../../components/form/StatusMessage';
import type { IslandProps } from '../../i18n/islandStrings';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm } from '../../components/form/useForm';
import { SecondFactorCode } from '../../lib/account/SecondFactorCode';
import { enrolmentKeys, SecondFactorEnrolment } from '../../lib/account/SecondFactorEnrolment';

export const resetPasswordKeys = [
  ...newPasswordKeys,
  ...enrolmentKeys,
  ...serverMessageKeys,
  ...flashKeys,
  'account.reset.initialIntro',
  'account.reset.submit',
  'account.reset.busy',
] as const;

interface Mode {
  email: string;
  code: string;
  /** Initial-password mode: name and phone go with the password. */
  initial: UserInformation | null;
}

type Outcome =
  | { user: SessionUser }
  | { secondFactor: 'verify' | 'enrol' }
  | { flash: FlashKey; to: string }
  | { message: ApiResult<unknown> };

type ResetAnswer = { signedIn?: boolean; user?: SessionUser | null; secondFactor?: 'verify' | 'enrol' };

/** The server's answer, as where to go next (service-portal §4, §8). */
function outcomeOf(mode: Mode, result: ApiResult<ResetAnswer>): Outcome {
  if (result.code === 'CODE_MISMATCH')
    return { flash: 'account.flash.codeOld', to: '/please-check-your-email' };
  if (result.code === 'CODE_EXPIRED')
    return { flash: 'account.flash.codeExpired', to: '/please-check-your-email' };
  if (result.ok && result.data?.user) return { user: result.data.user };
  // The password is set; the account's second factor comes before it is signed in (SECURITY.md §31).
  if (result.ok && result.data?.secondFactor) return { secondFactor: result.data.secondFactor };
  if (result.ok) return { flash: 'account.flash.passwordReset', to: '/sign-in' };
  // A forced password that failed for a reason the form could not catch: start again from sign-in.
  if (mode.initial && result.status !== 429 && result.status !== 0) {
    return { flash: 'account.flash.updateFailed', to: '/sign-in' };
  }
  return { message: result };
}

/** /reset-password: a new password with the e-mailed code, or the one a signed-in account must set. */
export default function ResetPasswordForm({
  locale,
  strings,
}: IslandProps<(typeof resetPasswordKeys)[number]>) {
  const [mode, setMode] = useState<Mode | null>(null);
  const [value, setValue] = useState<NewPassword>({ newPassword: '', confirmPassword: '' });
  const [failure, setFailure] = useState('');
  const [secondStep, setSecondStep] = useState<'verify' | 'enrol' | null>(null);

  useEffect(() => {
    const initial = isInitialPassword();
    const details = storedUserInformation();
    const next = { email: knownUsername(), code: storedCode(), initial: initial ? details : null };
    // Without a code or a forced password there is nothing to reset with: ask for the code first.
    if (!(next.email && next.code) && !initial) return goTo(locale, '/verification-code', { replace: true });
    if (initial && !details) return goTo(locale, '/user-information', { replace: true });
    setMode(next);
  }, [locale]);

  const { formRef, errors, busy, ready, onSubmit } = useForm(
    () => newPasswordErrors(value, strings),
    async () => {
      if (!mode) return;
      setFailure('');
      const { newPassword } = value;
      const result =
        mode.code && mode.email
          ? await authApi.resetPassword({ email: mode.email, code: mode.code, newPassword, ...mode.initial })
          : await authApi.completeNewPassword({ newPassword, ...mode.initial! });
      const outcome = outcomeOf(mode, result);
      if ('message' in outcome) {
        setFailure(serverMessage(outcome.message, strings));
        return;
      }
      clearResetState();
      if ('secondFactor' in outcome) {
        setSecondStep(outcome.secondFactor);
        return true;
      }
      if ('user' in outcome) {
        signedInAs(outcome.user);
        return true;
      }
      setFlash({
        key: outcome.flash,
        tone: outcome.flash === 'account.flash.passwordReset' ? 'success' : 'error',
      });
      goTo(locale, outcome.to);
      return true;
    },
  );

  function signedInAs(user: SessionUser) {
    setSignedIn(true, user.isStaff);
    rememberApplicant(user);
    goHome(locale, user.homeRoute);
  }

  if (secondStep === 'verify') return <SecondFactorCode strings={strings} onDone={signedInAs} />;
  if (secondStep === 'enrol') return <SecondFactorEnrolment strings={strings} onDone={signedInAs} />;

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {/* Not editable until hydrated: text typed earlier would not reach the form state. */}
      <fieldset className="form__fields" disabled={!ready}>
        {mode?.initial && <p>{strings['account.reset.initialIntro']}</p>}
        <StatusMessage tone="error">{failure}</StatusMessage>
        <NewPasswordFields value={value} onChange={setValue} errors={errors} strings={strings} />
        <SubmitButton
          ready={ready && mode !== null}
          busy={busy}
          label={strings['account.reset.submit']}
          busyLabel={strings['account.reset.busy']}
        />
      </fieldset>
    </form>
  );
}
