import { validateAddressCorrection } from '@domain/yourContactForm';
import type { IslandProps } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { saveStep } from '../../lib/flow/flowApi';
import { stepFailure, stepTemplates } from '../../lib/flow/stepMessages';
import { StepForm } from './StepForm';
import { useStepForm } from './useStepForm';
import { YourContactAddress } from './YourContactAddress';
import {
  addressFields,
  initialAnswers,
  type SavedContact,
  type YourContactAnswers,
} from './YourContactAnswers';
import type { yourContactKeys } from './YourContactForm';
import { graphql } from '../../gql';

const CorrectAddress = graphql(`
  mutation CorrectAddress($input: AddressCorrectionInput!) {
    step: correctAddress(input: $input) {
      ...StepResult
    }
  }
`);

const addressOf = (answers: YourContactAnswers) =>
  Object.fromEntries(addressFields.map((field) => [field, answers[field]]));

/**
 * Your contact once sent (issue 41): the address alone, to correct a typo; nothing else of the
 * application changes and no new credit check is made. Then back to where the borrower stood.
 */
export function YourContactCorrection({
  saved,
  locale,
  strings,
}: IslandProps<(typeof yourContactKeys)[number]> & { saved: SavedContact; locale: Locale }) {
  const form = useStepForm<YourContactAnswers>({
    locale,
    page: 'YourContactCorrection',
    initial: initialAnswers(saved, locale),
    check: (answers) => validateAddressCorrection(addressOf(answers)),
    labels: {
      addressLine1: strings['application.field.addressLine1'],
      addressLine2: strings['application.field.addressLine2'],
      city: strings['application.field.city'],
      state: strings['application.field.state'],
      zipCode: strings['application.field.zipCode'],
    },
    templates: stepTemplates(strings),
    save: (answers) => saveStep(CorrectAddress, { applicationId: saved.id, ...addressOf(answers) }),
    failureMessage: (result) => stepFailure(result, strings),
  });
  return (
    <StepForm
      form={form}
      label={strings['application.yourContact.saveAddress']}
      busyLabel={strings['application.saving']}
      intro={<p className="application-note">{strings['application.yourContact.sent']}</p>}
    >
      <YourContactAddress form={form} prefix="" strings={strings} locale={locale} />
    </StepForm>
  );
}
