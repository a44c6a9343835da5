import type { ComponentType } from 'react';
import { saveDmpFailed, saveRentalPlanFailed } from '@domain/messages';
import {
  dmpLabels,
  rentalPlanFirstValues,
  rentalPlanLabels,
  validateDmpEnrollment,
  validateRentalReliefPlan,
  type FieldErrors,
} from '@domain/planRules';
import type { Answer } from '../applications/show/answers/answerPages';
import type { Application, DmpEnrollment, RentalReliefPlan } from '../records';
import { DmpEnrollmentInputs } from './DmpEnrollmentInputs';
import { RentalReliefPlanInputs } from './RentalReliefPlanInputs';

/** What differs between a DMP (credit) and a rental relief plan (rental); the screens are shared. */
export interface PlanKind {
  resource: 'DmpEnrollment' | 'RentalReliefPlan';
  title: string;
  planOf: (application: Application) => DmpEnrollment | RentalReliefPlan | null | undefined;
  /** Its money inputs: typed text, read by the one money rule before judging and saving. */
  amountFields: readonly string[];
  /** The shared rule the server runs too; form values are checked for type inside it. */
  validate(values: Record<string, unknown>, today: string): FieldErrors;
  /** The spec's message when a save fails. */
  saveFailed: string;
  /**
   * A new plan's first values: a DMP starts from the decision's proposed payment over 60 months, a
   * rental relief plan from the rent and back rent the borrower gave.
   */
  newRecord: (application: Application) => Record<string, unknown>;
  Inputs: ComponentType;
  summary: Answer[];
}

const dmp: PlanKind = {
  resource: 'DmpEnrollment',
  title: 'DMP',
  planOf: (a) => a.dmpEnrollment,
  amountFields: ['monthlyPaymentAmount'],
  validate: validateDmpEnrollment,
  saveFailed: saveDmpFailed,
  newRecord: (a) => ({
    active: true,
    monthlyPaymentAmount: a.decision?.proposedUnsecuredDebtPayment ?? null,
    termInMonths: a.decision?.planLengthInMonths ?? null,
  }),
  Inputs: DmpEnrollmentInputs,
  summary: [
    { source: 'monthlyPaymentAmount', label: dmpLabels.monthlyPaymentAmount, kind: 'money' },
    { source: 'termInMonths', label: dmpLabels.termInMonths },
    { source: 'firstPaymentDate', label: dmpLabels.firstPaymentDate, kind: 'date' },
    { source: 'dateSigned', label: dmpLabels.dateSigned, kind: 'date' },
    { source: 'active', label: 'Active', kind: 'yesNo' },
    { source: 'activeAt', label: dmpLabels.activeAt, kind: 'date' },
    { source: 'inactiveAt', label: dmpLabels.inactiveAt, kind: 'date' },
  ],
};

const rentalReliefPlan: PlanKind = {
  resource: 'RentalReliefPlan',
  title: 'Rental Relief Plan',
  planOf: (a) => a.rentalReliefPlan,
  amountFields: ['monthlyPlanRent', 'monthlyBackRentDue', 'monthlyRentalAssistanceFundsApplied'],
  validate: validateRentalReliefPlan,
  saveFailed: saveRentalPlanFailed,
  // The rent the borrower pays and their back rent over twelve months: the rep changes what differs.
  newRecord: (a) => (a.rentalApplication ? { ...rentalPlanFirstValues(a.rentalApplication) } : {}),
  Inputs: RentalReliefPlanInputs,
  summary: [
    { source: 'monthlyPlanRent', label: rentalPlanLabels.monthlyPlanRent, kind: 'money' },
    { source: 'monthlyBackRentDue', label: rentalPlanLabels.monthlyBackRentDue, kind: 'money' },
    {
      source: 'monthlyRentalAssistanceFundsApplied',
      label: rentalPlanLabels.monthlyRentalAssistanceFundsApplied,
      kind: 'money',
    },
    { source: 'plannedStartDate', label: rentalPlanLabels.plannedStartDate, kind: 'date' },
    { source: 'plannedEndDate', label: rentalPlanLabels.plannedEndDate, kind: 'date' },
    { source: 'dateSigned', label: rentalPlanLabels.dateSigned, kind: 'date' },
  ],
};

/** A credit application enrols in a DMP, a rental one in a rental relief plan. */
export const planKindOf = (application: Application): PlanKind =>
  application.type === 'rental' ? rentalReliefPlan : dmp;
