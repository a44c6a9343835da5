/*
 * Lender concessions: what a creditor typically grants a borrower on a nonprofit debt-management
 * plan (DMP), as a reduced APR and a payoff term. The spec leaves these to us (DESIGN.md, "Decision
 * engine").
 *
 * Source and assumption: the figures are our planning assumptions, in the range nonprofit
 * counselling agencies commonly report for these card issuers on a DMP (most between 6 % and 10 %
 * APR, Capital One notably higher) with the usual five-year payoff. They are not contract terms:
 * before going live, replace them with the agency's current creditor-concession list. Patterns match
 * both friendly names ("Capital One") and raw bureau subscriber names ("CAPITAL ONE BANK USA N",
 * "SYNCB/AMAZON", "JPMCB CARD", "CITICARDS CBNA", "BK OF AMER", "WF CRD SVC").
 */

export interface LenderConcession {
  /** Stored on the offer as lenderConcessionId. */
  id: string;
  lender: string;
  /** Proposed APR in percent (7.9 means 7.9 %). */
  proposedApr: number;
  /** Payoff term in months; a DMP runs at most 60. */
  term: number;
}

export const maximumTermInMonths = 60;

interface ConcessionRow extends LenderConcession {
  pattern: RegExp;
}

export const lenderConcessions: readonly ConcessionRow[] = [
  {
    id: 'amex',
    lender: 'American Express',
    pattern: /american express|\bamex\b/i,
    proposedApr: 9.9,
    term: 60,
  },
  {
    id: 'bank-of-america',
    lender: 'Bank of America',
    pattern: /bank of america|\bbk of amer|\bbofa\b/i,
    proposedApr: 7,
    term: 60,
  },
  { id: 'barclays', lender: 'Barclays', pattern: /barclay/i, proposedApr: 9.9, term: 60 },
  {
    id: 'capital-one',
    lender: 'Capital One',
    pattern: /capital one|\bcap one\b|\bcapone\b/i,
    proposedApr: 15.9,
    term: 60,
  },
  { id: 'chase', lender: 'Chase', pattern: /\bchase\b|\bjpmcb\b/i, proposedApr: 6, term: 60 },
  { id: 'citi', lender: 'Citi', pattern: /\bciti(bank|cards)?\b|\bcbna\b/i, proposedApr: 9.9, term: 60 },
  { id: 'comenity', lender: 'Comenity', pattern: /comenity/i, proposedApr: 9.9, term: 60 },
  { id: 'discover', lender: 'Discover', pattern: /discover/i, proposedApr: 7.9, term: 60 },
  { id: 'synchrony', lender: 'Synchrony', pattern: /synchrony|\bsyncb\b/i, proposedApr: 9.9, term: 60 },
  { id: 'us-bank', lender: 'U.S. Bank', pattern: /\bu\.?\s?s\.? bank\b/i, proposedApr: 6, term: 60 },
  {
    id: 'wells-fargo',
    lender: 'Wells Fargo',
    pattern: /wells fargo|\bwf crd\b|\bwfbna\b/i,
    proposedApr: 6,
    term: 60,
  },
];

/** Any other creditor on a DMP. */
export const defaultConcession: LenderConcession = {
  id: 'default',
  lender: 'Any other creditor',
  proposedApr: 8,
  term: 60,
};

/**
 * Collection accounts are charged off: the original creditor has usually stopped adding interest,
 * and agencies settle them on a DMP as the balance spread over the term, without interest.
 */
export const collectionConcession: LenderConcession = {
  id: 'collection',
  lender: 'Any collection agency',
  proposedApr: 0,
  term: 60,
};

export function concessionFor(debt: {
  kind: 'debt' | 'collection';
  lenderName: string | null;
  lenderFriendlyName: string | null;
}): LenderConcession {
  const names = `${debt.lenderFriendlyName ?? ''} ${debt.lenderName ?? ''}`;
  const row = lenderConcessions.find((r) => r.pattern.test(names));
  if (row) return { id: row.id, lender: row.lender, proposedApr: row.proposedApr, term: row.term };
  return debt.kind === 'collection' ? collectionConcession : defaultConcession;
}
