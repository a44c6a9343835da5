import { NumberInput } from 'react-admin';
import { rentalPlanLabels as labels } from '@domain/planRules';
import { DayInput } from '../forms/DayInput';

/** The rental relief plan form, for enrolling and for editing; validateRentalReliefPlan judges it. */
export const RentalReliefPlanInputs = () => (
  <>
    <NumberInput source="monthlyPlanRent" label={labels.monthlyPlanRent} min={0} />
    <NumberInput source="monthlyBackRentDue" label={labels.monthlyBackRentDue} min={0} />
    <NumberInput
      source="monthlyRentalAssistanceFundsApplied"
      label={labels.monthlyRentalAssistanceFundsApplied}
      min={0}
    />
    <DayInput source="plannedStartDate" label={labels.plannedStartDate} />
    <DayInput source="plannedEndDate" label={labels.plannedEndDate} />
    <DayInput source="dateSigned" label={labels.dateSigned} />
  </>
);
