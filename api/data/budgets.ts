import type { Db, Tables } from '../../db/client';

type Insert<K extends keyof Tables> = Tables[K]['$inferInsert'];

/* The budgets proposed from an application's expense estimates (api/services/flow/budgets.ts). */
export async function insertProposedBudget(tx: Db, t: Tables, values: Insert<'proposedBudgets'>) {
  const [budget] = await tx.insert(t.proposedBudgets).values(values).returning();
  return budget;
}

export async function insertBudgetExpenses(tx: Db, t: Tables, rows: Insert<'budgetExpenses'>[]) {
  if (rows.length) await tx.insert(t.budgetExpenses).values(rows);
}
