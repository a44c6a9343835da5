/*
 * What a rep's search in the Summary or the queue can mean (service-portal §5: a borrower's e-mail,
 * id, first name, last name, full name or phone). Pure: the data layer turns each shape into a
 * prefix range its indexes answer.
 */

/** A name split into the parts searched as first and last name. */
export interface NameSplit {
  first: string;
  last: string;
}

export interface BorrowerSearch {
  /** The words as typed (trimmed, inner spaces kept): first name, last name, e-mail, phone. */
  text: string;
  /** Phone digits however typed, as the stored ddd-ddd-dddd begins; null when it is no phone. */
  phonePrefix: string | null;
  /** The start of an application's or a borrower's id (lower-case hex and dashes), or null. */
  idPrefix: string | null;
  /** Every way to read the words as a first and a last name, in either order. */
  names: NameSplit[];
}

/** Below this many characters an id prefix would match too many ids to mean one. */
export const minIdPrefix = 6;
/** The fewest digits that make a phone search ('302' alone is an area code). */
export const minPhoneDigits = 3;
/** A full name is two to four words: one more is no name. */
const maxNameWords = 4;

/**
 * Digits typed in any phone shape ('3025550190', '(302) 555-0190', '+1 302.555.0190') as the start of
 * the stored form '302-555-0190'. A leading country code 1 on eleven digits is dropped.
 */
export function phonePrefixOf(text: string): string | null {
  if (!/^[\d\s().+-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length < minPhoneDigits || digits.length > 10) return null;
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

function idPrefixOf(text: string): string | null {
  const id = text.toLowerCase();
  return /^[0-9a-f-]+$/.test(id) && /[0-9a-f]/.test(id) && id.length >= minIdPrefix && id.length <= 36
    ? id
    : null;
}

/**
 * 'Maria Guadalupe Lopez' is first 'Maria' and last 'Guadalupe Lopez', or first 'Maria Guadalupe' and
 * last 'Lopez'; typed last name first ('Lopez Maria', 'Lopez, Maria') the same parts swap. A comma
 * says which part is the last name.
 */
function namesOf(text: string): NameSplit[] {
  const comma = text.indexOf(',');
  if (comma >= 0) {
    const last = text.slice(0, comma).trim().replace(/\s+/g, ' ');
    const first = text
      .slice(comma + 1)
      .trim()
      .replace(/\s+/g, ' ');
    return first && last && !first.includes(',') ? [{ first, last }] : [];
  }
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > maxNameWords) return [];
  return words.slice(1).flatMap((_, i) => {
    const head = words.slice(0, i + 1).join(' ');
    const tail = words.slice(i + 1).join(' ');
    return [
      { first: head, last: tail },
      { first: tail, last: head },
    ];
  });
}

export function borrowerSearchOf(term: string): BorrowerSearch | null {
  const text = term.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  return {
    text,
    phonePrefix: phonePrefixOf(text),
    idPrefix: idPrefixOf(text),
    names: namesOf(text),
  };
}
