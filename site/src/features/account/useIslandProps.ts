import type { TranslationKey } from '../../i18n/en';
import { toLocale, useTranslations } from '../../i18n/t';
import { pickStrings } from './strings';

/**
 * Server-side only (called from the .astro pages): the island's language and just the texts it
 * lists, so the browser never receives the whole dictionary.
 */
export function useIslandProps<K extends TranslationKey>(
  currentLocale: string | undefined,
  keys: readonly K[],
) {
  const locale = toLocale(currentLocale);
  return { locale, strings: pickStrings(useTranslations(locale), keys) };
}
