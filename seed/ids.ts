/*
 * Deterministic ids, shaped like UUIDs (version 8, "custom"): tag-table-ordinal-index.
 *   tag      8 hex digits from the run seed;
 *   table    4 hex digits per table;
 *   ordinal  the borrower's position in the database (existing borrowers + index in this run);
 *   index    the row's number within that borrower's tree.
 * The same seed and starting point give the same ids; a run that adds to a database starts at the
 * next ordinal, so it never collides with earlier runs. Ids of one run grow with the ordinal, so
 * every table's primary-key index is appended to, not scattered into.
 */

/**
 * The tables demo data fills (and a reset empties, seed/reset.ts), in any order: the order they are
 * written in comes from their foreign keys (seed/rows.ts).
 */
export const seededTables = [
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
] as const;

export type SeededTable = (typeof seededTables)[number];

/**
 * The codes ids were first written with, kept so every database seeded before keeps its ids (a reset
 * finds the generated audit entries and mail by them; a later load finds the demo accounts). It does not
 * grow: a table seeded from now on takes its code from its name (`codeFromName`).
 */
const recordedCodes: Partial<Record<SeededTable, string>> = {
  users: '0001',
  borrowers: '0002',
  applications: '0003',
  spouses: '0004',
  hardships: '0005',
  rentalApplications: '0006',
  creditReports: '0007',
  debts: '0008',
  collections: '0009',
  creditInquiries: '000a',
  riskScores: '000b',
  debtScores: '000c',
  expenseEstimates: '000d',
  decisions: '000e',
  disqualificationReasons: '000f',
  offers: '0010',
  bankItems: '0011',
  bankAccounts: '0012',
  accountBalances: '0013',
  bankTransactions: '0014',
  incomePredictions: '0015',
  incomeSnapshots: '0016',
  alerts: '0017',
  outreachEvents: '0018',
  contactAttempts: '0019',
  dmpEnrollments: '001a',
  rentalReliefPlans: '001b',
  verificationCodes: '001c',
  proposedBudgets: '001d',
  budgetExpenses: '001e',
  contractSignatures: '001f',
  emailOutbox: '0020',
  auditLog: '0021',
  creditReviews: '0022',
  leftOutCreditors: '0023',
  planAgreements: '0024',
  signedAgreements: '0025',
};

/** Four hex digits of a hash of the table's name (tests/seed/tableOrder.test.ts keeps every code distinct). */
const codeFromName = (table: string) => fnv1a(`relief-table:${table}`).slice(-4);

const tableCodes = Object.fromEntries(
  seededTables.map((table) => [table, recordedCodes[table] ?? codeFromName(table)]),
) as Record<SeededTable, string>;

/** Each seeded table's code (the id's second group). */
export const tableCode = (table: SeededTable): string => tableCodes[table];

/** FNV-1a: a stable 32-bit tag of a text. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A stable tag per seed. */
export const runTag = (seed: number): string => fnv1a(`relief-seed:${seed}`);

/**
 * The demo borrower accounts' tag (seed/demoAccounts.ts): the same ids whatever the seed, so a later
 * run finds them and never makes them twice.
 */
export const demoAccountTag = fnv1a('relief-demo-accounts');

/**
 * A LIKE pattern matching every seeded id of `table`, whatever the run. Ids the product makes are
 * random UUIDs (version 4: a 4 where seeded ids have the 8 of `ordinalPart`), so none matches: a
 * reset can tell generated audit entries and mail from real ones.
 */
export function seededIdPattern(table: SeededTable): string {
  return `________-${tableCodes[table]}-8%`;
}

const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');

/** The ordinal's part of the id, the same for every row of one borrower's tree. */
function ordinalPart(ordinal: number): string {
  const o = hex(ordinal, 11);
  return `-8${o.slice(0, 3)}-8${o.slice(3, 6)}-${o.slice(6)}`;
}

export function seededId(tag: string, table: SeededTable, ordinal: number, index: number): string {
  return `${tag}-${tableCodes[table]}${ordinalPart(ordinal)}${hex(index, 7)}`;
}

/** The id range of one seed's borrowers, for telling whether a run would collide with an earlier one. */
export function borrowerIdRange(tag: string, fromOrdinal: number, toOrdinal: number): [string, string] {
  return [seededId(tag, 'borrowers', fromOrdinal, 0), seededId(tag, 'borrowers', toOrdinal, 0)];
}

/** Hands out the ids of one borrower's tree, numbering each table's rows from 0. */
export class TreeIds {
  private readonly counters = new Map<SeededTable, number>();
  private readonly ordinal: string;

  constructor(
    private readonly tag: string,
    ordinal: number,
  ) {
    this.ordinal = ordinalPart(ordinal);
  }

  next(table: SeededTable): string {
    const index = this.counters.get(table) ?? 0;
    this.counters.set(table, index + 1);
    return `${this.tag}-${tableCodes[table]}${this.ordinal}${hex(index, 7)}`;
  }
}
