import type { Locale } from '../../../i18n/t';
import { legalEn } from './en';
import { legalEs } from './es';
import type { LegalContent } from './types';

const content: Record<Locale, LegalContent> = { en: legalEn, es: legalEs };

export const legalContent = (locale: Locale): LegalContent => content[locale];
