import { requirePermission } from '../auth/permissions';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword } from '../auth/passwords';
import { endSessionsOf } from '../auth/sessionStore';
import type { Viewer } from '../auth/viewer';
import { inTransaction } from '../data/bound';
import type { AccountChanges } from '../data/users';
import { leadGroup, repGroup } from '../domain/permissions';
import { repErrors } from '../domain/repRules';
import { AppError, notFound } from '../errors';
import { recordAudit } from './audit';
import type { ServiceDeps } from './deps';
import { assertValid, definedOnly } from './validation';
import { assertAcceptablePassword } from './accounts/newPassword';

export interface NewRep {
  name: string;
  email: string;
  phoneNumber?: string | null;
  isLead?: boolean | null;
  password: string;
}

export async function createRep(deps: ServiceDeps, viewer: Viewer, input: NewRep) {
  requirePermission(viewer, 'reps:manage');
  const { database } = deps;
  assertValid(repErrors(input, true));
  assertAcceptablePassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(database, async (data) => {
      const groups = input.isLead ? [repGroup, leadGroup] : [repGroup];
      const id = await data.users.insertAccount({
        email: input.email,
        name: input.name.trim(),
        phoneNumber: input.phoneNumber,
        passwordHash,
        // The lead chose it, so the rep sets their own at the first sign-in: no one else knows it then.
        mustChangePassword: true,
        groups,
      });
      const user = (await data.users.userById(id))!;
      await recordAudit(data, viewer, {
        action: 'create',
        entity: 'Rep',
        entityId: id,
        after: { email: user.email, name: user.name, groups },
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'An account with the given email address already exists.', {
        email: 'An account with the given email address already exists.',
      });
    }
    throw error;
  }
}

export interface RepChanges {
  id: string;
  name?: string | null;
  phoneNumber?: string | null;
  isLead?: boolean | null;
  isActive?: boolean | null;
}

export async function updateRep(deps: ServiceDeps, viewer: Viewer, input: RepChanges) {
  requirePermission(viewer, 'reps:manage');
  const { database } = deps;
  const { id, isLead, ...rest } = input;
  const changes = definedOnly(rest);
  assertValid(repErrors({ name: changes.name ?? undefined, phoneNumber: changes.phoneNumber }, false));
  if (id === viewer.id && (changes.isActive === false || isLead === false)) {
    throw new AppError('BAD_USER_INPUT', 'You cannot deactivate or demote your own account.');
  }
  const updated = await inTransaction(database, async (data) => {
    const before = await data.reps.repById(id);
    if (!before) throw notFound('Rep');
    const after = Object.keys(changes).length
      ? await data.users.updateAccount(id, changes as AccountChanges)
      : before;
    if (isLead != null) {
      const ids = await data.users.ensureGroups([leadGroup]);
      const leadId = ids.get(leadGroup)!;
      if (isLead) await data.reps.addUserToGroup(id, leadId);
      else await data.reps.removeUserFromGroup(id, leadId);
    }
    await recordAudit(data, viewer, {
      action: 'update',
      entity: 'Rep',
      entityId: id,
      before: { name: before.name, phoneNumber: before.phoneNumber, isActive: before.isActive },
      after: { ...changes, ...(isLead != null ? { isLead } : {}) },
    });
    return after;
  });
  // Deactivating an account ends its sessions at once (SECURITY.md §5).
  if (changes.isActive === false) await endSessionsOf(database, id);
  return updated;
}
