import type { Database } from '../../db/client';
import {
  debtPaymentsLabel,
  guideLeads,
  guideReaderOf,
  guideSectionsFor,
  lenderGuideWords,
  type LenderGuideWord,
} from '../domain/lenderGuideWords';
import type { Viewer } from '../auth/viewer';
import { notFound } from '../errors';
import { rowsByIds } from '../data/batchQueries';
import { readData } from '../data/bound';
import type { offersOfDecision } from '../data/decisions';
import { mailLanguage } from '../domain/applicationOptions';
import { activePlanPayment, financialSummary } from '../domain/financialSummary';
import { applicationDebtSummary } from './flow/reportDebts';
import { offerSource } from '../domain/offerSource';
import type { ServiceDeps } from './deps';
import { agencyName } from '../domain/agency';
import { pdfWord } from '../domain/pdfWords';
import { localDate } from './pdf/localTime';
import { taggedPdf } from './pdf/taggedPdf';

/*
 * The lender guide as a PDF (GET /api/lender-guide.pdf): the same summary, creditors and advice as
 * the printable page, in the site's words (one dictionary, so the two never drift apart), tagged.
 */

type OfferRow = Awaited<ReturnType<typeof offersOfDecision>>[number];

/** The last four characters of an account number, when it has more than four. */
const lastFour = (accountNumber: string | null | undefined) =>
  accountNumber && accountNumber.length > 4 ? accountNumber.slice(-4) : null;

/** Each offer's lender, account, balance and payments: a query each for the offers' debts, collections and lenders. */
async function offerLines(database: Database, rows: OfferRow[]) {
  if (rows.length === 0) return [];
  const { t } = database;
  const idsOf = (key: 'debtId' | 'collectionId') => rows.flatMap((offer) => (offer[key] ? [offer[key]] : []));
  const [debts, collections] = await Promise.all([
    rowsByIds(database, t.debts, idsOf('debtId')),
    rowsByIds(database, t.collections, idsOf('collectionId')),
  ]);
  const byId = <R extends { id: string }>(found: (R | undefined)[]) =>
    new Map(found.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  const [debtById, collectionById] = [byId(debts), byId(collections)];
  const lookups = {
    debt: async (id: string) => debtById.get(id),
    collection: async (id: string) => collectionById.get(id),
  };
  const sources = await Promise.all(rows.map((offer) => offerSource(offer, lookups)));
  const lenders = await readData(database).batchQueries.lendersByNames([
    ...new Set(sources.flatMap((s) => (s?.lenderName ? [s.lenderName] : []))),
  ]);
  const friendlyNames = new Map(
    lenders.flatMap((lender) => (lender ? [[lender.name, lender.friendlyName]] : [])),
  );
  return rows.map((offer, i) => {
    const source = sources[i];
    const account = offer.debtId
      ? debtById.get(offer.debtId)?.accountNumber
      : collectionById.get(offer.collectionId ?? '')?.accountNumber;
    return {
      lender:
        (source?.lenderName ? friendlyNames.get(source.lenderName) : undefined) ?? source?.lenderName ?? '',
      lastFour: lastFour(account),
      balance: offer.balance,
      currentPayment: source?.currentPayment ?? null,
      payment: offer.payment,
    };
  });
}

/** The signed-in borrower's newest application, its summary and its offers (highest balance first). */
async function guideData({ database }: ServiceDeps, viewer: Viewer) {
  const data = readData(database);
  const application = await data.applications.newestOwnedApplication(viewer.id);
  if (!application) throw notFound('Application');
  const [incomePredictions, expenseEstimates, decision, borrower] = await Promise.all([
    data.bank.incomePredictionsOf(application.id),
    data.expenseEstimates.expenseEstimatesOf(application.id),
    data.decisions.latestDecisionOf(application.id),
    application.applicationBorrowerId
      ? data.borrowers.borrowerById(application.applicationBorrowerId)
      : undefined,
  ]);
  const rows = decision?.isQualified ? await data.decisions.offersOfDecision(decision.id) : [];
  const [debts, plans] = await Promise.all([
    applicationDebtSummary(data, application.id),
    application.type === 'rental' ? [] : data.plans.dmpEnrollmentsOf(application.id),
  ]);
  // Whose guide it is, as the page words it (offerPages.ts's standing): a plan, a decline, an offer.
  const reader = guideReaderOf(
    plans.length > 0 ? 'plan' : decision && !decision.isQualified ? 'declined' : 'offer',
  );
  return {
    reader,
    debts,
    summary: financialSummary({
      application,
      incomePredictions,
      expenseEstimates,
      latestDecision: decision,
      currentDebtPayments: debts.monthlyPayments,
      planPayment: application.type === 'rental' ? null : activePlanPayment(plans),
    }),
    offers: await offerLines(database, rows),
    borrower,
  };
}

type Locale = keyof typeof lenderGuideWords;

/** ?lang= when given, else the borrower's preferred language, else English. */
function guideLocale(requested: unknown, preferred: string | null | undefined): Locale {
  const wanted = typeof requested === 'string' && requested ? requested : preferred;
  return mailLanguage(wanted);
}

/**
 * The guide: who made it and when, the counsellor line this workspace shows (never the demo line in
 * live: it is the workspace's setting), the summary, each creditor with its account's last four, and
 * the advice — each block whole on a page.
 */
export async function lenderGuidePdf(
  deps: ServiceDeps,
  viewer: Viewer,
  requestedLang: unknown,
): Promise<Buffer> {
  const { summary, offers, borrower, reader, debts } = await guideData(deps, viewer);
  const locale = guideLocale(requestedLang, borrower?.preferredLanguage);
  const t = (word: LenderGuideWord) => lenderGuideWords[locale][word];
  const dollars = (value: number | null | undefined) =>
    value == null
      ? '—'
      : new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
        }).format(value);
  const today = localDate(locale, deps.now(), borrower ?? null);

  const pdf = taggedPdf({ title: t('offers.guide.pdfTitle'), language: locale });
  pdf.heading(t('offers.guide.pdfTitle'), 1);
  pdf.paragraph(pdfWord(locale, 'pdf.preparedBy', { agency: agencyName, date: today }), { bold: true });
  pdf.paragraph(pdfWord(locale, 'pdf.counselorLine', { phone: deps.phones.counselor }));
  pdf.space(0.5);
  pdf.paragraph(t(guideLeads[reader]));

  pdf.heading(t('offers.summary.title'));
  pdf.rows([
    [t('offers.summary.monthlyIncome'), dollars(summary.monthlyIncome)],
    [t('offers.summary.expenses'), dollars(summary.expenses)],
    [t(debtPaymentsLabel(summary.debtPaymentsBasis)), dollars(summary.debtPayments)],
    [t('offers.summary.disposableIncome'), dollars(summary.disposableIncome)],
  ]);
  pdf.paragraph(t('offers.summary.securedNote'), { size: 9 });

  pdf.heading(t('offers.guide.creditorsTitle'));
  // A declined borrower asks their creditors themselves: each debt with what they pay today.
  if (reader === 'declined')
    for (const debt of debts.debts)
      pdf.rows(
        [
          [t('offers.tile.balance'), dollars(debt.balance)],
          [t('offers.tile.currentPayment'), dollars(debt.monthlyPayment)],
        ],
        { title: debt.lenderName ?? '' },
      );
  else if (offers.length === 0) pdf.paragraph(t('offers.noOffers'));
  for (const offer of reader === 'declined' ? [] : offers) {
    const title = offer.lastFour
      ? `${offer.lender} — ${pdfWord(locale, 'pdf.accountEnding', { last4: offer.lastFour })}`
      : offer.lender;
    pdf.rows(
      [
        [t('offers.tile.balance'), dollars(offer.balance)],
        [t('offers.tile.currentPayment'), dollars(offer.currentPayment)],
        [t('offers.tile.newPayment'), dollars(offer.payment)],
      ],
      { title },
    );
  }

  for (const section of guideSectionsFor(reader))
    pdf.list(
      t(section.title),
      section.points.map((point) => t(point)),
    );
  return pdf.finish();
}
