import type { AgreementParty, OfferLine, ReportLine } from './agreementTerms';
import { collectionPaymentCents, type ReportCollection, type ReportDebt } from './countingDebts';
import { debtMonthlyPayment } from './debtPayments';
import { toCents, toDollars } from './money';

/*
 * The creditors an agreement names, from the rows as stored: each offer with its debt's or
 * collection's creditor, account and current payment (the decision's own rules), and every line of
 * the reports the decision read. The service reads the rows from the database, the seed from the
 * trees it draws: both give the same lines for the same rows.
 */

export type LineDebt = Omit<ReportDebt, 'minimumMonthlyInterest'>;

export type LineCollection = ReportCollection;

/** An offers row's figures. */
export interface StoredOffer {
  debtId: string | null;
  collectionId: string | null;
  balance: number | null;
  currentApr: number | null;
  proposedApr: number | null;
  payment: number | null;
}

const debtName = (d: LineDebt) => d.lenderFriendlyName || d.lenderName || '—';
const collectionName = (c: LineCollection) => c.lenderFriendlyName || c.subscriberName || '—';

/** Each offer's line, highest balance first, then by creditor and id: the same order on every reading. */
export function offerLinesOf(
  offers: readonly StoredOffer[],
  debts: ReadonlyMap<string, LineDebt>,
  collections: ReadonlyMap<string, LineCollection>,
): OfferLine[] {
  const lines = offers.map((offer): OfferLine => {
    const debt = offer.debtId ? debts.get(offer.debtId) : undefined;
    const collection = offer.collectionId ? collections.get(offer.collectionId) : undefined;
    return {
      debtId: offer.debtId,
      collectionId: offer.collectionId,
      name: debt ? debtName(debt) : collection ? collectionName(collection) : '—',
      accountNumber: debt?.accountNumber ?? collection?.accountNumber ?? null,
      balance: offer.balance,
      currentApr: offer.currentApr,
      currentPayment: debt
        ? debtMonthlyPayment(debt)
        : collection
          ? toDollars(collectionPaymentCents(toCents(collection.currentBalance ?? 0)))
          : null,
      proposedApr: offer.proposedApr,
      payment: offer.payment,
    };
  });
  const idOf = (line: OfferLine) => line.debtId ?? line.collectionId ?? '';
  return lines.sort(
    (a, b) =>
      (b.balance ?? 0) - (a.balance ?? 0) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0),
  );
}

/** Every tradeline and collection of the reports, as the agreement's left-out list reads them. */
export function reportLinesOf(
  debts: readonly LineDebt[],
  collections: readonly LineCollection[],
): ReportLine[] {
  return [
    ...debts.map((d) => ({
      id: d.id,
      name: debtName(d),
      accountNumber: d.accountNumber,
      accountType: d.accountType,
      currentBalance: d.currentBalance,
      dateClosed: d.dateClosed,
      isCollection: false,
    })),
    ...collections.map((c) => ({
      id: c.id,
      name: collectionName(c),
      accountNumber: c.accountNumber,
      accountType: null,
      currentBalance: c.currentBalance,
      dateClosed: null,
      isCollection: true,
    })),
  ];
}

interface Addressed {
  firstName: string | null;
  lastName: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

/** A signer as the agreement names them: full name, and the address on one line when there is one. */
export function partyOf(signer: AgreementParty['signer'], p: Addressed): AgreementParty {
  const place = [p.city, [p.state, p.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = [p.addressLine1, p.addressLine2, place].filter(Boolean).join(', ');
  return { signer, name: [p.firstName, p.lastName].filter(Boolean).join(' '), address: address || null };
}
