import { routes } from '@domain/applicationFlow';
import { validateRentalInformation } from '@domain/applicationForms';
import { peopleInHouseholdOptions } from '@domain/applicationOptions';
import { moneyInputText } from '@domain/moneyInput';
import { CurrencyField } from '../../components/form/CurrencyField';
import { SelectField } from '../../components/form/SelectField';
import type { IslandProps } from '../../i18n/islandStrings';
import { setAnswers } from '../../lib/flow/applicationSession';
import { saveStep } from '../../lib/flow/flowApi';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { stepFailure, stepKeys, stepTemplates } from '../../lib/flow/stepMessages';
import { StepForm } from './StepForm';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { useStepForm } from './useStepForm';
import { YesNoField } from './YesNoField';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

const SaveRentalInformation = graphql(`
  mutation SaveRentalInformation($input: RentalInformationInput!) {
    step: saveRentalInformation(input: $input) {
      ...StepResult
    }
  }
`);

const peopleLabelKeys = {
  1: 'application.rentalInformation.people.1',
  2: 'application.rentalInformation.people.2',
  3: 'application.rentalInformation.people.3',
  4: 'application.rentalInformation.people.4',
} as const satisfies Record<(typeof peopleInHouseholdOptions)[number], string>;

export const rentalInformationKeys = [
  ...stepKeys,
  ...Object.values(peopleLabelKeys),
  'application.field.hasBackRent',
  'application.rentalInformation.backRentAmount',
  'application.rentalInformation.monthlyRentPayment',
  'application.rentalInformation.hasReceivedRentalSupport',
  'application.rentalInformation.hasUsedCreditCard',
  'application.rentalInformation.people',
] as const;

const page = 'RentalInformation';

interface RentalInformationAnswers extends Record<string, unknown> {
  hasBackRent: boolean | null;
  backRentAmount: string;
  monthlyRentPayment: string;
  hasReceivedRentalSupportInPast: boolean | null;
  hasUsedCreditCardToPayRent: boolean | null;
  numberOfPeopleLivingWithBorrower: string;
}

export const SavedRentalInformationFields = graphql(`
  fragment SavedRentalInformation on Application {
    id
    rentalApplication {
      hasBackRent
      backRentAmount
      monthlyRentPayment
      hasReceivedRentalSupportInPast
      hasUsedCreditCardToPayRent
      numberOfPeopleLivingWithBorrower
    }
  }
`);

const RentalInformationPage = graphql(`
  query RentalInformationPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...SavedRentalInformation
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...SavedRentalInformation
    }
  }
`);

type SavedRentalInformation = ResultOf<typeof SavedRentalInformationFields>;

function savedAnswers(saved: SavedRentalInformation | null): RentalInformationAnswers {
  const rental = saved?.rentalApplication;
  return {
    hasBackRent: rental?.hasBackRent ?? null,
    backRentAmount: moneyInputText(rental?.backRentAmount),
    monthlyRentPayment: moneyInputText(rental?.monthlyRentPayment),
    hasReceivedRentalSupportInPast: rental?.hasReceivedRentalSupportInPast ?? null,
    hasUsedCreditCardToPayRent: rental?.hasUsedCreditCardToPayRent ?? null,
    numberOfPeopleLivingWithBorrower: rental?.numberOfPeopleLivingWithBorrower?.toString() ?? '',
  };
}

/**
 * Rental information (borrower-application §2): back rent (its amount asked only when there is
 * some), the monthly rent, past rental support, rent paid by credit card, and the household's size.
 * The server then names personal information.
 */
export default function RentalInformationForm({
  locale,
  strings,
}: IslandProps<(typeof rentalInformationKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.rentalInformation, RentalInformationPage);
  const saved = state.status === 'ready' ? state.application : null;
  const labels = {
    hasBackRent: strings['application.field.hasBackRent'],
    backRentAmount: strings['application.rentalInformation.backRentAmount'],
    monthlyRentPayment: strings['application.rentalInformation.monthlyRentPayment'],
    hasReceivedRentalSupportInPast: strings['application.rentalInformation.hasReceivedRentalSupport'],
    hasUsedCreditCardToPayRent: strings['application.rentalInformation.hasUsedCreditCard'],
    numberOfPeopleLivingWithBorrower: strings['application.rentalInformation.people'],
  };
  const form = useStepForm<RentalInformationAnswers>({
    locale,
    page,
    initial: savedAnswers(saved),
    check: validateRentalInformation,
    labels,
    templates: stepTemplates(strings),
    save: (answers) =>
      saveStep(SaveRentalInformation, {
        applicationId: saved?.id ?? '',
        ...validateRentalInformation(answers).values,
      }),
    failureMessage: (result) => stepFailure(result, strings),
  });

  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.pleaseWait');

  const { answers } = form;
  const yesNo = (question: 'hasReceivedRentalSupportInPast' | 'hasUsedCreditCardToPayRent') => (
    <YesNoField
      name={question}
      legend={labels[question]}
      value={answers[question]}
      onChange={(value) => form.set(question, value)}
      error={form.errors[question]}
      yes={strings['form.yes']}
      no={strings['form.no']}
    />
  );
  const amount = (field: 'backRentAmount' | 'monthlyRentPayment') => (
    <CurrencyField
      name={field}
      label={labels[field]}
      value={answers[field]}
      onChange={(value) => form.set(field, value)}
      error={form.errors[field]}
      required
    />
  );

  return (
    <StepForm form={form} label={strings['application.continue']} busyLabel={strings['application.saving']}>
      <YesNoField
        name="hasBackRent"
        legend={labels.hasBackRent}
        value={answers.hasBackRent}
        // One write: no back rent, no amount.
        onChange={(value) =>
          setAnswers(page, {
            ...answers,
            hasBackRent: value,
            backRentAmount: value ? answers.backRentAmount : '',
          })
        }
        error={form.errors.hasBackRent}
        yes={strings['form.yes']}
        no={strings['form.no']}
      />
      {answers.hasBackRent && amount('backRentAmount')}
      {amount('monthlyRentPayment')}
      {yesNo('hasReceivedRentalSupportInPast')}
      {yesNo('hasUsedCreditCardToPayRent')}
      <SelectField
        name="numberOfPeopleLivingWithBorrower"
        label={labels.numberOfPeopleLivingWithBorrower}
        placeholder={strings['form.select']}
        choices={peopleInHouseholdOptions.map((count) => ({
          value: String(count),
          label: strings[peopleLabelKeys[count]],
        }))}
        value={answers.numberOfPeopleLivingWithBorrower}
        error={form.errors.numberOfPeopleLivingWithBorrower}
        onChange={(count) => form.set('numberOfPeopleLivingWithBorrower', count)}
        required
      />
    </StepForm>
  );
}
