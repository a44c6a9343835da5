import { and, asc, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import { partWayPagesOf, resumeEmailStatuses } from '../domain/resumeEmail';

/** An application whose borrower stopped part-way, with what their e-mail needs. */
export interface ResumeEmailDue {
  applicationId: string;
  lastStepAt: string;
  lastViewedPage: string;
  type: string;
  router: string | null;
  email: string;
  firstName: string | null;
  preferredLanguage: string | null;
  /** The account still has our random password: the borrower has not chosen one. */
  mustChangePassword: boolean;
}

/** Stopped on one of its own variant's application pages. */
const stoppedPartWay = (t: Tables) =>
  or(
    and(eq(t.applications.type, 'rental'), inArray(t.applications.lastViewedPage, partWayPagesOf.rental)),
    and(ne(t.applications.type, 'rental'), inArray(t.applications.lastViewedPage, partWayPagesOf.credit)),
  );

/** The applications stopped part-way with their last step in [from, to] and no resume e-mail yet, oldest first. */
export async function resumeEmailsDue(
  db: Db,
  t: Tables,
  window: { from: string; to: string },
  limit: number,
): Promise<ResumeEmailDue[]> {
  const a = t.applications;
  const rows = await db
    .select({
      applicationId: a.id,
      lastStepAt: a.lastStepAt,
      lastViewedPage: a.lastViewedPage,
      type: a.type,
      router: a.router,
      email: t.users.email,
      firstName: t.borrowers.firstName,
      preferredLanguage: t.borrowers.preferredLanguage,
      mustChangePassword: t.users.mustChangePassword,
    })
    .from(a)
    .innerJoin(t.users, eq(t.users.id, a.owner))
    .leftJoin(t.borrowers, eq(t.borrowers.id, a.applicationBorrowerId))
    .where(
      and(
        isNull(a.resumeEmailSentAt),
        eq(t.users.isActive, true),
        gte(a.lastStepAt, window.from),
        lte(a.lastStepAt, window.to),
        stoppedPartWay(t),
        inArray(a.status, [...resumeEmailStatuses]),
      ),
    )
    .orderBy(asc(a.lastStepAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    lastStepAt: row.lastStepAt!,
    lastViewedPage: row.lastViewedPage!,
    mustChangePassword: Boolean(row.mustChangePassword),
  }));
}

/**
 * Takes the e-mail for this application: one conditional update, so of two servers checking at once
 * one sends. The application must still be as it was chosen: its last step the same (a borrower who
 * moved on since is judged again from the new step), still part-way and not taken up by staff.
 */
export async function claimResumeEmail(
  tx: Db,
  t: Tables,
  due: Pick<ResumeEmailDue, 'applicationId' | 'lastStepAt'>,
  at: string,
): Promise<boolean> {
  const a = t.applications;
  const claimed = await tx
    .update(a)
    .set({ resumeEmailSentAt: at })
    .where(
      and(
        eq(a.id, due.applicationId),
        isNull(a.resumeEmailSentAt),
        eq(a.lastStepAt, due.lastStepAt),
        stoppedPartWay(t),
        inArray(a.status, [...resumeEmailStatuses]),
      ),
    )
    .returning({ id: a.id });
  return claimed.length > 0;
}

/** Gives the e-mail back when it could not be delivered, so the next check tries again. */
export async function releaseResumeEmail(tx: Db, t: Tables, applicationId: string, claimedAt: string) {
  const a = t.applications;
  await tx
    .update(a)
    .set({ resumeEmailSentAt: null })
    .where(and(eq(a.id, applicationId), eq(a.resumeEmailSentAt, claimedAt)));
}
