import { eq, sql } from 'drizzle-orm';
import type { Db, Tables } from '../../db/client';
import type { UserInformation } from '../domain/userInformation';

export async function updateBorrowerFields(
  tx: Db,
  t: Tables,
  id: string,
  changes: Partial<Tables['borrowers']['$inferInsert']>,
) {
  const [borrower] = await tx.update(t.borrowers).set(changes).where(eq(t.borrowers.id, id)).returning();
  return borrower;
}

/** The preferred language of (one of) the user's borrower records, or null. */
export async function preferredLanguageOfOwner(db: Db, t: Tables, owner: string) {
  const [borrower] = await db
    .select({ preferredLanguage: t.borrowers.preferredLanguage })
    .from(t.borrowers)
    .where(eq(t.borrowers.owner, owner))
    .limit(1);
  return borrower?.preferredLanguage ?? null;
}

/** The name and phone of (one of) the user's borrower records, or null. */
export async function contactOfOwner(db: Db, t: Tables, owner: string) {
  const [borrower] = await db
    .select({
      firstName: t.borrowers.firstName,
      lastName: t.borrowers.lastName,
      phoneNumber: t.borrowers.phoneNumber,
    })
    .from(t.borrowers)
    .where(eq(t.borrowers.owner, owner))
    .limit(1);
  return borrower ?? null;
}

export async function setEmailOfOwnedBorrowers(
  tx: Db,
  t: Tables,
  owner: string,
  email: string,
): Promise<void> {
  await tx.update(t.borrowers).set({ email }).where(eq(t.borrowers.owner, owner));
}

/**
 * Saves a confirmed name and phone on the user's borrower records. A changed phone is no longer
 * checked: phoneNumberIsValid clears, as on every phone edit.
 */
export async function setContactOfOwnedBorrowers(
  tx: Db,
  t: Tables,
  owner: string,
  contact: UserInformation,
): Promise<void> {
  await tx
    .update(t.borrowers)
    .set({
      ...(contact.firstName != null ? { firstName: contact.firstName } : {}),
      ...(contact.lastName != null ? { lastName: contact.lastName } : {}),
      ...(contact.phoneNumber != null
        ? {
            phoneNumber: contact.phoneNumber,
            phoneNumberIsValid: sql`case when ${t.borrowers.phoneNumber} = ${contact.phoneNumber} then ${t.borrowers.phoneNumberIsValid} else null end`,
          }
        : {}),
    })
    .where(eq(t.borrowers.owner, owner));
}

export async function insertBorrower(tx: Db, t: Tables, values: Tables['borrowers']['$inferInsert']) {
  const [borrower] = await tx.insert(t.borrowers).values(values).returning();
  return borrower;
}

export async function spouseById(db: Db, t: Tables, id: string) {
  const [spouse] = await db.select().from(t.spouses).where(eq(t.spouses.id, id));
  return spouse ?? null;
}

export async function insertSpouse(tx: Db, t: Tables, values: Tables['spouses']['$inferInsert']) {
  const [spouse] = await tx.insert(t.spouses).values(values).returning();
  return spouse;
}

export async function updateSpouseFields(
  tx: Db,
  t: Tables,
  id: string,
  changes: Partial<Tables['spouses']['$inferInsert']>,
) {
  await tx.update(t.spouses).set(changes).where(eq(t.spouses.id, id));
}

export async function borrowerById(db: Db, t: Tables, id: string) {
  const [borrower] = await db.select().from(t.borrowers).where(eq(t.borrowers.id, id));
  return borrower ?? null;
}
