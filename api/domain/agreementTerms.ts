import { countingAccountTypes } from './accountTypes';
import { accountLastFour } from './accountNumber';
import type { AgencyFees } from './agencyFees';
import { addMonthsClamped } from './dmpSchedule';
import { shareCents, toCents } from './money';

/*
 * What a plan agreement says, as stored figures (integer cents, basis points, calendar days): the
 * plan's own terms, each creditor in it with the concession we expect, the creditors left out and
 * why, the agency's fees, who it is for and how to reach the agency (docs/decisions/0107). Built once
 * from the plan, its decision's offers and the credit reports behind them; a signed version keeps
 * these figures for good (docs/decisions/0108), and every page, PDF and e-mail writes them from here.
 */

export interface CreditPlanTerms {
  kind: 'credit';
  /** What goes to the creditors each month (the DMP's monthly payment). */
  monthlyPaymentCents: number;
  termInMonths: number;
  /** YYYY-MM-DD */
  firstPaymentDate: string;
}

export interface RentalPlanTerms {
  kind: 'rental';
  plannedStartDate: string | null;
  plannedEndDate: string | null;
  monthlyPlanRentCents: number | null;
  monthlyBackRentDueCents: number | null;
  monthlyAssistanceCents: number | null;
}

export interface AgreementCreditor {
  name: string;
  accountLastFour: string | null;
  balanceCents: number;
  /** Basis points (2499 = 24.99 %); null when the credit report gives none. */
  currentAprBasisPoints: number | null;
  currentPaymentCents: number;
  planAprBasisPoints: number;
  planPaymentCents: number;
}

/** Why a creditor on the report is not in the plan. */
export type LeftOutReason = 'closed' | 'accountType' | 'notTakingPart' | 'notOffered';

export interface LeftOutCreditor {
  name: string;
  accountLastFour: string | null;
  balanceCents: number;
  reason: LeftOutReason;
  /** For 'accountType': the kind of debt a plan does not take (a mortgage, a car or student loan…). */
  accountType: string | null;
}

export interface AgreementParty {
  signer: 'borrower' | 'spouse';
  name: string;
  /** One line; null when none was given. */
  address: string | null;
}

export interface AgreementTerms {
  plan: CreditPlanTerms | RentalPlanTerms;
  /** The decision whose offers the creditors are (credit plans). */
  decisionId: string | null;
  creditors: AgreementCreditor[];
  leftOut: LeftOutCreditor[];
  fees: AgencyFees;
  parties: AgreementParty[];
  contact: { agencyPhone: string; counselorPhone: string };
}

/** An offer as stored, with its debt's or collection's account: the creditor's line in the plan. */
export interface OfferLine {
  debtId: string | null;
  collectionId: string | null;
  name: string;
  accountNumber: string | null;
  /** Dollars, as the offers row stores them. */
  balance: number | null;
  currentApr: number | null;
  currentPayment: number | null;
  proposedApr: number | null;
  payment: number | null;
}

/** A tradeline of the reports the decision read. */
export interface ReportLine {
  id: string;
  name: string;
  accountNumber: string | null;
  accountType: string | null;
  currentBalance: number | null;
  dateClosed: string | null;
  /** A collection: a plan takes any kind of debt in collection. */
  isCollection: boolean;
}

export interface DmpRow {
  monthlyPaymentAmount: number | null;
  termInMonths: number | null;
  firstPaymentDate: string | null;
}

export interface RentalPlanRow {
  plannedStartDate: string | null;
  plannedEndDate: string | null;
  monthlyPlanRent: number | null;
  monthlyBackRentDue: number | null;
  monthlyRentalAssistanceFundsApplied: number | null;
}

export type PlanRow = { kind: 'credit'; row: DmpRow } | { kind: 'rental'; row: RentalPlanRow };

const cents = (dollars: number | null) => (dollars == null ? null : toCents(dollars));

/** The plan's own terms; null while a DMP lacks its payment, length or first payment date. */
export function planTermsOf(plan: PlanRow): CreditPlanTerms | RentalPlanTerms | null {
  if (plan.kind === 'rental') {
    const { row } = plan;
    return {
      kind: 'rental',
      plannedStartDate: row.plannedStartDate,
      plannedEndDate: row.plannedEndDate,
      monthlyPlanRentCents: cents(row.monthlyPlanRent),
      monthlyBackRentDueCents: cents(row.monthlyBackRentDue),
      monthlyAssistanceCents: cents(row.monthlyRentalAssistanceFundsApplied),
    };
  }
  const { monthlyPaymentAmount, termInMonths, firstPaymentDate } = plan.row;
  if (monthlyPaymentAmount == null || !termInMonths || !firstPaymentDate) return null;
  return {
    kind: 'credit',
    monthlyPaymentCents: toCents(monthlyPaymentAmount),
    termInMonths,
    firstPaymentDate: firstPaymentDate.slice(0, 10),
  };
}

/**
 * Each creditor's share of the monthly payment: the offers' payments when they add up to it, else
 * the payment shared in proportion to them, to the cent (docs/decisions/0109) — so the lines always
 * add up to what the borrower pays the creditors.
 */
function creditorsOf(offers: readonly OfferLine[], monthlyPaymentCents: number): AgreementCreditor[] {
  const offered = offers.map((o) => toCents(o.payment ?? 0));
  const shares = shareCents(monthlyPaymentCents, offered);
  return offers.map((offer, i) => ({
    name: offer.name,
    accountLastFour: accountLastFour(offer.accountNumber),
    balanceCents: toCents(offer.balance ?? 0),
    currentAprBasisPoints: offer.currentApr == null ? null : toCents(offer.currentApr),
    currentPaymentCents: toCents(offer.currentPayment ?? 0),
    planAprBasisPoints: toCents(offer.proposedApr ?? 0),
    planPaymentCents: shares[i],
  }));
}

const countingTypes: ReadonlySet<string> = new Set(countingAccountTypes);

/**
 * The report's creditors with a balance that the plan leaves out, once per account: closed accounts,
 * kinds of debt a plan does not take, and any other the decision made no offer for.
 */
function leftOutOf(
  report: readonly ReportLine[],
  offers: readonly OfferLine[],
  notTakingPart: ReadonlySet<string>,
): LeftOutCreditor[] {
  const inPlan = new Set(
    offers.flatMap((o) => [o.debtId, o.collectionId, o.accountNumber?.trim()].filter(Boolean)),
  );
  const seen = new Set<string>();
  const left: LeftOutCreditor[] = [];
  for (const line of report) {
    const balanceCents = toCents(line.currentBalance ?? 0);
    const account = line.accountNumber?.trim() || `#${line.id}`;
    if (balanceCents <= 0 || inPlan.has(line.id) || inPlan.has(account) || seen.has(account)) continue;
    seen.add(account);
    const type = line.accountType ?? '';
    const planKind = line.isCollection || countingTypes.has(type);
    left.push({
      name: line.name,
      accountLastFour: accountLastFour(line.accountNumber),
      balanceCents,
      reason: line.dateClosed
        ? 'closed'
        : !planKind
          ? 'accountType'
          : notTakingPart.has(line.id)
            ? 'notTakingPart'
            : 'notOffered',
      accountType: planKind || !type ? null : type,
    });
  }
  return left.sort((a, b) => b.balanceCents - a.balanceCents || (a.name < b.name ? -1 : 1));
}

export interface AgreementFacts {
  plan: PlanRow;
  decisionId: string | null;
  /** The decision's offers, highest balance first (credit plans). */
  offers: readonly OfferLine[];
  /** Every tradeline of the reports the decision read (credit plans). */
  report: readonly ReportLine[];
  /** The debts and collections the decision left out because their creditor does not take part in plans. */
  notTakingPart: readonly string[];
  fees: AgencyFees;
  parties: AgreementParty[];
  contact: AgreementTerms['contact'];
}

/**
 * The agreement a plan makes, or null when there is none to sign yet: a DMP without its payment,
 * length or first payment date, or without creditors (a qualified decision's offers) to pay.
 */
export function agreementTerms(facts: AgreementFacts): AgreementTerms | null {
  const plan = planTermsOf(facts.plan);
  if (!plan) return null;
  if (plan.kind === 'credit' && facts.offers.length === 0) return null;
  return {
    plan,
    decisionId: plan.kind === 'credit' ? facts.decisionId : null,
    creditors: plan.kind === 'credit' ? creditorsOf(facts.offers, plan.monthlyPaymentCents) : [],
    leftOut:
      plan.kind === 'credit' ? leftOutOf(facts.report, facts.offers, new Set(facts.notTakingPart)) : [],
    fees: { setupCents: facts.fees.setupCents, monthlyCents: facts.fees.monthlyCents },
    parties: facts.parties,
    contact: { agencyPhone: facts.contact.agencyPhone, counselorPhone: facts.contact.counselorPhone },
  };
}

/** The monthly deposit: what goes to the creditors plus the agency's monthly fee. */
export const monthlyDepositCents = (plan: CreditPlanTerms, fees: AgencyFees) =>
  plan.monthlyPaymentCents + fees.monthlyCents;

/** The last monthly payment's day: the first payment's day, term − 1 months later. */
export const finalPaymentDate = (plan: CreditPlanTerms) =>
  addMonthsClamped(plan.firstPaymentDate, plan.termInMonths - 1);

/** A value as JSON with its keys sorted, so two equal terms read alike whatever their keys' order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Whether a signed agreement still stands for the plan as it is now: the same plan terms, the same
 * decision's creditors and the same fees. Anything else is new terms, signed again as a new version
 * (who it is for and the agency's phone lines are read from the agreement, not agreed to).
 */
export function termsStand(
  signed: AgreementTerms,
  now: { plan: PlanRow; decisionId: string | null; fees: AgencyFees },
): boolean {
  const plan = planTermsOf(now.plan);
  return (
    plan !== null &&
    stableJson(signed.plan) === stableJson(plan) &&
    (signed.plan.kind === 'rental' || signed.decisionId === now.decisionId) &&
    signed.fees.setupCents === now.fees.setupCents &&
    signed.fees.monthlyCents === now.fees.monthlyCents
  );
}

/** The same agreement: every term, the parties and the contact included. */
export const sameAgreement = (a: AgreementTerms, b: AgreementTerms) => stableJson(a) === stableJson(b);
