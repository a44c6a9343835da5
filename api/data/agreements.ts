import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import type { AgreementTerms } from '../domain/agreementTerms';

/*
 * A plan's agreement versions (db/schema/application.ts, plan_agreements), their signatures and the
 * PDFs kept once they are signed. A version's terms are written once, with its first signature.
 */

type Row = Tables['planAgreements']['$inferSelect'];

export type PlanAgreementRow = Omit<Row, 'terms'> & { terms: AgreementTerms };

/** The terms column holds AgreementTerms, written by insertAgreementVersion alone. */
const typed = (row: Row): PlanAgreementRow => ({ ...row, terms: row.terms as unknown as AgreementTerms });

/** Every version of the application's agreement, the first first. */
export async function agreementVersionsOf(db: Db, t: Tables, applicationId: string) {
  const rows = await db
    .select()
    .from(t.planAgreements)
    .where(eq(t.planAgreements.applicationId, applicationId))
    .orderBy(asc(t.planAgreements.version));
  return rows.map(typed);
}

export async function insertAgreementVersion(
  tx: Db,
  t: Tables,
  values: { applicationId: string; version: number; terms: AgreementTerms; createdAt: string },
) {
  const [row] = await tx
    .insert(t.planAgreements)
    .values({ ...values, terms: values.terms as unknown as Record<string, unknown> })
    .returning();
  return typed(row);
}

/** Its last signature makes the version the plan's agreement; a version is signed once. */
export async function markAgreementSigned(
  tx: Db,
  t: Tables,
  id: string,
  values: { signedAt: string; cancelUntil: string },
) {
  const [row] = await tx
    .update(t.planAgreements)
    .set(values)
    .where(and(eq(t.planAgreements.id, id), isNull(t.planAgreements.signedAt)))
    .returning();
  return row ? typed(row) : null;
}

/** A version's signatures, first signed first. */
export function signaturesOfAgreement(db: Db, t: Tables, agreementId: string) {
  return db
    .select()
    .from(t.contractSignatures)
    .where(eq(t.contractSignatures.agreementId, agreementId))
    .orderBy(asc(t.contractSignatures.signedAt));
}

/** The kept PDF of the application's newest signed version. */
export async function newestKeptAgreementOf(db: Db, t: Tables, applicationId: string) {
  const [row] = await db
    .select({
      pdf: t.signedAgreements.pdf,
      sha256: t.signedAgreements.sha256,
      version: t.planAgreements.version,
    })
    .from(t.signedAgreements)
    .innerJoin(t.planAgreements, eq(t.planAgreements.id, t.signedAgreements.agreementId))
    .where(eq(t.signedAgreements.applicationId, applicationId))
    .orderBy(desc(t.planAgreements.version))
    .limit(1);
  return row ?? null;
}

/** Debts by id (an offer's, when its report is no longer the application's). */
export function debtsByIdsIn(db: Db, t: Tables, ids: string[]) {
  return ids.length ? db.select().from(t.debts).where(inArray(t.debts.id, ids)) : Promise.resolve([]);
}

export function collectionsByIdsIn(db: Db, t: Tables, ids: string[]) {
  return ids.length
    ? db.select().from(t.collections).where(inArray(t.collections.id, ids))
    : Promise.resolve([]);
}

/** A signed version's kept PDF, without its bytes. */
export async function keptAgreementOf(db: Db, t: Tables, agreementId: string) {
  const [row] = await db
    .select({
      id: t.signedAgreements.id,
      sha256: t.signedAgreements.sha256,
      language: t.signedAgreements.language,
      createdAt: t.signedAgreements.createdAt,
    })
    .from(t.signedAgreements)
    .where(eq(t.signedAgreements.agreementId, agreementId));
  return row ?? null;
}
