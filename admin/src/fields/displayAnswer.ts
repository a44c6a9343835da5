import { toFormDate } from '@domain/dates';
import { formatMoney } from './money';

export type AnswerKind = 'text' | 'yesNo' | 'money' | 'date' | 'language';

const languages: Record<string, string> = { en: 'English', es: 'Spanish' };

/** An answer as staff read and copy it; empty when the borrower gave none. */
export function displayAnswer(value: unknown, kind: AnswerKind): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'yesNo') return value === true ? 'Yes' : value === false ? 'No' : String(value);
  if (kind === 'money' && typeof value === 'number') return formatMoney(value);
  if (kind === 'date' && typeof value === 'string') return toFormDate(value);
  if (kind === 'language' && typeof value === 'string') return languages[value] ?? value;
  return String(value);
}
