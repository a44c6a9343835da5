import { useStore } from '@nanostores/react';
import {
  countedLines,
  expenseCategories,
  expenseLineValue,
  expenseTotals,
  type ExpenseCategory,
} from '@domain/expenseCategories';
import { validateExpenseLine, validateOtherDebtTotal } from '@domain/applicationForms';
import {
  isOtherDebtLine,
  otherDebtSavedValue,
  otherDebtTotalField,
  type OtherDebtTotals,
} from '@domain/expenseEstimates';
import { toCents } from '@domain/money';
import { moneyInputText, typedDollars } from '@domain/moneyInput';
import type { Locale } from '../../i18n/t';
import { $applicationSession, setAnswers } from '../../lib/flow/applicationSession';
import { localizeErrors, type MessageTemplates } from '../../components/form/localizeErrors';
import { graphql } from '../../gql';
import { graphqlRequest, type GraphqlResult, type ResultOf } from '../../lib/graphql';

export const ExpenseLineFields = graphql(`
  fragment ExpenseLine on ExpenseEstimate {
    id
    category
    subCategory
    estimatedValue
    lastSubmittedValue
    selfReportedValue
  }
`);

export type ExpenseLine = ResultOf<typeof ExpenseLineFields>;

/** Each line's amount as typed, by line id: the month's amount, or an other debt's total owed. */
export type ExpenseValues = Record<string, string>;

/**
 * What a line counts for a month, from what is typed in it: an other-debts line keeps 2 % of the
 * total owed (borrower-application §4), so the page shows exactly what will be saved.
 */
export function monthlyOf(
  line: { category: string; subCategory: string },
  typed: string | undefined,
): number {
  const dollars = typedDollars(typed) ?? 0;
  return isOtherDebtLine(line) ? otherDebtSavedValue(dollars) : dollars;
}

/** The check of a line's box, its message under 'value': a month's amount, or a debt's total. */
export function lineErrors(line: ExpenseLine, typed: string | undefined) {
  if (!isOtherDebtLine(line)) return validateExpenseLine(typed, line.category).errors;
  const { totalDebtAmount } = validateOtherDebtTotal(typed).errors;
  return totalDebtAmount ? { value: totalDebtAmount } : {};
}

/** A line as the server takes it: the month's amount, or the other debt's total. */
export const lineInput = (line: ExpenseLine, typed: string | undefined) =>
  isOtherDebtLine(line)
    ? { id: line.id, totalDebtAmount: typedDollars(typed) }
    : { id: line.id, selfReportedValue: typedDollars(typed) };

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
 * The amounts on screen: the saved ones (a category's Submit and a line's Save keep theirs on the
 * server), with what the tab still holds from before kept in session storage (borrower-application §4).
 */
export function useExpenseValues(lines: readonly ExpenseLine[], totals: OtherDebtTotals) {
  const session = useStore($applicationSession);
  const changed = session?.answers[expensesPage] as ExpenseValues | undefined;
  const saved = (line: ExpenseLine) =>
    isOtherDebtLine(line)
      ? moneyInputText(totals[otherDebtTotalField(line.subCategory)] ?? 0)
      : shownValue(line);
  const values: ExpenseValues = {
    ...Object.fromEntries(lines.map((l) => [l.id, saved(l)])),
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
      selfReportedValue: monthlyOf(line, values[line.id]),
    })),
  ).total;

/** Dollars in the reader's language; cents, both digits, only when an amount has them ($1,450.50). */
export function moneyFormat(locale: Locale) {
  const format = (cents: boolean) =>
    new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
  const whole = format(false);
  const withCents = format(true);
  return (amount: number) => (toCents(amount) % 100 === 0 ? whole : withCents).format(amount);
}

/** The words the tiles use, in the page's language. */
export interface ExpenseText {
  edit: string;
  /** After a line's name on its own Edit: a one-line category's line and tile are not both 'Edit Other debts'. */
  lineOnly: string;
  submit: string;
  cancel: string;
  saveLine: string;
  saving: string;
  saveFailed: string;
  /** After a category's Submit or a line's Save: the amounts are kept. */
  saved: string;
  monthlyTotal: string;
  templates: MessageTemplates;
  category: (category: string) => string;
  line: (category: string, subCategory: string) => string;
  money: (amount: number) => string;
  /** An other-debts line's box: '{line}: total you owe'. */
  otherDebtTotal: (line: string) => string;
  /** Under it: what is counted a month, '2% of it is counted each month: {amount}'. */
  otherDebtMonthly: (amount: number) => string;
  /** Beside the line's monthly amount: '{amount} owed'. */
  otherDebtOwed: (amount: number) => string;
}

const SaveExpenseLines = graphql(`
  mutation SaveExpenseLines($input: ExpensesInput!) {
    saveExpenseLines(input: $input) {
      id
    }
  }
`);

/** A category's Submit: its lines kept on the server, all or none. */
export function saveLines(applicationId: string, lines: readonly ExpenseLine[], values: ExpenseValues) {
  return graphqlRequest(SaveExpenseLines, {
    input: { applicationId, lines: lines.map((line) => lineInput(line, values[line.id])) },
  });
}

/** What a refused save says at a line: the server's reason in the page's words, else the save failed. */
export function savedRefusal(
  result: GraphqlResult<unknown>,
  lineId: string,
  label: string,
  text: ExpenseText,
): string {
  const message = result.fields?.[lineId];
  return message
    ? (localizeErrors({ value: message }, { value: label }, text.templates).value ?? message)
    : text.saveFailed;
}
