import { desc, eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/** The last page the owner viewed in their newest application, or null (none, or none viewed yet). */
export async function lastViewedPageOfNewestApplication(db: Db, t: Tables, owner: string) {
  const [application] = await db
    .select({ lastViewedPage: t.applications.lastViewedPage })
    .from(t.applications)
    .where(eq(t.applications.owner, owner))
    .orderBy(desc(t.applications.createdAt))
    .limit(1);
  return application?.lastViewedPage ?? null;
}
