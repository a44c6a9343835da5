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
      return `${label} is invalid`;
  }
}

/**
 * What is typed into the field, with the dashes put in as one types digits (a '/' or '.' typed
 * becomes a dash): a digit is never changed or dropped, so '13' stays a month of 13 for the rule
 * to refuse. The year stops at four digits.
 */
export function maskDateOfBirth(value: string): string {
  const parts: string[] = [''];
  for (const char of value) {
    const current = parts.length - 1;
    if (/\d/.test(char)) {
      if (current < 2 && parts[current].length === 2) parts.push('');
      if (parts[parts.length - 1].length < (parts.length === 3 ? 4 : 2)) parts[parts.length - 1] += char;
    } else if (/[-/.]/.test(char) && current < 2 && parts[current].length > 0) parts.push('');
  }
  return parts.join('-');
}
