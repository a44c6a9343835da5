import { BooleanInput, DateInput, FormDataConsumer, NumberInput } from 'react-admin';
import { dmpLabels } from '../../../api/domain/planRules';

/** The DMP form, for enrolling and for editing; validateDmpEnrollment judges it. */
export const DmpEnrollmentInputs = () => (
  <>
    <NumberInput source="monthlyPaymentAmount" label={dmpLabels.monthlyPaymentAmount} min={0} />
    <NumberInput source="termInMonths" label={dmpLabels.termInMonths} min={1} step={1} />
    <DateInput source="firstPaymentDate" label={dmpLabels.firstPaymentDate} />
    <DateInput source="dateSigned" label={dmpLabels.dateSigned} />
    <BooleanInput source="active" label="Active" />
    <FormDataConsumer<{ active?: boolean }>>
      {({ formData }) => formData.active && <DateInput source="activeAt" label={dmpLabels.activeAt} />}
    </FormDataConsumer>
    <DateInput source="inactiveAt" label={dmpLabels.inactiveAt} />
  </>
);
