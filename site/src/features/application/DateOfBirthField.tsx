import { lazy, Suspense } from 'react';
import { Field } from '../../components/form/Field';
import type { DateOfBirthProps } from './dateOfBirthProps';

/* The picker is heavy: only the your-contact page loads it, once the page has its application. */
const DateOfBirthPicker = lazy(() => import('./DateOfBirthPicker'));

/** The date of birth: a plain MM-DD-YYYY text field until the picker has loaded. */
export function DateOfBirthField(props: DateOfBirthProps) {
  const { name, label, hint, value, onChange, error } = props;
  const typed = (
    <Field
      name={name}
      label={label}
      hint={hint}
      value={value}
      error={error}
      inputMode="numeric"
      autoComplete="bday"
      placeholder="MM-DD-YYYY"
      maxLength={10}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <Suspense fallback={typed}>
      <DateOfBirthPicker {...props} />
    </Suspense>
  );
}
