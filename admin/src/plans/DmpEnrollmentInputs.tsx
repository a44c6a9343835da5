import { BooleanInput, FormDataConsumer, NumberInput } from 'react-admin';
import { dmpLabels } from '@domain/planRules';
import { DayInput } from '../forms/DayInput';

/** The DMP form, for enrolling and for editing; validateDmpEnrollment judges it. */
export const DmpEnrollmentInputs = () => (
  <>
    <NumberInput source="monthlyPaymentAmount" label={dmpLabels.monthlyPaymentAmount} min={0} />
    <NumberInput source="termInMonths" label={dmpLabels.termInMonths} min={1} step={1} />
    <DayInput source="firstPaymentDate" label={dmpLabels.firstPaymentDate} />
    <DayInput source="dateSigned" label={dmpLabels.dateSigned} />
    <BooleanInput source="active" label="Active" />
    <FormDataConsumer<{ active?: boolean }>>
      {({ formData }) => formData.active && <DayInput source="activeAt" label={dmpLabels.activeAt} />}
    </FormDataConsumer>
    <DayInput source="inactiveAt" label={dmpLabels.inactiveAt} />
  </>
);
