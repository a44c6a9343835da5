import { describe, expect, it } from 'vitest';
import { en } from '../../site/src/i18n/en';
import { es } from '../../site/src/i18n/es';

describe("the site's dictionaries", () => {
  it('have a Spanish text for every English key, and no Spanish key English lacks', () => {
    const english = Object.keys(en).sort();
    const spanish = Object.keys(es).sort();
    expect(english.filter((key) => !spanish.includes(key))).toEqual([]);
    expect(spanish.filter((key) => !english.includes(key))).toEqual([]);
  });

  it('never leave a Spanish text empty or equal to a long English one', () => {
    const entries = Object.entries(es) as [keyof typeof en, string][];
    expect(entries.filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    // Names, numbers and short words (e.g. 'FAQ', 'Email') may be the same in both languages.
    expect(entries.filter(([key, text]) => text === en[key] && text.length > 24).map(([key]) => key)).toEqual(
      [],
    );
  });
});
