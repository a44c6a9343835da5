import type { ComponentProps } from 'react';
import { Field } from './Field';

interface CurrencyFieldProps extends Omit<
  ComponentProps<typeof Field>,
  'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength'
> {
  value: string;
  onChange: (value: string) => void;
  /** Digits the field takes (borrower-application §5: 12 by default, 6 on rent, 5 on a single line). */
  maxLength: number;
  /** Shown under the field, not blocking (income above 15 000). */
  warning?: string;
}

/** Whole dollars as digits only: anything else typed or pasted is dropped as it arrives. */
export function CurrencyField({ value, onChange, maxLength, warning, hint, ...field }: CurrencyFieldProps) {
  return (
    <div className="field--currency">
      <Field
        {...field}
        hint={warning ?? hint}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, maxLength))}
      />
    </div>
  );
}
