import type { Db, Tables } from '../../db/client';

/* Writes of an application's own records: the application row, its hardships, its rental record. */

export async function insertApplication(tx: Db, t: Tables, values: Tables['applications']['$inferInsert']) {
  const [application] = await tx.insert(t.applications).values(values).returning();
  return application;
}

/** One hardship answer of the application, replacing the earlier answer to the same key. */
export async function saveHardship(
  tx: Db,
  t: Tables,
  applicationId: string,
  hardship: { key: string; value: boolean },
) {
  await tx
    .insert(t.hardships)
    .values({ applicationId, ...hardship })
    .onConflictDoUpdate({
      target: [t.hardships.applicationId, t.hardships.key],
      set: { value: hardship.value },
    });
}

export async function insertRentalApplication(tx: Db, t: Tables, applicationId: string) {
  await tx.insert(t.rentalApplications).values({ applicationId });
}

type RentalApplicationChanges = Omit<Partial<Tables['rentalApplications']['$inferInsert']>, 'applicationId'>;

/** Sets these fields of the application's rental record, creating the record if it has none. */
export async function saveRentalApplicationFields(
  tx: Db,
  t: Tables,
  applicationId: string,
  changes: RentalApplicationChanges,
) {
  await tx
    .insert(t.rentalApplications)
    .values({ applicationId, ...changes })
    .onConflictDoUpdate({ target: t.rentalApplications.applicationId, set: changes });
}
