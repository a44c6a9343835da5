import type { ReactNode } from 'react';
import { routes } from '@domain/applicationFlow';
import { todayIn } from '@domain/dates';
import {
  consentForCreditInquiryRequired,
  spouseConsentForCreditInquiryRequired,
  validateYourContact,
} from '@domain/yourContactForm';
import { CheckboxField } from '../../components/form/CheckboxField';
import { ChoiceField } from '../../components/form/ChoiceField';
import { localized } from '../../components/navigation';
import type { IslandProps } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { DateOfBirthField } from './DateOfBirthField';
import { dateOfBirthKeys, dateOfBirthMessages } from './dateOfBirthMessages';
import { saveStep } from '../../lib/flow/flowApi';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { stepFailure, stepKeys, stepTemplates } from '../../lib/flow/stepMessages';
import { StepForm } from './StepForm';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { useStepForm } from './useStepForm';
import { YourContactAddress } from './YourContactAddress';
import { initialAnswers, yourContactInput, yourContactPage, type SavedContact } from './YourContactAnswers';
import { spouseKeys, YourContactSpouse } from './YourContactSpouse';
import { YourContactCorrection } from './YourContactCorrection';
import { graphql } from '../../gql';

const SaveYourContact = graphql(`
  mutation SaveYourContact($input: YourContactInput!) {
    step: saveYourContact(input: $input) {
      ...StepResult
    }
  }
`);

export const yourContactKeys = [
  ...stepKeys,
  'layout.newTab',
  ...spouseKeys,
  'application.processing',
  'application.yourContact.you',
  'application.field.firstName',
  'application.field.lastName',
  'application.field.email',
  'application.field.phoneNumber',
  'application.field.preferredLanguage',
  'application.language.en',
  'application.language.es',
  'application.yourContact.consent',
  'application.yourContact.policy',
  'application.yourContact.consentRequired',
  'application.yourContact.spouseConsentRequired',
  'application.yourContact.sent',
  'application.yourContact.saveAddress',
  ...dateOfBirthKeys,
] as const;

type Props = IslandProps<(typeof yourContactKeys)[number]>;

/**
 * /application/your-contact: reads the application, then the form. Once sent, it is never sent again
 * (borrower-application §4: no second credit pull), but the address can still be corrected: the
 * page offers that alone, then goes back to where the borrower stood (docs/decisions/0146).
 */
const YourContactPage = graphql(`
  query YourContactPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...SavedContact
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...SavedContact
    }
  }
`);

export default function YourContactForm({ locale, strings }: Props) {
  const [state, retry] = useFlowPage(locale, routes.yourContact, YourContactPage);
  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');
  if (state.application.status !== 'In Progress')
    return <YourContactCorrection saved={state.application} locale={locale} strings={strings} />;
  return <ContactForm saved={state.application} locale={locale} strings={strings} />;
}

function ContactForm({ saved, locale, strings }: Props & { saved: SavedContact }) {
  const hasSpouse = saved.hasSpouse === true;
  const address = {
    addressLine1: strings['application.field.addressLine1'],
    addressLine2: strings['application.field.addressLine2'],
    city: strings['application.field.city'],
    state: strings['application.field.state'],
    zipCode: strings['application.field.zipCode'],
    dateOfBirth: strings['application.field.dateOfBirth'],
  };
  const spouseLabels = {
    firstName: strings['application.field.firstName'],
    lastName: strings['application.field.lastName'],
    email: `${strings['application.field.email']} ${strings['form.optional']}`,
    phoneNumber: `${strings['application.field.phoneNumber']} ${strings['form.optional']}`,
    sameAddressAsBorrower: strings['application.yourContact.sameAddress'],
    ...address,
  };
  const form = useStepForm({
    locale,
    page: yourContactPage,
    initial: initialAnswers(saved, locale),
    check: (answers) =>
      validateYourContact(yourContactInput(answers, hasSpouse), { today: todayIn(new Date()), hasSpouse }),
    labels: {
      ...address,
      preferredLanguage: strings['application.field.preferredLanguage'],
      ...Object.fromEntries(Object.entries(spouseLabels).map(([field, label]) => [`spouse.${field}`, label])),
    },
    templates: stepTemplates(strings, {
      [consentForCreditInquiryRequired]: strings['application.yourContact.consentRequired'],
      [spouseConsentForCreditInquiryRequired]: strings['application.yourContact.spouseConsentRequired'],
      ...dateOfBirthMessages(strings),
    }),
    save: (answers) =>
      saveStep(SaveYourContact, {
        applicationId: saved.id,
        ...yourContactInput(answers, hasSpouse),
      }),
    failureMessage: (result) => stepFailure(result, strings),
  });

  const consent = (template: string): ReactNode => {
    const [before, after] = template.split('{policy}');
    return (
      <>
        {before}
        <a href={localized(locale, '/credit-report-policy')} target="_blank" rel="noopener">
          {strings['application.yourContact.policy']}
          <span className="visually-hidden"> {strings['layout.newTab']}</span>
        </a>
        {after}
      </>
    );
  };
  const languages = (['en', 'es'] as const).map((value) => ({
    value,
    label: strings[`application.language.${value}`],
  }));
  const borrower = saved.borrower;

  return (
    <StepForm
      form={form}
      label={strings['application.continue']}
      busyLabel={strings['application.processing']}
    >
      <section className="your-contact-section" aria-labelledby="you-heading">
        <h2 id="you-heading">{strings['application.yourContact.you']}</h2>
        <dl className="your-contact-details">
          <div>
            <dt>{strings['application.field.firstName']}</dt>
            <dd>{borrower?.firstName}</dd>
          </div>
          <div>
            <dt>{strings['application.field.lastName']}</dt>
            <dd>{borrower?.lastName}</dd>
          </div>
          <div>
            <dt>{strings['application.field.email']}</dt>
            <dd>{borrower?.email}</dd>
          </div>
          <div>
            <dt>{strings['application.field.phoneNumber']}</dt>
            <dd>{borrower?.phoneNumber}</dd>
          </div>
        </dl>
      </section>
      <YourContactAddress form={form} prefix="" strings={strings} locale={locale} />
      <DateOfBirthField
        name="dateOfBirth"
        label={strings['application.field.dateOfBirth']}
        hint={strings['application.field.dateOfBirthHint']}
        value={form.answers.dateOfBirth}
        onChange={(value) => form.set('dateOfBirth', value)}
        error={form.errors.dateOfBirth}
        locale={locale}
        calendarLabel={strings['application.field.dateOfBirthCalendar']}
        placeholder={strings['application.field.dateOfBirthPlaceholder']}
      />
      <ChoiceField
        name="preferredLanguage"
        legend={strings['application.field.preferredLanguage']}
        choices={languages}
        value={form.answers.preferredLanguage as Locale | ''}
        onChange={(value) => form.set('preferredLanguage', value)}
        error={form.errors.preferredLanguage}
        inline
      />
      <CheckboxField
        name="consentForCreditInquiry"
        checked={form.answers.consentForCreditInquiry}
        onChange={(checked) => form.set('consentForCreditInquiry', checked)}
        error={form.errors.consentForCreditInquiry}
        label={consent(strings['application.yourContact.consent'])}
      />
      {hasSpouse && <YourContactSpouse form={form} strings={strings} locale={locale} consent={consent} />}
    </StepForm>
  );
}
