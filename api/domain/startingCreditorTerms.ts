import { versionIdOf, type CreditorKind, type CreditorTermsVersion } from './creditorTerms';

/*
 * The table every workspace starts with: what a creditor typically grants a borrower on a nonprofit
 * debt-management plan, as a reduced APR and a payoff term. The spec leaves these to us (DESIGN.md,
 * "Decision engine").
 *
 * Source and assumption: the figures are planning assumptions in the range nonprofit counselling
 * agencies commonly report for these card issuers on a plan (most between 6 % and 10 % APR, Capital
 * One notably higher) with the usual five-year payoff, no minimum payment beyond the payoff, and
 * every creditor taking part. They are not contract terms: live starts with them marked "not yet
 * reviewed" until a lead has checked them against the agency's own creditor list in the console's
 * Creditors screen (docs/decisions/0114). The patterns match both friendly names ("Capital One")
 * and raw bureau subscriber names ("CAPITAL ONE BANK USA N", "SYNCB/AMAZON", "JPMCB CARD",
 * "CITICARDS CBNA", "BK OF AMER", "WF CRD SVC").
 */

export interface StartingCreditor {
  creditorId: string;
  kind: CreditorKind;
  friendlyName: string;
  namePatterns: readonly string[];
  planApr: number;
  termInMonths: number;
}

const creditor = (
  creditorId: string,
  friendlyName: string,
  namePatterns: readonly string[],
  planApr: number,
): StartingCreditor => ({
  creditorId,
  kind: 'creditor',
  friendlyName,
  namePatterns,
  planApr,
  termInMonths: 60,
});

export const startingCreditors: readonly StartingCreditor[] = [
  creditor('amex', 'American Express', ['american express', 'amex'], 9.9),
  creditor('bank-of-america', 'Bank of America', ['bank of america', 'bk of amer*', 'bofa'], 7),
  creditor('barclays', 'Barclays', ['barclay*'], 9.9),
  creditor('capital-one', 'Capital One', ['capital one', 'cap one', 'capone'], 15.9),
  creditor('chase', 'Chase', ['chase', 'jpmcb'], 6),
  creditor('citi', 'Citi', ['citi', 'citibank', 'citicards', 'cbna'], 9.9),
  creditor('comenity', 'Comenity', ['comenity*'], 9.9),
  creditor('discover', 'Discover', ['discover*'], 7.9),
  creditor('synchrony', 'Synchrony', ['synchrony*', 'syncb'], 9.9),
  creditor('us-bank', 'U.S. Bank', ['us bank', 'u s bank'], 6),
  creditor('wells-fargo', 'Wells Fargo', ['wells fargo', 'wf crd', 'wfbna'], 6),
  // Any other creditor on a plan.
  {
    creditorId: 'default',
    kind: 'otherCreditors',
    friendlyName: 'Any other creditor',
    namePatterns: [],
    planApr: 8,
    termInMonths: 60,
  },
  // Charged off: agencies settle them as the balance spread over the term, without interest.
  {
    creditorId: 'collection',
    kind: 'collections',
    friendlyName: 'Any collection agency',
    namePatterns: [],
    planApr: 0,
    termInMonths: 60,
  },
];

/** The starting table as its first versions, in effect from `effectiveDate`, recorded at `recordedAt`. */
export function startingCreditorTerms(effectiveDate: string, recordedAt: string): CreditorTermsVersion[] {
  return startingCreditors.map((c) => ({
    ...c,
    id: versionIdOf(c.creditorId, 1),
    version: 1,
    minimumPayment: 0,
    participatesInPlans: true,
    effectiveDate,
    recordedAt,
  }));
}
