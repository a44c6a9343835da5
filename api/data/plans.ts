import { and, asc, eq } from 'drizzle-orm';
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

/** The application's DMP enrollments (one per credit application), any state. */
export async function dmpEnrollmentsOf(db: Db, t: Tables, applicationId: string) {
  return db.select().from(t.dmpEnrollments).where(eq(t.dmpEnrollments.applicationId, applicationId));
}

export async function activeDmpEnrollmentOf(db: Db, t: Tables, applicationId: string) {
  const [enrollment] = await db
    .select()
    .from(t.dmpEnrollments)
    .where(and(eq(t.dmpEnrollments.applicationId, applicationId), eq(t.dmpEnrollments.active, true)));
  return enrollment ?? null;
}

/** The plan a borrower signs: the rental relief plan of a rental application, else the DMP enrollment. */
const signedPlanTable = (t: Tables, applicationType: string | null) =>
  applicationType === 'rental' ? t.rentalReliefPlans : t.dmpEnrollments;

/** The application's plan to sign, if it has one: its rental relief plan, else its DMP. */
export async function planToSignOf(db: Db, t: Tables, applicationType: string | null, applicationId: string) {
  if (applicationType === 'rental') {
    const [row] = await db
      .select()
      .from(t.rentalReliefPlans)
      .where(eq(t.rentalReliefPlans.applicationId, applicationId));
    return row ? { type: 'rental' as const, row } : null;
  }
  const [row] = await db
    .select()
    .from(t.dmpEnrollments)
    .where(eq(t.dmpEnrollments.applicationId, applicationId));
  return row ? { type: 'credit' as const, row } : null;
}

export async function setPlanDateSigned(
  tx: Db,
  t: Tables,
  applicationType: string | null,
  applicationId: string,
  dateSigned: string,
) {
  const plan = signedPlanTable(t, applicationType);
  await tx.update(plan).set({ dateSigned }).where(eq(plan.applicationId, applicationId));
}

/** The plan's signatures, first signed first. */
export async function contractSignaturesOf(db: Db, t: Tables, applicationId: string) {
  return db
    .select()
    .from(t.contractSignatures)
    .where(eq(t.contractSignatures.applicationId, applicationId))
    .orderBy(asc(t.contractSignatures.signedAt));
}

export async function insertSignedAgreement(
  tx: Db,
  t: Tables,
  values: Tables['signedAgreements']['$inferInsert'],
) {
  const [agreement] = await tx.insert(t.signedAgreements).values(values).returning();
  return agreement;
}

export async function signedAgreementOf(db: Db, t: Tables, applicationId: string) {
  const [agreement] = await db
    .select()
    .from(t.signedAgreements)
    .where(eq(t.signedAgreements.applicationId, applicationId));
  return agreement ?? null;
}

export async function insertContractSignature(
  tx: Db,
  t: Tables,
  values: Tables['contractSignatures']['$inferInsert'],
) {
  const [signature] = await tx.insert(t.contractSignatures).values(values).returning();
  return signature;
}
