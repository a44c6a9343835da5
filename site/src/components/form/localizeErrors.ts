import { reasonOf, type FieldReason } from '@domain/fieldReasons';
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
  /** A question left unanswered ('Please answer: {label}'): '{question} is required' is no sentence. */
  question?: string;
  /** A question's answer refused ('Please check your answer: {label}'). */
  questionInvalid?: string;
  /** A question answered with what is no amount ('Please answer with an amount like 1,450.50: {label}'). */
  questionMoneyMalformed?: string;
  /** A question answered above its limit ('The amount can be at most {largest}: {label}'). */
  questionMoneyTooLarge?: string;
  /**
   * The messages a label has of its own, by the label as the page shows it: Spanish agrees them with
   * the noun ('La ciudad es obligatoria'), which no one template can.
   */
  own?: Record<string, { required?: string; invalid?: string }>;
  /**
   * Why a value is refused (api/domain/fieldReasons.ts), each reason in the reader's words with the
   * same {placeholders}; said after the field's own invalid sentence.
   */
  reasons?: Partial<Record<FieldReason, string>>;
  /** Values a reason may name besides its own ({phone}: the counsellor's line the page shows). */
  values?: Record<string, string>;
}

const isQuestion = (label: string) => label.trimEnd().endsWith('?');

/** '{label} is required' (or invalid) in the reader's language: the label's own sentence, a question's, or the template. */
function plainMessage(kind: 'required' | 'invalid', label: string, templates: MessageTemplates): string {
  const own = templates.own?.[label]?.[kind];
  if (own) return own;
  const question = kind === 'required' ? templates.question : templates.questionInvalid;
  if (question && isQuestion(label)) return format(question, { label });
  return format(templates[kind], { label });
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
    const question = (template: string | undefined) => (isQuestion(label) ? template : undefined);
    const limit = limitPattern.exec(message);
    const tooLarge = tooLargePattern.exec(message);
    const because = reasonOf(message);
    const reason = because && templates.reasons?.[because.reason];
    if (templates.whole?.[message]) localized[field] = templates.whole[message];
    else if (because && reason)
      localized[field] =
        `${plainMessage('invalid', label, templates)}: ` +
        format(reason, { ...templates.values, ...because.values });
    else if (malformedPattern.test(message) && templates.moneyMalformed)
      localized[field] = format(question(templates.questionMoneyMalformed) ?? templates.moneyMalformed, {
        label,
      });
    else if (tooLarge && templates.moneyTooLarge)
      localized[field] = format(question(templates.questionMoneyTooLarge) ?? templates.moneyTooLarge, {
        label,
        largest: tooLarge[2],
      });
    else if (message.endsWith(requiredEnding)) localized[field] = plainMessage('required', label, templates);
    else if (message.endsWith(invalidEnding)) localized[field] = plainMessage('invalid', label, templates);
    else if (limit && templates.aboveLimit)
      localized[field] = format(templates.aboveLimit, { label, limit: limit[2] });
    else localized[field] = message;
  }
  return localized;
}
