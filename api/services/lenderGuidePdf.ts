import PDFDocument from 'pdfkit';
import type { Db, Tables } from '../../db/client';
import {
  debtPaymentsLabel,
  guideSections,
  lenderGuideWords,
  type LenderGuideWord,
} from '../domain/lenderGuideWords';
import type { Viewer } from '../auth/viewer';
import { notFound } from '../errors';
import { incomePredictionsOf } from '../data/bank';
import { lendersByNames, rowsByIds } from '../data/batchQueries';
import { expenseEstimatesOf, latestDecisionOf, offersOfDecision } from '../data/decisions';
import { newestOwnedApplication } from '../data/applications';
import { borrowerById } from '../data/borrowers';
import { mailLanguage } from '../domain/applicationOptions';
import { financialSummary } from '../domain/financialSummary';
import { offerSource } from '../domain/offerSource';
import type { ServiceDeps } from './deps';

/*
 * The lender guide as a PDF (GET /api/lender-guide.pdf): the same summary, creditors and advice as
 * the printable page, in the site's words (one dictionary, so the two never drift apart).
 */

type OfferRow = Awaited<ReturnType<typeof offersOfDecision>>[number];

/** Each offer's lender, balance and payments: a query each for the offers' debts, collections and lenders. */
async function offerLines(db: Db, t: Tables, rows: OfferRow[]) {
  if (rows.length === 0) return [];
  const idsOf = (key: 'debtId' | 'collectionId') => rows.flatMap((offer) => (offer[key] ? [offer[key]] : []));
  const [debts, collections] = await Promise.all([
    rowsByIds(db, t.debts, idsOf('debtId')),
    rowsByIds(db, t.collections, idsOf('collectionId')),
  ]);
  const byId = <R extends { id: string }>(found: (R | undefined)[]) =>
    new Map(found.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  const [debtById, collectionById] = [byId(debts), byId(collections)];
  const lookups = {
    debt: async (id: string) => debtById.get(id),
    collection: async (id: string) => collectionById.get(id),
  };
  const sources = await Promise.all(rows.map((offer) => offerSource(offer, lookups)));
  const lenders = await lendersByNames(db, t, [
    ...new Set(sources.flatMap((s) => (s?.lenderName ? [s.lenderName] : []))),
  ]);
  const friendlyNames = new Map(
    lenders.flatMap((lender) => (lender ? [[lender.name, lender.friendlyName]] : [])),
  );
  return rows.map((offer, i) => {
    const source = sources[i];
    return {
      lender:
        (source?.lenderName ? friendlyNames.get(source.lenderName) : undefined) ?? source?.lenderName ?? '',
      balance: offer.balance,
      currentPayment: source?.currentPayment ?? null,
      payment: offer.payment,
    };
  });
}

/** The signed-in borrower's newest application, its summary and its offers (highest balance first). */
async function guideData({ database }: ServiceDeps, viewer: Viewer) {
  const { db, t } = database;
  const application = await newestOwnedApplication(db, t, viewer.id);
  if (!application) throw notFound('Application');
  const [incomePredictions, expenseEstimates, decision, borrower] = await Promise.all([
    incomePredictionsOf(db, t, application.id),
    expenseEstimatesOf(db, t, application.id),
    latestDecisionOf(db, t, application.id),
    application.applicationBorrowerId ? borrowerById(db, t, application.applicationBorrowerId) : undefined,
  ]);
  const rows = decision?.isQualified ? await offersOfDecision(db, t, decision.id) : [];
  return {
    summary: financialSummary({ application, incomePredictions, expenseEstimates, latestDecision: decision }),
    offers: await offerLines(db, t, rows),
    preferredLanguage: borrower?.preferredLanguage ?? undefined,
  };
}

type Locale = keyof typeof lenderGuideWords;

/** ?lang= when given, else the borrower's preferred language, else English. */
function guideLocale(requested: unknown, preferred: string | undefined): Locale {
  const wanted = typeof requested === 'string' && requested ? requested : preferred;
  return mailLanguage(wanted);
}

export async function lenderGuidePdf(
  deps: ServiceDeps,
  viewer: Viewer,
  requestedLang: unknown,
): Promise<Buffer> {
  const { summary, offers, preferredLanguage } = await guideData(deps, viewer);
  const locale = guideLocale(requestedLang, preferredLanguage);
  const t = (word: LenderGuideWord) => lenderGuideWords[locale][word];
  const dollars = (value: number | null | undefined) =>
    value == null
      ? '—'
      : new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
        }).format(value);

  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: t('offers.guide.pdfTitle') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const heading = (text: string) =>
    doc.moveDown().font('Helvetica-Bold').fontSize(14).text(text).fontSize(11);
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica').text(label, 54, y, { width: 320 });
    doc.font('Helvetica-Bold').text(value, 380, y, { width: 178, align: 'right' });
  };

  doc.font('Helvetica-Bold').fontSize(20).text(t('offers.guide.pdfTitle'));
  doc.font('Helvetica').fontSize(11).moveDown(0.5).text(t('offers.guide.lead'));

  heading(t('offers.summary.title'));
  row(t('offers.summary.monthlyIncome'), dollars(summary.monthlyIncome));
  row(t('offers.summary.expenses'), dollars(summary.expenses));
  row(t(debtPaymentsLabel(summary.debtPaymentsBasis)), dollars(summary.debtPayments));
  row(t('offers.summary.disposableIncome'), dollars(summary.disposableIncome));
  doc.font('Helvetica').fontSize(9).text(t('offers.summary.securedNote'), 54).fontSize(11);

  heading(t('offers.guide.creditorsTitle'));
  if (offers.length === 0) doc.font('Helvetica').text(t('offers.noOffers'));
  for (const offer of offers) {
    doc.moveDown(0.5).font('Helvetica-Bold').text(offer.lender, 54);
    row(t('offers.tile.balance'), dollars(offer.balance));
    row(t('offers.tile.currentPayment'), dollars(offer.currentPayment));
    row(t('offers.tile.newPayment'), dollars(offer.payment));
  }

  for (const section of guideSections) {
    heading(t(section.title));
    doc.font('Helvetica').list(
      section.points.map((point) => t(point)),
      54,
      undefined,
      { bulletRadius: 2 },
    );
  }
  doc.end();
  return done;
}
