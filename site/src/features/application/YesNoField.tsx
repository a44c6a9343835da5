import type { ReactNode } from 'react';
import { ChoiceField } from '../../components/form/ChoiceField';

interface YesNoFieldProps {
  name: string;
  legend: string;
  /** Null until the borrower answers. */
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string;
  aside?: ReactNode;
  yes: string;
  no: string;
}

/** A yes/no question as two radios side by side; the answer is kept as a boolean. */
export function YesNoField({ value, onChange, yes, no, ...question }: YesNoFieldProps) {
  return (
    <ChoiceField
      {...question}
      choices={[
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
      value={value === null ? '' : value ? 'true' : 'false'}
      onChange={(answer) => onChange(answer === 'true')}
      inline
    />
  );
}
