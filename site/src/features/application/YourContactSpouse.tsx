import { maskPhoneNumber } from '@domain/borrowerRules';
import { CheckboxField } from '../../components/form/CheckboxField';
import { ChoiceField } from '../../components/form/ChoiceField';
import { Field } from '../../components/form/Field';
import type { Strings } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { DateOfBirthField } from './DateOfBirthField';
import { addressKeys, YourContactAddress } from './YourContactAddress';
import { setAnswers } from '../../lib/flow/applicationSession';
import { addressFields, yourContactPage as page, type YourContactAnswers } from './YourContactAnswers';
import type { useStepForm } from './useStepForm';

export const spouseKeys = [
  ...addressKeys,
  'application.yourContact.spouse',
  'application.yourContact.sameAddress',
  'application.yourContact.spouseConsent',
  'application.field.dateOfBirth',
  'application.field.dateOfBirthHint',
  'application.field.dateOfBirthPlaceholder',
  'application.field.dateOfBirthCalendar',
  'application.field.phoneHint',
  'form.yes',
  'form.no',
] as const;

interface SpouseProps {
  form: ReturnType<typeof useStepForm<YourContactAnswers>>;
  strings: Strings<(typeof spouseKeys)[number]>;
  locale: Locale;
  /** The consent's text with its link to the credit report policy. */
  consent: (template: string) => React.ReactNode;
}

/** With a spouse or partner: who they are, their address, and their own consent to the credit report. */
export function YourContactSpouse({ form, strings, locale, consent }: SpouseProps) {
  const same = form.answers['spouse.sameAddressAsBorrower'];
  const yesNo = [
    { value: 'yes', label: strings['form.yes'] },
    { value: 'no', label: strings['form.no'] },
  ] as const;

  function chooseSameAddress(value: 'yes' | 'no') {
    // 'No' starts the spouse's own address empty (borrower-application §4).
    const cleared = value === 'no' ? Object.fromEntries(addressFields.map((f) => [`spouse.${f}`, ''])) : {};
    setAnswers(page, { ...form.answers, ...cleared, 'spouse.sameAddressAsBorrower': value === 'yes' });
  }

  return (
    <section className="your-contact-section your-contact-spouse" aria-labelledby="spouse-heading">
      <h2 id="spouse-heading">{strings['application.yourContact.spouse']}</h2>
      <div className="application-form__row">
        <Field {...form.text('spouse.firstName')} autoComplete="off" required />
        <Field {...form.text('spouse.lastName')} autoComplete="off" required />
      </div>
      <Field
        {...form.text('spouse.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
      />
      <Field
        {...form.text('spouse.phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={strings['application.field.phoneHint']}
        onChange={(event) => form.set('spouse.phoneNumber', maskPhoneNumber(event.target.value))}
      />
      <DateOfBirthField
        name="spouse.dateOfBirth"
        label={strings['application.field.dateOfBirth']}
        hint={strings['application.field.dateOfBirthHint']}
        value={form.answers['spouse.dateOfBirth']}
        onChange={(value) => form.set('spouse.dateOfBirth', value)}
        error={form.errors['spouse.dateOfBirth']}
        locale={locale}
        calendarLabel={strings['application.field.dateOfBirthCalendar']}
        placeholder={strings['application.field.dateOfBirthPlaceholder']}
      />
      <ChoiceField
        name="spouse.sameAddressAsBorrower"
        legend={strings['application.yourContact.sameAddress']}
        choices={yesNo}
        value={same === null ? '' : same ? 'yes' : 'no'}
        onChange={chooseSameAddress}
        error={form.errors['spouse.sameAddressAsBorrower']}
        inline
      />
      {same === false && (
        <YourContactAddress form={form} prefix="spouse." strings={strings} locale={locale} />
      )}
      <CheckboxField
        name="spouse.consentForCreditInquiry"
        checked={form.answers['spouse.consentForCreditInquiry']}
        onChange={(checked) => form.set('spouse.consentForCreditInquiry', checked)}
        error={form.errors['spouse.consentForCreditInquiry']}
        label={consent(strings['application.yourContact.spouseConsent'])}
      />
    </section>
  );
}
