import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalNamePattern,
  namePatternLimits,
  namePatternProblem,
  nameWords,
  parseNamePattern,
  patternMatchesWords,
} from '../../api/domain/creditorNames';
import { creditorTermsErrors } from '../../api/domain/creditorTermsRules';

const matches = (pattern: string, name: string) =>
  patternMatchesWords(parseNamePattern(pattern)!, nameWords(name));

describe('a creditor name pattern', () => {
  it('matches whole words in order, whatever the case and punctuation', () => {
    expect(matches('capital one', 'CAPITAL ONE BANK USA N')).toBe(true);
    expect(matches('syncb', 'SYNCB/AMAZON')).toBe(true);
    expect(matches('us bank', 'U.S. BANK')).toBe(true);
    expect(matches('lowes', "LOWE'S")).toBe(true);
    expect(matches('one capital', 'CAPITAL ONE')).toBe(false);
    expect(matches('chase', 'CHASER FURNITURE')).toBe(false);
  });

  it('takes a * at a word’s end for any word it begins, and nowhere else', () => {
    expect(matches('barclay*', 'BARCLAYS BANK DELAWARE')).toBe(true);
    expect(matches('bk of amer*', 'BK OF AMERICA')).toBe(true);
    expect(namePatternProblem('bar*clay')).toMatch(/only a word's end/);
    expect(namePatternProblem('*')).toMatch(/only a word's end/);
    expect(namePatternProblem('b*')).toMatch(/at least 2 letters/);
  });

  it('refuses what could never be a name: empty, punctuation alone, too long, too many words', () => {
    expect(namePatternProblem('  ')).toMatch(/empty/);
    expect(namePatternProblem('//')).toMatch(/no letters or digits/);
    expect(namePatternProblem('x'.repeat(namePatternLimits.length + 1))).toMatch(/longer than 60/);
    expect(namePatternProblem('a b c d e f g h i')).toMatch(/more than 8 words/);
    expect(namePatternProblem('Wells Fargo')).toBeNull();
  });

  it('is kept in one canonical form, so two spellings of one pattern are one', () => {
    expect(canonicalNamePattern('  BK  of AMER* ')).toBe('bk of amer*');
    expect(canonicalNamePattern('U.S. Bank')).toBe('us bank');
  });

  it('matches a name that holds its words, and not one from which a word is missing', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 5 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.array(word, { maxLength: 5 }),
        (before, inner, after) => {
          const pattern = inner.join(' ');
          const name = [...before, ...inner.map((w) => w.toUpperCase()), ...after].join('/');
          expect(matches(pattern, name)).toBe(true);
          const missing = [...before, ...inner.slice(1), ...after].join(' ');
          if (!missing.split(' ').includes(inner[0])) expect(matches(pattern, missing)).toBe(false);
        },
      ),
    );
  });

  it('answers any name against any pattern it accepts at once: no backtracking, whatever is typed', () => {
    // A pattern like ((a+)+)b ruins a regular expression on 'aaaa…'; words cannot be made to.
    const long = `${'a'.repeat(5_000)} ${'a '.repeat(5_000)}`;
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 300 }), (typed, name) => {
        const pattern = parseNamePattern(typed);
        if (pattern === null || namePatternProblem(typed) !== null) return;
        expect(typeof patternMatchesWords(pattern, nameWords(name))).toBe('boolean');
        expect(typeof patternMatchesWords(pattern, nameWords(long))).toBe('boolean');
      }),
    );
  });
});

describe('a creditor’s terms as a lead writes them', () => {
  const today = '2026-03-10';
  const good = {
    friendlyName: 'First Federal',
    namePatterns: ['first federal', 'ffcu'],
    planApr: 6.5,
    termInMonths: 48,
    minimumPayment: 25,
    participatesInPlans: true,
    effectiveDate: today,
  };
  const errorsOf = (
    changes: object,
    others = [{ friendlyName: 'Chase', namePatterns: ['chase', 'jpmcb'] }],
  ) => creditorTermsErrors({ ...good, ...changes }, { kind: 'creditor', today, others });

  it('are saved when every figure is one the agency could mean', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ planApr: 0, minimumPayment: 0, termInMonths: 60 })).toEqual({});
  });

  it('refuse an APR, term, minimum or date out of bounds, saying what is allowed', () => {
    expect(errorsOf({ planApr: 36.01 }).planApr).toBe(
      'Plan APR is invalid: a percentage from 0 to 36, with at most two decimals',
    );
    expect(errorsOf({ planApr: 6.555 }).planApr).toMatch(/two decimals/);
    expect(errorsOf({ termInMonths: 61 }).termInMonths).toBe(
      'Term in months is invalid: a whole number of months from 1 to 60',
    );
    expect(errorsOf({ minimumPayment: '1,45' }).minimumPayment).toBe(
      'Minimum payment is invalid: type an amount like 1,450.50',
    );
    expect(errorsOf({ minimumPayment: 100_000 }).minimumPayment).toMatch(/at most \$99,999.99/);
    expect(errorsOf({ effectiveDate: '2026-03-09' }).effectiveDate).toBe(
      'Effective date is invalid: a date from today to a year from now',
    );
    expect(errorsOf({ friendlyName: ' ' }).friendlyName).toBe('Friendly name is required');
  });

  it('refuse a name pattern another creditor holds, or one written twice', () => {
    expect(errorsOf({ namePatterns: ['JPMCB'] }).namePatterns).toBe(
      "Names matched is invalid: 'jpmcb' already names Chase",
    );
    expect(errorsOf({ namePatterns: ['ffcu', 'FFCU'] }).namePatterns).toMatch(/written twice/);
    expect(errorsOf({ namePatterns: [] }).namePatterns).toBe('Names matched is required');
  });

  it('give the two catch-all rows no names: they cover every creditor not named', () => {
    const errors = creditorTermsErrors(
      { ...good, namePatterns: ['x'] },
      { kind: 'otherCreditors', today, others: [] },
    );
    expect(errors.namePatterns).toMatch(/every creditor not named/);
    expect(
      creditorTermsErrors({ ...good, namePatterns: [] }, { kind: 'collections', today, others: [] }),
    ).toEqual({});
  });
});
