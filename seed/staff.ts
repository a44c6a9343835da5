import { and, count, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createDemoStaff, demoStaff } from '../api/bootstrap';
import { leadGroup, staffGroupMarker } from '../api/domain/permissions';
import type { Logger } from '../api/logger';

export interface AssignableStaff {
  /** Each staff member's id with how often they claim and call. */
  staff: [string, number][];
  /** The first rep who is not a lead (the first staff member when all are leads). */
  firstRep: string;
}

/**
 * The staff who claim and call in the demo data, sorted by e-mail so a seed gives the same data on
 * every database with the same staff; the lead does a quarter of the work a rep does. On an empty
 * database the demo staff are created first (api/bootstrap.ts), as `npm start` would. The work is the
 * active demo staff's alone (Lena, Rita, Ravi): a trainee's own account starts a class with no claims
 * or calls they never made. Only a database without them lends it to whoever is staff.
 */
export async function assignableStaff(
  database: Database,
  logger: Logger,
  staffPassword?: string,
): Promise<AssignableStaff> {
  const { db, t } = database;
  const [{ n }] = await db.select({ n: count() }).from(t.users);
  if (Number(n) === 0) await createDemoStaff(database, logger, staffPassword);
  const rows = await db
    .select({ id: t.users.id, email: t.users.email, group: t.groups.name })
    .from(t.users)
    .innerJoin(t.userGroups, eq(t.userGroups.userId, t.users.id))
    .innerJoin(t.groups, eq(t.groups.id, t.userGroups.groupId))
    .where(and(like(t.groups.name, `%${staffGroupMarker}%`), eq(t.users.isActive, true)));
  const byUser = new Map<string, { email: string; isLead: boolean }>();
  for (const row of rows) {
    const seen = byUser.get(row.id);
    byUser.set(row.id, { email: row.email, isLead: (seen?.isLead ?? false) || row.group === leadGroup });
  }
  if (byUser.size === 0) {
    throw new Error(
      'No staff accounts to assign applications to: add one with `npm run user -- add … --group CustomerService`.',
    );
  }
  const demoEmails = new Set(demoStaff.map((staff) => staff.email));
  const demo = [...byUser.entries()].filter(([, staff]) => demoEmails.has(staff.email));
  const sorted = (demo.length ? demo : [...byUser.entries()]).sort(([, a], [, b]) =>
    a.email < b.email ? -1 : 1,
  );
  const [firstRep] = sorted.find(([, staff]) => !staff.isLead) ?? sorted[0];
  return { staff: sorted.map(([id, staff]) => [id, staff.isLead ? 1 : 4]), firstRep };
}
