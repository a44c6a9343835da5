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
    checkingBalances: read(customerPortal.checkingBalances),
    transactions: read(customerPortal.transactions),
    alerts: read(customerPortal.alerts),
    expenses: read(customerPortal.expenses),
    proposedBudget: read(customerPortal.proposedBudget),
  },
};

export const portalMutationResolvers = {
  markAlertSeen: (_: unknown, { id }: { id: string }, ctx: Context) =>
    markAlertSeen(ctx.database, requireViewer(ctx), id),
  reconnectBankItem: (_: unknown, { bankItemId }: { bankItemId: string }, ctx: Context) =>
    reconnectBankItem(ctx.flow, requireViewer(ctx), bankItemId),
};
