import { aboveLimitWarning } from '@domain/formChecks';
import { invalid, moneyMalformed, moneyTooLarge, required } from '@domain/messages';
import { format } from '../../i18n/islandStrings';
import type { Errors } from './useForm';

export interface MessageTemplates {
  /** '{label} is required' */
  required: string;
  /** '{label} is invalid' */
  invalid: string;
  /** '{label} is above {limit}…' */
  aboveLimit?: string;
  /** '{label} is invalid: type an amount like 1,450.50' */
  moneyMalformed?: string;
  /** '{label} is invalid: it can be at most {largest}' */
  moneyTooLarge?: string;
  /** A message the domain writes whole ('agreement required', the consent texts) to its translation. */
  whole?: Record<string, string>;
}

const requiredEnding = required('');
const invalidEnding = invalid('');

/** A domain message as a pattern: its label and its one value captured. */
const patternOf = (message: string, value: string, valuePattern: string) =>
  new RegExp(
    `^${message
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('LABEL', '(.+)')
      .replace(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), valuePattern)}$`,
  );
const limitPattern = patternOf(aboveLimitWarning('LABEL', 0), '0', '([\\d,]+)');
const malformedPattern = patternOf(moneyMalformed('LABEL'), '', '');
const tooLargePattern = patternOf(moneyTooLarge('LABEL', 'LARGEST'), 'LARGEST', '(\\$[\\d,.]+)');

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
    const tooLarge = tooLargePattern.exec(message);
    if (templates.whole?.[message]) localized[field] = templates.whole[message];
    else if (malformedPattern.test(message) && templates.moneyMalformed)
      localized[field] = format(templates.moneyMalformed, { label });
    else if (tooLarge && templates.moneyTooLarge)
      localized[field] = format(templates.moneyTooLarge, { label, largest: tooLarge[2] });
    else if (message.endsWith(requiredEnding)) localized[field] = format(templates.required, { label });
    else if (message.endsWith(invalidEnding)) localized[field] = format(templates.invalid, { label });
    else if (limit && templates.aboveLimit)
      localized[field] = format(templates.aboveLimit, { label, limit: limit[2] });
    else localized[field] = message;
  }
  return localized;
}
