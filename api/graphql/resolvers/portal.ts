import * as customerPortal from '../../services/portal/customerPortal';
import type { PortalScope } from '../../services/portal/customerPortal';
import { markAlertSeen, reconnectBankItem } from '../../services/portal/portalActions';
import { requireViewer, type Context } from '../context';

type Field = (scope: PortalScope, _: unknown, ctx: Context) => unknown;
const read =
  (load: (database: Context['database'], scope: PortalScope) => unknown): Field =>
  (scope, _, ctx) =>
    load(ctx.database, scope);

export const portalQueryResolvers = {
  myPortal: (_: unknown, __: unknown, ctx: Context) =>
    customerPortal.portalScope(ctx.database, requireViewer(ctx), ctx.now()),
};

/**
 * A read whose failure the spec has logged and never told (service-portal §8: the balance fetch;
 * borrower-application §8: the alert lookup): the page shows the rest, with none of these.
 */
const loggedOnly =
  (what: string, load: (database: Context['database'], scope: PortalScope) => Promise<unknown[]>): Field =>
  async (scope, _, ctx) => {
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
    borrower: (scope: PortalScope) => scope.borrower,
    application: (scope: PortalScope) => scope.application,
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
};

export const portalMutationResolvers = {
  markAlertSeen: (_: unknown, { id }: { id: string }, ctx: Context) =>
    markAlertSeen(ctx.database, requireViewer(ctx), id),
  reconnectBankItem: (_: unknown, { bankItemId }: { bankItemId: string }, ctx: Context) =>
    reconnectBankItem(ctx.deps, requireViewer(ctx), bankItemId),
};
