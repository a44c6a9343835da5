import type { Locale } from '../../i18n/t';

/** What the date-of-birth field takes, typed or chosen on the calendar. */
export interface DateOfBirthProps {
  name: string;
  label: string;
  hint: string;
  /** As typed, MM-DD-YYYY. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  locale: Locale;
  /** The button that opens the calendar. */
  calendarLabel: string;
  /** The format in the reader's words: MM-DD-YYYY, MM-DD-AAAA. */
  placeholder: string;
}
