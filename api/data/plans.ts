import { and, eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

export async function activeDmpEnrollmentOf(db: Db, t: Tables, applicationId: string) {
  const [enrollment] = await db
    .select()
    .from(t.dmpEnrollments)
    .where(and(eq(t.dmpEnrollments.applicationId, applicationId), eq(t.dmpEnrollments.active, true)));
  return enrollment ?? null;
}
