import type { Tables } from '../../db/client';
import { agencyName } from '../domain/agency';
import { pdfWord, type PdfWord } from '../domain/pdfWords';
import { localDate, localDateTime } from './pdf/localTime';
import { taggedPdf, type PdfLanguage } from './pdf/taggedPdf';

type Dmp = Tables['dmpEnrollments']['$inferSelect'];
type RentalPlan = Tables['rentalReliefPlans']['$inferSelect'];
type Signature = Tables['contractSignatures']['$inferSelect'];
type Person = {
  firstName: string | null;
  lastName: string | null;
  state: string | null;
  zipCode: string | null;
};

export interface AgreementFacts {
  language: PdfLanguage;
  plan: { type: 'credit'; row: Dmp } | { type: 'rental'; row: RentalPlan };
  borrower: Person;
  spouse: Person | null;
  /** Every signature, in the order given (the borrower's first). */
  signatures: Signature[];
  counselorPhone: string;
}

const fullName = (person: Person | null) => [person?.firstName, person?.lastName].filter(Boolean).join(' ');

/**
 * The signed plan agreement as a tagged PDF: the plan's figures as the signers saw them on the
 * signing page, each signature (name typed, when, the E-SIGN consent and its disclosure's version)
 * and the right to paper. Dated by its last signature, so the same facts give the same bytes.
 */
export function signedAgreementPdf(facts: AgreementFacts): Promise<Buffer> {
  const { language, plan, borrower, spouse, signatures, counselorPhone } = facts;
  const word = (key: PdfWord, values?: Record<string, string | number>) => pdfWord(language, key, values);
  const money = (value: number | null) =>
    value == null
      ? '—'
      : new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
          style: 'currency',
          currency: 'USD',
        }).format(value);
  const day = (iso: string | null) =>
    iso ? localDate(language, new Date(`${iso}T12:00:00Z`), borrower) : '—';
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
  pdf.paragraph(word(plan.type === 'rental' ? 'agreement.rental' : 'agreement.dmp'), { bold: true });
  pdf.paragraph(
    word('pdf.preparedBy', {
      agency: agencyName,
      date: localDate(language, new Date(lastSignedAt), borrower),
    }),
  );

  pdf.heading(word('agreement.applicants'));
  pdf.rows([
    [word('agreement.borrower'), fullName(borrower)],
    ...(spouse ? [[word('agreement.spouse'), fullName(spouse)] as [string, string]] : []),
  ]);

  pdf.heading(word('agreement.planTitle'));
  pdf.rows(
    plan.type === 'rental'
      ? [
          [word('agreement.plannedStart'), day(plan.row.plannedStartDate)],
          [word('agreement.plannedEnd'), day(plan.row.plannedEndDate)],
          [word('agreement.monthlyRent'), money(plan.row.monthlyPlanRent)],
          [word('agreement.backRentDue'), money(plan.row.monthlyBackRentDue)],
          [word('agreement.assistance'), money(plan.row.monthlyRentalAssistanceFundsApplied)],
        ]
      : [
          [word('agreement.monthlyPayment'), money(plan.row.monthlyPaymentAmount)],
          [
            word('agreement.term'),
            plan.row.termInMonths == null ? '—' : word('agreement.months', { months: plan.row.termInMonths }),
          ],
          [word('agreement.firstPayment'), day(plan.row.firstPaymentDate)],
        ],
  );
  pdf.paragraph(word('agreement.terms', { agency: agencyName }));

  pdf.heading(word('agreement.signaturesTitle'));
  for (const signature of signatures) {
    const at = (iso: string | null) => (iso ? localDateTime(language, new Date(iso), borrower) : '—');
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
  pdf.paragraph(word('agreement.paper', { phone: counselorPhone }));
  return pdf.finish();
}
