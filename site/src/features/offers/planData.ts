import type { Locale } from '../../i18n/t';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

/*
 * The plan the borrower signs (the DMP of a credit application, the rental relief plan of a rental
 * one: api/services/flow/contract.ts) and the signature, as the status and signing pages read them.
 */

export const PlanApplicationFields = graphql(`
  fragment PlanApplication on Application {
    id
    type
    dmpEnrollment {
      monthlyPaymentAmount
      termInMonths
      firstPaymentDate
    }
    rentalReliefPlan {
      plannedStartDate
      plannedEndDate
      monthlyPlanRent
      monthlyBackRentDue
      monthlyRentalAssistanceFundsApplied
    }
    contractSignature {
      signedName
      signedAt
    }
  }
`);

export type PlanApplication = ResultOf<typeof PlanApplicationFields>;

export const hasPlan = (application: PlanApplication) =>
  (application.type === 'rental' ? application.rentalReliefPlan : application.dmpEnrollment) != null;

/** A date as the reader's language writes it; plain dates (2025-03-01) are read as that calendar day. */
export function formatDate(locale: Locale, value: string | null): string {
  if (!value) return '—';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long' }).format(date);
}
