import { routes } from '@domain/applicationFlow';
import { validateMonthlyIncome } from '@domain/applicationForms';
import { moneyInputText } from '@domain/moneyInput';
import { CurrencyField } from '../../components/form/CurrencyField';
import type { IslandProps } from '../../i18n/islandStrings';
import { saveStep } from '../../lib/flow/flowApi';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { stepFailure, stepKeys, stepTemplates } from '../../lib/flow/stepMessages';
import { StepForm } from './StepForm';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { useStepForm } from './useStepForm';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

const SaveMonthlyIncome = graphql(`
  mutation SaveMonthlyIncome($input: MonthlyIncomeInput!) {
    step: saveMonthlyIncome(input: $input) {
      ...StepResult
    }
  }
`);

export const monthlyIncomeKeys = [
  ...stepKeys,
  'application.monthlyIncome.field',
  'application.monthlyIncome.note',
  'application.monthlyIncome.rentalNote',
] as const;

type Props = IslandProps<(typeof monthlyIncomeKeys)[number]>;

const SavedIncomeFields = graphql(`
  fragment SavedIncome on Application {
    id
    type
    hasProvidedMonthlyIncome
    selfReportedMonthlyCurrentIncome
  }
`);

type SavedIncome = ResultOf<typeof SavedIncomeFields>;

interface MonthlyIncomeAnswers extends Record<string, unknown> {
  selfReportedMonthlyCurrentIncome: string;
}

/** /application/income/provide-monthly-income: reads the application, then the one-field form. */
export default function MonthlyIncomeForm({ locale, strings }: Props) {
  const [state, retry] = useFlowPage(locale, routes.provideMonthlyIncome, SavedIncomeFields);
  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');
  return <IncomeForm saved={state.application} locale={locale} strings={strings} />;
}

function IncomeForm({ saved, locale, strings }: Props & { saved: SavedIncome }) {
  const label = strings['application.monthlyIncome.field'];
  const form = useStepForm<MonthlyIncomeAnswers>({
    locale,
    page: 'ProvideMonthlyIncome',
    // The column is never null (0 until told): only an income the borrower gave is shown back.
    initial: {
      selfReportedMonthlyCurrentIncome: saved.hasProvidedMonthlyIncome
        ? moneyInputText(saved.selfReportedMonthlyCurrentIncome)
        : '',
    },
    check: validateMonthlyIncome,
    labels: { selfReportedMonthlyCurrentIncome: label },
    templates: stepTemplates(strings),
    save: (answers) =>
      saveStep(SaveMonthlyIncome, {
        applicationId: saved.id,
        selfReportedMonthlyCurrentIncome:
          validateMonthlyIncome(answers).values.selfReportedMonthlyCurrentIncome,
      }),
    failureMessage: (result) => stepFailure(result, strings),
  });
  const note =
    strings[
      saved.type === 'rental' ? 'application.monthlyIncome.rentalNote' : 'application.monthlyIncome.note'
    ];

  return (
    <StepForm form={form} label={strings['application.continue']} busyLabel={strings['application.saving']}>
      <p className="application-note">{note}</p>
      <CurrencyField
        name="selfReportedMonthlyCurrentIncome"
        label={label}
        warning={form.warnings.selfReportedMonthlyCurrentIncome}
        value={form.answers.selfReportedMonthlyCurrentIncome}
        onChange={(value) => form.set('selfReportedMonthlyCurrentIncome', value)}
        error={form.errors.selfReportedMonthlyCurrentIncome}
        required
      />
    </StepForm>
  );
}
