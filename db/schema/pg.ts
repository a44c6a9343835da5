/*
 * The Postgres tables, derived at load time from the canonical SQLite description in `sqlite.ts`:
 * one description of the tables, two dialects. drizzle-kit reads this file to write the Postgres
 * migrations; a test compares both dialects' columns so a new column type cannot slip through.
 */
import { getTableColumns, is, SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type PgColumnBuilderBase,
  type PgTable,
} from 'drizzle-orm/pg-core';
import { getTableConfig, SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { open, sealForStorage } from '../dataKeys';
import * as sqlite from './sqlite';

type SqliteTables = typeof sqlite;

const pgMoney = customType<{ data: number; driverData: number | string | bigint }>({
  dataType: () => 'bigint',
  toDriver: (dollars) => Math.round(dollars * 100),
  fromDriver: (cents) => Number(cents) / 100,
});

const pgSealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (plaintext) => sealForStorage(plaintext),
  fromDriver: (sealed) => open(sealed),
});

function pgColumnFor(column: SQLiteColumn): PgColumnBuilderBase {
  switch (column.columnType) {
    case 'SQLiteText':
      return text();
    case 'SQLiteInteger':
      return integer();
    case 'SQLiteBoolean':
      return boolean();
    case 'SQLiteTextJson':
      return jsonb();
    case 'SQLiteCustomColumn':
      // The two custom types: money (integer cents) and sealed secrets (text).
      return column.getSQLType() === 'text' ? pgSealedText() : pgMoney();
    case 'SQLiteBigInt':
      return bigint({ mode: 'number' });
    default:
      throw new Error(`db/schema/pg.ts: no Postgres type for ${column.columnType} (${column.name})`);
  }
}

type Builder = PgColumnBuilderBase & {
  notNull(): Builder;
  primaryKey(): Builder;
  default(value: unknown): Builder;
  $defaultFn(fn: () => unknown): Builder;
  $onUpdateFn(fn: () => unknown): Builder;
};

function derivedColumn(column: SQLiteColumn): PgColumnBuilderBase {
  let builder = pgColumnFor(column) as Builder;
  if (column.primary) builder = builder.primaryKey();
  if (column.notNull && !column.primary) builder = builder.notNull();
  if (column.default !== undefined) builder = builder.default(column.default);
  if (column.defaultFn) builder = builder.$defaultFn(column.defaultFn);
  if (column.onUpdateFn) builder = builder.$onUpdateFn(column.onUpdateFn);
  return builder;
}

const derived = new Map<SQLiteTable, PgTable>();

function keyOf(table: SQLiteTable, column: SQLiteColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`db/schema/pg.ts: column ${column.name} not in its table`);
  return entry[0];
}

function pgColumnOf(table: SQLiteTable, column: SQLiteColumn) {
  const target = derived.get(table);
  if (!target) throw new Error('db/schema/pg.ts: referenced table derived later');
  return (target as unknown as Record<string, unknown>)[keyOf(table, column)] as never;
}

function derive(table: SQLiteTable): PgTable {
  const config = getTableConfig(table);
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [key, derivedColumn(column)]),
  );
  const result = pgTable(config.name, columns, (t) => {
    const col = (c: SQLiteColumn) => (t as Record<string, never>)[keyOf(table, c)];
    return [
      ...config.indexes.map((ix) => {
        // Into nested expressions too: a search word is built from another (columns.ts, searchedWords).
        const pgSql = (c: SQL): SQL =>
          new SQL(
            c.queryChunks.map((chunk) =>
              is(chunk, SQLiteColumn) ? col(chunk) : is(chunk, SQL) ? pgSql(chunk) : chunk,
            ),
          );
        const cols = ix.config.columns.map((c) => (is(c, SQL) ? pgSql(c) : col(c as SQLiteColumn))) as [
          never,
          ...never[],
        ];
        const built = (ix.config.unique ? uniqueIndex : index)(ix.config.name).on(...cols);
        return ix.config.where ? built.where(pgSql(ix.config.where)) : built;
      }),
      ...config.primaryKeys.map((pk) =>
        primaryKey({ columns: pk.columns.map((c) => col(c)) as [never, ...never[]] }),
      ),
      ...config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        const target = ref.foreignTable as SQLiteTable;
        return foreignKey({
          name: fk.getName(),
          columns: ref.columns.map((c) => col(c)) as [never, ...never[]],
          foreignColumns: ref.foreignColumns.map((c) => pgColumnOf(target, c)) as [never, ...never[]],
        })
          .onDelete(fk.onDelete ?? 'no action')
          .onUpdate(fk.onUpdate ?? 'no action');
      }),
    ];
  });
  derived.set(table, result);
  return result;
}

const tables = (Object.values(sqlite) as unknown[]).filter((value): value is SQLiteTable =>
  is(value, SQLiteTable),
);
// Foreign keys are resolved lazily by drizzle, so every table must be derived before they are read.
for (const table of tables) derive(table);

function pgOf<T extends SQLiteTable>(table: T): T {
  return derived.get(table) as unknown as T;
}

/* The Postgres tables carry the SQLite tables' TypeScript type: the data layer is written once
   against that type, and every query is awaited, which both drivers support. */
export const users = pgOf(sqlite.users);
export const groups = pgOf(sqlite.groups);
export const userGroups = pgOf(sqlite.userGroups);
export const sessions = pgOf(sqlite.sessions);
export const verificationCodes = pgOf(sqlite.verificationCodes);
export const emailChanges = pgOf(sqlite.emailChanges);
export const emailOutbox = pgOf(sqlite.emailOutbox);
export const lenders = pgOf(sqlite.lenders);
export const auditLog = pgOf(sqlite.auditLog);
export const borrowers = pgOf(sqlite.borrowers);
export const applications = pgOf(sqlite.applications);
export const spouses = pgOf(sqlite.spouses);
export const hardships = pgOf(sqlite.hardships);
export const rentalApplications = pgOf(sqlite.rentalApplications);
export const rentalReliefPlans = pgOf(sqlite.rentalReliefPlans);
export const dmpEnrollments = pgOf(sqlite.dmpEnrollments);
export const planAgreements = pgOf(sqlite.planAgreements);
export const contractSignatures = pgOf(sqlite.contractSignatures);
export const signedAgreements = pgOf(sqlite.signedAgreements);
export const contactAttempts = pgOf(sqlite.contactAttempts);
export const creditReports = pgOf(sqlite.creditReports);
export const debts = pgOf(sqlite.debts);
export const collections = pgOf(sqlite.collections);
export const creditReviews = pgOf(sqlite.creditReviews);
export const riskScores = pgOf(sqlite.riskScores);
export const debtScores = pgOf(sqlite.debtScores);
export const creditInquiries = pgOf(sqlite.creditInquiries);
export const decisions = pgOf(sqlite.decisions);
export const disqualificationReasons = pgOf(sqlite.disqualificationReasons);
export const offers = pgOf(sqlite.offers);
export const leftOutCreditors = pgOf(sqlite.leftOutCreditors);
export const creditorTermVersions = pgOf(sqlite.creditorTermVersions);
export const creditorTermsReviews = pgOf(sqlite.creditorTermsReviews);
export const expenseEstimates = pgOf(sqlite.expenseEstimates);
export const proposedBudgets = pgOf(sqlite.proposedBudgets);
export const budgetExpenses = pgOf(sqlite.budgetExpenses);
export const bankItems = pgOf(sqlite.bankItems);
export const bankAccounts = pgOf(sqlite.bankAccounts);
export const accountBalances = pgOf(sqlite.accountBalances);
export const bankTransactions = pgOf(sqlite.bankTransactions);
export const incomePredictions = pgOf(sqlite.incomePredictions);
export const incomeSnapshots = pgOf(sqlite.incomeSnapshots);
export const alerts = pgOf(sqlite.alerts);
export const outreachEvents = pgOf(sqlite.outreachEvents);
export const webhookDeliveries = pgOf(sqlite.webhookDeliveries);
export const rateLimitHits = pgOf(sqlite.rateLimitHits);
export const demoDataJobs = pgOf(sqlite.demoDataJobs);
export const jobs = pgOf(sqlite.jobs);
export const savedQueries = pgOf(sqlite.savedQueries);
export const formDrafts = pgOf(sqlite.formDrafts);
export const queueTotals = pgOf(sqlite.queueTotals);
export const workspaceMark = pgOf(sqlite.workspaceMark);
export const setupLinks = pgOf(sqlite.setupLinks);
export const twoFactorSecrets = pgOf(sqlite.twoFactorSecrets);
export const recoveryCodes = pgOf(sqlite.recoveryCodes);
export const readLog = pgOf(sqlite.readLog);
export const readFlags = pgOf(sqlite.readFlags);
export const dataKeyChecks = pgOf(sqlite.dataKeyChecks);

export type Tables = SqliteTables;
