import { agencyName } from './agency';
import {
  finalPaymentDate,
  monthlyDepositCents,
  type AgreementTerms,
  type CreditPlanTerms,
  type LeftOutCreditor,
  type RentalPlanTerms,
} from './agreementTerms';
import { agreementWord, type AgreementWord } from './agreementWords';
import { formatBasisPoints, formatCalendarDay, formatCents, type FigureLanguage } from './moneyFormat';

/*
 * The plan agreement as the blocks a reader meets, in order: the signing page and the portal draw
 * them as HTML, the PDF as tagged headings, tables, lists and paragraphs. One function writes every
 * word and figure, so the page a borrower signs, the copy they keep and the portal say the same.
 */

export interface AgreementRow {
  label: string;
  value: string;
}

export type AgreementBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; emphasis: boolean }
  | { kind: 'rows'; title: string | null; rows: AgreementRow[] }
  | { kind: 'list'; title: string | null; items: string[] };

export interface AgreementReading {
  language: FigureLanguage;
  /** The last day to cancel: the signed version's, or a proposed one's if signed today. */
  cancelUntil: string;
  /** A signed version says "after you signed it"; a proposed one "if you sign today". */
  signed: boolean;
}

type Words = (word: AgreementWord, values?: Record<string, string | number>) => string;

const wordsIn =
  (language: FigureLanguage): Words =>
  (word, values) =>
    agreementWord(language, word, { agency: agencyName, ...values });

const heading = (text: string): AgreementBlock => ({ kind: 'heading', text });
const paragraph = (text: string, emphasis = false): AgreementBlock => ({ kind: 'paragraph', text, emphasis });
const rows = (title: string | null, pairs: [string, string][]): AgreementBlock => ({
  kind: 'rows',
  title,
  rows: pairs.map(([label, value]) => ({ label, value })),
});

function parties(terms: AgreementTerms, w: Words): AgreementBlock[] {
  const pairs: [string, string][] = terms.parties.flatMap((party) => [
    [w(party.signer === 'spouse' ? 'spouse' : 'borrower'), party.name] as [string, string],
    ...(party.address ? [[w('addressOf', { name: party.name }), party.address] as [string, string]] : []),
  ]);
  return [heading(w('partiesTitle')), rows(null, pairs)];
}

function deposit(plan: CreditPlanTerms, terms: AgreementTerms, language: FigureLanguage, w: Words) {
  const money = (cents: number) => formatCents(language, cents);
  const day = (iso: string) => formatCalendarDay(language, iso);
  const { fees } = terms;
  const totalOwed = terms.creditors.reduce((sum, c) => sum + c.balanceCents, 0);
  const noFees = fees.monthlyCents === 0 && fees.setupCents === 0;
  return [
    heading(w('depositTitle')),
    rows(null, [
      [w('monthlyDeposit'), money(monthlyDepositCents(plan, fees))],
      [w('toCreditors'), money(plan.monthlyPaymentCents)],
      [w('monthlyFee'), money(fees.monthlyCents)],
      [w('setupFee'), money(fees.setupCents)],
      [w('deposits'), String(plan.termInMonths)],
      [w('firstDeposit'), day(plan.firstPaymentDate)],
      [w('finalPayment'), day(finalPaymentDate(plan))],
      [w('totalOwed'), money(totalOwed)],
    ]),
    paragraph(
      `${w('everyDollar', { amount: money(plan.monthlyPaymentCents) })} ${
        noFees
          ? w('noFees')
          : w('feesApart', { monthly: money(fees.monthlyCents), setup: money(fees.setupCents) })
      }`,
      true,
    ),
  ];
}

function creditors(terms: AgreementTerms, language: FigureLanguage, w: Words): AgreementBlock[] {
  const money = (cents: number) => formatCents(language, cents);
  const rate = (basisPoints: number | null) =>
    basisPoints == null ? w('notReported') : formatBasisPoints(language, basisPoints);
  return [
    heading(w('creditorsTitle')),
    paragraph(w('creditorsLead')),
    ...terms.creditors.map((c) =>
      rows(
        c.accountLastFour
          ? w('creditorTitleEnding', { name: c.name, last4: c.accountLastFour })
          : w('creditorTitle', { name: c.name }),
        [
          [w('balance'), money(c.balanceCents)],
          [w('currentApr'), rate(c.currentAprBasisPoints)],
          [w('currentPayment'), money(c.currentPaymentCents)],
          [w('planApr'), rate(c.planAprBasisPoints)],
          [w('planPayment'), money(c.planPaymentCents)],
        ],
      ),
    ),
  ];
}

const typeWords: Record<string, AgreementWord> = {
  AU: 'type.AU',
  CV: 'type.CV',
  SM: 'type.SM',
  ST: 'type.ST',
};

function reasonOf(left: LeftOutCreditor, w: Words): string {
  if (left.reason === 'closed') return w('reason.closed');
  if (left.reason === 'notOffered') return w('reason.notOffered');
  if (left.reason === 'notTakingPart') return w('reason.notTakingPart');
  return w('reason.accountType', { type: w(typeWords[left.accountType ?? ''] ?? 'type.other') });
}

function leftOut(terms: AgreementTerms, language: FigureLanguage, w: Words): AgreementBlock[] {
  if (terms.leftOut.length === 0) return [heading(w('leftOutTitle')), paragraph(w('leftOutNone'))];
  const items = terms.leftOut.map((left) =>
    w(left.accountLastFour ? 'leftOutItemEnding' : 'leftOutItem', {
      name: left.name,
      last4: left.accountLastFour ?? '',
      balance: formatCents(language, left.balanceCents),
      reason: reasonOf(left, w),
    }),
  );
  return [heading(w('leftOutTitle')), paragraph(w('leftOutLead')), { kind: 'list', title: null, items }];
}

function rentalPlan(plan: RentalPlanTerms, terms: AgreementTerms, language: FigureLanguage, w: Words) {
  const money = (cents: number | null) => (cents == null ? w('notSet') : formatCents(language, cents));
  const day = (iso: string | null) => (iso ? formatCalendarDay(language, iso) : w('notSet'));
  const { fees } = terms;
  const noFees = fees.monthlyCents === 0 && fees.setupCents === 0;
  return [
    heading(w('rentalPlanTitle')),
    rows(null, [
      [w('plannedStart'), day(plan.plannedStartDate)],
      [w('plannedEnd'), day(plan.plannedEndDate)],
      [w('monthlyRent'), money(plan.monthlyPlanRentCents)],
      [w('backRentDue'), money(plan.monthlyBackRentDueCents)],
      [w('assistance'), money(plan.monthlyAssistanceCents)],
    ]),
    heading(w('feesTitle')),
    rows(null, [
      [w('monthlyFee'), money(fees.monthlyCents)],
      [w('setupFee'), money(fees.setupCents)],
    ]),
    paragraph(
      noFees
        ? w('noFees')
        : w('feesApart', { monthly: money(fees.monthlyCents), setup: money(fees.setupCents) }),
    ),
  ];
}

/** The agreement's blocks in reading order, every figure written from the stored terms. */
export function agreementDocument(terms: AgreementTerms, reading: AgreementReading): AgreementBlock[] {
  const { language } = reading;
  const w = wordsIn(language);
  const { plan } = terms;
  const body =
    plan.kind === 'credit'
      ? [
          ...deposit(plan, terms, language, w),
          ...creditors(terms, language, w),
          ...leftOut(terms, language, w),
          heading(w('fairShareTitle')),
          paragraph(w('fairShare')),
        ]
      : rentalPlan(plan, terms, language, w);
  const date = formatCalendarDay(language, reading.cancelUntil);
  return [
    paragraph(w(plan.kind === 'credit' ? 'intro.credit' : 'intro.rental')),
    ...parties(terms, w),
    ...body,
    heading(w('cancelTitle')),
    paragraph(
      w(reading.signed ? 'cancelSigned' : 'cancelProposed', { date, phone: terms.contact.counselorPhone }),
      true,
    ),
    heading(w('contactTitle')),
    rows(null, [
      [w('agency'), agencyName],
      [w('agencyPhone'), terms.contact.agencyPhone],
      [w('counselorPhone'), terms.contact.counselorPhone],
    ]),
  ];
}

/**
 * The figures a borrower keeps in mind, as label–value rows: the e-mail lists them, the portal
 * heads its copy with them. Each is the document's own row, word for word.
 */
export function agreementSummary(terms: AgreementTerms, reading: AgreementReading): AgreementRow[] {
  const w = wordsIn(reading.language);
  const money = (cents: number) => formatCents(reading.language, cents);
  const day = (iso: string) => formatCalendarDay(reading.language, iso);
  const { plan, fees } = terms;
  const cancel = { label: w('cancelUntil'), value: day(reading.cancelUntil) };
  if (plan.kind === 'rental') {
    const rental = rentalPlan(plan, terms, reading.language, w)[1];
    return [...(rental.kind === 'rows' ? rental.rows : []), cancel];
  }
  return [
    { label: w('monthlyDeposit'), value: money(monthlyDepositCents(plan, fees)) },
    { label: w('toCreditors'), value: money(plan.monthlyPaymentCents) },
    { label: w('monthlyFee'), value: money(fees.monthlyCents) },
    { label: w('setupFee'), value: money(fees.setupCents) },
    { label: w('deposits'), value: String(plan.termInMonths) },
    { label: w('firstDeposit'), value: day(plan.firstPaymentDate) },
    { label: w('finalPayment'), value: day(finalPaymentDate(plan)) },
    cancel,
  ];
}
