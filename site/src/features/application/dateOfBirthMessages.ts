import { borrowerLabels } from '@domain/borrowerRules';
import { dateOfBirthMessage, type DateOfBirthProblem } from '@domain/dateOfBirth';
import type { Strings } from '../../i18n/islandStrings';

/** The date-of-birth rule's own words (api/domain/dateOfBirth.ts), each to the page's language. */
const keyOf = {
  malformed: 'application.dateOfBirth.malformed',
  month: 'application.dateOfBirth.month',
  day: 'application.dateOfBirth.day',
  tooEarly: 'application.dateOfBirth.tooEarly',
} as const satisfies Partial<Record<DateOfBirthProblem, string>>;

export const dateOfBirthKeys = [
  ...Object.values(keyOf),
  'application.dateOfBirth.tooLate',
  'application.dateOfBirth.spouseTooLate',
  'application.field.dateOfBirthCalendar',
] as const;

/** The domain's English messages to the reader's, for the form's `whole` templates. */
export function dateOfBirthMessages(strings: Strings<(typeof dateOfBirthKeys)[number]>) {
  const label = borrowerLabels.dateOfBirth;
  return {
    ...Object.fromEntries(
      Object.entries(keyOf).map(([problem, key]) => [
        dateOfBirthMessage(problem as DateOfBirthProblem, label),
        strings[key],
      ]),
    ),
    [dateOfBirthMessage('tooLate', label, 'borrower')]: strings['application.dateOfBirth.tooLate'],
    [dateOfBirthMessage('tooLate', label, 'spouse')]: strings['application.dateOfBirth.spouseTooLate'],
  };
}
