import { BooleanField, FunctionField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { creditorLabels } from '@domain/creditorTermsRules';
import { usd } from '../fields/money';
import type { Creditor } from '../records';
import { CreditorHistory } from './CreditorHistory';
import { dayShown } from './creditorModel';

/** A creditor's terms as a rep reads them (to explain an offer), with every version. */
export const CreditorShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="friendlyName" label={creditorLabels.friendlyName} />
      <FunctionField<Creditor>
        label={creditorLabels.namePatterns}
        render={(c) => c.namePatterns?.join(', ') || 'Any creditor not named'}
      />
      <FunctionField<Creditor> label={creditorLabels.planApr} render={(c) => `${c.planApr} %`} />
      <NumberField source="termInMonths" label={creditorLabels.termInMonths} />
      <NumberField source="minimumPayment" label={creditorLabels.minimumPayment} options={usd} />
      <BooleanField source="participatesInPlans" label={creditorLabels.participatesInPlans} />
      <FunctionField<Creditor>
        label={creditorLabels.effectiveDate}
        render={(c) => `${dayShown(c.effectiveDate)} (version ${c.version})`}
      />
    </SimpleShowLayout>
    <CreditorHistory />
  </Show>
);

export default CreditorShow;
