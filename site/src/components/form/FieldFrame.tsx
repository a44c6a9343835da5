import { useId, type ReactNode } from 'react';

/** The ids a field's control needs: its own, and the hint and error it is described by. */
export interface FieldControlIds {
  id: string;
  describedBy: string | undefined;
}

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  children: (ids: FieldControlIds) => ReactNode;
}

/** The form kit's one frame around a control: its label, its hint and its error, linked through aria-describedby. */
export function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id, describedBy })}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
