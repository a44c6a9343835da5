import { TextInput } from 'react-admin';

/** Dollars and cents as typed, at most `digits` whole digits: '1450', '1450.50'. */
const amountPattern = (digits: number) => new RegExp(`^\\d{1,${digits}}(\\.\\d{0,2})?$`);

/**
 * An amount input of the plan forms: at most six digits and cents can be typed (service-portal §5),
 * kept as dollars; anything else typed stays as text, so the form's rule says what is wrong.
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
    format={(value: unknown) => (value === null || value === undefined ? '' : String(value))}
    parse={(text: string) => (text === '' ? null : amountPattern(digits).test(text) ? Number(text) : text)}
    slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: digits + 3 } }}
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
