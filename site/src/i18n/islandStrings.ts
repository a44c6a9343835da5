import type { TranslationKey } from './en';
import type { Locale } from './t';

/** The texts one island needs, picked on the server so the dictionary is not shipped whole. */
export type Strings<K extends TranslationKey> = Record<K, string>;

export function pickStrings<K extends TranslationKey>(
  t: (key: TranslationKey) => string,
  keys: readonly K[],
) {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Strings<K>;
}

/** Fills `{name}` placeholders: format('{label} is required', { label: 'Email' }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The props every account island receives. */
export interface IslandProps<K extends TranslationKey> {
  locale: Locale;
  strings: Strings<K>;
}

/** Texts every form with fields uses. */
export const fieldKeys = ['form.required', 'form.invalid'] as const;

/** Texts for failures any call can meet. */
export const failureKeys = ['account.tooManyAttempts', 'account.unexpected'] as const;
