import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';

/** The borrower's debt scores, oldest first. */
export async function debtScoresOfBorrower(db: Db, t: Tables, borrowerId: string) {
  return db
    .select()
    .from(t.debtScores)
    .where(eq(t.debtScores.borrowerId, borrowerId))
    .orderBy(asc(t.debtScores.createdAt));
}

export async function creditInquiriesOfBorrower(db: Db, t: Tables, borrowerId: string) {
  return db.select().from(t.creditInquiries).where(eq(t.creditInquiries.borrowerId, borrowerId));
}

/* Credit reports and what a pull stores with them (debts, collections, inquiries, lenders), and the scores. */
export async function creditReportById(db: Db, t: Tables, id: string) {
  const [report] = await db.select().from(t.creditReports).where(eq(t.creditReports.id, id));
  return report ?? null;
}

/** The reports of these ids, newest first. */
export function creditReportsByIds(db: Db, t: Tables, ids: string[]) {
  return db
    .select()
    .from(t.creditReports)
    .where(inArray(t.creditReports.id, ids))
    .orderBy(desc(t.creditReports.createdAt));
}

export function debtsOfReport(db: Db, t: Tables, creditReportId: string) {
  return db.select().from(t.debts).where(eq(t.debts.creditReportId, creditReportId));
}

export function debtsOfReports(db: Db, t: Tables, creditReportIds: string[]) {
  return db.select().from(t.debts).where(inArray(t.debts.creditReportId, creditReportIds));
}

export function collectionsOfReports(db: Db, t: Tables, creditReportIds: string[]) {
  return db.select().from(t.collections).where(inArray(t.collections.creditReportId, creditReportIds));
}

export async function insertCreditReport(tx: Db, t: Tables, values: Tables['creditReports']['$inferInsert']) {
  const [report] = await tx.insert(t.creditReports).values(values).returning();
  return report;
}

export async function insertDebt(tx: Db, t: Tables, values: Tables['debts']['$inferInsert']) {
  await tx.insert(t.debts).values(values);
}

export async function insertCollection(tx: Db, t: Tables, values: Tables['collections']['$inferInsert']) {
  await tx.insert(t.collections).values(values);
}

export async function insertCreditInquiry(
  tx: Db,
  t: Tables,
  values: Tables['creditInquiries']['$inferInsert'],
) {
  await tx.insert(t.creditInquiries).values(values);
}

/** Adds the lender unless one of that name is already known (its friendly name is kept). */
export async function insertLenderIfNew(tx: Db, t: Tables, name: string, friendlyName: string) {
  await tx.insert(t.lenders).values({ name, friendlyName }).onConflictDoNothing();
}

export async function riskScoreById(db: Db, t: Tables, id: string) {
  const [risk] = await db.select().from(t.riskScores).where(eq(t.riskScores.id, id));
  return risk ?? null;
}

export async function insertRiskScore(tx: Db, t: Tables, values: Tables['riskScores']['$inferInsert']) {
  const [risk] = await tx.insert(t.riskScores).values(values).returning();
  return risk;
}

export async function insertDebtScore(tx: Db, t: Tables, values: Tables['debtScores']['$inferInsert']) {
  const [score] = await tx.insert(t.debtScores).values(values).returning();
  return score;
}

/** A debt with the application of its credit report, or null. */
export async function debtWithApplication(db: Db, t: Tables, debtId: string) {
  const [row] = await db
    .select({
      id: t.debts.id,
      accountNumber: t.debts.accountNumber,
      applicationId: t.creditReports.applicationId,
    })
    .from(t.debts)
    .innerJoin(t.creditReports, eq(t.creditReports.id, t.debts.creditReportId))
    .where(eq(t.debts.id, debtId));
  return row ?? null;
}
