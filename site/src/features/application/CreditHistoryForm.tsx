import { routes } from '@domain/applicationFlow';
import { validateCreditHistory } from '@domain/applicationForms';
import { dependentsOptions } from '@domain/applicationOptions';
import { moneyInputText } from '@domain/moneyInput';
import { CurrencyField } from '../../components/form/CurrencyField';
import { SelectField } from '../../components/form/SelectField';
import type { IslandProps } from '../../i18n/islandStrings';
import { setAnswers } from '../../lib/flow/applicationSession';
import { CreditHistorySpouseQuestion } from './CreditHistorySpouseQuestion';
import { saveStep } from '../../lib/flow/flowApi';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { stepFailure, stepKeys, stepTemplates } from '../../lib/flow/stepMessages';
import { StepForm } from './StepForm';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { useStepForm } from './useStepForm';
import { YesNoField } from './YesNoField';
import './CreditHistory.css';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

const SaveCreditHistory = graphql(`
  mutation SaveCreditHistory($input: CreditHistoryInput!) {
    step: saveCreditHistory(input: $input) {
      ...StepResult
    }
  }
`);

export const creditHistoryKeys = [
  ...stepKeys,
  'form.optional',
  'application.field.hasBackRent',
  'application.field.hasServedInMilitary',
  'application.creditHistory.hasSpouse',
  'application.creditHistory.whyWeAsk',
  'application.creditHistory.spouseReason',
  'application.creditHistory.hasDependents',
  'application.creditHistory.numberOfDependents',
  'application.creditHistory.fourOrMore',
  'application.creditHistory.isHomeowner',
  'application.creditHistory.hasMortgageEscrow',
  'application.creditHistory.isCarOwner',
  'application.creditHistory.monthlyRentOrMortgage',
  'application.creditHistory.monthlyRentOrMortgageHint',
] as const;

const page = 'CreditHistory';

/** The yes/no questions; their answers stay null until the borrower picks one. */
type Question =
  | 'hasSpouse'
  | 'hasDependents'
  | 'isHomeowner'
  | 'hasMortgageEscrow'
  | 'isCarOwner'
  | 'hasBackRent'
  | 'hasServedInMilitary';

type CreditHistoryAnswers = Record<Question, boolean | null> & {
  numberOfDependentsInHousehold: string;
  monthlyRentOrMortgageAmount: string;
};

export const SavedCreditHistoryFields = graphql(`
  fragment SavedCreditHistory on Application {
    id
    hasSpouse
    numberOfDependentsInHousehold
    isHomeowner
    hasMortgageEscrow
    isCarOwner
    hasBackRent
    hasServedInMilitary
    monthlyRentOrMortgageAmount
  }
`);

const CreditHistoryPage = graphql(`
  query CreditHistoryPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...SavedCreditHistory
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...SavedCreditHistory
    }
  }
`);

type SavedCreditHistory = ResultOf<typeof SavedCreditHistoryFields>;

/** What was saved; dependents are yes when a count above 0 was saved, no at 0. */
function savedAnswers(saved: SavedCreditHistory | null): CreditHistoryAnswers {
  const count = saved?.numberOfDependentsInHousehold ?? null;
  return {
    hasSpouse: saved?.hasSpouse ?? null,
    hasDependents: count === null ? null : count > 0,
    numberOfDependentsInHousehold: count ? String(count) : '',
    isHomeowner: saved?.isHomeowner ?? null,
    hasMortgageEscrow: saved?.hasMortgageEscrow ?? null,
    isCarOwner: saved?.isCarOwner ?? null,
    hasBackRent: saved?.hasBackRent ?? null,
    hasServedInMilitary: saved?.hasServedInMilitary ?? null,
    monthlyRentOrMortgageAmount: moneyInputText(saved?.monthlyRentOrMortgageAmount),
  };
}

/**
 * Credit history (borrower-application §2, §4): the household questions. Dependents yes shows the
 * count (no sends 0); mortgage escrow is asked only of a homeowner, and homeowner no clears it.
 * The server then names your contact.
 */
export default function CreditHistoryForm({
  locale,
  strings,
}: IslandProps<(typeof creditHistoryKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.creditHistory, CreditHistoryPage);
  const saved = state.status === 'ready' ? state.application : null;
  const labels = {
    hasSpouse: strings['application.creditHistory.hasSpouse'],
    hasDependents: strings['application.creditHistory.hasDependents'],
    numberOfDependentsInHousehold: strings['application.creditHistory.numberOfDependents'],
    isHomeowner: strings['application.creditHistory.isHomeowner'],
    hasMortgageEscrow: strings['application.creditHistory.hasMortgageEscrow'],
    isCarOwner: strings['application.creditHistory.isCarOwner'],
    hasBackRent: strings['application.field.hasBackRent'],
    hasServedInMilitary: strings['application.field.hasServedInMilitary'],
    monthlyRentOrMortgageAmount: strings['application.creditHistory.monthlyRentOrMortgage'],
  };
  const form = useStepForm<CreditHistoryAnswers>({
    locale,
    page,
    initial: savedAnswers(saved),
    check: validateCreditHistory,
    labels,
    templates: stepTemplates(strings),
    save: (answers) => {
      const { values } = validateCreditHistory(answers);
      return saveStep(SaveCreditHistory, {
        applicationId: saved?.id ?? '',
        hasDependents: answers.hasDependents,
        ...values,
      });
    },
    failureMessage: (result) => stepFailure(result, strings),
  });

  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.pleaseWait');

  const { answers } = form;
  const yesNo = (question: Question, legend: string = labels[question]) => (
    <YesNoField
      name={question}
      legend={legend}
      value={answers[question]}
      onChange={(value) => form.set(question, value)}
      error={form.errors[question]}
      yes={strings['form.yes']}
      no={strings['form.no']}
    />
  );

  return (
    <StepForm form={form} label={strings['application.continue']} busyLabel={strings['application.saving']}>
      <CreditHistorySpouseQuestion
        value={answers.hasSpouse}
        onChange={(value) => form.set('hasSpouse', value)}
        error={form.errors.hasSpouse}
        strings={{
          legend: labels.hasSpouse,
          whyWeAsk: strings['application.creditHistory.whyWeAsk'],
          reason: strings['application.creditHistory.spouseReason'],
          yes: strings['form.yes'],
          no: strings['form.no'],
        }}
      />
      <YesNoField
        name="hasDependents"
        legend={labels.hasDependents}
        value={answers.hasDependents}
        // One write: no takes the count away (sent as 0, §4).
        onChange={(value) =>
          setAnswers(page, {
            ...answers,
            hasDependents: value,
            numberOfDependentsInHousehold: value ? answers.numberOfDependentsInHousehold : '',
          })
        }
        error={form.errors.hasDependents}
        yes={strings['form.yes']}
        no={strings['form.no']}
      />
      {answers.hasDependents && (
        <SelectField
          name="numberOfDependentsInHousehold"
          label={labels.numberOfDependentsInHousehold}
          placeholder={strings['form.select']}
          choices={dependentsOptions.map((count) => ({
            value: String(count),
            label: count === 4 ? strings['application.creditHistory.fourOrMore'] : String(count),
          }))}
          value={answers.numberOfDependentsInHousehold}
          error={form.errors.numberOfDependentsInHousehold}
          onChange={(count) => form.set('numberOfDependentsInHousehold', count)}
        />
      )}
      <YesNoField
        name="isHomeowner"
        legend={labels.isHomeowner}
        value={answers.isHomeowner}
        // One write: homeowner no clears the escrow answer (§4).
        onChange={(value) =>
          setAnswers(page, {
            ...answers,
            isHomeowner: value,
            hasMortgageEscrow: value ? answers.hasMortgageEscrow : null,
          })
        }
        error={form.errors.isHomeowner}
        yes={strings['form.yes']}
        no={strings['form.no']}
      />
      {answers.isHomeowner && yesNo('hasMortgageEscrow')}
      {yesNo('isCarOwner')}
      {yesNo('hasBackRent')}
      {yesNo('hasServedInMilitary', `${labels.hasServedInMilitary} ${strings['form.optional']}`)}
      <CurrencyField
        name="monthlyRentOrMortgageAmount"
        label={`${labels.monthlyRentOrMortgageAmount} ${strings['form.optional']}`}
        hint={strings['application.creditHistory.monthlyRentOrMortgageHint']}
        value={answers.monthlyRentOrMortgageAmount}
        onChange={(value) => form.set('monthlyRentOrMortgageAmount', value)}
        error={form.errors.monthlyRentOrMortgageAmount}
      />
    </StepForm>
  );
}
