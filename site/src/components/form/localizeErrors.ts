import { aboveLimitWarning } from '@domain/formChecks';
import { invalid, required } from '@domain/messages';
import { format } from '../../i18n/islandStrings';
import type { Errors } from './useForm';

export interface MessageTemplates {
  /** '{label} is required' */
  required: string;
  /** '{label} is invalid' */
  invalid: string;
  /** '{label} is above {limit}…' */
  aboveLimit?: string;
  /** A message the domain writes whole ('agreement required', the consent texts) to its translation. */
  whole?: Record<string, string>;
}

const requiredEnding = required('');
const invalidEnding = invalid('');
const limitPattern = new RegExp(
  `^${aboveLimitWarning('LABEL', 0)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('LABEL', '(.+)')
    .replace('0', '([\\d,]+)')}$`,
);

/**
 * The domain's rules (api/domain) decide what is wrong and say it in English; the page says it in
 * the reader's language, with the field's label as the page shows it.
 */
export function localizeErrors<F extends string>(
  errors: Partial<Record<F, string>>,
  labels: Partial<Record<F, string>>,
  templates: MessageTemplates,
): Errors<F> {
  const localized: Errors<F> = {};
  for (const [field, message] of Object.entries(errors) as [F, string][]) {
    const label = labels[field] ?? field;
    const limit = limitPattern.exec(message);
    if (templates.whole?.[message]) localized[field] = templates.whole[message];
    else if (message.endsWith(requiredEnding)) localized[field] = format(templates.required, { label });
    else if (message.endsWith(invalidEnding)) localized[field] = format(templates.invalid, { label });
    else if (limit && templates.aboveLimit)
      localized[field] = format(templates.aboveLimit, { label, limit: limit[2] });
    else localized[field] = message;
  }
  return localized;
}
