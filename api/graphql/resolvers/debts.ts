import type { Tables } from '../../../db/client';
import { debtFilters } from '../../data/debtQueries';
import { maskedAccountNumber } from '../../domain/accountNumber';
import type { Context } from '../context';
import { resourceQueries, type ResourceOptions } from './resource';

export const debtListOptions: ResourceOptions<Tables['debts']> = {
  table: (t) => t.debts,
  custom: (database) => debtFilters(database),
  defaultSort: { field: 'currentBalance', order: 'DESC' },
  // The Debts tab lists one application's debts: a few dozen, found once for the page and the total.
  narrowedBy: ['applicationId'],
  readKind: 'debts',
};

export const debtQueryResolvers = resourceQueries('Debt', 'Debts', debtListOptions);

export const debtTypeResolvers = {
  Debt: {
    /** The last four only; the whole number is revealed on request, and recorded (revealAccountNumber). */
    accountNumber: (debt: { accountNumber: string | null }) => maskedAccountNumber(debt.accountNumber),
    applicationId: async (debt: { creditReportId: string }, _: unknown, ctx: Context) =>
      (await ctx.loaders.creditReport.load(debt.creditReportId))?.applicationId ?? null,
    lenderFriendlyName: async (debt: { lenderName: string | null }, _: unknown, ctx: Context) =>
      debt.lenderName
        ? ((await ctx.loaders.lenderByName.load(debt.lenderName))?.friendlyName ?? debt.lenderName)
        : null,
    shared: (debt: { id: string }, _: unknown, ctx: Context) => ctx.loaders.debtIsShared.load(debt.id),
  },
};
