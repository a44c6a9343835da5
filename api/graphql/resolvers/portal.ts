import * as customerPortal from '../../services/portal/customerPortal';
import type { PortalScope } from '../../services/portal/customerPortal';
import { markAlertSeen, reconnectBankItem } from '../../services/portal/portalActions';
import { requireViewer, type Context } from '../context';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers';

const read =
  <T>(load: (database: Context['database'], scope: PortalScope) => T) =>
  (scope: PortalScope, _: unknown, ctx: Context) =>
    load(ctx.database, scope);

export const portalQueryResolvers = {
  myPortal: (_, __, ctx) => customerPortal.portalScope(ctx.database, requireViewer(ctx), ctx.now()),
} satisfies QueryResolvers;

/**
 * A read whose failure the spec has logged and never told (service-portal §8: the balance fetch;
 * borrower-application §8: the alert lookup): the page shows the rest, with none of these.
 */
const loggedOnly =
  <T>(what: string, load: (database: Context['database'], scope: PortalScope) => Promise<T[]>) =>
  async (scope: PortalScope, _: unknown, ctx: Context): Promise<T[]> => {
    try {
      return await load(ctx.database, scope);
    } catch (err) {
      ctx.logger.error({ err, borrowerId: scope.borrower.id }, `${what} failed`);
      return [];
    }
  };

/** Each field reads only when asked, within the scope the session gave. */
export const portalTypeResolvers = {
  CustomerPortal: {
    borrower: (scope) => scope.borrower,
    application: (scope) => scope.application,
    debtScores: read(customerPortal.debtScores),
    latestDebtScore: read(customerPortal.latestDebtScore),
    incomeSnapshots: read(customerPortal.incomeSnapshots),
    debts: read(customerPortal.debts),
    bankItems: read(customerPortal.bankItems),
    checkingBalances: loggedOnly('reading the checking balances', customerPortal.checkingBalances),
    transactions: read(customerPortal.transactions),
    alerts: loggedOnly('reading the alerts', customerPortal.alerts),
    expenses: read(customerPortal.expenses),
    proposedBudget: read(customerPortal.proposedBudget),
  },
} satisfies Resolvers;

export const portalMutationResolvers = {
  markAlertSeen: (_, { id }, ctx) => markAlertSeen(ctx.database, requireViewer(ctx), id),
  reconnectBankItem: (_, { bankItemId }, ctx) => reconnectBankItem(ctx.deps, requireViewer(ctx), bankItemId),
} satisfies MutationResolvers;
