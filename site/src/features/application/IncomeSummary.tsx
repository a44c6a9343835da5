import { routes } from '@domain/applicationFlow';
import { localized } from '../../components/navigation';
import type { IslandProps } from '../../i18n/islandStrings';
import { formatDollars } from '../../lib/formatDollars';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { stepKeys } from '../../lib/flow/stepMessages';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { graphql } from '../../gql';

export const incomeSummaryKeys = [
  ...stepKeys,
  'application.incomeSummary.shown',
  'application.incomeSummary.selfReported',
  'application.incomeSummary.verified',
  'application.incomeSummary.estimated',
  'application.incomeSummary.notKnown',
] as const;

export const IncomeSummaryApplicationFields = graphql(`
  fragment IncomeSummaryApplication on Application {
    id
    incomeShown
    selfReportedMonthlyCurrentIncome
    verifiedMonthlyCurrentIncome
    estimatedMonthlyIncome
  }
`);

const IncomeSummaryPage = graphql(`
  query IncomeSummaryPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...IncomeSummaryApplication
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...IncomeSummaryApplication
    }
  }
`);

/**
 * /application/income/income-summary: the monthly income the analysis uses (self-reported, else
 * verified, else estimated from the bank) beside each source, then on to the expenses.
 */
export default function IncomeSummary({ locale, strings }: IslandProps<(typeof incomeSummaryKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.incomeSummary, IncomeSummaryPage);

  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const { application } = state;
  const amount = (value: number | null) =>
    value == null ? strings['application.incomeSummary.notKnown'] : formatDollars(locale, value);
  const sources = [
    ['application.incomeSummary.selfReported', application.selfReportedMonthlyCurrentIncome],
    ['application.incomeSummary.verified', application.verifiedMonthlyCurrentIncome],
    ['application.incomeSummary.estimated', application.estimatedMonthlyIncome],
  ] as const;

  return (
    <div className="income-panel">
      <p className="income-figure">
        {strings['application.incomeSummary.shown']} <strong>{amount(application.incomeShown)}</strong>
      </p>
      <dl className="income-sources">
        {sources.map(([label, value]) => (
          <div key={label}>
            <dt>{strings[label]}</dt>
            <dd>{amount(value)}</dd>
          </div>
        ))}
      </dl>
      <a className="button button--primary" href={localized(locale, routes.expenses)}>
        {strings['application.continue']}
      </a>
    </div>
  );
}
