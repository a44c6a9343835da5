import type { Locale } from '../../i18n/t';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

/*
 * Where the borrower's plan stands (api/domain/agreementVersions.ts) and the signature of the
 * agreement in force, as the status page reads them.
 */

export const PlanApplicationFields = graphql(`
  fragment PlanApplication on Application {
    id
    type
    planState
    contractSignature {
      signedName
      signedAt
    }
  }
`);

export type PlanApplication = ResultOf<typeof PlanApplicationFields>;

/** A date as the reader's language writes it; plain dates (2025-03-01) are read as that calendar day. */
export function formatDate(locale: Locale, value: string | null): string {
  if (!value) return '—';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long' }).format(date);
}
