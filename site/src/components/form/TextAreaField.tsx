import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The spec's comment box (borrower-application §5): a labelled textarea, 5 rows, its hint and error linked. */
export function TextAreaField({ name, label, error, hint, rows = 5, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <textarea
          {...textarea}
          id={id}
          name={name}
          rows={rows}
          className="field__input field__input--textarea"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
