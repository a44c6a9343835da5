import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './FieldFrame';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled native input with its hint and error, both linked through aria-describedby. */
export function Field({ name, label, error, hint, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <input
          {...input}
          id={id}
          name={name}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
