import type { Database } from '../../db/client';
import { fixturePasswordHash } from './fixtureHash';
import { insertAccount } from '../../api/data/users';

type ApplicationInsert = Database['t']['applications']['$inferInsert'];
type BorrowerInsert = Database['t']['borrowers']['$inferInsert'];

let counter = 0;

/** A borrower with an application, written straight to the database. */
export async function aBorrowerApplication(
  database: Database,
  overrides: { application?: Partial<ApplicationInsert>; borrower?: Partial<BorrowerInsert> } = {},
) {
  const { t } = database;
  counter += 1;
  return database.withTransaction(async (tx) => {
    const [borrower] = await tx
      .insert(t.borrowers)
      .values({
        firstName: 'Maria',
        lastName: `Lopez${counter}`,
        email: `maria.lopez${counter}@example.com`,
        phoneNumber: '512-555-0100',
        state: 'TX',
        ...overrides.borrower,
      })
      .returning();
    const [application] = await tx
      .insert(t.applications)
      .values({
        type: 'credit',
        applicationBorrowerId: borrower.id,
        owner: borrower.owner ?? null,
        ...overrides.application,
      })
      .returning();
    return { borrower, application };
  });
}

/** A decision with one offer (qualified) or none. */
export async function aDecision(
  database: Database,
  applicationId: string,
  options: { qualified: boolean; createdAt?: string },
) {
  const { t } = database;
  return database.withTransaction(async (tx) => {
    const [decision] = await tx
      .insert(t.decisions)
      .values({
        applicationId,
        isQualified: options.qualified,
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      })
      .returning();
    if (options.qualified)
      await tx
        .insert(t.offers)
        .values({ applicationId, decisionId: decision.id, balance: 1200, payment: 40, term: 36 });
    return decision;
  });
}

export const borrowerPassword = 'Borrow3r!pass';

/** A signed-up borrower account (not staff) owning a fresh application. */
export async function aBorrowerAccount(database: Database, email: string) {
  const passwordHash = fixturePasswordHash(borrowerPassword);
  const userId = await database.withTransaction((tx) =>
    insertAccount(tx, database.t, { email, passwordHash, name: 'Borrower' }),
  );
  const { application, borrower } = await aBorrowerApplication(database, {
    application: { owner: userId },
    borrower: { owner: userId, email },
  });
  return { userId, application, borrower };
}
