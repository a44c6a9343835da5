import type { AccountTypeCode } from '../../domain/accountTypes';

/** Who is pulled: the borrower's or spouse's identity as the application holds it. */
export interface BureauPerson {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  addressLine1: string;
  zipCode: string;
  ssnLast4?: string;
}

export type EcoaDesignator = 'primary' | 'jointContractLiability';
export type PortfolioType = 'installment' | 'lineOfCredit' | 'mortgage' | 'open' | 'revolving';

/** One tradeline, shaped like a row of the `debts` table: dollars, dates as YYYY-MM-DD. */
export interface BureauTradeline {
  accountNumber: string;
  accountType: AccountTypeCode;
  currentBalance: number;
  dateClosed: string | null;
  dateOpened: string | null;
  ecoaDesignator: EcoaDesignator;
  estimatedMonthlyPayment: number;
  scheduledMonthlyPayment: number | null;
  highCredit: number | null;
  late30DaysTotal: number;
  late60DaysTotal: number;
  late90DaysTotal: number;
  lenderName: string;
  minimumMonthlyInterest: number | null;
  minimumMonthlyPrincipal: number | null;
  mostRecentPayment: string | null;
  portfolioType: PortfolioType;
  pastDue: number | null;
}

/** A row of the `collections` table. */
export interface BureauCollection {
  accountNumber: string;
  currentBalance: number;
  subscriberName: string;
}

/** A row of the `credit_inquiries` table. */
export interface BureauInquiry {
  subscriberName: string;
  inquiryDate: string;
}

export interface BureauReport {
  vantageScore: number;
  tradelines: BureauTradeline[];
  collections: BureauCollection[];
  inquiries: BureauInquiry[];
}

/** `noHit`: the bureau has no file for the person; `timeout`: it did not answer in time. */
export type CreditPullFailure = 'noHit' | 'timeout';

/** The pull did not produce a report: the application takes the spec's pending path. */
export class CreditPullFailed extends Error {
  constructor(
    readonly reason: CreditPullFailure,
    message: string,
  ) {
    super(message);
    this.name = 'CreditPullFailed';
  }
}

export interface CreditBureau {
  /** Resolves with the person's report or rejects with `CreditPullFailed`. */
  pull(person: BureauPerson): Promise<BureauReport>;
}
