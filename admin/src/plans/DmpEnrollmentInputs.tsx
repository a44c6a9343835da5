import { BooleanInput, FormDataConsumer } from 'react-admin';
import { dmpLabels } from '@domain/planRules';
import { DayInput } from '../forms/DayInput';
import { PlanAmountInput, PlanCountInput } from './PlanAmountInput';

/** The DMP form, for enrolling and for editing; validateDmpEnrollment judges it. */
export const DmpEnrollmentInputs = () => (
  <>
    <PlanAmountInput source="monthlyPaymentAmount" label={dmpLabels.monthlyPaymentAmount} />
    <PlanCountInput source="termInMonths" label={dmpLabels.termInMonths} />
    <DayInput source="firstPaymentDate" label={dmpLabels.firstPaymentDate} />
    <DayInput source="dateSigned" label={dmpLabels.dateSigned} />
    <BooleanInput source="active" label="Active" />
    <FormDataConsumer<{ active?: boolean }>>
      {({ formData }) => formData.active && <DayInput source="activeAt" label={dmpLabels.activeAt} />}
    </FormDataConsumer>
    <DayInput source="inactiveAt" label={dmpLabels.inactiveAt} />
  </>
);
