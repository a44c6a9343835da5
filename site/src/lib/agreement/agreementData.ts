import { graphql } from '../../gql';
import type { Locale } from '../../i18n/t';
import type { ResultOf } from '../graphql';

/*
 * A plan agreement's words as the server writes them (api/domain/agreementDocument.ts), in both of
 * the site's languages: the signing page and the portal draw the blocks the PDF prints.
 */
export const AgreementBlockFields = graphql(`
  fragment AgreementBlockFields on AgreementBlock {
    kind
    text
    emphasis
    title
    rows {
      label
      value
    }
    items
  }
`);

export const AgreementFields = graphql(`
  fragment AgreementFields on PlanAgreement {
    id
    version
    status
    signedAt
    cancelUntil
    termsDigest
    signersLeft
    signatures {
      signer
      signedName
      signedAt
    }
    documentEn: document(language: "en") {
      ...AgreementBlockFields
    }
    documentEs: document(language: "es") {
      ...AgreementBlockFields
    }
  }
`);

export type Agreement = ResultOf<typeof AgreementFields>;
export type AgreementBlock = Agreement['documentEn'][number];

export const documentIn = (agreement: Agreement, locale: Locale) =>
  locale === 'es' ? agreement.documentEs : agreement.documentEn;
