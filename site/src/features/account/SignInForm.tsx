import { useEffect, useRef, useState } from 'react';
import { authApi } from '../../lib/account/authApi';
import { forgetApplicationState } from '../../lib/flow/applicationSession';
import {
  answersKeptForOther,
  knownUsername,
  setInitialPassword,
  setKnownUsername,
  rememberApplicant,
  setSignedIn,
  setUserInformation,
  takeReturnTo,
} from '../../lib/account/accountStorage';
import { Field } from '../../components/form/Field';
import { flashKeys, useFlash } from './flash';
import { goHome, goTo, localized } from '../../components/navigation';
import { serverMessage, serverMessageKeys } from './serverMessages';
import { StatusMessage } from '../../components/form/StatusMessage';
import { fieldKeys, format, type IslandProps } from '../../i18n/islandStrings';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm } from '../../components/form/useForm';
import { splitName } from '@domain/accountForms';
import type { SessionUser } from '../../lib/account/authApi';
import { SecondFactorCode } from '../../lib/account/SecondFactorCode';
import { enrolmentKeys, SecondFactorEnrolment } from '../../lib/account/SecondFactorEnrolment';

export const signInKeys = [
  ...fieldKeys,
  ...enrolmentKeys,
  ...flashKeys,
  ...serverMessageKeys,
  'account.field.username',
  'account.field.password',
  'account.signIn.submit',
  'account.signIn.busy',
  'account.signIn.knownUser',
  'account.signIn.notYou',
  'account.signIn.forgot',
  'account.signIn.incorrect',
  'account.signIn.noPasswordYet',
] as const;

/** /sign-in (service-portal §2, §4): the one way in, for borrowers and staff alike. */
export default function SignInForm({ locale, strings }: IslandProps<(typeof signInKeys)[number]>) {
  const flash = useFlash();
  const [known, setKnown] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState('');
  const usernameRef = useRef<HTMLInputElement>(null);
  const [focusUsername, setFocusUsername] = useState(false);
  /** The password was right: the second step to take before the session is signed in. */
  const [secondStep, setSecondStep] = useState<'verify' | 'enrol' | null>(null);

  useEffect(() => setKnown(knownUsername()), []);
  // A changed e-mail arrives with the message: it is the name to sign in with now.
  useEffect(() => {
    if (flash?.email) setUsername(flash.email);
  }, [flash]);
  useEffect(() => {
    if (focusUsername) usernameRef.current?.focus();
  }, [focusUsername]);

  const required = (label: string) => format(strings['form.required'], { label });
  const name = known || username.trim();

  const { formRef, errors, busy, ready, onSubmit } = useForm(
    () => ({
      ...(!name && { username: required(strings['account.field.username']) }),
      ...(!password && { password: required(strings['account.field.password']) }),
    }),
    async () => {
      setFailure('');
      const result = await authApi.signIn(name, password);
      if (!result.ok || !result.data) {
        // The spec's words, then the way on for whoever never chose a password (About you made the
        // account): said to everyone, so it tells nothing about which accounts exist.
        setFailure(
          result.status === 401
            ? `${strings['account.signIn.incorrect']}. ${strings['account.signIn.noPasswordYet']}`
            : serverMessage(result, strings),
        );
        return;
      }
      setKnownUsername(name);
      const { user, secondFactor } = result.data;
      if (!user) {
        setSecondStep(secondFactor ?? 'verify');
        return;
      }
      continueAs(user);
      return true;
    },
  );

  /** Signed in: where the user goes next. */
  function continueAs(user: SessionUser) {
    setSignedIn(true, user.isStaff);
    rememberApplicant(user);
    // Answers an idle sign-out kept in this tab belong to the account that typed them.
    if (answersKeptForOther(user.id)) forgetApplicationState();
    // A borrower sent here from the customer portal goes back to the page they asked for.
    const returnTo = takeReturnTo();
    if (user.mustChangePassword) {
      // Initial-password mode: confirm name and phone, then set the password (no code needed).
      setInitialPassword(true);
      setUserInformation({ ...splitName(user.name), phoneNumber: user.phoneNumber ?? '' });
      goTo(locale, '/user-information');
    } else if (returnTo && !user.isStaff) {
      window.location.assign(returnTo);
    } else {
      goHome(locale, user.homeRoute);
    }
  }

  if (secondStep === 'verify') return <SecondFactorCode strings={strings} onDone={continueAs} />;
  if (secondStep === 'enrol') return <SecondFactorEnrolment strings={strings} onDone={continueAs} />;

  function notYou() {
    setKnownUsername(null);
    setKnown('');
    setUsername('');
    setFocusUsername(true);
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {/* Not editable until hydrated: text typed earlier would not reach the form state. */}
      <fieldset className="form__fields" disabled={!ready}>
        <StatusMessage tone={flash?.tone ?? 'success'}>{flash && strings[flash.key]}</StatusMessage>
        <StatusMessage tone="error">{failure}</StatusMessage>
        {known ? (
          <p className="account-known-user">
            <span>{format(strings['account.signIn.knownUser'], { email: known })}</span>{' '}
            <button type="button" className="link-button" onClick={notYou}>
              {strings['account.signIn.notYou']}
            </button>
          </p>
        ) : (
          <Field
            ref={usernameRef}
            name="username"
            label={strings['account.field.username']}
            type="email"
            inputMode="email"
            autoComplete="username"
            spellCheck={false}
            required

            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={errors.username}
          />
        )}
        <Field
          name="password"
          label={strings['account.field.password']}
          type="password"
          autoComplete="current-password"
          required

          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <p className="form__aside">
          <a href={localized(locale, '/forgot-password')}>{strings['account.signIn.forgot']}</a>
        </p>
        <SubmitButton
          ready={ready}
          busy={busy}
          label={strings['account.signIn.submit']}
          busyLabel={strings['account.signIn.busy']}
        />
      </fieldset>
    </form>
  );
}
