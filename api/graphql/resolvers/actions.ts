import { eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer';
import type { DmpEnrollmentInput, RentalReliefPlanInput } from '../../domain/planRules';
import { notFound } from '../../errors';
import { createContactAttempt, type ContactAttemptInput } from '../../services/contactAttempts';
import { sendReconnectLink } from '../../services/reconnectLink';
import * as plans from '../../services/plans';
import { updateBorrower } from '../../services/records';
import { recordAudit } from '../../services/audit';
import type { Context } from '../context';
import type { BorrowerFields } from '../../domain/borrowerRules';

const viewerOf = (ctx: Context): Viewer => ctx.viewer!;

export const actionMutationResolvers = {
  updateBorrower: (_: unknown, args: BorrowerFields & { id: string }, ctx: Context) =>
    updateBorrower(ctx.database, viewerOf(ctx), args, ctx.now()),
  sendReconnectLink: (_: unknown, { applicationId }: { applicationId: string }, ctx: Context) =>
    sendReconnectLink(ctx.flow, viewerOf(ctx), applicationId),
  createContactAttempt: (_: unknown, args: ContactAttemptInput, ctx: Context) =>
    createContactAttempt(ctx.database, viewerOf(ctx), args),
  createDmpEnrollment: (_: unknown, args: DmpEnrollmentInput & { applicationId: string }, ctx: Context) =>
    plans.createDmpEnrollment(ctx.database, viewerOf(ctx), args, ctx.now()),
  updateDmpEnrollment: (_: unknown, args: DmpEnrollmentInput & { id: string }, ctx: Context) =>
    plans.updateDmpEnrollment(ctx.database, viewerOf(ctx), args, ctx.now()),
  createRentalReliefPlan: (
    _: unknown,
    args: RentalReliefPlanInput & { applicationId: string },
    ctx: Context,
  ) => plans.createRentalReliefPlan(ctx.database, viewerOf(ctx), args, ctx.now()),
  updateRentalReliefPlan: (_: unknown, args: RentalReliefPlanInput & { id: string }, ctx: Context) =>
    plans.updateRentalReliefPlan(ctx.database, viewerOf(ctx), args, ctx.now()),
  updateAlert: (
    _: unknown,
    args: { id: string; hasBeenSeenByCustomerServiceRepresentative?: boolean | null },
    ctx: Context,
  ) => {
    const { t } = ctx.database;
    return ctx.database.withTransaction(async (tx) => {
      const [before] = await tx.select().from(t.alerts).where(eq(t.alerts.id, args.id));
      if (!before) throw notFound('Alert');
      const seen =
        args.hasBeenSeenByCustomerServiceRepresentative ?? before.hasBeenSeenByCustomerServiceRepresentative;
      const [after] = await tx
        .update(t.alerts)
        .set({ hasBeenSeenByCustomerServiceRepresentative: seen })
        .where(eq(t.alerts.id, args.id))
        .returning();
      await recordAudit(tx, t, viewerOf(ctx), {
        action: 'update',
        entity: 'Alert',
        entityId: args.id,
        before: {
          hasBeenSeenByCustomerServiceRepresentative: before.hasBeenSeenByCustomerServiceRepresentative,
        },
        after: { hasBeenSeenByCustomerServiceRepresentative: seen },
      });
      return after;
    });
  },
};
