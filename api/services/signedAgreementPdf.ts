import type { Tables } from '../../db/client';
import { agencyName } from '../domain/agency';
import { agreementDocument } from '../domain/agreementDocument';
import type { AgreementTerms } from '../domain/agreementTerms';
import { agreementWord } from '../domain/agreementWords';
import { pdfWord, type PdfWord } from '../domain/pdfWords';
import { localDate, localDateTime } from './pdf/localTime';
import { taggedPdf, type PdfLanguage } from './pdf/taggedPdf';

type Signature = Pick<
  Tables['contractSignatures']['$inferSelect'],
  'signer' | 'signedName' | 'signedAt' | 'esignDisclosureVersion' | 'esignConsentedAt'
>;

export interface AgreementFacts {
  language: PdfLanguage;
  /** The signed version: its number, its terms and its last day to cancel. */
  version: number;
  terms: AgreementTerms;
  cancelUntil: string;
  /** Where the borrower lives, for the dates printed in their time zone. */
  place: { state: string | null; zipCode: string | null } | null;
  /** Every signature, in the order given (the borrower's first). */
  signatures: Signature[];
}

/**
 * The signed plan agreement as a tagged PDF: the agreement's blocks exactly as the signing page
 * showed them (api/domain/agreementDocument.ts), each signature (name typed, when, the E-SIGN consent
 * and its disclosure's version) and the right to paper. Dated by its last signature, so the same
 * facts give the same bytes — the seed renders demo agreements with it too.
 */
export function signedAgreementPdf(facts: AgreementFacts): Buffer {
  const { language, terms, place, signatures } = facts;
  const word = (key: PdfWord, values?: Record<string, string | number>) => pdfWord(language, key, values);
  const lastSignedAt = signatures
    .map((s) => s.signedAt)
    .sort()
    .at(-1)!;

  const pdf = taggedPdf({
    title: word('agreement.title'),
    language,
    creationDate: new Date(lastSignedAt),
  });
  pdf.heading(word('agreement.title'), 1);
  pdf.paragraph(
    `${word(terms.plan.kind === 'rental' ? 'agreement.rental' : 'agreement.dmp')} · ${agreementWord(language, 'version', { version: facts.version })}`,
    { bold: true },
  );
  pdf.paragraph(
    word('pdf.preparedBy', { agency: agencyName, date: localDate(language, new Date(lastSignedAt), place) }),
  );

  const blocks = agreementDocument(terms, { language, cancelUntil: facts.cancelUntil, signed: true });
  blocks.forEach((block, i) => {
    const next = blocks[i + 1];
    // A heading stays with the paragraph under it (the right to cancel is never cut from its title).
    if (block.kind === 'heading')
      pdf.heading(
        block.text,
        2,
        next?.kind === 'paragraph' ? { text: next.text, bold: next.emphasis } : undefined,
      );
    else if (block.kind === 'paragraph') pdf.paragraph(block.text, { bold: block.emphasis });
    else if (block.kind === 'list') pdf.list(block.title, block.items);
    else
      pdf.rows(
        block.rows.map((row) => [row.label, row.value]),
        block.title ? { title: block.title } : {},
      );
  });
  pdf.paragraph(word('agreement.terms', { agency: agencyName }));

  pdf.heading(word('agreement.signaturesTitle'));
  for (const signature of signatures) {
    const at = (iso: string | null) => (iso ? localDateTime(language, new Date(iso), place) : '—');
    pdf.rows(
      [
        [word('agreement.signedAs'), signature.signedName],
        [word('agreement.signedAt'), at(signature.signedAt)],
        [
          word('agreement.consent'),
          signature.esignDisclosureVersion
            ? word('agreement.consentValue', {
                version: signature.esignDisclosureVersion,
                date: at(signature.esignConsentedAt),
              })
            : '—',
        ],
      ],
      { title: word(signature.signer === 'spouse' ? 'agreement.spouse' : 'agreement.borrower') },
    );
  }

  pdf.heading(word('agreement.paperTitle'));
  pdf.paragraph(word('agreement.paper', { phone: terms.contact.counselorPhone }));
  return pdf.finish();
}
