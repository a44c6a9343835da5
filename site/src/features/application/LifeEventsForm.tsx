import { routes } from '@domain/applicationFlow';
import { validateLifeEvents } from '@domain/applicationForms';
import { hardshipKeys, kindsOfRelief, type HardshipKey, type KindOfRelief } from '@domain/applicationOptions';
import { CheckboxField } from '../../components/form/CheckboxField';
import { SelectField } from '../../components/form/SelectField';
import type { IslandProps } from '../../i18n/islandStrings';
import { saveStep } from '../../lib/flow/flowApi';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { stepFailure, stepKeys, stepTemplates } from '../../lib/flow/stepMessages';
import { StepForm } from './StepForm';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { useStepForm } from './useStepForm';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

const SaveLifeEvents = graphql(`
  mutation SaveLifeEvents($input: LifeEventsInput!) {
    step: saveLifeEvents(input: $input) {
      ...StepResult
    }
  }
`);

const hardshipLabelKeys = {
  hasTroubleMakingRentPayments: 'application.lifeEvents.hasTroubleMakingRentPayments',
  hasJobLossOrReducedIncome: 'application.lifeEvents.hasJobLossOrReducedIncome',
  hasIncreasedExpenses: 'application.lifeEvents.hasIncreasedExpenses',
  hasMedicalDebtOrExpenses: 'application.lifeEvents.hasMedicalDebtOrExpenses',
  hasStudentLoans: 'application.lifeEvents.hasStudentLoans',
  hasUtilityPayments: 'application.lifeEvents.hasUtilityPayments',
  hasOtherHardship: 'application.lifeEvents.hasOtherHardship',
  hasCovidSpecificHardship: 'application.lifeEvents.hasCovidSpecificHardship',
} as const satisfies Record<HardshipKey, string>;

/** The kinds of relief in the reader's language; the English value is what is saved. */
const reliefLabelKeys = {
  'Credit card help': 'application.lifeEvents.relief.creditCard',
  'Student loan help': 'application.lifeEvents.relief.studentLoan',
  'First-time homebuyer assistance': 'application.lifeEvents.relief.homebuyer',
  'Small business owner financial guidance': 'application.lifeEvents.relief.smallBusiness',
  'Foreclosure prevention': 'application.lifeEvents.relief.foreclosure',
  'Bankruptcy guide': 'application.lifeEvents.relief.bankruptcy',
  'A review of my overall budget and finances': 'application.lifeEvents.relief.budget',
} as const satisfies Record<KindOfRelief, string>;

export const lifeEventsKeys = [
  ...stepKeys,
  ...Object.values(hardshipLabelKeys),
  ...Object.values(reliefLabelKeys),
  'form.optional',
  'application.lifeEvents.hardships',
  'application.lifeEvents.kindOfRelief',
] as const;

type LifeEventsAnswers = Record<HardshipKey, boolean> & { kindOfRelief: KindOfRelief | '' };

export const SavedLifeEventsFields = graphql(`
  fragment SavedLifeEvents on Application {
    id
    kindOfRelief
    hardships {
      key
      value
    }
  }
`);

const LifeEventsPage = graphql(`
  query LifeEventsPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...SavedLifeEvents
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...SavedLifeEvents
    }
  }
`);

type SavedLifeEvents = ResultOf<typeof SavedLifeEventsFields>;

function savedAnswers(saved: SavedLifeEvents | null): LifeEventsAnswers {
  const checked = (key: HardshipKey) => saved?.hardships.some((h) => h.key === key && h.value) ?? false;
  const relief = kindsOfRelief.find((kind) => kind === saved?.kindOfRelief);
  return {
    ...(Object.fromEntries(hardshipKeys.map((key) => [key, checked(key)])) as Record<HardshipKey, boolean>),
    kindOfRelief: relief ?? '',
  };
}

/**
 * Life events (borrower-application §2): the hardships that apply, every one saved (unchecked as
 * false), and the optional kind of relief. The server then names credit history or rental information.
 */
export default function LifeEventsForm({ locale, strings }: IslandProps<(typeof lifeEventsKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.lifeEvents, LifeEventsPage);
  const saved = state.status === 'ready' ? state.application : null;
  const form = useStepForm<LifeEventsAnswers>({
    locale,
    page: 'LifeEvents',
    initial: savedAnswers(saved),
    check: validateLifeEvents,
    labels: { kindOfRelief: strings['application.lifeEvents.kindOfRelief'] },
    templates: stepTemplates(strings),
    save: (answers) => {
      const { values } = validateLifeEvents(answers);
      return saveStep(SaveLifeEvents, { applicationId: saved?.id ?? '', ...values });
    },
    failureMessage: (result) => stepFailure(result, strings),
  });

  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.pleaseWait');

  return (
    <StepForm form={form} label={strings['application.continue']} busyLabel={strings['application.saving']}>
      <fieldset className="field field--choice">
        <legend className="field__label">{strings['application.lifeEvents.hardships']}</legend>
        {hardshipKeys.map((key) => (
          <CheckboxField
            key={key}
            name={key}
            label={strings[hardshipLabelKeys[key]]}
            checked={form.answers[key]}
            onChange={(checked) => form.set(key, checked)}
          />
        ))}
      </fieldset>
      <SelectField
        name="kindOfRelief"
        label={`${strings['application.lifeEvents.kindOfRelief']} ${strings['form.optional']}`}
        placeholder={strings['form.select']}
        choices={kindsOfRelief.map((kind) => ({ value: kind, label: strings[reliefLabelKeys[kind]] }))}
        value={form.answers.kindOfRelief}
        error={form.errors.kindOfRelief}
        onChange={(kind) => form.set('kindOfRelief', kind)}
      />
    </StepForm>
  );
}
