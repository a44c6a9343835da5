import { expenseCategories, expenseSubCategories } from '@domain/expenseCategories';
import type { TranslationKey } from '../i18n/en';

/** The dictionary's names of every expense category and line, for the island to receive. */
export const expenseNameKeys = [
  ...expenseCategories.map((category) => `application.expenses.category.${category}`),
  ...expenseCategories.flatMap((category) =>
    expenseSubCategories[category].map((sub) => `application.expenses.line.${category}.${sub}`),
  ),
] as TranslationKey[];
