import { agreementRequired } from '@domain/formChecks';
import { emailTaken, tooManyApplications, tooManyPhoneChecks } from '@domain/messages';
import { format } from '../../i18n/islandStrings';
import type { GraphqlResult } from '../graphql';
import type { Strings } from '../../i18n/islandStrings';
import { ownMessageKeys, ownMessageLabelKeys, ownMessages } from './ownMessages';
import { fieldReasonKeys, fieldReasonStrings } from '../../components/form/fieldReasonStrings';

/** Texts every screen of the application needs, picked for its island. */
export const stepKeys = [
  'form.required',
  'form.invalid',
  'form.agreementRequired',
  'form.aboveLimit',
  'form.moneyMalformed',
  'form.moneyTooLarge',
  'form.question',
  'form.questionInvalid',
  'form.questionMoneyMalformed',
  'form.questionMoneyTooLarge',
  ...fieldReasonKeys,
  ...ownMessageLabelKeys,
  ...ownMessageKeys,
  'form.yes',
  'form.no',
  'form.select',
  'form.optional',
  'application.continue',
  'application.back',
  'application.loading',
  'application.pleaseWait',
  'application.saving',
  'application.loadFailed',
  'application.retry',
  'application.saveFailed',
  'application.emailTaken',
  'application.tooManyPhoneChecks',
  'application.tooManyApplications',
] as const;

type StepKey = (typeof stepKeys)[number];

/**
 * The failure a borrower reads after a refused save (borrower-application §8): the known messages
 * in their language, else the generic save message (a refusal that names its fields also shows
 * them at the fields).
 */
export function stepFailure(
  result: GraphqlResult<unknown>,
  strings: Strings<StepKey>,
  values: { phone?: string } = {},
): string {
  if (result.message === emailTaken) return strings['application.emailTaken'];
  // Never a dead end: what to do, and the counsellor's line when the page has it.
  if (result.message === tooManyApplications && values.phone)
    return format(strings['application.tooManyApplications'], { phone: values.phone });
  if (result.message === tooManyPhoneChecks || result.status === 429)
    return strings['application.tooManyPhoneChecks'];
  return strings['application.saveFailed'];
}

/**
 * The templates the shared localizer uses for this island's messages. `values` fill what a reason may
 * name besides its own: `phone`, the counsellor's line, turns the e-mail ending's refusal into a way on.
 */
export function stepTemplates(
  strings: Strings<StepKey>,
  whole: Record<string, string> = {},
  values: Record<string, string> = {},
) {
  const reasons = fieldReasonStrings(strings);
  return {
    reasons: values.phone ? { ...reasons, emailEnding: strings['form.reason.emailEndingCall'] } : reasons,
    values,
    required: strings['form.required'],
    invalid: strings['form.invalid'],
    aboveLimit: strings['form.aboveLimit'],
    moneyMalformed: strings['form.moneyMalformed'],
    moneyTooLarge: strings['form.moneyTooLarge'],
    question: strings['form.question'],
    questionInvalid: strings['form.questionInvalid'],
    questionMoneyMalformed: strings['form.questionMoneyMalformed'],
    questionMoneyTooLarge: strings['form.questionMoneyTooLarge'],
    own: ownMessages(strings),
    whole: {
      [agreementRequired]: strings['form.agreementRequired'],
      [emailTaken]: strings['application.emailTaken'],
      ...whole,
    },
  };
}
