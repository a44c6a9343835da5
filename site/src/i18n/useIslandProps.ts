import type { TranslationKey } from './en';
import { toLocale, useTranslations } from './t';
import { pickStrings } from './islandStrings';

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
