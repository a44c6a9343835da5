import { readData } from '../../data/bound';
import { mailLanguage } from '../../domain/applicationOptions';
import { agreementDocument } from '../../domain/agreementDocument';
import { finalPaymentDate, monthlyDepositCents, type AgreementTerms } from '../../domain/agreementTerms';
import { toDollars } from '../../domain/money';
import { planAgreementsOf } from '../../services/agreements/planAgreements';
import { requireViewer } from '../context';
import type { QueryResolvers, Resolvers } from '../generated/resolvers';

type Plan = AgreementTerms['plan'];

const rentalDollars = (
  plan: Plan,
  key: 'monthlyPlanRentCents' | 'monthlyBackRentDueCents' | 'monthlyAssistanceCents',
) => (plan.kind === 'rental' && plan[key] != null ? toDollars(plan[key]) : null);

/*
 * A plan agreement's version as GraphQL reads it (api/services/agreements/agreementViews.ts): its
 * figures in dollars from the stored cents, and its words as the blocks every reader is shown.
 */
export const agreementQueryResolvers = {
  planAgreements: (_, { applicationId }, ctx) => planAgreementsOf(ctx.deps, requireViewer(ctx), applicationId),
} satisfies QueryResolvers;

export const agreementTypeResolvers = {
  PlanAgreement: {
    kind: (a) => a.terms.plan.kind,
    monthlyPaymentAmount: ({ terms: { plan } }) =>
      plan.kind === 'credit' ? toDollars(plan.monthlyPaymentCents) : null,
    termInMonths: ({ terms: { plan } }) => (plan.kind === 'credit' ? plan.termInMonths : null),
    firstPaymentDate: ({ terms: { plan } }) => (plan.kind === 'credit' ? plan.firstPaymentDate : null),
    monthlyDeposit: ({ terms: { plan, fees } }) =>
      plan.kind === 'credit' ? toDollars(monthlyDepositCents(plan, fees)) : null,
    estimatedFinalPaymentDate: ({ terms: { plan } }) =>
      plan.kind === 'credit' ? finalPaymentDate(plan) : null,
    monthlyFee: (a) => toDollars(a.terms.fees.monthlyCents),
    setupFee: (a) => toDollars(a.terms.fees.setupCents),
    creditorCount: (a) => a.terms.creditors.length,
    plannedStartDate: ({ terms: { plan } }) => (plan.kind === 'rental' ? plan.plannedStartDate : null),
    plannedEndDate: ({ terms: { plan } }) => (plan.kind === 'rental' ? plan.plannedEndDate : null),
    monthlyPlanRent: ({ terms: { plan } }) => rentalDollars(plan, 'monthlyPlanRentCents'),
    monthlyBackRentDue: ({ terms: { plan } }) => rentalDollars(plan, 'monthlyBackRentDueCents'),
    monthlyRentalAssistanceFundsApplied: ({ terms: { plan } }) =>
      rentalDollars(plan, 'monthlyAssistanceCents'),
    document: (a, { language }) =>
      agreementDocument(a.terms, {
        language: mailLanguage(language),
        cancelUntil: a.cancelUntil,
        signed: a.status === 'signed',
      }),
    signedAgreement: (a, _, ctx) =>
      a.id && a.status === 'signed' ? readData(ctx.database).agreements.keptAgreementOf(a.id) : null,
  },
  AgreementBlock: {
    text: (b) => (b.kind === 'heading' || b.kind === 'paragraph' ? b.text : null),
    emphasis: (b) => b.kind === 'paragraph' && b.emphasis,
    title: (b) => (b.kind === 'rows' || b.kind === 'list' ? b.title : null),
    rows: (b) => (b.kind === 'rows' ? b.rows : []),
    items: (b) => (b.kind === 'list' ? b.items : []),
  },
} satisfies Resolvers;
