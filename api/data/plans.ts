import { and, eq } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

type DmpEnrollment = Tables['dmpEnrollments']['$inferInsert'];

type RentalReliefPlan = Tables['rentalReliefPlans']['$inferInsert'];

export async function insertDmpEnrollment(tx: Db, t: Tables, values: DmpEnrollment) {
  const [row] = await tx.insert(t.dmpEnrollments).values(values).returning();
  return row;
}

export async function dmpEnrollmentById(db: Db, t: Tables, id: string) {
  const [row] = await db.select().from(t.dmpEnrollments).where(eq(t.dmpEnrollments.id, id));
  return row ?? null;
}

export async function updateDmpEnrollmentFields(
  tx: Db,
  t: Tables,
  id: string,
  changes: Partial<DmpEnrollment>,
) {
  const [row] = await tx.update(t.dmpEnrollments).set(changes).where(eq(t.dmpEnrollments.id, id)).returning();
  return row;
}

export async function insertRentalReliefPlan(tx: Db, t: Tables, values: RentalReliefPlan) {
  const [row] = await tx.insert(t.rentalReliefPlans).values(values).returning();
  return row;
}

export async function rentalReliefPlanById(db: Db, t: Tables, id: string) {
  const [row] = await db.select().from(t.rentalReliefPlans).where(eq(t.rentalReliefPlans.id, id));
  return row ?? null;
}

export async function updateRentalReliefPlanFields(
  tx: Db,
  t: Tables,
  id: string,
  changes: Partial<RentalReliefPlan>,
) {
  const [row] = await tx
    .update(t.rentalReliefPlans)
    .set(changes)
    .where(eq(t.rentalReliefPlans.id, id))
    .returning();
  return row;
}

export async function activeDmpEnrollmentOf(db: Db, t: Tables, applicationId: string) {
  const [enrollment] = await db
    .select()
    .from(t.dmpEnrollments)
    .where(and(eq(t.dmpEnrollments.applicationId, applicationId), eq(t.dmpEnrollments.active, true)));
  return enrollment ?? null;
}
