import { requirePermission } from '../auth/permissions';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Viewer } from '../auth/viewer';
import { inTransaction, readData } from '../data/bound';
import { todayIn } from '../domain/dates';
import { saveDmpFailed, saveRentalPlanFailed } from '../domain/messages';
import {
  errorsOfChangedFields,
  validateDmpEnrollment,
  validateRentalReliefPlan,
  type DmpEnrollmentInput,
  type RentalReliefPlanInput,
} from '../domain/planRules';
import { AppError, notFound } from '../errors';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';
import { assertValid, definedOnly } from './validation';

async function applicationOfType(database: Database, applicationId: string, type: 'credit' | 'rental') {
  const application = await readData(database).applications.applicationById(applicationId);
  if (!application) throw notFound('Application');
  if (application.type !== type) {
    const message =
      type === 'credit'
        ? 'A DMP is only for credit applications.'
        : 'A rental relief plan is only for rental applications.';
    throw new AppError('BAD_USER_INPUT', message, { applicationId: message });
  }
  return application;
}

export async function createDmpEnrollment(
  deps: ServiceDeps,
  viewer: Viewer,
  input: DmpEnrollmentInput & { applicationId: string },
) {
  requirePermission(viewer, 'plan:manage');
  const { database } = deps;
  const now = deps.now();
  assertValid(validateDmpEnrollment(input, todayIn(now)), saveDmpFailed);
  await applicationOfType(database, input.applicationId, 'credit');
  try {
    return await inTransaction(database, async (data) => {
      const row = await data.plans.insertDmpEnrollment({
        ...definedOnly(input),
        applicationId: input.applicationId,
        active: input.active ?? false,
      });
      await recordAudit(data, viewer, {
        action: 'enroll',
        entity: 'DmpEnrollment',
        entityId: row.id,
        applicationId: row.applicationId,
        after: row,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'This application already has a DMP enrolment.');
    throw error;
  }
}

export async function updateDmpEnrollment(
  deps: ServiceDeps,
  viewer: Viewer,
  input: DmpEnrollmentInput & { id: string },
) {
  requirePermission(viewer, 'plan:manage');
  const { database } = deps;
  const now = deps.now();
  return inTransaction(database, async (data) => {
    const before = await data.plans.dmpEnrollmentById(input.id);
    if (!before) throw notFound('DMP enrolment');
    const { id, ...fields } = input;
    const changes = definedOnly({ ...fields, active: fields.active ?? undefined });
    assertValid(
      errorsOfChangedFields(validateDmpEnrollment({ ...before, ...changes }, todayIn(now)), changes),
      saveDmpFailed,
    );
    const after = await data.plans.updateDmpEnrollmentFields(id, changes);
    await recordAudit(data, viewer, {
      action: 'update',
      entity: 'DmpEnrollment',
      entityId: after.id,
      applicationId: after.applicationId,
      before,
      after,
    });
    return after;
  });
}

export async function createRentalReliefPlan(
  deps: ServiceDeps,
  viewer: Viewer,
  input: RentalReliefPlanInput & { applicationId: string },
) {
  requirePermission(viewer, 'plan:manage');
  const { database } = deps;
  const now = deps.now();
  assertValid(validateRentalReliefPlan(input, todayIn(now)), saveRentalPlanFailed);
  const application = await applicationOfType(database, input.applicationId, 'rental');
  try {
    return await inTransaction(database, async (data) => {
      const row = await data.plans.insertRentalReliefPlan({
        ...definedOnly(input),
        applicationId: input.applicationId,
        owner: application.owner,
      });
      await recordAudit(data, viewer, {
        action: 'enroll',
        entity: 'RentalReliefPlan',
        entityId: row.id,
        applicationId: row.applicationId,
        after: row,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'This application already has a rental relief plan.');
    throw error;
  }
}

export async function updateRentalReliefPlan(
  deps: ServiceDeps,
  viewer: Viewer,
  input: RentalReliefPlanInput & { id: string },
) {
  requirePermission(viewer, 'plan:manage');
  const { database } = deps;
  const now = deps.now();
  return inTransaction(database, async (data) => {
    const before = await data.plans.rentalReliefPlanById(input.id);
    if (!before) throw notFound('Rental relief plan');
    const { id, ...fields } = input;
    const changes = definedOnly(fields);
    assertValid(
      errorsOfChangedFields(validateRentalReliefPlan({ ...before, ...changes }, todayIn(now)), changes),
      saveRentalPlanFailed,
    );
    const after = await data.plans.updateRentalReliefPlanFields(id, changes);
    await recordAudit(data, viewer, {
      action: 'update',
      entity: 'RentalReliefPlan',
      entityId: after.id,
      applicationId: after.applicationId,
      before,
      after,
    });
    return after;
  });
}
