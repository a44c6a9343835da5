import { lazy, Suspense, useId, useState } from 'react';
import { maskDateOfBirth } from '@domain/dateOfBirth';
import { Field } from '../../components/form/Field';
import type { DateOfBirthProps } from './dateOfBirthProps';

/* The calendar is heavy: it loads only when the borrower asks for it. */
const DateOfBirthCalendar = lazy(() => import('./DateOfBirthCalendar'));

/**
 * The date of birth (borrower-application §5): typed MM-DD-YYYY, the dashes put in as one types and
 * nothing else changed (a month of 13 stays 13, for the rule to refuse in words), or chosen on MUI's
 * calendar, which fills the same text.
 */
export function DateOfBirthField(props: DateOfBirthProps) {
  const { name, label, hint, value, onChange, error, locale, calendarLabel, placeholder } = props;
  const [calendarOpen, setCalendarOpen] = useState(false);
  const calendarId = useId();
  return (
    <div className="field--date">
      <Field
        name={name}
        label={label}
        hint={hint}
        value={value}
        error={error}
        inputMode="numeric"
        autoComplete="bday"
        placeholder={placeholder}
        onChange={(event) => onChange(maskDateOfBirth(event.target.value))}
      />
      <button
        type="button"
        className="link-button"
        aria-expanded={calendarOpen}
        aria-controls={calendarId}
        onClick={() => setCalendarOpen((open) => !open)}
      >
        {calendarLabel}
      </button>
      <div id={calendarId} hidden={!calendarOpen}>
        {calendarOpen && (
          <Suspense fallback={null}>
            <DateOfBirthCalendar
              value={value}
              locale={locale}
              onPick={(picked) => {
                onChange(picked);
                setCalendarOpen(false);
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
