import { rowCountOf, rowEncoder, type EncodedRows, type RowEncoder } from '../db/bulk';
import type { Tables } from '../db/client';
import type { SeededTable } from './ids';

export type Insert<K extends SeededTable> = Tables[K]['$inferInsert'];

/** Parents before children, so every foreign key points at a row already written. */
export const insertOrder: readonly SeededTable[] = [
  'users',
  'verificationCodes',
  'borrowers',
  'applications',
  'spouses',
  'hardships',
  'rentalApplications',
  'creditReviews',
  'creditReports',
  'debts',
  'collections',
  'creditInquiries',
  'riskScores',
  'debtScores',
  'expenseEstimates',
  'proposedBudgets',
  'budgetExpenses',
  'decisions',
  'disqualificationReasons',
  'offers',
  'leftOutCreditors',
  'bankItems',
  'bankAccounts',
  'accountBalances',
  'bankTransactions',
  'incomePredictions',
  'incomeSnapshots',
  'alerts',
  'outreachEvents',
  'contactAttempts',
  'dmpEnrollments',
  'rentalReliefPlans',
  'planAgreements',
  'contractSignatures',
  'signedAgreements',
  'emailOutbox',
  'auditLog',
];

export type Encoders = { [K in SeededTable]: RowEncoder<Tables[K]> };

/** `tables` are the dialect's (database.t): booleans, JSON and money are encoded as it stores them. */
export function encodersFor(tables: Tables): Encoders {
  return Object.fromEntries(
    insertOrder.map((table) => [table, rowEncoder(tables[table])]),
  ) as unknown as Encoders;
}

/**
 * A chunk's rows, encoded for the driver as they are made: a row object lives only until it is
 * encoded, which keeps the garbage collector's work (a fifth of the run otherwise) small.
 */
export class ChunkRows {
  private readonly byTable = new Map<SeededTable, EncodedRows>();

  constructor(private readonly encoders: Encoders) {}

  push<K extends SeededTable>(table: K, row: Insert<K>): void {
    let rows = this.byTable.get(table);
    if (!rows) {
      const encoder = this.encoders[table];
      this.byTable.set(table, (rows = { table: encoder.table, columns: encoder.columns, values: [] }));
    }
    (this.encoders[table] as RowEncoder<Tables[K]>).encodeInto(row, rows.values);
  }

  /** Takes `other`'s rows after its own (a tree drawn apart, seed/borrowerTree.ts's drawFeaturedTree). */
  append(other: ChunkRows): void {
    for (const [table, rows] of other.byTable) {
      const mine = this.byTable.get(table);
      if (!mine) this.byTable.set(table, { ...rows, values: [...rows.values] });
      else for (const value of rows.values) mine.values.push(value);
    }
  }

  count(table: SeededTable): number {
    const rows = this.byTable.get(table);
    return rows ? rowCountOf(rows) : 0;
  }

  /** Non-empty tables, in insert order. */
  encoded(): EncodedRows[] {
    return insertOrder
      .map((table) => this.byTable.get(table))
      .filter((rows): rows is EncodedRows => rows !== undefined);
  }
}
