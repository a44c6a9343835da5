import type { Tables } from '../../../db/client';
import { debtFilters } from '../../data/debtQueries';
import { maskedAccountNumber } from '../../domain/accountNumber';
import { resourceQueries, type ResourceOptions } from './resource';
import type { Resolvers } from '../generated/resolvers';

export const debtListOptions: ResourceOptions<Tables['debts']> = {
  table: (t) => t.debts,
  custom: (database) => debtFilters(database),
  defaultSort: { field: 'currentBalance', order: 'DESC' },
  // The Debts tab lists one application's debts: a few dozen, found once for the page and the total.
  narrowedBy: ['applicationId'],
};

export const debtQueryResolvers = resourceQueries('Debt', 'Debts', debtListOptions);

export const debtTypeResolvers = {
  Debt: {
    /** The last four only; the whole number is revealed on request, and recorded (revealAccountNumber). */
    accountNumber: (debt) => maskedAccountNumber(debt.accountNumber),
    applicationId: async (debt, _, ctx) =>
      (await ctx.loaders.creditReport.load(debt.creditReportId))?.applicationId ?? null,
    lenderFriendlyName: async (debt, _, ctx) =>
      debt.lenderName
        ? ((await ctx.loaders.lenderByName.load(debt.lenderName))?.friendlyName ?? debt.lenderName)
        : null,
    shared: (debt, _, ctx) => ctx.loaders.debtIsShared.load(debt.id),
  },
} satisfies Resolvers;
