import { useEffect, useRef, useState } from 'react';
import { isOtherDebtLine } from '@domain/expenseEstimates';
import { typedDollars } from '@domain/moneyInput';
import { CurrencyField } from '../../components/form/CurrencyField';
import { localizeErrors } from '../../components/form/localizeErrors';
import { ExpenseLineEdit } from './ExpenseLineEdit';
import {
  lineErrors,
  monthlyOf,
  sumOf,
  type ExpenseLine,
  type ExpenseText,
  type ExpenseTileLines,
  type ExpenseValues,
} from './ExpenseLines';

interface TileProps {
  tile: ExpenseTileLines;
  values: ExpenseValues;
  onChange: (values: ExpenseValues) => void;
  /** Keeps the tile's amounts on the server; the refusal or failure at each line it names. */
  onSave: (lines: readonly ExpenseLine[], values: ExpenseValues) => Promise<Record<string, string> | null>;
  text: ExpenseText;
  /** Opened by the page when a line fails its check on the final submit. */
  openWith?: ExpenseValues;
}

/** A line's box: its name, or for an other debt the total owed that it asks. */
export const boxLabel = (line: ExpenseLine, text: ExpenseText) => {
  const name = text.line(line.category, line.subCategory);
  return isOtherDebtLine(line) ? text.otherDebtTotal(name) : name;
};

/**
 * A category's tile (borrower-application §2): its name and monthly total; 'Edit' opens its lines,
 * 'Submit' keeps the new amounts on the server (any device, after the tab closes) and 'Cancel'
 * restores the previous ones; a line can be edited alone. A save that fails keeps the tile open with
 * what was typed and says so.
 */
export function ExpenseTile({ tile, values, onChange, onSave, text, openWith }: TileProps) {
  const { category, lines } = tile;
  const [draft, setDraft] = useState<ExpenseValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [lineEdited, setLineEdited] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLFormElement>(null);
  const headingId = `expense-${category}`;

  useEffect(() => {
    if (openWith) setDraft(openWith);
  }, [openWith]);

  useEffect(() => {
    if (draft) body.current?.querySelector<HTMLInputElement>('[aria-invalid="true"], input')?.focus();
    // Only when the tile opens: typing must not move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft === null]);

  const check = (current: ExpenseValues) =>
    Object.fromEntries(
      lines.flatMap((line) => {
        const message = localizeErrors(
          lineErrors(line, current[line.id]),
          { value: boxLabel(line, text) },
          text.templates,
        ).value;
        return message ? [[line.id, message]] : [];
      }),
    );

  function close() {
    setDraft(null);
    setErrors({});
    requestAnimationFrame(() => editButton.current?.focus());
  }

  const focusLine = (id: string) =>
    body.current?.querySelector<HTMLInputElement>(`[name="line-${id}"]`)?.focus();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!draft || busy) return;
    const found = check(draft);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return focusLine(first);
    setBusy(true);
    const refused = await onSave(lines, draft);
    setBusy(false);
    if (refused) {
      setErrors(refused);
      const line = Object.keys(refused)[0];
      return line ? focusLine(line) : undefined;
    }
    onChange(draft);
    setSaved(true);
    close();
  }

  const name = text.category(category);
  return (
    <section className="expense-tile" aria-labelledby={headingId}>
      <div className="expense-tile__head">
        <h2 id={headingId}>{name}</h2>
        <p className="expense-tile__total">
          <span className="visually-hidden">{text.monthlyTotal}: </span>
          {text.money(sumOf(lines, values))}
        </p>
        {!draft && (
          <button
            ref={editButton}
            type="button"
            className="button button--secondary"
            onClick={() => {
              setLineEdited(null);
              setSaved(false);
              setDraft(Object.fromEntries(lines.map((line) => [line.id, values[line.id]])));
            }}
          >
            {text.edit}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
      </div>
      {draft ? (
        <form ref={body} className="expense-tile__edit" noValidate onSubmit={submit}>
          {lines.map((line) => (
            <CurrencyField
              key={line.id}
              name={`line-${line.id}`}
              label={boxLabel(line, text)}
              hint={
                isOtherDebtLine(line) ? text.otherDebtMonthly(monthlyOf(line, draft[line.id])) : undefined
              }
              value={draft[line.id] ?? ''}
              onChange={(value) => {
                const next = { ...draft, [line.id]: value };
                setDraft(next);
                if (Object.keys(errors).length) setErrors(check(next));
              }}
              error={errors[line.id]}
            />
          ))}
          {errors.tile && (
            <p className="field__error" role="alert">
              {errors.tile}
            </p>
          )}
          <div className="expense-actions">
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {busy ? text.saving : text.submit}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {text.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          {saved && (
            <p className="expense-tile__saved" role="status">
              {text.saved}
            </p>
          )}
          <ul className="expense-tile__lines">
            {lines.map((line) => {
              const label = text.line(category, line.subCategory);
              return lineEdited === line.id ? (
                <li key={line.id}>
                  <ExpenseLineEdit
                    line={line}
                    label={boxLabel(line, text)}
                    value={values[line.id]}
                    text={text}
                    onSaved={(value) => {
                      onChange({ [line.id]: value });
                      setLineEdited(null);
                      setSaved(true);
                    }}
                    onClose={() => setLineEdited(null)}
                  />
                </li>
              ) : (
                <li key={line.id} className="expense-line">
                  <span>
                    {label}
                    {isOtherDebtLine(line) && (
                      <span className="expense-line__owed">
                        {text.otherDebtOwed(typedDollars(values[line.id]) ?? 0)}
                      </span>
                    )}
                  </span>
                  <span className="expense-line__value">{text.money(monthlyOf(line, values[line.id]))}</span>
                  <button type="button" className="link-button" onClick={() => setLineEdited(line.id)}>
                    {text.edit}
                    <span className="visually-hidden">
                      {' '}
                      {label} {text.lineOnly}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
