import { rentalPlanLabels as labels } from '@domain/planRules';
import { DayInput } from '../forms/DayInput';
import { PlanAmountInput } from './PlanAmountInput';

/** The rental relief plan form, for enrolling and for editing; validateRentalReliefPlan judges it. */
export const RentalReliefPlanInputs = () => (
  <>
    <PlanAmountInput source="monthlyPlanRent" label={labels.monthlyPlanRent} />
    <PlanAmountInput source="monthlyBackRentDue" label={labels.monthlyBackRentDue} />
    <PlanAmountInput
      source="monthlyRentalAssistanceFundsApplied"
      label={labels.monthlyRentalAssistanceFundsApplied}
    />
    <DayInput source="plannedStartDate" label={labels.plannedStartDate} />
    <DayInput source="plannedEndDate" label={labels.plannedEndDate} />
    <DayInput source="dateSigned" label={labels.dateSigned} />
  </>
);
