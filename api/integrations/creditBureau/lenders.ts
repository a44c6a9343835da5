import type { AccountTypeCode } from '../../domain/accountTypes';

/** A creditor as a bureau names it, the name a borrower knows it by, and what it lends. */
export interface Lender {
  bureauName: string;
  friendlyName: string;
  accountTypes: readonly AccountTypeCode[];
}

/* Real US issuers and lenders under the abbreviated names bureaus print, so simulated reports look
 * like the ones counsellors read every day and the friendly-name map has real work to do. */
export const lenders: readonly Lender[] = [
  { bureauName: 'CAPITAL ONE BANK USA NA', friendlyName: 'Capital One', accountTypes: ['CC'] },
  { bureauName: 'JPMCB CARD', friendlyName: 'Chase', accountTypes: ['CC'] },
  { bureauName: 'CITICARDS CBNA', friendlyName: 'Citi', accountTypes: ['CC'] },
  { bureauName: 'DISCOVER BANK', friendlyName: 'Discover', accountTypes: ['CC', 'US'] },
  { bureauName: 'AMERICAN EXPRESS', friendlyName: 'American Express', accountTypes: ['FX', 'CH', 'CC'] },
  { bureauName: 'BANK OF AMERICA', friendlyName: 'Bank of America', accountTypes: ['CC', 'CV', 'SM'] },
  { bureauName: 'WELLS FARGO CARD SER', friendlyName: 'Wells Fargo', accountTypes: ['CC'] },
  { bureauName: 'SYNCB/AMAZON', friendlyName: 'Amazon Store Card', accountTypes: ['CH'] },
  { bureauName: 'SYNCB/LOWES', friendlyName: "Lowe's", accountTypes: ['CH'] },
  { bureauName: 'THD/CBNA', friendlyName: 'The Home Depot', accountTypes: ['CH'] },
  { bureauName: 'TD BANK USA/TARGETCRED', friendlyName: 'Target', accountTypes: ['CH'] },
  { bureauName: 'COMENITY BANK/VICTORIA', friendlyName: "Victoria's Secret", accountTypes: ['CH'] },
  { bureauName: 'BARCLAYS BANK DELAWARE', friendlyName: 'Barclays', accountTypes: ['CC'] },
  { bureauName: 'CREDIT ONE BANK NA', friendlyName: 'Credit One Bank', accountTypes: ['CC'] },
  { bureauName: 'US BANK', friendlyName: 'U.S. Bank', accountTypes: ['CC', 'LC', 'SM'] },
  { bureauName: 'GOLDMAN SACHS BANK USA', friendlyName: 'Apple Card', accountTypes: ['CC'] },
  { bureauName: 'PNC BANK', friendlyName: 'PNC Bank', accountTypes: ['LC', 'SM'] },
  {
    bureauName: 'NAVY FCU',
    friendlyName: 'Navy Federal Credit Union',
    accountTypes: ['CC', 'AU', 'US', 'LC'],
  },
  { bureauName: 'MERRICK BANK CORP', friendlyName: 'Merrick Bank', accountTypes: ['CC'] },
  { bureauName: 'TRUIST BANK', friendlyName: 'Truist', accountTypes: ['LC', 'AU', 'SM'] },
  { bureauName: 'LENDINGCLUB BANK', friendlyName: 'LendingClub', accountTypes: ['US'] },
  { bureauName: 'ONEMAIN', friendlyName: 'OneMain Financial', accountTypes: ['US'] },
  { bureauName: 'SOFI BANK NA', friendlyName: 'SoFi', accountTypes: ['US', 'ST'] },
  { bureauName: 'ALLY FINANCIAL', friendlyName: 'Ally', accountTypes: ['AU'] },
  { bureauName: 'TOYOTA MOTOR CREDIT CO', friendlyName: 'Toyota Financial Services', accountTypes: ['AU'] },
  { bureauName: 'SANTANDER CONSUMER USA', friendlyName: 'Santander Consumer USA', accountTypes: ['AU'] },
  { bureauName: 'ROCKET MORTGAGE', friendlyName: 'Rocket Mortgage', accountTypes: ['CV'] },
  { bureauName: 'NATIONSTAR/MR COOPER', friendlyName: 'Mr. Cooper', accountTypes: ['CV'] },
  { bureauName: 'DEPT OF ED/NELNET', friendlyName: 'Nelnet', accountTypes: ['ST'] },
  { bureauName: 'DEPT OF ED/AIDVANTAGE', friendlyName: 'Aidvantage', accountTypes: ['ST'] },
  { bureauName: 'SALLIE MAE BANK INC', friendlyName: 'Sallie Mae', accountTypes: ['ST'] },
  { bureauName: 'PRE PAID LEGAL SVCS', friendlyName: 'LegalShield', accountTypes: ['FE'] },
];

/** Debt buyers and agencies that appear as the subscriber of collection accounts. */
export const collectionAgencies: readonly Omit<Lender, 'accountTypes'>[] = [
  { bureauName: 'PORTFOLIO RECOVERY ASSOCIATES', friendlyName: 'Portfolio Recovery Associates' },
  { bureauName: 'MIDLAND CREDIT MANAGEMENT', friendlyName: 'Midland Credit Management' },
  { bureauName: 'LVNV FUNDING LLC', friendlyName: 'LVNV Funding' },
  { bureauName: 'JEFFERSON CAPITAL SYSTEMS', friendlyName: 'Jefferson Capital Systems' },
  { bureauName: 'CAVALRY SPV I LLC', friendlyName: 'Cavalry' },
  { bureauName: 'ENHANCED RECOVERY CO L', friendlyName: 'Enhanced Recovery Company' },
];

/** The spec's lender friendly-name map (bureau name → display name), for every name a report can carry. */
export const lenderFriendlyNames: Readonly<Record<string, string>> = Object.fromEntries(
  [...lenders, ...collectionAgencies].map((lender) => [lender.bureauName, lender.friendlyName]),
);

export function lendersFor(accountType: AccountTypeCode): readonly Lender[] {
  return lenders.filter((lender) => lender.accountTypes.includes(accountType));
}
