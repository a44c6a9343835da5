import type {
  CountingDebt,
  CreditReportDebts,
  ReportCollection,
  ReportDebt,
} from '../../api/domain/countingDebts';
import { startingCreditorTerms } from '../../api/domain/startingCreditorTerms';

/** The table every workspace starts with, in force since long before any test's clock. */
export const theStartingTable = startingCreditorTerms('2000-01-01', '2000-01-01T00:00:00.000Z');

/** Test data builders for the decision rules: a plausible open credit card unless told otherwise. */
let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;

export function aDebt(overrides: Partial<ReportDebt> = {}): ReportDebt {
  const id = overrides.id ?? nextId('debt');
  return {
    id,
    accountNumber: `ACCT-${id}`,
    accountType: 'CC',
    currentBalance: 2500,
    dateClosed: null,
    scheduledMonthlyPayment: 90,
    estimatedMonthlyPayment: null,
    minimumMonthlyInterest: null,
    lenderName: 'FIRST COMMUNITY BANK',
    ...overrides,
  };
}

export function aCollection(overrides: Partial<ReportCollection> = {}): ReportCollection {
  const id = overrides.id ?? nextId('collection');
  return {
    id,
    accountNumber: `COLL-${id}`,
    currentBalance: 800,
    subscriberName: 'MIDLAND CREDIT MGMT',
    ...overrides,
  };
}

export function aReport(overrides: Partial<CreditReportDebts> = {}): CreditReportDebts {
  return {
    id: nextId('report'),
    createdAt: '2025-03-01T10:00:00.000Z',
    debts: [],
    collections: [],
    ...overrides,
  };
}

export function aCountingDebt(overrides: Partial<CountingDebt> = {}): CountingDebt {
  return {
    kind: 'debt',
    id: nextId('debt'),
    accountNumber: null,
    accountType: 'CC',
    lenderName: 'FIRST COMMUNITY BANK',
    lenderFriendlyName: null,
    balance: 2500,
    currentMonthlyPayment: 90,
    currentApr: null,
    shared: false,
    ...overrides,
  };
}
