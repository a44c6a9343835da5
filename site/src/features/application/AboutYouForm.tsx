import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { asksForCleanSession, readApplicationEntry, type ApplicationEntry } from '@domain/applicationEntry';
import { validateAboutYou } from '@domain/applicationForms';
import { maskPhoneNumber } from '@domain/borrowerRules';
import { todayIn } from '@domain/dates';
import { telHref } from '@domain/helpPhone';
import { CheckboxField } from '../../components/form/CheckboxField';
import { Field } from '../../components/form/Field';
import { goTo, localized } from '../../components/navigation';
import type { IslandProps } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { setFlash } from '../../lib/account/accountStorage';
import { showApplicationType } from '../../lib/flow/applicationType';
import {
  $applicationSession,
  rememberEntry,
  setApplicationId,
  startApplication,
} from '../../lib/flow/applicationSession';
import { fetchApplication, saveStep } from '../../lib/flow/flowApi';
import { LoadingOverlay } from '../../lib/flow/LoadingOverlay';
import { stepFailure, stepKeys, stepTemplates } from '../../lib/flow/stepMessages';
import { StepForm } from './StepForm';
import { useStepForm } from './useStepForm';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

const SaveAboutYou = graphql(`
  mutation SaveAboutYou($input: AboutYouInput!) {
    step: saveAboutYou(input: $input) {
      ...StepResult
    }
  }
`);

export const aboutYouKeys = [
  ...stepKeys,
  'layout.newTab',
  'application.aboutYou.landlordDisclosure',
  'application.aboutYou.otherLanguages',
  'application.field.firstName',
  'application.field.lastName',
  'application.field.email',
  'application.field.phoneNumber',
  'application.field.phoneHint',
  'application.aboutYou.consent',
  'application.aboutYou.terms',
  'application.aboutYou.privacy',
  'application.aboutYou.submit',
  'application.emailTaken.signIn',
  'application.emailTaken.forgotPassword',
] as const;

interface AboutYouAnswers extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  agreedToTerms: boolean;
}

export const SavedAboutYouFields = graphql(`
  fragment SavedAboutYou on Application {
    id
    type
    borrower {
      firstName
      lastName
      email
      phoneNumber
    }
  }
`);

type SavedAboutYou = ResultOf<typeof SavedAboutYouFields>;

const AboutYouPage = graphql(`
  query AboutYouPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...SavedAboutYou
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...SavedAboutYou
    }
  }
`);

const empty: AboutYouAnswers = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  agreedToTerms: false,
};

/** Help lines and the header read these (api/domain/helpPhone.ts); storage may fail, which is harmless. */
function remember(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.error('Storage write failed', error);
  }
}

/**
 * The entry (borrower-application §2): the link's applicationType, router, referral_id and utm_*
 * are kept for the first save; clearSession=1 (the console's Start Application) starts a new
 * application in this tab, and is taken out of the address so a refresh does not start over again.
 */
function readEntry(current: ApplicationEntry | null): ApplicationEntry {
  const { search } = window.location;
  const entry = readApplicationEntry(search);
  if (asksForCleanSession(search)) {
    startApplication(entry);
    const url = new URL(window.location.href);
    url.searchParams.delete('clearSession');
    window.history.replaceState(null, '', url.pathname + url.search);
    return entry;
  }
  const fromLink = search.length > 1;
  if (fromLink || !current) {
    rememberEntry(entry);
    return entry;
  }
  return current;
}

/**
 * A later About you never changes the sign-in e-mail (issue 19): a borrower who typed another one is
 * sent to Change e-mail, which ends every session and tells the old address. What they typed stays
 * in the tab's storage.
 */
async function saveAboutYou(input: Record<string, unknown>, locale: Locale) {
  const result = await saveStep(SaveAboutYou, input);
  if (result.code === 'EMAIL_CHANGE_REQUIRED') {
    setFlash({ key: 'account.flash.useChangeEmail', tone: 'info' });
    goTo(locale, '/change-email');
  }
  return result;
}

/** /application/about-you: the first submit creates the account and signs the borrower in. */
export default function AboutYouForm({
  locale,
  strings,
  alternativeLanguagePhone,
  counselorPhone,
}: IslandProps<(typeof aboutYouKeys)[number]> & {
  /** A page's number, never a bundle's: the server puts the workspace's line into the page. */
  alternativeLanguagePhone: string;
  /** The counsellors' line, given with a refusal that leaves no other way on (an e-mail ending). */
  counselorPhone: string;
}) {
  const session = useStore($applicationSession);
  const [entry, setEntry] = useState<ApplicationEntry | null>(null);
  const [saved, setSaved] = useState<SavedAboutYou | null | undefined>(undefined);

  const restored = session !== null;
  useEffect(() => {
    if (!restored) return;
    const read = readEntry($applicationSession.get()?.entry ?? null);
    setEntry(read);
    if (read.router) remember('relief.router', read.router);
    const id = $applicationSession.get()?.applicationId ?? null;
    // A borrower coming back to this page (or signed in) sees what they saved.
    fetchApplication(AboutYouPage, id, false).then((result) => setSaved(result.ok ? result.data : null));
  }, [restored]);

  const borrower = saved?.borrower;
  const form = useStepForm<AboutYouAnswers>({
    locale,
    page: 'AboutYou',
    initial: borrower
      ? {
          firstName: borrower.firstName ?? '',
          lastName: borrower.lastName ?? '',
          email: borrower.email ?? '',
          phoneNumber: borrower.phoneNumber ?? '',
          agreedToTerms: true,
        }
      : empty,
    check: (answers) => validateAboutYou(answers, todayIn(new Date())),
    labels: {
      firstName: strings['application.field.firstName'],
      lastName: strings['application.field.lastName'],
      email: strings['application.field.email'],
      phoneNumber: strings['application.field.phoneNumber'],
    },
    templates: stepTemplates(strings, {}, { phone: counselorPhone }),
    save: (answers) =>
      saveAboutYou(
        {
          applicationId: saved?.id ?? null,
          firstName: answers.firstName,
          lastName: answers.lastName,
          email: answers.email,
          phoneNumber: answers.phoneNumber,
          agreedToTerms: answers.agreedToTerms,
          ...(saved ? {} : { ...entry }),
          preferredLanguage: locale,
        },
        locale,
      ),
    failureMessage: (result) => stepFailure(result, strings, { phone: counselorPhone }),
    onSaved: (step) => {
      setApplicationId(step.application.id);
      // The borrower is a lead now: the header shows the counsellor's line (helpPhone.ts).
      remember('relief.lead', '1');
      remember('relief.signedIn', '1');
    },
  });

  const applicationType = saved?.type ?? entry?.applicationType;
  useEffect(() => showApplicationType(applicationType), [applicationType]);

  if (saved === undefined || !entry) return <LoadingOverlay label={strings['application.pleaseWait']} />;

  const rental = applicationType === 'rental';
  const [before, middle, after] = strings['application.aboutYou.consent'].split(/\{terms\}|\{privacy\}/);
  const newTab = { target: '_blank', rel: 'noopener' } as const;

  return (
    <StepForm
      form={form}
      label={strings['application.aboutYou.submit']}
      busyLabel={strings['application.saving']}
      intro={
        rental && (
          <div className="application-note">
            <p>{strings['application.aboutYou.landlordDisclosure']}</p>
            <p>
              {strings['application.aboutYou.otherLanguages']}{' '}
              <a href={telHref(alternativeLanguagePhone)}>{alternativeLanguagePhone}</a>
            </p>
          </div>
        )
      }
    >
      <div className="application-form__row">
        <Field {...form.text('firstName')} autoComplete="given-name" required />
        <Field {...form.text('lastName')} autoComplete="family-name" required />
      </div>
      <Field
        {...form.text('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}

        required
      />
      {form.errors.email === strings['application.emailTaken'] && (
        <p className="field__actions">
          <a className="button button--secondary" href={localized(locale, '/sign-in')}>
            {strings['application.emailTaken.signIn']}
          </a>
          <a className="button button--secondary" href={localized(locale, '/forgot-password')}>
            {strings['application.emailTaken.forgotPassword']}
          </a>
        </p>
      )}
      <Field
        {...form.text('phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={strings['application.field.phoneHint']}
        required
        onChange={(event) => form.set('phoneNumber', maskPhoneNumber(event.target.value))}
      />
      <CheckboxField
        name="agreedToTerms"
        checked={form.answers.agreedToTerms === true}
        onChange={(checked) => form.set('agreedToTerms', checked)}
        error={form.errors.agreedToTerms}
        label={
          <>
            {before}
            <a href={localized(locale, '/terms-and-conditions')} {...newTab}>
              {strings['application.aboutYou.terms']}
              <span className="visually-hidden"> {strings['layout.newTab']}</span>
            </a>
            {middle}
            <a href={localized(locale, '/privacy-policy')} {...newTab}>
              {strings['application.aboutYou.privacy']}
              <span className="visually-hidden"> {strings['layout.newTab']}</span>
            </a>
            {after}
          </>
        }
      />
    </StepForm>
  );
}
