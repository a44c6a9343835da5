import {
  nameWords,
  parseNamePattern,
  patternMatchesAt,
  patternWeight,
  type NamePattern,
} from './creditorNames';
import { todayIn } from './dates';

/*
 * The agency's creditor terms: what each creditor grants a borrower on a debt-management plan (a
 * plan APR and a payoff term, a minimum payment), and whether it takes part in plans at all. A lead
 * keeps them in the console's Creditors screen. An edit never rewrites a version: it records the
 * next one, from its effective date, so any offer's figures can be explained by the version it used
 * and the table as it stood on any day can be read back.
 */

/**
 * A named creditor, or one of the two rows every table has: any other creditor, and any collection
 * agency (a charged-off account, usually no longer accruing interest).
 */
export type CreditorKind = 'creditor' | 'otherCreditors' | 'collections';

/** A plan runs at most five years. */
export const maximumTermInMonths = 60;

/** One version of one creditor's terms. */
export interface CreditorTermsVersion {
  /** `<creditorId>@<version>`, stored on every offer made with it. */
  id: string;
  /** The creditor across its versions (an offer's lenderConcessionId). */
  creditorId: string;
  /** 1, 2, 3… in the order they were recorded. */
  version: number;
  kind: CreditorKind;
  friendlyName: string;
  /** Canonical patterns (creditorNames.ts); none for the two catch-all rows. */
  namePatterns: readonly string[];
  /** Percent, at most two decimals (7.9 means 7.9 %). */
  planApr: number;
  termInMonths: number;
  /** Dollars, exact cents; 0 when the creditor sets none. */
  minimumPayment: number;
  participatesInPlans: boolean;
  /** YYYY-MM-DD: the terms apply to decisions from this day on (UTC, as every date the server judges). */
  effectiveDate: string;
  /** The instant the version was recorded. */
  recordedAt: string;
}

export const versionIdOf = (creditorId: string, version: number) => `${creditorId}@${version}`;

const newer = (a: CreditorTermsVersion, b: CreditorTermsVersion) =>
  a.effectiveDate !== b.effectiveDate ? a.effectiveDate > b.effectiveDate : a.version > b.version;

/**
 * The table as it stood at `at`: for each creditor, of the versions recorded by then and in effect
 * that day, the one with the latest effective date (the later recorded on a tie). A creditor with
 * no version in effect yet is not in it.
 */
export function termsInForce(versions: readonly CreditorTermsVersion[], at: Date): CreditorTermsVersion[] {
  const instant = at.toISOString();
  const day = todayIn(at);
  const current = new Map<string, CreditorTermsVersion>();
  for (const v of versions) {
    if (v.recordedAt > instant || v.effectiveDate > day) continue;
    const held = current.get(v.creditorId);
    if (!held || newer(v, held)) current.set(v.creditorId, v);
  }
  return [...current.values()].sort(tableOrder);
}

/** The latest recorded version of each creditor: what the Creditors screen edits. */
export function latestVersions(versions: readonly CreditorTermsVersion[]): CreditorTermsVersion[] {
  const latest = new Map<string, CreditorTermsVersion>();
  for (const v of versions) {
    const held = latest.get(v.creditorId);
    if (!held || v.version > held.version) latest.set(v.creditorId, v);
  }
  return [...latest.values()].sort(tableOrder);
}

const kindOrder: Record<CreditorKind, number> = { creditor: 0, otherCreditors: 1, collections: 2 };

/** Named creditors by name, then any other creditor, then collection agencies. */
export function tableOrder(a: CreditorTermsVersion, b: CreditorTermsVersion): number {
  if (a.kind !== b.kind) return kindOrder[a.kind] - kindOrder[b.kind];
  const byName = a.friendlyName.localeCompare(b.friendlyName, 'en');
  return byName !== 0 ? byName : a.creditorId < b.creditorId ? -1 : a.creditorId > b.creditorId ? 1 : 0;
}

export interface DebtNames {
  kind: 'debt' | 'collection';
  lenderName: string | null;
  lenderFriendlyName: string | null;
}

/** One pattern of a creditor in force, with how specific it is. */
interface Candidate {
  terms: CreditorTermsVersion;
  pattern: NamePattern;
  weight: number;
}

/**
 * A table in force, ready to match names against: its patterns parsed once and filed by their
 * first word, so a name's word finds the few patterns that can start there.
 */
export interface CreditorTable {
  byFirstWord: ReadonlyMap<string, readonly Candidate[]>;
  /** Patterns whose first word ends in '*': tried against every word. */
  byFirstStem: readonly Candidate[];
  otherCreditors: CreditorTermsVersion;
  collections: CreditorTermsVersion;
}

const readied = new WeakMap<readonly CreditorTermsVersion[], CreditorTable>();

/**
 * Readies a table in force for matching (once per table: the demo load decides thousands of
 * borrowers on one). Without its two catch-all rows a table cannot decide (a debt would have no
 * terms), so nothing is decided on it.
 */
export function creditorTable(inForce: readonly CreditorTermsVersion[]): CreditorTable {
  const known = readied.get(inForce);
  if (known) return known;
  const otherCreditors = inForce.find((v) => v.kind === 'otherCreditors');
  const collections = inForce.find((v) => v.kind === 'collections');
  if (!otherCreditors || !collections)
    throw new Error('The creditor terms in force lack the rows for other creditors and collections');
  const byFirstWord = new Map<string, Candidate[]>();
  const byFirstStem: Candidate[] = [];
  for (const terms of inForce) {
    if (terms.kind !== 'creditor') continue;
    for (const typed of terms.namePatterns) {
      const pattern = parseNamePattern(typed);
      if (!pattern || pattern.length === 0) continue;
      const candidate = { terms, pattern, weight: patternWeight(pattern) };
      if (pattern[0].stem) byFirstStem.push(candidate);
      else byFirstWord.set(pattern[0].word, [...(byFirstWord.get(pattern[0].word) ?? []), candidate]);
    }
  }
  const table = { byFirstWord, byFirstStem, otherCreditors, collections };
  readied.set(inForce, table);
  return table;
}

/**
 * The terms for a debt: the creditor whose pattern matches the friendly or the bureau name most
 * specifically (the earlier in the table's order on a tie); else any other creditor's, or, for a
 * collection account, any collection agency's.
 */
export function termsFor(table: CreditorTable, debt: DebtNames): CreditorTermsVersion {
  let best: Candidate | null = null;
  for (const name of [debt.lenderFriendlyName, debt.lenderName]) {
    if (!name) continue;
    const words = nameWords(name);
    for (let start = 0; start < words.length; start += 1) {
      const candidates = [...(table.byFirstWord.get(words[start]) ?? []), ...table.byFirstStem];
      for (const candidate of candidates) {
        if (best && !moreSpecific(candidate, best)) continue;
        if (patternMatchesAt(candidate.pattern, words, start)) best = candidate;
      }
    }
  }
  if (best) return best.terms;
  return debt.kind === 'collection' ? table.collections : table.otherCreditors;
}

/** The heavier pattern wins; on a tie, the creditor earlier in the table's order. */
const moreSpecific = (a: Candidate, b: Candidate) =>
  a.weight > b.weight || (a.weight === b.weight && tableOrder(a.terms, b.terms) < 0);
