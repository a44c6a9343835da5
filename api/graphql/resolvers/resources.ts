import { paymentHeadline, planLengthInMonths } from '../../domain/savings';
import { offerSource, type OfferRef } from '../../domain/offerSource';
import type { Context } from '../context';
import type { Loaders } from '../loaders';
import { resourceQueries } from './resource';

const newestFirst = { field: 'createdAt', order: 'DESC' } as const;

/** The console's read-only resources: each is one table with the generic list grammar. */
export const resourceQueryResolvers = {
  ...resourceQueries('Borrower', 'Borrowers', {
    table: (t) => t.borrowers,
    search: (t) => [t.borrowers.firstName, t.borrowers.lastName, t.borrowers.email, t.borrowers.phoneNumber],
    defaultSort: newestFirst,
  }),
  ...resourceQueries('Spouse', 'Spouses', { table: (t) => t.spouses }),
  ...resourceQueries('Hardship', 'Hardships', {
    table: (t) => t.hardships,
    defaultSort: { field: 'key', order: 'ASC' },
  }),
  ...resourceQueries('RentalApplication', 'RentalApplications', { table: (t) => t.rentalApplications }),
  ...resourceQueries('DmpEnrollment', 'DmpEnrollments', {
    table: (t) => t.dmpEnrollments,
    defaultSort: newestFirst,
  }),
  ...resourceQueries('RentalReliefPlan', 'RentalReliefPlans', {
    table: (t) => t.rentalReliefPlans,
    defaultSort: newestFirst,
  }),
  ...resourceQueries('ContactAttempt', 'ContactAttempts', {
    table: (t) => t.contactAttempts,
    defaultSort: newestFirst,
  }),
  ...resourceQueries('CreditReport', 'CreditReports', {
    table: (t) => t.creditReports,
    defaultSort: newestFirst,
  }),
  ...resourceQueries('Decision', 'Decisions', { table: (t) => t.decisions, defaultSort: newestFirst }),
  ...resourceQueries('Offer', 'Offers', {
    table: (t) => t.offers,
    defaultSort: { field: 'balance', order: 'DESC' },
  }),
  ...resourceQueries('ExpenseEstimate', 'ExpenseEstimates', {
    table: (t) => t.expenseEstimates,
    defaultSort: { field: 'category', order: 'ASC' },
  }),
  ...resourceQueries('BankItem', 'BankItems', {
    table: (t) => t.bankItems,
    defaultSort: { field: 'institutionName', order: 'ASC' },
  }),
  ...resourceQueries('DebtScore', 'DebtScores', { table: (t) => t.debtScores, defaultSort: newestFirst }),
  ...resourceQueries('IncomeSnapshot', 'IncomeSnapshots', {
    table: (t) => t.incomeSnapshots,
    defaultSort: newestFirst,
  }),
  ...resourceQueries('Alert', 'Alerts', { table: (t) => t.alerts, defaultSort: newestFirst }),
  ...resourceQueries('AuditLogEntry', 'AuditLogEntries', {
    table: (t) => t.auditLog,
    defaultSort: newestFirst,
  }),
  ...resourceQueries('Email', 'Emails', {
    table: (t) => t.emailOutbox,
    search: (t) => [t.emailOutbox.to, t.emailOutbox.subject],
    defaultSort: newestFirst,
  }),
};

const json = (value: unknown) => (value == null ? null : JSON.stringify(value));

/** Fields computed from other rows, batched through the request's loaders. */
export const resourceTypeResolvers = {
  Borrower: {
    applicationId: async (b: { id: string }, _: unknown, ctx: Context) =>
      (await ctx.loaders.applicationsByBorrower.load(b.id))[0]?.id ?? null,
  },
  ContactAttempt: {
    contactedByName: async (c: { contactedBy: string | null }, _: unknown, ctx: Context) =>
      c.contactedBy ? ((await ctx.loaders.user.load(c.contactedBy))?.name ?? null) : null,
  },
  AuditLogEntry: {
    actorName: async (e: { actorId: string | null }, _: unknown, ctx: Context) =>
      e.actorId ? ((await ctx.loaders.user.load(e.actorId))?.name ?? null) : null,
    before: (e: { before: unknown }) => json(e.before),
    after: (e: { after: unknown }) => json(e.after),
  },
  Decision: {
    disqualificationReasons: (d: { id: string }, _: unknown, ctx: Context) =>
      ctx.loaders.reasonsByDecision.load(d.id),
    /** The headline's savings, so the console and the offers pages show the same dollars. */
    monthlySavings: async (d: DecisionRef, _: unknown, ctx: Context) =>
      (await headlineOf(d, ctx.loaders)).monthlySavings,
    paymentHeadline: (d: DecisionRef, _: unknown, ctx: Context) => headlineOf(d, ctx.loaders),
    planLengthInMonths: () => planLengthInMonths,
  },
  Offer: {
    lenderName: (o: OfferRef, _: unknown, ctx: Context) =>
      sourceOf(o, ctx.loaders).then((s) => s?.lenderName ?? null),
    lenderFriendlyName: async (o: OfferRef, _: unknown, ctx: Context) => {
      const name = (await sourceOf(o, ctx.loaders))?.lenderName;
      return name ? ((await ctx.loaders.lenderByName.load(name))?.friendlyName ?? name) : null;
    },
    accountType: async (o: OfferRef, _: unknown, ctx: Context) =>
      o.debtId ? ((await ctx.loaders.debt.load(o.debtId))?.accountType ?? null) : 'collection',
    currentPayment: (o: OfferRef, _: unknown, ctx: Context) =>
      sourceOf(o, ctx.loaders).then((s) => s?.currentPayment ?? null),
  },
  BankItem: {
    accounts: (i: { id: string }, _: unknown, ctx: Context) => ctx.loaders.accountsByBankItem.load(i.id),
  },
};

interface DecisionRef {
  id: string;
  isQualified: boolean;
  currentUnsecuredDebtPayment: number | null;
  proposedUnsecuredDebtPayment: number | null;
}

/** The headline over the decision's offer tiles (api/domain/savings.ts), the tiles' figures through the loaders. */
async function headlineOf(d: DecisionRef, loaders: Loaders) {
  const offers = d.isQualified ? await loaders.offersByDecision.load(d.id) : [];
  const shown = await Promise.all(
    offers.map(async (o) => ({
      payment: o.payment,
      currentPayment: (await sourceOf(o, loaders))?.currentPayment ?? null,
    })),
  );
  return paymentHeadline(d, shown);
}

/** The offer's debt or collection through the request's loaders. */
const sourceOf = (o: OfferRef, loaders: Loaders) =>
  offerSource(o, {
    debt: (id) => loaders.debt.load(id),
    collection: (id) => loaders.collection.load(id),
  });
