import { useId, type ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

interface ChoiceFieldProps<V extends string> {
  name: string;
  /** The question, as the group's legend. */
  legend: string;
  choices: readonly Choice<V>[];
  value: V | '';
  onChange: (value: V) => void;
  error?: string;
  hint?: string;
  /** Beside the legend: a tooltip or a short explanation. */
  aside?: ReactNode;
  /** Side by side (yes / no) rather than one under another. */
  inline?: boolean;
}

/** A radio group: a fieldset whose legend is the question, its error linked to every choice. */
export function ChoiceField<V extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  error,
  hint,
  aside,
  inline = false,
}: ChoiceFieldProps<V>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={error ? 'field field--choice field--invalid' : 'field field--choice'}
      aria-describedby={describedBy}
    >
      <legend className="field__label">
        {legend}
        {aside}
      </legend>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className={inline ? 'field__choices field__choices--inline' : 'field__choices'}>
        {choices.map((choice) => (
          <label key={choice.value} className="field__choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
