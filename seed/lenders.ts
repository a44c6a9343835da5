import type { Database } from '../db/client';
import { collectionAgencies, lenders } from '../api/integrations/creditBureau/lenders';

/**
 * The lenders table (the spec's friendly-name map) for every creditor a demo report can name. The
 * concession columns stay empty: a creditor's terms are the creditor table's, matched by name
 * (api/domain/creditorTerms.ts). Lenders already present (a pull added them, or a lead edited them) are left as they are.
 */
export async function addLenders(database: Database): Promise<void> {
  const { t } = database;
  const rows = [...lenders, ...collectionAgencies].map((l) => ({
    name: l.bureauName,
    friendlyName: l.friendlyName,
  }));
  await database.withTransaction((tx) => tx.insert(t.lenders).values(rows).onConflictDoNothing());
}
