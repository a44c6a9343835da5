import { agreementRequired } from '@domain/formChecks';
import { emailTaken, tooManyPhoneChecks } from '@domain/messages';
import type { GraphqlResult } from '../graphql';
import type { Strings } from '../../i18n/islandStrings';
import { ownMessageKeys, ownMessageLabelKeys, ownMessages } from './ownMessages';

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
] as const;

type StepKey = (typeof stepKeys)[number];

/**
 * The failure a borrower reads after a refused save (borrower-application §8): the known messages
 * in their language, else the generic save message (a refusal that names its fields also shows
 * them at the fields).
 */
export function stepFailure(result: GraphqlResult<unknown>, strings: Strings<StepKey>): string {
  if (result.message === emailTaken) return strings['application.emailTaken'];
  if (result.message === tooManyPhoneChecks || result.status === 429)
    return strings['application.tooManyPhoneChecks'];
  return strings['application.saveFailed'];
}

/** The templates the shared localizer uses for this island's messages. */
export function stepTemplates(strings: Strings<StepKey>, whole: Record<string, string> = {}) {
  return {
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
