import { useStore } from '@nanostores/react';
import {
  countedLines,
  expenseCategories,
  expenseLineValue,
  expenseTotals,
  type ExpenseCategory,
} from '@domain/expenseCategories';
import { moneyInputText, typedDollars } from '@domain/moneyInput';
import type { Locale } from '../../i18n/t';
import { $applicationSession, setAnswers } from './applicationSession';
import type { MessageTemplates } from '../../components/form/localizeErrors';

export interface ExpenseLine {
  id: string;
  category: string;
  subCategory: string;
  estimatedValue: number | null;
  lastSubmittedValue: number | null;
  selfReportedValue: number | null;
}

/** Each line's amount as typed, by line id. */
export type ExpenseValues = Record<string, string>;

export const expenseLineFields =
  'expenseEstimates { id category subCategory estimatedValue lastSubmittedValue selfReportedValue }';

const expensesPage = 'Expenses';

/** What the line counts for in the decision, cents kept, as its box shows it. */
const shownValue = (line: ExpenseLine) => moneyInputText(expenseLineValue(line));

/** The lines the page shows, in the spec's category order; escrow hides insurance and property taxes. */
export function visibleTiles(lines: readonly ExpenseLine[], hasMortgageEscrow: boolean | null) {
  const shown = countedLines(lines, { hasMortgageEscrow });
  return expenseCategories
    .map((category) => ({ category, lines: shown.filter((line) => line.category === category) }))
    .filter((tile) => tile.lines.length > 0);
}

export type ExpenseTileLines = { category: ExpenseCategory; lines: ExpenseLine[] };

/**
 * The amounts on screen: the saved ones, with what the borrower changed kept in session storage
 * (borrower-application §4), so a refresh keeps every edit until the page is submitted.
 */
export function useExpenseValues(lines: readonly ExpenseLine[]) {
  const session = useStore($applicationSession);
  const changed = session?.answers[expensesPage] as ExpenseValues | undefined;
  const values: ExpenseValues = {
    ...Object.fromEntries(lines.map((l) => [l.id, shownValue(l)])),
    ...changed,
  };
  const setValues = (next: ExpenseValues) => setAnswers(expensesPage, { ...changed, ...next });
  return [values, setValues] as const;
}

export const sumOf = (lines: readonly ExpenseLine[], values: ExpenseValues) =>
  expenseTotals(
    lines.map((line) => ({
      category: line.category,
      subCategory: line.subCategory,
      estimatedValue: null,
      lastSubmittedValue: null,
      selfReportedValue: typedDollars(values[line.id]) ?? 0,
    })),
  ).total;

/** Dollars in the reader's language; cents only when an amount has them. */
export function moneyFormat(locale: Locale) {
  const format = new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return (amount: number) => format.format(amount);
}

/** The words the tiles use, in the page's language. */
export interface ExpenseText {
  edit: string;
  submit: string;
  cancel: string;
  saveLine: string;
  saving: string;
  saveFailed: string;
  monthlyTotal: string;
  templates: MessageTemplates;
  category: (category: string) => string;
  line: (category: string, subCategory: string) => string;
  money: (amount: number) => string;
}
