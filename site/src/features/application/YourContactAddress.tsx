import { usStates } from '@domain/borrowerRules';
import { stateChoiceLabel } from '@domain/stateNames';
import { Field } from '../../components/form/Field';
import { SelectField } from '../../components/form/SelectField';
import type { Strings } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import type { AddressField, YourContactAnswers } from './YourContactAnswers';
import type { useStepForm } from './useStepForm';

export const addressKeys = [
  'application.field.addressLine1',
  'application.field.addressLine1Example',
  'application.field.addressLine2',
  'application.field.city',
  'application.field.state',
  'application.field.zipCode',
  'form.optional',
  'form.select',
] as const;

interface AddressProps {
  form: ReturnType<typeof useStepForm<YourContactAnswers>>;
  /** '' for the borrower, 'spouse.' for the spouse's own address. */
  prefix: '' | 'spouse.';
  strings: Strings<(typeof addressKeys)[number]>;
  locale: Locale;
}

/** A US address: line 1, optional line 2, city, state (with DC and the territories) and ZIP. */
export function YourContactAddress({ form, prefix, strings, locale }: AddressProps) {
  const stateChoices = usStates.map((state) => ({ value: state, label: stateChoiceLabel(state, locale) }));
  const name = (field: AddressField) => `${prefix}${field}` as const;
  const autoComplete = (token: string) => (prefix ? 'off' : token);
  return (
    <>
      <Field
        {...form.text(name('addressLine1'))}
        hint={strings['application.field.addressLine1Example']}
        autoComplete={autoComplete('address-line1')}

        required
      />
      <Field
        {...form.text(name('addressLine2'))}
        label={`${strings['application.field.addressLine2']} ${strings['form.optional']}`}
        autoComplete={autoComplete('address-line2')}
      />
      <Field
        {...form.text(name('city'))}
        autoComplete={autoComplete('address-level2')}

        required
      />
      <div className="application-form__row">
        <SelectField
          name={name('state')}
          label={strings['application.field.state']}
          choices={stateChoices}
          value={form.answers[name('state')]}
          onChange={(value) => form.set(name('state'), value)}
          placeholder={strings['form.select']}
          error={form.errors[name('state')]}
          autoComplete={autoComplete('address-level1')}
          required
        />
        <Field
          {...form.text(name('zipCode'))}
          inputMode="numeric"
          autoComplete={autoComplete('postal-code')}

          required
          onChange={(event) => form.set(name('zipCode'), event.target.value.replace(/\D/g, '').slice(0, 5))}
        />
      </div>
    </>
  );
}
