import { eq } from 'drizzle-orm';
import type { Db, Tables } from '../../../db/client';
import { pageNameForRoute, type Route } from '../../domain/applicationFlow';

/** Records the page just completed and the page the borrower goes to next (resume). */
export async function recordProgress(
  tx: Db,
  t: Tables,
  applicationId: string,
  completed: string,
  next: Route,
) {
  const [application] = await tx
    .update(t.applications)
    .set({ lastCompletedPage: completed, lastViewedPage: pageNameForRoute(next) ?? completed })
    .where(eq(t.applications.id, applicationId))
    .returning();
  return application;
}
