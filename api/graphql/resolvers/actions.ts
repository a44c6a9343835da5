import type { DmpEnrollmentInput, RentalReliefPlanInput } from '../../domain/planRules';
import { updateAlert, type AlertChanges } from '../../services/alerts';
import {
  correctContactAttempt,
  createContactAttempt,
  type ContactAttemptCorrection,
  type ContactAttemptInput,
} from '../../services/contactAttempts';
import { sendReconnectLink } from '../../services/reconnectLink';
import * as plans from '../../services/plans';
import { updateBorrower } from '../../services/records';
import { requireViewer, type Context } from '../context';
import type { BorrowerFields } from '../../domain/borrowerRules';

export const actionMutationResolvers = {
  updateBorrower: (_: unknown, args: BorrowerFields & { id: string }, ctx: Context) =>
    updateBorrower(ctx.deps, requireViewer(ctx), args),
  sendReconnectLink: (_: unknown, { applicationId }: { applicationId: string }, ctx: Context) =>
    sendReconnectLink(ctx.deps, requireViewer(ctx), applicationId),
  createContactAttempt: (_: unknown, args: ContactAttemptInput, ctx: Context) =>
    createContactAttempt(ctx.deps, requireViewer(ctx), args),
  updateContactAttempt: (_: unknown, args: ContactAttemptCorrection, ctx: Context) =>
    correctContactAttempt(ctx.deps, requireViewer(ctx), args),
  createDmpEnrollment: (_: unknown, args: DmpEnrollmentInput & { applicationId: string }, ctx: Context) =>
    plans.createDmpEnrollment(ctx.deps, requireViewer(ctx), args),
  updateDmpEnrollment: (_: unknown, args: DmpEnrollmentInput & { id: string }, ctx: Context) =>
    plans.updateDmpEnrollment(ctx.deps, requireViewer(ctx), args),
  createRentalReliefPlan: (
    _: unknown,
    args: RentalReliefPlanInput & { applicationId: string },
    ctx: Context,
  ) => plans.createRentalReliefPlan(ctx.deps, requireViewer(ctx), args),
  updateRentalReliefPlan: (_: unknown, args: RentalReliefPlanInput & { id: string }, ctx: Context) =>
    plans.updateRentalReliefPlan(ctx.deps, requireViewer(ctx), args),
  updateAlert: (_: unknown, args: AlertChanges, ctx: Context) =>
    updateAlert(ctx.deps, requireViewer(ctx), args),
};
