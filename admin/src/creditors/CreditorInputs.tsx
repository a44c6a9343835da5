import { BooleanInput, TextInput } from 'react-admin';
import type { CreditorKind } from '@domain/creditorTerms';
import { creditorLabels } from '@domain/creditorTermsRules';
import { moneyInputText } from '@domain/moneyInput';
import { DayInput } from '../forms/DayInput';

const asTyped = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : String(value);

/** The fields a creditor's terms share between adding it and recording its next version. */
export const CreditorInputs = ({ kind }: { kind: CreditorKind }) => (
  <>
    <TextInput source="friendlyName" label={creditorLabels.friendlyName} />
    {kind === 'creditor' ? (
      <TextInput
        source="namePatterns"
        label={creditorLabels.namePatterns}
        multiline
        minRows={2}
        helperText="One per line, in words ('capital one', 'syncb'); a word ending in * matches any word it begins ('barclay*'). Case and punctuation do not count."
        format={(value: unknown) => (Array.isArray(value) ? value.join('\n') : '')}
        parse={(text: string) => text.split('\n')}
      />
    ) : null}
    <TextInput
      source="planApr"
      label={`${creditorLabels.planApr} (%)`}
      format={asTyped}
      parse={(text: string) => text}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
    />
    <TextInput
      source="termInMonths"
      label={creditorLabels.termInMonths}
      format={asTyped}
      parse={(text: string) => text}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
    />
    <TextInput
      source="minimumPayment"
      label={creditorLabels.minimumPayment}
      helperText="Dollars and cents; 0 when the creditor sets none"
      format={(value: unknown) => (typeof value === 'number' ? moneyInputText(value) : asTyped(value))}
      parse={(text: string) => text}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
    />
    <BooleanInput
      source="participatesInPlans"
      label={creditorLabels.participatesInPlans}
      helperText="Off: its debts are left out of every plan, and the decision says why"
    />
    <DayInput source="effectiveDate" label={creditorLabels.effectiveDate} />
  </>
);
