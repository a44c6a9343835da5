import { routes } from '@domain/applicationFlow';
import { validatePersonalInformation } from '@domain/applicationForms';
import { ethnicityValues, raceValues } from '@domain/applicationOptions';
import { SelectField } from '../../components/form/SelectField';
import type { IslandProps } from '../../i18n/islandStrings';
import { saveStep } from '../../lib/flow/flowApi';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { stepFailure, stepKeys, stepTemplates } from '../../lib/flow/stepMessages';
import { StepForm } from './StepForm';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { useStepForm } from './useStepForm';
import { YesNoField } from './YesNoField';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

const SavePersonalInformation = graphql(`
  mutation SavePersonalInformation($input: PersonalInformationInput!) {
    step: savePersonalInformation(input: $input) {
      ...StepResult
    }
  }
`);

type Race = (typeof raceValues)[number];
type Ethnicity = (typeof ethnicityValues)[number];

/** The choices in the reader's language; the English values are what is saved. */
const raceLabelKeys = {
  'American Indian or Alaska Native': 'application.personalInformation.race.americanIndian',
  Asian: 'application.personalInformation.race.asian',
  'Black or African American': 'application.personalInformation.race.black',
  'Native Hawaiian or Other Pacific Islander': 'application.personalInformation.race.pacificIslander',
  White: 'application.personalInformation.race.white',
  Other: 'application.personalInformation.race.other',
} as const satisfies Record<Race, string>;

const ethnicityLabelKeys = {
  'Hispanic or Latino': 'application.personalInformation.ethnicity.hispanic',
  'Not Hispanic or Latino': 'application.personalInformation.ethnicity.notHispanic',
} as const satisfies Record<Ethnicity, string>;

export const personalInformationKeys = [
  ...stepKeys,
  ...Object.values(raceLabelKeys),
  ...Object.values(ethnicityLabelKeys),
  'form.optional',
  'application.field.hasServedInMilitary',
  'application.personalInformation.race',
  'application.personalInformation.ethnicity',
] as const;

interface PersonalInformationAnswers extends Record<string, unknown> {
  hasServedInMilitary: boolean | null;
  race: Race | '';
  ethnicity: Ethnicity | '';
}

export const SavedPersonalInformationFields = graphql(`
  fragment SavedPersonalInformation on Application {
    id
    hasServedInMilitary
    rentalApplication {
      race
      ethnicity
    }
  }
`);

const PersonalInformationPage = graphql(`
  query PersonalInformationPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...SavedPersonalInformation
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...SavedPersonalInformation
    }
  }
`);

type SavedPersonalInformation = ResultOf<typeof SavedPersonalInformationFields>;

function savedAnswers(saved: SavedPersonalInformation | null): PersonalInformationAnswers {
  const rental = saved?.rentalApplication;
  return {
    hasServedInMilitary: saved?.hasServedInMilitary ?? null,
    race: raceValues.find((race) => race === rental?.race) ?? '',
    ethnicity: ethnicityValues.find((ethnicity) => ethnicity === rental?.ethnicity) ?? '',
  };
}

/**
 * Personal information (rental, borrower-application §2): military service, race and ethnicity,
 * every one optional. The server then names your contact.
 */
export default function PersonalInformationForm({
  locale,
  strings,
}: IslandProps<(typeof personalInformationKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.personalInformation, PersonalInformationPage);
  const saved = state.status === 'ready' ? state.application : null;
  const optional = (label: string) => `${label} ${strings['form.optional']}`;
  const labels = {
    hasServedInMilitary: optional(strings['application.field.hasServedInMilitary']),
    race: optional(strings['application.personalInformation.race']),
    ethnicity: optional(strings['application.personalInformation.ethnicity']),
  };
  const form = useStepForm<PersonalInformationAnswers>({
    locale,
    page: 'PersonalInformation',
    initial: savedAnswers(saved),
    check: validatePersonalInformation,
    labels,
    templates: stepTemplates(strings),
    save: (answers) =>
      saveStep(SavePersonalInformation, {
        applicationId: saved?.id ?? '',
        ...validatePersonalInformation(answers).values,
      }),
    failureMessage: (result) => stepFailure(result, strings),
  });

  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.pleaseWait');

  return (
    <StepForm form={form} label={strings['application.continue']} busyLabel={strings['application.saving']}>
      <YesNoField
        name="hasServedInMilitary"
        legend={labels.hasServedInMilitary}
        value={form.answers.hasServedInMilitary}
        onChange={(value) => form.set('hasServedInMilitary', value)}
        error={form.errors.hasServedInMilitary}
        yes={strings['form.yes']}
        no={strings['form.no']}
      />
      <SelectField
        name="race"
        label={labels.race}
        placeholder={strings['form.select']}
        choices={raceValues.map((race) => ({ value: race, label: strings[raceLabelKeys[race]] }))}
        value={form.answers.race}
        error={form.errors.race}
        onChange={(race) => form.set('race', race)}
      />
      <SelectField
        name="ethnicity"
        label={labels.ethnicity}
        placeholder={strings['form.select']}
        choices={ethnicityValues.map((ethnicity) => ({
          value: ethnicity,
          label: strings[ethnicityLabelKeys[ethnicity]],
        }))}
        value={form.answers.ethnicity}
        error={form.errors.ethnicity}
        onChange={(ethnicity) => form.set('ethnicity', ethnicity)}
      />
    </StepForm>
  );
}
