import { collectionPaymentCents } from './countingDebts';
import { debtMonthlyPayment } from './debtPayments';
import { accountLastFour } from './accountNumber';
import { toCents, toDollars } from './money';

export interface OfferRef {
  debtId: string | null;
  collectionId: string | null;
}

interface SourceDebt {
  lenderName: string | null;
  accountNumber?: string | null;
  scheduledMonthlyPayment: number | null;
  estimatedMonthlyPayment: number | null;
}

interface SourceCollection {
  subscriberName: string | null;
  accountNumber?: string | null;
  currentBalance: number | null;
}

/** How the caller finds an offer's debt or collection (the request's loaders, or the data layer). */
export interface OfferSourceLookups {
  debt(id: string): Promise<SourceDebt | null | undefined>;
  collection(id: string): Promise<SourceCollection | null | undefined>;
}

/** The debt or collection an offer is for: its lender, its account's last four, the payment made today. */
export async function offerSource(o: OfferRef, lookups: OfferSourceLookups) {
  if (o.debtId) {
    const debt = await lookups.debt(o.debtId);
    return (
      debt && {
        lenderName: debt.lenderName,
        accountLastFour: accountLastFour(debt.accountNumber),
        currentPayment: debtMonthlyPayment(debt),
      }
    );
  }
  if (o.collectionId) {
    const collection = await lookups.collection(o.collectionId);
    return (
      collection && {
        lenderName: collection.subscriberName,
        accountLastFour: accountLastFour(collection.accountNumber),
        currentPayment: toDollars(collectionPaymentCents(toCents(collection.currentBalance ?? 0))),
      }
    );
  }
  return undefined;
}
