import type { ComponentProps } from 'react';
import { Field } from './Field';

interface CurrencyFieldProps extends Omit<
  ComponentProps<typeof Field>,
  'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength'
> {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, not blocking (income above 15 000). */
  warning?: string;
}

/**
 * Dollars and cents as the person types them ('1,450.50'): kept exactly as typed, never trimmed
 * to fit or stripped of a character, and read by the one money-input rule (@domain/moneyInput)
 * when the form is checked, which says what is wrong with an amount it cannot read.
 */
export function CurrencyField({ value, onChange, warning, hint, ...field }: CurrencyFieldProps) {
  return (
    <div className="field--currency">
      <Field
        {...field}
        hint={warning ?? hint}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
