import { eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

export function incomePredictionsOf(db: Db, t: Tables, applicationId: string) {
  return db.select().from(t.incomePredictions).where(eq(t.incomePredictions.applicationId, applicationId));
}
