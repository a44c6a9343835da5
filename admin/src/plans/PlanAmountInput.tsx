import { TextInput } from 'react-admin';
import { moneyInputText } from '@domain/moneyInput';

/** The longest amount of `digits` whole digits as people type it: '$999,999.99' for six. */
const longestTyped = (digits: number) => 1 + digits + Math.floor((digits - 1) / 3) + 3;

/**
 * An amount input of the plan forms. It keeps what the rep types ('1,250.50', '$491.37') as typed;
 * the form reads it by the one money rule before judging and saving it (planModel.ts), so a
 * half-typed '12.' is never rewritten under the cursor and a wrong amount marks this field.
 */
export const PlanAmountInput = ({
  source,
  label,
  digits = 6,
}: {
  source: string;
  label: string;
  digits?: number;
}) => (
  <TextInput
    source={source}
    label={label}
    format={(value: unknown) =>
      value === null || value === undefined
        ? ''
        : typeof value === 'number'
          ? moneyInputText(value)
          : String(value)
    }
    parse={(text: string) => (text.trim() === '' ? null : text)}
    slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: longestTyped(digits) } }}
  />
);

/** A whole number of at most `digits` digits (the DMP's term in months). */
export const PlanCountInput = ({
  source,
  label,
  digits = 3,
}: {
  source: string;
  label: string;
  digits?: number;
}) => (
  <TextInput
    source={source}
    label={label}
    format={(value: unknown) => (value === null || value === undefined ? '' : String(value))}
    parse={(text: string) => (text === '' ? null : /^\d+$/.test(text) ? Number(text) : text)}
    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: digits } }}
  />
);
