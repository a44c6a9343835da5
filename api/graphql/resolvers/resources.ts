import { paymentHeadline, planLengthInMonths } from '../../domain/savings';
import { readKindLabel } from '../../domain/readLog';
import { offerSource, type OfferRef } from '../../domain/offerSource';
import type { CreditReportEntry } from '../../domain/creditReportEntry';
import type { Context } from '../context';
import type { Loaders } from '../loaders';
import { resourceQueries } from './resource';
import type { QueryResolvers, Resolvers } from '../generated/resolvers';

const newestFirst = { field: 'createdAt', order: 'DESC' } as const;

/**
 * The console's read-only resources: each is one table with the generic list grammar. A borrower
 * page's tab lists one file's few rows (a decision's offers, an application's calls and hardships):
 * `narrowedBy` gives it its page and total from one statement.
 */
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
    narrowedBy: ['applicationId'],
  }),
  ...resourceQueries('RentalApplication', 'RentalApplications', {
    table: (t) => t.rentalApplications,
  }),
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
    narrowedBy: ['applicationId'],
  }),
  ...resourceQueries('CreditReport', 'CreditReports', {
    table: (t) => t.creditReports,
    defaultSort: newestFirst,
  }),
  ...resourceQueries('Decision', 'Decisions', {
    table: (t) => t.decisions,
    defaultSort: newestFirst,
  }),
  ...resourceQueries('Offer', 'Offers', {
    table: (t) => t.offers,
    defaultSort: { field: 'balance', order: 'DESC' },
    narrowedBy: ['decisionId', 'applicationId'],
  }),
  ...resourceQueries('ExpenseEstimate', 'ExpenseEstimates', {
    table: (t) => t.expenseEstimates,
    defaultSort: { field: 'category', order: 'ASC' },
  }),
  ...resourceQueries('BankItem', 'BankItems', {
    table: (t) => t.bankItems,
    defaultSort: { field: 'institutionName', order: 'ASC' },
  }),
  ...resourceQueries('DebtScore', 'DebtScores', {
    table: (t) => t.debtScores,
    defaultSort: newestFirst,
  }),
  ...resourceQueries('IncomeSnapshot', 'IncomeSnapshots', {
    table: (t) => t.incomeSnapshots,
    defaultSort: newestFirst,
  }),
  ...resourceQueries('Alert', 'Alerts', {
    table: (t) => t.alerts,
    defaultSort: newestFirst,
  }),
  ...resourceQueries('AuditLogEntry', 'AuditLogEntries', {
    table: (t) => t.auditLog,
    defaultSort: newestFirst,
  }),
  ...resourceQueries('ReadLogEntry', 'ReadLogEntries', {
    table: (t) => t.readLog,
    defaultSort: newestFirst,
    narrowedBy: ['applicationId'],
  }),
  ...resourceQueries('ReadFlag', 'ReadFlags', { table: (t) => t.readFlags, defaultSort: newestFirst }),
  // The Credit review queue: oldest first, the borrower who has waited longest on top.
  ...resourceQueries('CreditReview', 'CreditReviews', {
    table: (t) => t.creditReviews,
    defaultSort: { field: 'createdAt', order: 'ASC' },
    narrowedBy: ['applicationId'],
  }),
  ...resourceQueries('Email', 'Emails', {
    table: (t) => t.emailOutbox,
    search: (t) => [t.emailOutbox.to, t.emailOutbox.subject],
    defaultSort: newestFirst,
  }),
} satisfies QueryResolvers;

const nameOf = async (userId: string, ctx: Context) => (await ctx.loaders.user.load(userId))?.name ?? null;

const json = (value: unknown) => (value == null ? null : JSON.stringify(value));

/** A saved report as the rule keeps it (api/domain/creditReportEntry.ts): complete, or not shown. */
const reportEntry = (report: Record<string, unknown> | null) =>
  report ? (report as unknown as CreditReportEntry) : null;

/** Fields computed from other rows, batched through the request's loaders. */
export const resourceTypeResolvers = {
  Borrower: {
    applicationId: (b, _, ctx) => ctx.loaders.borrowerFile.load(b.id),
  },
  ContactAttempt: {
    contactedByName: async (c, _, ctx) =>
      c.contactedBy ? ((await ctx.loaders.user.load(c.contactedBy))?.name ?? null) : null,
  },
  ReadLogEntry: {
    actorName: (e, _, ctx) => nameOf(e.actorId, ctx),
    borrowerName: async (e, _, ctx) => {
      const b = e.borrowerId ? await ctx.loaders.borrower.load(e.borrowerId) : undefined;
      return [b?.firstName, b?.lastName].filter(Boolean).join(' ') || null;
    },
    kindLabel: (e) => readKindLabel(e.kind),
  },
  Email: {
    attachments: (e) => e.attachments ?? [],
  },
  CreditReview: {
    borrowerName: async (r, _, ctx) => {
      const application = await ctx.loaders.application.load(r.applicationId);
      const b = application?.applicationBorrowerId
        ? await ctx.loaders.borrower.load(application.applicationBorrowerId)
        : undefined;
      return [b?.firstName, b?.lastName].filter(Boolean).join(' ') || null;
    },
    hasSpouse: async (r, _, ctx) =>
      Boolean((await ctx.loaders.application.load(r.applicationId))?.applicationSpouseId),
    borrowerReport: (r) => reportEntry(r.borrowerReport),
    spouseReport: (r) => reportEntry(r.spouseReport),
    completedByName: (r, _, ctx) => (r.completedBy ? nameOf(r.completedBy, ctx) : null),
  },
  ReadFlag: {
    actorName: (f, _, ctx) => nameOf(f.actorId, ctx),
  },
  AuditLogEntry: {
    actorName: async (e, _, ctx) =>
      e.actorId ? ((await ctx.loaders.user.load(e.actorId))?.name ?? null) : null,
    before: (e) => json(e.before),
    after: (e) => json(e.after),
  },
  Decision: {
    disqualificationReasons: (d, _, ctx) => ctx.loaders.reasonsByDecision.load(d.id),
    /** The headline's savings, so the console and the offers pages show the same dollars. */
    monthlySavings: async (d, _, ctx) => (await headlineOf(d, ctx.loaders)).monthlySavings,
    paymentHeadline: (d, _, ctx) => headlineOf(d, ctx.loaders),
    planLengthInMonths: () => planLengthInMonths,
    leftOutCreditors: (d, _, ctx) => ctx.loaders.leftOutByDecision.load(d.id),
  },
  Offer: {
    lenderName: (o, _, ctx) => sourceOf(o, ctx.loaders).then((s) => s?.lenderName ?? null),
    lenderFriendlyName: async (o, _, ctx) => {
      const name = (await sourceOf(o, ctx.loaders))?.lenderName;
      return name ? ((await ctx.loaders.lenderByName.load(name))?.friendlyName ?? name) : null;
    },
    accountLastFour: (o, _, ctx) => sourceOf(o, ctx.loaders).then((s) => s?.accountLastFour ?? null),
    accountType: async (o, _, ctx) =>
      o.debtId ? ((await ctx.loaders.debt.load(o.debtId))?.accountType ?? null) : 'collection',
    currentPayment: (o, _, ctx) => sourceOf(o, ctx.loaders).then((s) => s?.currentPayment ?? null),
    creditorTermsVersion: (o, _, ctx) =>
      o.creditorTermsVersionId ? ctx.loaders.creditorTermsVersion.load(o.creditorTermsVersionId) : null,
  },
  BankItem: {
    accounts: (i, _, ctx) => ctx.loaders.accountsByBankItem.load(i.id),
  },
} satisfies Resolvers;

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
