import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import {
  applicationFactColumns,
  applicationFactsOf,
  latestDecisionId,
  type ApplicationFacts,
  type FactColumns,
} from './applicationFacts';
import { keyedRows, type KeyedDatabase } from './batchQueries';
import { keyedSelection, openedOnRead } from './sealedOnRead';
import type { Tables } from '../../db/client';

/*
 * A borrower page's application with what it has one of: its borrower and spouse, its plan, its
 * rental application, its latest decision and its list facts. Each would be a query of its own
 * through the loaders; on Postgres every statement costs a round trip and a system call each way
 * whatever it reads, so the page reads them in one (decisions, "A borrower page in fewer
 * statements"). The plan and rental tables allow one row per application (their unique indexes),
 * so the joins never multiply the application.
 */

type Row<K extends keyof Tables> = Tables[K]['$inferSelect'];

export interface ApplicationTree {
  application: Row<'applications'>;
  borrower: Row<'borrowers'> | null;
  spouse: Row<'spouses'> | null;
  dmpEnrollment: Row<'dmpEnrollments'> | null;
  rentalReliefPlan: Row<'rentalReliefPlans'> | null;
  rentalApplication: Row<'rentalApplications'> | null;
  latestDecision: Row<'decisions'> | null;
  facts: ApplicationFacts;
  /**
   * The file the borrower's own records are read from (api/graphql/personalData.ts): the borrower's
   * newest application, this one or a later one.
   */
  borrowerFileId: string | null;
}

/** The newest application of the application's borrower (its id), as a subquery over `applications`. */
function borrowerFileId(t: Tables): SQL<string | null> {
  const name = 'newest_of_borrower';
  const newest = alias(t.applications, name);
  return sql<
    string | null
  >`(select ${newest.id} from ${t.applications} ${sql.identifier(name)} where ${newest.applicationBorrowerId} = ${t.applications.applicationBorrowerId} order by ${newest.createdAt} desc limit 1)`;
}

/** The tree of each application id, in the order of the ids (undefined for an unknown id). */
export async function applicationTreesByIds(
  database: KeyedDatabase & { t: Tables },
  ids: readonly string[],
): Promise<(ApplicationTree | undefined)[]> {
  const { db, t } = database;
  // A date of birth is opened where it is read (sealedOnRead.ts).
  const borrowers = keyedSelection(t.borrowers);
  const spouses = keyedSelection(t.spouses);
  const rows = (await keyedRows(database, 'application trees by id', ids, (keysMatch) =>
    db
      .select({
        application: t.applications,
        borrower: borrowers.fields as unknown as Tables['borrowers'],
        spouse: spouses.fields as unknown as Tables['spouses'],
        dmpEnrollment: t.dmpEnrollments,
        rentalReliefPlan: t.rentalReliefPlans,
        rentalApplication: t.rentalApplications,
        latestDecision: t.decisions,
        facts: applicationFactColumns(t),
        borrowerFileId: borrowerFileId(t),
      })
      .from(t.applications)
      .leftJoin(t.borrowers, eq(t.borrowers.id, t.applications.applicationBorrowerId))
      .leftJoin(t.spouses, eq(t.spouses.id, t.applications.applicationSpouseId))
      .leftJoin(t.dmpEnrollments, eq(t.dmpEnrollments.applicationId, t.applications.id))
      .leftJoin(t.rentalReliefPlans, eq(t.rentalReliefPlans.applicationId, t.applications.id))
      .leftJoin(t.rentalApplications, eq(t.rentalApplications.applicationId, t.applications.id))
      .leftJoin(t.decisions, eq(t.decisions.id, latestDecisionId(t)))
      .where(keysMatch(t.applications.id)),
  )) as (Omit<ApplicationTree, 'facts'> & { facts: FactColumns })[];
  openedOnRead(
    rows.flatMap((row) => (row.borrower ? [row.borrower] : [])),
    borrowers.sealed,
  );
  openedOnRead(
    rows.flatMap((row) => (row.spouse ? [row.spouse] : [])),
    spouses.sealed,
  );
  const found = new Map(
    rows.map(({ facts, ...tree }) => [tree.application.id, { ...tree, facts: applicationFactsOf(facts) }]),
  );
  return ids.map((id) => found.get(id));
}
