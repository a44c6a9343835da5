import { useState } from 'react';
import { routes } from '@domain/applicationFlow';
import { format } from '../../i18n/islandStrings';
import { StatusMessage } from '../../components/form/StatusMessage';
import { goTo } from '../../components/navigation';
import type { TranslationKey } from '../../i18n/en';
import type { IslandProps } from '../../i18n/islandStrings';
import {
  lineErrors,
  lineInput,
  moneyFormat,
  saveLines,
  savedRefusal,
  sumOf,
  useExpenseValues,
  visibleTiles,
  type ExpenseLine,
  type ExpenseText,
  type ExpenseValues,
} from './ExpenseLines';
import { boxLabel, ExpenseTile } from './ExpenseTile';
import { expenseNameKeys } from '../../lib/ExpenseNames';
import { saveStep } from '../../lib/flow/flowApi';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { LoadingOverlay } from '../../lib/flow/LoadingOverlay';
import { stepFailure, stepKeys, stepTemplates } from '../../lib/flow/stepMessages';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

const SubmitExpenses = graphql(`
  mutation SubmitExpenses($input: ExpensesInput!) {
    step: submitExpenses(input: $input) {
      ...StepResult
    }
  }
`);

export const expensesKeys = [
  ...stepKeys,
  ...expenseNameKeys,
  'application.processing',
  'application.expenses.monthlyTotal',
  'application.expenses.edit',
  'application.expenses.lineOnly',
  'application.expenses.save',
  'application.expenses.cancel',
  'application.expenses.saveLine',
  'application.expenses.saved',
  'application.expenses.income',
  'application.expenses.total',
  'application.expenses.disposable',
  'application.expenses.negative',
  'application.expenses.submit',
  'application.expenses.otherDebtTotal',
  'application.expenses.otherDebtMonthly',
  'application.expenses.otherDebtOwed',
] as const;

type Props = IslandProps<(typeof expensesKeys)[number]>;

export const SavedExpensesFields = graphql(`
  fragment SavedExpenses on Application {
    id
    hasMortgageEscrow
    incomeShown
    totalBackTaxesAmount
    totalDebtToFriendsAndFamilyAmount
    totalMedicalDebtAmount
    totalOtherDebtAmount
    expenseEstimates {
      ...ExpenseLine
    }
  }
`);

const ExpensesPage = graphql(`
  query ExpensesPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...SavedExpenses
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...SavedExpenses
    }
  }
`);

type SavedExpenses = ResultOf<typeof SavedExpensesFields>;

/** /application/expenses: reads the application's estimates, then the tiles. */
export default function ExpensesForm({ locale, strings }: Props) {
  const [state, retry] = useFlowPage(locale, routes.expenses, ExpensesPage);
  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');
  return <Expenses saved={state.application} locale={locale} strings={strings} />;
}

function Expenses({ saved, locale, strings }: Props & { saved: SavedExpenses }) {
  const tiles = visibleTiles(saved.expenseEstimates, saved.hasMortgageEscrow);
  const lines = tiles.flatMap((tile) => tile.lines);
  const [values, setValues] = useExpenseValues(saved.expenseEstimates, saved);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [reopen, setReopen] = useState<{ category: string; values: ExpenseValues } | null>(null);

  const money = moneyFormat(locale);
  const name = (key: string) => strings[key as TranslationKey] ?? key;
  const text: ExpenseText = {
    edit: strings['application.expenses.edit'],
    lineOnly: strings['application.expenses.lineOnly'],
    submit: strings['application.expenses.save'],
    cancel: strings['application.expenses.cancel'],
    saveLine: strings['application.expenses.saveLine'],
    saving: strings['application.saving'],
    saveFailed: strings['application.saveFailed'],
    saved: strings['application.expenses.saved'],
    monthlyTotal: strings['application.expenses.monthlyTotal'],
    templates: stepTemplates(strings),
    category: (category) => name(`application.expenses.category.${category}`),
    line: (category, subCategory) => name(`application.expenses.line.${category}.${subCategory}`),
    money,
    otherDebtTotal: (line) => format(strings['application.expenses.otherDebtTotal'], { line }),
    otherDebtMonthly: (amount) =>
      format(strings['application.expenses.otherDebtMonthly'], { amount: money(amount) }),
    otherDebtOwed: (amount) =>
      format(strings['application.expenses.otherDebtOwed'], { amount: money(amount) }),
  };

  /** A category's Submit: null when kept, else the message at each line (or the tile) saying why not. */
  async function saveTile(tileLines: readonly ExpenseLine[], draft: ExpenseValues) {
    const result = await saveLines(saved.id, tileLines, draft);
    if (result.ok) return null;
    const atLines = Object.fromEntries(
      tileLines.flatMap((line) =>
        result.fields?.[line.id]
          ? [[line.id, savedRefusal(result, line.id, boxLabel(line, text), text)]]
          : [],
      ),
    );
    return Object.keys(atLines).length > 0 ? atLines : { tile: text.saveFailed };
  }

  const income = saved.incomeShown ?? 0;
  const total = sumOf(lines, values);
  const disposable = income - total;

  async function submit() {
    if (busy) return;
    // Amounts restored from an earlier visit are checked again; a bad one reopens its tile.
    const invalid = lines.find((line) => Object.keys(lineErrors(line, values[line.id])).length > 0);
    if (invalid) {
      const tile = tiles.find((t) => t.category === invalid.category)!;
      return setReopen({
        category: invalid.category,
        values: Object.fromEntries(tile.lines.map((l) => [l.id, values[l.id]])),
      });
    }
    setBusy(true);
    setFailure('');
    const result = await saveStep(SubmitExpenses, {
      applicationId: saved.id,
      lines: lines.map((line) => lineInput(line, values[line.id])),
    });
    if (result.ok && result.data) return goTo(locale, result.data.nextRoute);
    setBusy(false);
    setFailure(stepFailure(result, strings));
  }

  return (
    <div className="expenses" aria-busy={busy}>
      <StatusMessage tone="error">{failure}</StatusMessage>
      <div className="expenses__tiles">
        {tiles.map((tile) => (
          <ExpenseTile
            key={tile.category}
            tile={tile}
            values={values}
            onChange={setValues}
            onSave={saveTile}
            text={text}
            openWith={reopen?.category === tile.category ? reopen.values : undefined}
          />
        ))}
      </div>
      <dl className="expenses__summary">
        <div>
          <dt>{strings['application.expenses.income']}</dt>
          <dd>{money(income)}</dd>
        </div>
        <div>
          <dt>{strings['application.expenses.total']}</dt>
          <dd>{money(total)}</dd>
        </div>
        <div
          className={
            disposable < 0 ? 'expenses__disposable expenses__disposable--negative' : 'expenses__disposable'
          }
        >
          <dt>{strings['application.expenses.disposable']}</dt>
          <dd>{money(disposable)}</dd>
        </div>
      </dl>
      {disposable < 0 && <p className="expenses__negative">{strings['application.expenses.negative']}</p>}
      {busy ? (
        <LoadingOverlay label={strings['application.processing']} />
      ) : (
        <button type="button" className="button button--primary form-submit" onClick={submit}>
          {strings['application.expenses.submit']}
        </button>
      )}
    </div>
  );
}
