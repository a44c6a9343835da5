import { routes } from '@domain/applicationFlow';
import { validateMonthlyIncome } from '@domain/applicationForms';
import { moneyInputText } from '@domain/moneyInput';
import { CurrencyField } from '../../components/form/CurrencyField';
import { useState, type SubmitEvent } from 'react';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { saveStep } from '../../lib/flow/flowApi';
import { localized } from '../../components/navigation';
import { typedMoney } from '../../lib/format';
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
  'application.monthlyIncome.checkAmount',
  'application.monthlyIncome.confirmAmount',
  'application.monthlyIncome.field',
  'application.monthlyIncome.note',
  'application.monthlyIncome.rentalNote',
  'application.monthlyIncome.verifyInstead',
] as const;

type Props = IslandProps<(typeof monthlyIncomeKeys)[number]>;

export const SavedIncomeFields = graphql(`
  fragment SavedIncome on Application {
    id
    type
    hasProvidedMonthlyIncome
    selfReportedMonthlyCurrentIncome
    hasConnectedAccount
  }
`);

const MonthlyIncomePage = graphql(`
  query MonthlyIncomePage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...SavedIncome
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...SavedIncome
    }
  }
`);

type SavedIncome = ResultOf<typeof SavedIncomeFields>;

interface MonthlyIncomeAnswers extends Record<string, unknown> {
  selfReportedMonthlyCurrentIncome: string;
}

/** /application/income/provide-monthly-income: reads the application, then the one-field form. */
export default function MonthlyIncomeForm({ locale, strings }: Props) {
  const [state, retry] = useFlowPage(locale, routes.provideMonthlyIncome, MonthlyIncomePage);
  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');
  return <IncomeForm saved={state.application} locale={locale} strings={strings} />;
}

function IncomeForm({ saved, locale, strings }: Props & { saved: SavedIncome }) {
  const label = strings['application.monthlyIncome.field'];
  // Above 15 000 the spec warns rather than refuses: the amount is kept as typed, but the first submit
  // stops and asks, so a slip (an extra 0, a year's income) is never sent unseen.
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
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
  const typed = form.answers.selfReportedMonthlyCurrentIncome;
  const warning = form.warnings.selfReportedMonthlyCurrentIncome;
  const unconfirmed = Boolean(warning) && confirmed !== typed;
  const checked = validateMonthlyIncome(form.answers);
  const amount = typedMoney(locale, checked.values.selfReportedMonthlyCurrentIncome ?? 0);
  const guarded = {
    ...form,
    onSubmit: async (event: SubmitEvent<HTMLFormElement>) => {
      if (unconfirmed && checked.errors.selfReportedMonthlyCurrentIncome === undefined) {
        event.preventDefault();
        setAsking(true);
        return;
      }
      await form.onSubmit(event);
    },
  };
  const note =
    strings[
      saved.type === 'rental' ? 'application.monthlyIncome.rentalNote' : 'application.monthlyIncome.note'
    ];

  return (
    <StepForm
      form={guarded}
      label={strings['application.continue']}
      busyLabel={strings['application.saving']}
    >
      <p className="application-note">{note}</p>
      {saved.hasConnectedAccount && (
        // A bank already linked can confirm the income from its deposits (verify-income).
        <p className="application-aside">
          <a href={localized(locale, routes.verifyIncome)}>
            {strings['application.monthlyIncome.verifyInstead']}
          </a>
        </p>
      )}
      <CurrencyField
        name="selfReportedMonthlyCurrentIncome"
        label={label}
        warning={asking && unconfirmed ? undefined : warning}
        value={typed}
        onChange={(value) => form.set('selfReportedMonthlyCurrentIncome', value)}
        error={form.errors.selfReportedMonthlyCurrentIncome}
        required
      />
      {asking && unconfirmed && (
        <div className="application-check" role="alert">
          <p>{format(strings['application.monthlyIncome.checkAmount'], { amount })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setConfirmed(typed);
              setAsking(false);
              requestAnimationFrame(() => form.formRef.current?.requestSubmit());
            }}
          >
            {format(strings['application.monthlyIncome.confirmAmount'], { amount })}
          </button>
        </div>
      )}
    </StepForm>
  );
}
