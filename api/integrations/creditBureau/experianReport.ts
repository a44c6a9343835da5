import { z } from 'zod';
import type { AccountTypeCode } from '../../domain/accountTypes';
import { lastFourOf, validateCollection, validateTradeline } from '../../domain/creditReportEntry';
import { isIsoDate } from '../../domain/dates';
import { accountShapes } from './accountShapes';
import {
  CreditPullFailed,
  type BureauCollection,
  type BureauInquiry,
  type BureauReport,
  type BureauTradeline,
  type PortfolioType,
} from './creditBureau';

/*
 * Experian's Prequalification Credit Report (v1) response, read into a BureauReport
 * (docs/decisions/0101-experian-prequal-credit-report.md): `creditProfile[0]` holds the tradelines,
 * the risk models (VantageScore) and the inquiries. Amounts are whole dollars as digit strings
 * ("00002650"), dates MMDDCCYY, counts two-digit strings. Account types are Metro 2 codes; the
 * ones the product names (service-portal §3) are kept, collection accounts become collections,
 * and any other type (leases, medical, utilities…) is left out as no debt a plan could carry.
 */

const text = z.string().optional();

const tradeline = z
  .object({
    accountNumber: text,
    accountType: text,
    amount1: text,
    amount1Qualifier: text,
    amount2: text,
    amount2Qualifier: text,
    amountPastDue: text,
    balanceAmount: text,
    delinquencies30Days: text,
    delinquencies60Days: text,
    delinquencies90to180Days: text,
    ecoa: text,
    lastPaymentDate: text,
    monthlyPaymentAmount: text,
    openDate: text,
    openOrClosed: text,
    revolvingOrInstallment: text,
    statusDate: text,
    subscriberName: text,
  })
  .passthrough();

const profile = z
  .object({
    tradeline: z.array(tradeline).optional(),
    riskModel: z.array(z.object({ modelIndicator: text, score: text }).passthrough()).optional(),
    inquiry: z.array(z.object({ date: text, subscriberName: text }).passthrough()).optional(),
    informationalMessage: z
      .array(z.object({ messageNumber: text, messageNumberDetailed: text, messageText: text }).passthrough())
      .optional(),
  })
  .passthrough();

export const experianResponse = z.object({ creditProfile: z.array(profile).optional() }).passthrough();
export type ExperianResponse = z.infer<typeof experianResponse>;
type ExperianTradeline = z.infer<typeof tradeline>;

/** Metro 2 account types → the spec's codes (service-portal §3). */
export const experianAccountTypes: Readonly<Record<string, AccountTypeCode>> = {
  '00': 'AU',
  '18': 'CC',
  '07': 'CH',
  '26': 'CV',
  '95': 'FE',
  '0G': 'FX',
  '15': 'LC',
  '5B': 'SM',
  '12': 'ST',
  '01': 'US',
};

/** Collection agency and debt buyer accounts: the report's collections. */
export const experianCollectionTypes: readonly string[] = ['48', '0C'];

/** "No record found": Experian's informational message 07 (four digits: 0007) for a file it does not hold. */
const noRecordFound = (message: { messageNumber?: string; messageNumberDetailed?: string }) =>
  message.messageNumber === '07' || message.messageNumberDetailed === '0007';

/** VantageScore models, newest first: 4.0 ("V4"), then 3.0 ("V3"). */
const vantageModels = ['V4', 'V3'];

const dollars = (amount: string | undefined): number => {
  const digits = (amount ?? '').trim();
  return /^\d+$/.test(digits) ? Number(digits) : 0;
};

const count = (value: string | undefined): number => {
  const digits = (value ?? '').trim();
  return /^\d+$/.test(digits) ? Number(digits) : 0;
};

/** MMDDCCYY → YYYY-MM-DD; null when absent or not a date. */
export function experianDate(value: string | undefined): string | null {
  const digits = (value ?? '').trim();
  if (!/^\d{8}$/.test(digits)) return null;
  const iso = `${digits.slice(4)}-${digits.slice(0, 2)}-${digits.slice(2, 4)}`;
  return isIsoDate(iso) ? iso : null;
}

function portfolioOf(line: ExperianTradeline, code: AccountTypeCode): PortfolioType {
  const shape = accountShapes[code].portfolioType;
  if (shape === 'mortgage' || shape === 'lineOfCredit') return shape;
  if (line.revolvingOrInstallment === 'R') return 'revolving';
  if (line.revolvingOrInstallment === 'I') return 'installment';
  return shape;
}

/** amount1/amount2 qualified "H" (high credit) or "L" (limit) or "O" (original amount). */
function highCreditOf(line: ExperianTradeline): number | null {
  const qualified = [
    [line.amount1Qualifier, line.amount1],
    [line.amount2Qualifier, line.amount2],
  ] as const;
  const amount = qualified.find(([qualifier]) => qualifier === 'H' || qualifier === 'L' || qualifier === 'O');
  return amount ? dollars(amount[1]) : null;
}

/** Refused as the console refuses a typed line: a bureau's figure no rule accepts decides nothing. */
class MalformedBureauAnswer extends Error {
  constructor(what: string, errors: Record<string, string>) {
    super(`Experian sent ${what} the tradeline rule refuses: ${Object.values(errors).join('; ')}`);
    this.name = 'MalformedBureauAnswer';
  }
}

function tradelineOf(line: ExperianTradeline, code: AccountTypeCode): BureauTradeline {
  const isOpen = line.openOrClosed !== 'C';
  const payment = dollars(line.monthlyPaymentAmount);
  const checked = validateTradeline({
    lenderName: line.subscriberName,
    accountType: code,
    accountNumberLast4: lastFourOf(line.accountNumber),
    currentBalance: dollars(line.balanceAmount),
    monthlyPayment: payment,
    isOpen,
    late30DaysTotal: count(line.delinquencies30Days),
    late60DaysTotal: count(line.delinquencies60Days),
    late90DaysTotal: count(line.delinquencies90to180Days),
  });
  if (Object.keys(checked.errors).length > 0) throw new MalformedBureauAnswer('a tradeline', checked.errors);
  const entry = checked.values;
  return {
    accountNumber: (line.accountNumber ?? '').trim(),
    accountType: code,
    currentBalance: entry.currentBalance,
    dateClosed: isOpen ? null : (experianDate(line.statusDate) ?? experianDate(line.lastPaymentDate)),
    dateOpened: experianDate(line.openDate),
    // ECOA 2 is a joint contractual liability; every other designator is the person's own account.
    ecoaDesignator: line.ecoa === '2' ? 'jointContractLiability' : 'primary',
    estimatedMonthlyPayment: payment,
    scheduledMonthlyPayment: line.monthlyPaymentAmount ? payment : null,
    highCredit: highCreditOf(line),
    late30DaysTotal: entry.late30DaysTotal,
    late60DaysTotal: entry.late60DaysTotal,
    late90DaysTotal: entry.late90DaysTotal,
    lenderName: entry.lenderName,
    // Experian's report splits no payment into interest and principal: the payment is all principal.
    minimumMonthlyInterest: null,
    minimumMonthlyPrincipal: payment,
    mostRecentPayment: experianDate(line.lastPaymentDate),
    portfolioType: portfolioOf(line, code),
    pastDue: line.amountPastDue ? dollars(line.amountPastDue) : null,
  };
}

function collectionOf(line: ExperianTradeline): BureauCollection {
  const checked = validateCollection({
    subscriberName: line.subscriberName,
    accountNumberLast4: lastFourOf(line.accountNumber),
    currentBalance: dollars(line.balanceAmount),
  });
  if (Object.keys(checked.errors).length > 0) throw new MalformedBureauAnswer('a collection', checked.errors);
  return {
    accountNumber: (line.accountNumber ?? '').trim(),
    currentBalance: checked.values.currentBalance,
    subscriberName: checked.values.subscriberName,
  };
}

function vantageScoreOf(models: { modelIndicator?: string; score?: string }[]): number | null {
  for (const model of vantageModels) {
    const found = models.find((m) => m.modelIndicator === model && /^\d+$/.test(m.score ?? ''));
    if (found) return Number(found.score);
  }
  return null;
}

/**
 * The report of an Experian answer. No credit profile, "no record found", or a file without a
 * VantageScore is a no-hit (the pending path); a tradeline the rule refuses throws, logged as a
 * bureau error, so nothing is decided on it.
 */
export function reportOfExperian(body: unknown): BureauReport {
  const parsed = experianResponse.safeParse(body);
  if (!parsed.success) throw new Error('Experian sent an answer that is not a credit report');
  const [file] = parsed.data.creditProfile ?? [];
  if (!file || (file.informationalMessage ?? []).some(noRecordFound))
    throw new CreditPullFailed('noHit', 'Experian found no file');
  const vantageScore = vantageScoreOf(file.riskModel ?? []);
  if (vantageScore === null) throw new CreditPullFailed('noHit', 'Experian returned no VantageScore');
  const tradelines: BureauTradeline[] = [];
  const collections: BureauCollection[] = [];
  for (const line of file.tradeline ?? []) {
    const type = (line.accountType ?? '').trim().toUpperCase();
    if (experianCollectionTypes.includes(type)) collections.push(collectionOf(line));
    else if (experianAccountTypes[type]) tradelines.push(tradelineOf(line, experianAccountTypes[type]));
  }
  const inquiries: BureauInquiry[] = (file.inquiry ?? []).flatMap((inquiry) => {
    const inquiryDate = experianDate(inquiry.date);
    return inquiryDate && inquiry.subscriberName
      ? [{ subscriberName: inquiry.subscriberName, inquiryDate }]
      : [];
  });
  return { vantageScore, tradelines, collections, inquiries };
}
