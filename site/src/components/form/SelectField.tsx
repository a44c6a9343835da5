import { useId, type SelectHTMLAttributes } from 'react';
import type { Choice } from './ChoiceField';

interface SelectFieldProps<V extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'value' | 'onChange'
> {
  name: string;
  label: string;
  choices: readonly Choice<V>[];
  value: V | '';
  onChange: (value: V | '') => void;
  /** The empty first option ('Select…'). */
  placeholder: string;
  error?: string;
}

/** A labelled native select: on a phone it opens the system's own picker. */
export function SelectField<V extends string>({
  name,
  label,
  choices,
  value,
  onChange,
  placeholder,
  error,
  ...select
}: SelectFieldProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value as V | '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
