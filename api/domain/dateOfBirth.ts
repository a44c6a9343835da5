import { addYears, isIsoDate } from './dates';

/*
 * The date of birth (borrower-application §5): typed MM-dd-yyyy, 13 to 120 years old. Each way it
 * can be wrong has its own words — a month of 13 is refused as a month, never read as 03; too late
 * says how old one must be; too early says to check the year — so the person knows what to fix.
 */

export type DateOfBirthProblem = 'malformed' | 'month' | 'day' | 'tooLate' | 'tooEarly';

/** What is wrong with a typed MM-dd-yyyy date of birth on `today` (YYYY-MM-DD); null when nothing is. */
export function dateOfBirthProblem(typed: string, today: string): DateOfBirthProblem | null {
  const parts = /^(\d{2})-(\d{2})-(\d{4})$/.exec(typed.trim());
  if (!parts) return 'malformed';
  const [, month, day, year] = parts;
  if (Number(month) < 1 || Number(month) > 12) return 'month';
  const iso = `${year}-${month}-${day}`;
  if (!isIsoDate(iso)) return 'day';
  return isoDateOfBirthProblem(iso, today);
}

/** The same rule for a stored YYYY-MM-DD date of birth. */
export function isoDateOfBirthProblem(iso: string, today: string): DateOfBirthProblem | null {
  if (!isIsoDate(iso)) return 'malformed';
  if (iso > addYears(today, -13)) return 'tooLate';
  if (iso < addYears(today, -120)) return 'tooEarly';
  return null;
}

/**
 * The form takes anyone 13 or older (the spec's floor), but a credit report is pulled and a plan — a
 * contract — offered online only to adults: an applicant or spouse under 18 is helped by a counselor
 * (docs/decisions/0144-thirteen-year-floor.md).
 */
export const adultAge = 18;

/** Whether a stored YYYY-MM-DD date of birth is of someone under 18 on `today`. */
export const isMinor = (iso: string | null | undefined, today: string): boolean =>
  !!iso && isIsoDate(iso) && iso > addYears(today, -adultAge);

export type BirthOf = 'borrower' | 'spouse';

/** The words for each problem; `label` is the field's ('Date of birth'). */
export function dateOfBirthMessage(problem: DateOfBirthProblem, label: string, of: BirthOf = 'borrower') {
  switch (problem) {
    case 'month':
      return `${label} is invalid: the month must be 01 to 12`;
    case 'day':
      return `${label} is invalid: that day is not in the calendar`;
    case 'tooLate':
      return of === 'spouse'
        ? 'Your spouse or partner must be at least 13 years old'
        : 'You must be at least 13 years old';
    case 'tooEarly':
      return `${label} is more than 120 years ago. Please check the year`;
    default:
      return `${label} is invalid: type it as MM-DD-YYYY, for example 11-23-1970`;
  }
}

/**
 * What is typed into the field, with the dashes put in as one types digits (a '/' or '.' typed
 * becomes a dash, and a one-digit month or day ended by one gets its 0: '3/14/1981' is 03-14-1981):
 * a digit is never changed or dropped, so '13' stays a month of 13 and a fifth digit of the year
 * stays there, for the rule to refuse in words.
 */
export function maskDateOfBirth(value: string): string {
  const parts: string[] = [''];
  for (const char of value) {
    const current = parts.length - 1;
    if (/\d/.test(char)) {
      if (current < 2 && parts[current].length === 2) parts.push('');
      parts[parts.length - 1] += char;
    } else if (/[-/.]/.test(char) && current < 2 && parts[current].length > 0) {
      parts[current] = parts[current].padStart(2, '0');
      parts.push('');
    }
  }
  return parts.join('-');
}
