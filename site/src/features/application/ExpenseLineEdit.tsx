import { useEffect, useRef, useState } from 'react';
import { isOtherDebtLine } from '@domain/expenseEstimates';
import { CurrencyField } from '../../components/form/CurrencyField';
import { localizeErrors } from '../../components/form/localizeErrors';
import { graphqlRequest } from '../../lib/graphql';

import {
  lineErrors,
  lineInput,
  monthlyOf,
  savedRefusal,
  type ExpenseLine,
  type ExpenseText,
} from './ExpenseLines';
import { graphql } from '../../gql';

const SaveLine = graphql(`
  mutation Line($id: ID!, $value: Float, $total: Float) {
    updateExpense(id: $id, selfReportedValue: $value, totalDebtAmount: $total) {
      id
    }
  }
`);

interface LineEditProps {
  line: ExpenseLine;
  label: string;
  value: string;
  text: ExpenseText;
  onSaved: (value: string) => void;
  onClose: () => void;
}

/** The mutation's variables from a line's input. */
const lineVariables = (input: {
  id: string;
  selfReportedValue?: number | null;
  totalDebtAmount?: number | null;
}) => ({
  id: input.id,
  value: input.selfReportedValue ?? null,
  total: input.totalDebtAmount ?? null,
});

/** One line edited alone, by the line's one limit, saved at once with updateExpense. */
export function ExpenseLineEdit({ line, label, value, text, onSaved, onClose }: LineEditProps) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // The borrower asked to edit this line: its amount takes the focus.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const message = localizeErrors(lineErrors(line, draft), { value: label }, text.templates).value;
    if (message) return setError(message);
    setBusy(true);
    const result = await graphqlRequest(SaveLine, lineVariables(lineInput(line, draft)));
    setBusy(false);
    if (!result.ok) return setError(savedRefusal(result, line.id, label, text));
    onSaved(draft);
  }

  return (
    <form ref={form} className="expense-line-edit" noValidate onSubmit={save} aria-busy={busy}>
      <CurrencyField
        name={`line-${line.id}`}
        label={label}
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setError('');
        }}
        error={error || undefined}
        hint={isOtherDebtLine(line) ? text.otherDebtMonthly(monthlyOf(line, draft)) : undefined}
      />
      <div className="expense-actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? text.saving : text.saveLine}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
