import type { AgencyFees } from '../api/domain/agencyFees';
import type { CreditorTermsVersion } from '../api/domain/creditorTerms';
import type { DemoAccount } from './catalog/demoAccounts';
import type { Showcase } from './catalog/showcase';
import type { Clock } from './clock';
import { TreeIds, type SeededTable } from './ids';
import type { Rng } from './random';
import type { TradelinePool } from './entities/tradelinePool';
import type { ChunkRows, Encoders, Insert } from './rows';

/** What every borrower of a run shares. */
export interface RunContext {
  seed: number;
  tag: string;
  clock: Clock;
  /** Staff user ids, with how often each claims and calls (leads less than reps). */
  staff: readonly (readonly [string, number])[];
  /** The rep who holds a take-over scenario's claims. */
  firstRep: string;
  /** One precomputed hash for every demo borrower account (SECURITY.md §1). */
  passwordHash: string;
  mustChangePassword: boolean;
  /** The fees the demo plans' signed agreements itemize. */
  fees: AgencyFees;
  /** The creditor terms the demo decisions stand on, and whether a lead had reviewed them. */
  creditorTerms: readonly CreditorTermsVersion[];
  creditorTermsReviewed: boolean;
  tradelines: TradelinePool;
  encoders: Encoders;
  /** A scenario set's borrowers (catalog/scenarios.ts), the first at `firstOrdinal`; null: random. */
  scenario: { entries: readonly Showcase[]; firstOrdinal: number } | null;
}

/** A demo borrower account's tree (seed/demoAccounts.ts): who it is and how it signs in. */
export interface DemoAccountTree {
  account: DemoAccount;
  passwordHash: string;
  /** The account survived a reset: its user row is there, only what it owns is made again. */
  accountExists: boolean;
}

/** One borrower being generated: its random stream, its ids and where its rows go. */
export class Tree {
  readonly ids: TreeIds;

  constructor(
    readonly run: RunContext,
    readonly rng: Rng,
    readonly ordinal: number,
    private readonly rows: ChunkRows,
    /** Set for a demo borrower account, whose ids are its own (ids.ts's demoAccountTag). */
    readonly demo: DemoAccountTree | null = null,
    tag = run.tag,
  ) {
    this.ids = new TreeIds(tag, ordinal);
  }

  get clock(): Clock {
    return this.run.clock;
  }

  /** Adds a row with the next id of its table (given to `row` when it needs it) and returns the id. */
  add<K extends SeededTable>(
    table: K,
    row: Omit<Insert<K>, 'id'> | ((id: string) => Omit<Insert<K>, 'id'>),
  ): string {
    const id = this.ids.next(table);
    this.put(table, id, typeof row === 'function' ? row(id) : row);
    return id;
  }

  /** An id for a row added later with `put` (a parent whose fields depend on its children). */
  reserve(table: SeededTable): string {
    return this.ids.next(table);
  }

  put<K extends SeededTable>(table: K, id: string, row: Omit<Insert<K>, 'id'>): void {
    // Rows are fresh object literals: giving them their id in place spares a copy per row.
    const withId = row as Insert<K>;
    withId.id = id;
    this.rows.push(table, withId);
  }

  /** A staff member, reps more often than the lead. */
  staffMember(): string {
    return this.rng.weighted(this.run.staff);
  }
}
