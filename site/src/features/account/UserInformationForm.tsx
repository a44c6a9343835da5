import { useEffect, useState } from 'react';
import { setUserInformation, storedUserInformation } from '../../lib/account/accountStorage';
import type { UserInformation } from '../../lib/account/authApi';
import { Field } from '../../components/form/Field';
import { goTo } from '../../components/navigation';
import { fieldKeys, type IslandProps } from '../../i18n/islandStrings';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm } from '../../components/form/useForm';
import { maskPhoneNumber } from '@domain/borrowerRules';
import { userInformationErrors } from './userInformation';

export const userInformationKeys = [
  ...fieldKeys,
  'account.field.firstName',
  'account.field.lastName',
  'account.field.phoneNumber',
  'account.userInfo.phoneHint',
  'account.userInfo.submit',
  'account.userInfo.busy',
] as const;

const empty: UserInformation = { firstName: '', lastName: '', phoneNumber: '' };

/** /user-information, 'Confirm Your Information': valid values are stored for /reset-password. */
export default function UserInformationForm({
  locale,
  strings,
}: IslandProps<(typeof userInformationKeys)[number]>) {
  const [values, setValues] = useState(empty);
  useEffect(() => {
    const stored = storedUserInformation();
    if (stored) setValues({ ...stored, phoneNumber: maskPhoneNumber(stored.phoneNumber) });
  }, []);

  const labels = {
    firstName: strings['account.field.firstName'],
    lastName: strings['account.field.lastName'],
    phoneNumber: strings['account.field.phoneNumber'],
  };
  const { formRef, errors, busy, ready, onSubmit } = useForm(
    () =>
      userInformationErrors(values, labels, {
        required: strings['form.required'],
        invalid: strings['form.invalid'],
      }),
    async () => {
      setUserInformation({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber,
      });
      goTo(locale, '/reset-password');
      return true;
    },
  );

  const set = (field: keyof UserInformation, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const nameField = (field: 'firstName' | 'lastName', autoComplete: string) => (
    <Field
      name={field}
      label={labels[field]}
      autoComplete={autoComplete}
      required

      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      onBlur={(event) => set(field, event.target.value.trim())}
      error={errors[field]}
    />
  );

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {/* Not editable until hydrated: text typed earlier would not reach the form state. */}
      <fieldset className="form__fields" disabled={!ready}>
        {nameField('firstName', 'given-name')}
        {nameField('lastName', 'family-name')}
        <Field
          name="phoneNumber"
          label={labels.phoneNumber}
          hint={strings['account.userInfo.phoneHint']}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          value={values.phoneNumber}
          onChange={(event) => set('phoneNumber', maskPhoneNumber(event.target.value))}
          error={errors.phoneNumber}
        />
        <SubmitButton
          ready={ready}
          busy={busy}
          label={strings['account.userInfo.submit']}
          busyLabel={strings['account.userInfo.busy']}
        />
      </fieldset>
    </form>
  );
}
