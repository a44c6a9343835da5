import { useId, type ReactNode } from 'react';

interface CheckboxFieldProps {
  name: string;
  /** May hold a link (the terms, the credit report policy). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** One checkbox with its label beside it and its error under it. */
export function CheckboxField({ name, label, checked, onChange, error }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field field--checkbox">
      <div className="field__check">
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
