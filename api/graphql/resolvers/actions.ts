import type { DmpEnrollmentInput, RentalReliefPlanInput } from '../../domain/planRules';
import { updateAlert, type AlertChanges } from '../../services/alerts';
import { createContactAttempt, type ContactAttemptInput } from '../../services/contactAttempts';
import { sendReconnectLink } from '../../services/reconnectLink';
import * as plans from '../../services/plans';
import { updateBorrower } from '../../services/records';
import { requireViewer, type Context } from '../context';
import type { BorrowerFields } from '../../domain/borrowerRules';

export const actionMutationResolvers = {
  updateBorrower: (_: unknown, args: BorrowerFields & { id: string }, ctx: Context) =>
    updateBorrower(ctx.database, requireViewer(ctx), args, ctx.now()),
  sendReconnectLink: (_: unknown, { applicationId }: { applicationId: string }, ctx: Context) =>
    sendReconnectLink(ctx.flow, requireViewer(ctx), applicationId),
  createContactAttempt: (_: unknown, args: ContactAttemptInput, ctx: Context) =>
    createContactAttempt(ctx.database, requireViewer(ctx), args),
  createDmpEnrollment: (_: unknown, args: DmpEnrollmentInput & { applicationId: string }, ctx: Context) =>
    plans.createDmpEnrollment(ctx.database, requireViewer(ctx), args, ctx.now()),
  updateDmpEnrollment: (_: unknown, args: DmpEnrollmentInput & { id: string }, ctx: Context) =>
    plans.updateDmpEnrollment(ctx.database, requireViewer(ctx), args, ctx.now()),
  createRentalReliefPlan: (
    _: unknown,
    args: RentalReliefPlanInput & { applicationId: string },
    ctx: Context,
  ) => plans.createRentalReliefPlan(ctx.database, requireViewer(ctx), args, ctx.now()),
  updateRentalReliefPlan: (_: unknown, args: RentalReliefPlanInput & { id: string }, ctx: Context) =>
    plans.updateRentalReliefPlan(ctx.database, requireViewer(ctx), args, ctx.now()),
  updateAlert: (_: unknown, args: AlertChanges, ctx: Context) =>
    updateAlert(ctx.flow, requireViewer(ctx), args),
};
