import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword } from '../auth/passwords';
import { endSessionsOf } from '../auth/sessionStore';
import { ensureGroups, insertAccount } from '../auth/users';
import { leadGroup, repGroup, staffGroupMarker, type Viewer } from '../auth/viewer';
import { isValidEmail, phonePattern } from '../domain/borrowerRules';
import { invalid, required } from '../domain/messages';
import { passwordMeetsRules, passwordRulesMessage } from '../domain/password';
import type { FieldErrors } from '../domain/planRules';
import { AppError, notFound } from '../errors';
import { paging, searchConditions, type ListArgs } from '../data/listQuery';
import { recordAudit } from './audit';
import { assertValid, definedOnly } from './validation';

/** Staff accounts are users in a group whose name includes CustomerService. */
function staffUserIds(database: Database) {
  const { db, t } = database;
  return db
    .select({ id: t.userGroups.userId })
    .from(t.userGroups)
    .innerJoin(t.groups, eq(t.groups.id, t.userGroups.groupId))
    .where(like(t.groups.name, `%${staffGroupMarker}%`));
}

function repConditions(database: Database, filter: ListArgs['filter']) {
  const { t } = database;
  return and(
    inArray(t.users.id, staffUserIds(database)),
    filter?.ids ? inArray(t.users.id, filter.ids as string[]) : undefined,
    typeof filter?.isActive === 'boolean' ? eq(t.users.isActive, filter.isActive) : undefined,
    searchConditions(database, [t.users.name, t.users.email], filter?.q),
  );
}

export async function listReps(database: Database, args: ListArgs) {
  const { db, t } = database;
  const { limit, offset } = paging(args);
  return db
    .select()
    .from(t.users)
    .where(repConditions(database, args.filter))
    .orderBy(t.users.name, t.users.id)
    .limit(limit)
    .offset(offset);
}

export async function countReps(database: Database, args: ListArgs) {
  const { db, t } = database;
  const [row] = await db.select({ n: count() }).from(t.users).where(repConditions(database, args.filter));
  return Number(row.n);
}

/** The rep info tile: assigned applications, and how many of those are Contacted (derived, never stored). */
export async function repCounts(database: Database, repId: string) {
  const { db, t } = database;
  const [row] = await db
    .select({
      assigned: count(),
      contacted: sql<number>`coalesce(sum(case when ${t.applications.status} = 'Contacted' then 1 else 0 end), 0)`,
    })
    .from(t.applications)
    .where(eq(t.applications.assignedTo, repId));
  return { assignedCount: Number(row.assigned), contactedCount: Number(row.contacted) };
}

export interface NewRep {
  name: string;
  email: string;
  phoneNumber?: string | null;
  isLead?: boolean | null;
  password: string;
}

function repErrors(input: Partial<NewRep>, isNew: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (isNew && !input.name?.trim()) errors.name = required('Name');
  if (input.name && input.name.length > 100) errors.name = invalid('Name');
  if (isNew && !input.email) errors.email = required('Email');
  if (input.email && !isValidEmail(input.email)) errors.email = invalid('Email');
  if (input.phoneNumber && !phonePattern.test(input.phoneNumber)) errors.phoneNumber = invalid('Phone');
  if (isNew && !passwordMeetsRules(input.password ?? '')) errors.password = passwordRulesMessage;
  return errors;
}

export async function createRep(database: Database, viewer: Viewer, input: NewRep) {
  assertValid(repErrors(input, true));
  const { t } = database;
  const passwordHash = await hashPassword(input.password);
  try {
    return await database.withTransaction(async (tx) => {
      const groups = input.isLead ? [repGroup, leadGroup] : [repGroup];
      const id = await insertAccount(tx, t, {
        email: input.email,
        name: input.name.trim(),
        phoneNumber: input.phoneNumber,
        passwordHash,
        groups,
      });
      const [user] = await tx.select().from(t.users).where(eq(t.users.id, id));
      await recordAudit(tx, t, viewer, {
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

export async function updateRep(database: Database, viewer: Viewer, input: RepChanges) {
  const { id, isLead, ...rest } = input;
  const changes = definedOnly(rest);
  assertValid(repErrors({ name: changes.name ?? undefined, phoneNumber: changes.phoneNumber }, false));
  if (id === viewer.id && (changes.isActive === false || isLead === false)) {
    throw new AppError('BAD_USER_INPUT', 'You cannot deactivate or demote your own account.');
  }
  const { t } = database;
  const updated = await database.withTransaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(t.users)
      .where(and(eq(t.users.id, id), inArray(t.users.id, staffUserIds(database))));
    if (!before) throw notFound('Rep');
    const [after] = Object.keys(changes).length
      ? await tx
          .update(t.users)
          .set(changes as Partial<typeof t.users.$inferInsert>)
          .where(eq(t.users.id, id))
          .returning()
      : [before];
    if (isLead != null) {
      const ids = await ensureGroups(tx, t, [leadGroup]);
      const leadId = ids.get(leadGroup)!;
      if (isLead) await tx.insert(t.userGroups).values({ userId: id, groupId: leadId }).onConflictDoNothing();
      else
        await tx
          .delete(t.userGroups)
          .where(and(eq(t.userGroups.userId, id), eq(t.userGroups.groupId, leadId)));
    }
    await recordAudit(tx, t, viewer, {
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
