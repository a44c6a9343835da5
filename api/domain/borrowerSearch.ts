import { withoutAccents } from './searchFold';

/*
 * What a rep's search in the Summary or the queue can mean (service-portal §5: a borrower's e-mail,
 * id, first name, last name, full name or phone), as people say it: any word of a name, with or
 * without its accents or apostrophe, in any order; an e-mail or its domain; a phone by its first
 * digits or its last seven. Pure: the data layer turns each shape into prefix ranges its indexes
 * answer (db/schema/columns.ts holds the same word rules as SQL).
 */

export interface BorrowerSearch {
  /** The words as typed (trimmed, inner spaces kept): the start of an e-mail. */
  text: string;
  /**
   * Name words, each the start of some word of the borrower's first or last name; [] when none. Two or
   * more are a name and nothing else: every one must match.
   */
  words: string[];
  /** The start of an e-mail's domain ('example.com' for '@example.com'), or null. */
  domain: string | null;
  /** Phone digits however typed, as the stored ddd-ddd-dddd begins; null when it is no phone. */
  phonePrefix: string | null;
  /** Up to seven digits as the stored phone's last seven begin ('555-01' for '55501'), or null. */
  phoneLocalPrefix: string | null;
  /** The start of an application's or a borrower's id (lower-case hex and dashes), or null. */
  idPrefix: string | null;
}

/** Below this many characters an id prefix would match too many ids to mean one. */
export const minIdPrefix = 6;
/** The fewest digits that make a phone search ('302' alone is an area code). */
export const minPhoneDigits = 3;
/** The most name words a search reads: a full name and a few more, never a sentence. */
export const maxNameWords = 6;

/**
 * A name as the search compares it, the same as the index keys (db/schema/columns.ts, nameWordsOf):
 * lower case, accents off, apostrophes dropped ('O'Brien' and 'OBrien' are 'obrien'), hyphens, dots
 * and commas between words ('Smith-Jones', 'St. John', 'Núñez, José').
 */
export function nameWords(text: string): string[] {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[\s,.-]+/)
    .filter(Boolean);
}

/**
 * Digits typed in any phone shape ('3025550190', '(302) 555-0190', '+1 302.555.0190') as the start of
 * the stored form '302-555-0190'. A leading country code 1 on eleven digits is dropped.
 */
export function phonePrefixOf(text: string): string | null {
  const digits = phoneDigitsOf(text);
  if (digits === null || digits.length > 10) return null;
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

function phoneDigitsOf(text: string): string | null {
  if (!/^[\d\s().+-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length < minPhoneDigits ? null : digits;
}

/** The last seven digits as a rep reads them off a note ('555-0190', '5550190'): '555-0190'. */
export function phoneLocalPrefixOf(text: string): string | null {
  const digits = phoneDigitsOf(text);
  if (digits === null || digits.length > 7) return null;
  return [digits.slice(0, 3), digits.slice(3)].filter(Boolean).join('-');
}

/** 'example.com', '@example.com', 'gmail.c': the start of a domain; a whole address is an e-mail. */
function domainOf(text: string): string | null {
  if (/\s/.test(text) || !(text.startsWith('@') || text.includes('.'))) return null;
  const domain = text.startsWith('@') ? text.slice(1) : text;
  return domain && !domain.includes('@') && /^[a-z0-9.-]+$/i.test(domain) ? domain.toLowerCase() : null;
}

function idPrefixOf(text: string): string | null {
  const id = text.toLowerCase();
  return /^[0-9a-f-]+$/.test(id) && /[0-9a-f]/.test(id) && id.length >= minIdPrefix && id.length <= 36
    ? id
    : null;
}

/**
 * The name words of a search: each part typed apart ('Maria Lopez', 'Lopez, Maria') is one, read as
 * nameWords reads it, so a part written with a hyphen or a dot stays one ('Smith-Jones' is 'smith
 * jones', which begins the stored last name). Only text with a letter is a name.
 */
function wordsOf(text: string): string[] {
  if (!/\p{L}/u.test(text)) return [];
  const parts = text
    .split(/[\s,]+/)
    .map((part) => nameWords(part).join(' '))
    .filter(Boolean);
  return parts.length <= maxNameWords ? parts : [];
}

export function borrowerSearchOf(term: string): BorrowerSearch | null {
  const text = withoutAccents(term).trim().replace(/\s+/g, ' ');
  if (!text) return null;
  return {
    text,
    words: wordsOf(text),
    domain: domainOf(text),
    phonePrefix: phonePrefixOf(text),
    phoneLocalPrefix: phoneLocalPrefixOf(text),
    idPrefix: idPrefixOf(text),
  };
}
