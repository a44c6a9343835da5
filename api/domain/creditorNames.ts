/*
 * Which creditor a bureau's name belongs to. A lead writes each creditor's names as plain words
 * ('capital one', 'syncb', 'barclay*'): a pattern matches a name holding its words, whole and in
 * order, case and punctuation aside; a word ending in * matches any word it begins. No one's regular
 * expression ever runs: a name is split into words once, and matching compares words, so the time
 * grows with the name's length times the pattern's, whatever is typed.
 */

export const namePatternLimits = {
  /** Patterns per creditor. */
  patterns: 20,
  /** Characters per pattern, as typed. */
  length: 60,
  /** Words per pattern. */
  words: 8,
  /** Letters before a '*': 'b*' would name half the bureau's subscribers. */
  stem: 2,
} as const;

/**
 * A name's words: letters and digits in lower case, accents dropped. Dots and apostrophes join
 * ('U.S.' is 'us', "Lowe's" is 'lowes'); anything else parts words ('SYNCB/AMAZON').
 */
export function nameWords(name: string): string[] {
  // Most bureau names are plain ASCII: decomposing their accents would change nothing.
  const plain = isAscii(name) ? name : name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return plain
    .toLowerCase()
    .replace(/[.'\u2019]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

const isAscii = (text: string) => {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
};

interface PatternWord {
  word: string;
  /** Ended in '*': matches any word beginning with `word`. */
  stem: boolean;
}

export type NamePattern = readonly PatternWord[];

/** Why a typed pattern cannot be used, or null when it can. */
export function namePatternProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return 'a name pattern is empty';
  if (text.length > namePatternLimits.length)
    return `'${text.slice(0, 20)}…' is longer than ${namePatternLimits.length} characters`;
  const words = parseNamePattern(text);
  if (words === null) return `'${text}' has a * inside a word: only a word's end takes one ('barclay*')`;
  if (words.length === 0) return `'${text}' has no letters or digits`;
  if (words.length > namePatternLimits.words)
    return `'${text}' has more than ${namePatternLimits.words} words`;
  if (words.some((w) => w.stem && w.word.length < namePatternLimits.stem))
    return `'${text}' needs at least ${namePatternLimits.stem} letters before a *`;
  return null;
}

/** The pattern's words, or null when a '*' is anywhere but at the end of a word. */
export function parseNamePattern(typed: string): NamePattern | null {
  const parsed: PatternWord[] = [];
  for (const token of typed.trim().split(/\s+/)) {
    const stem = token.endsWith('*');
    const core = stem ? token.slice(0, -1) : token;
    if (core.includes('*')) return null;
    const words = nameWords(core);
    if (stem && words.length === 0) return null;
    words.forEach((word, i) => parsed.push({ word, stem: stem && i === words.length - 1 }));
  }
  return parsed;
}

/** How a pattern is kept and shown: its words in lower case, a '*' where it was ('bk of amer*'). */
export function canonicalNamePattern(typed: string): string {
  return (parseNamePattern(typed) ?? []).map(({ word, stem }) => (stem ? `${word}*` : word)).join(' ');
}

const wordMatches = (pattern: PatternWord, word: string) =>
  pattern.stem ? word.startsWith(pattern.word) : word === pattern.word;

/** Whether the pattern's words are the name's words from `start` on. */
export function patternMatchesAt(pattern: NamePattern, words: readonly string[], start: number): boolean {
  if (pattern.length === 0 || start + pattern.length > words.length) return false;
  return pattern.every((p, i) => wordMatches(p, words[start + i]));
}

/** Whether the name's words hold the pattern's words, whole (or begun, for a '*') and in order. */
export function patternMatchesWords(pattern: NamePattern, words: readonly string[]): boolean {
  for (let start = 0; start + pattern.length <= words.length; start += 1) {
    if (patternMatchesAt(pattern, words, start)) return true;
  }
  return false;
}

/** How specific a match is: more letters named, then more words. A longer pattern wins a tie. */
export function patternWeight(pattern: NamePattern): number {
  return pattern.reduce((sum, p) => sum + p.word.length, 0) * 100 + pattern.length;
}
