import { useState } from 'react';
import { routes } from '@domain/applicationFlow';
import { StatusMessage } from '../../components/form/StatusMessage';
import { localized } from '../../components/navigation';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { graphqlRequest, type ResultOf } from '../../lib/graphql';
import { formatDollars } from '../../lib/formatDollars';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { stepKeys } from '../../lib/flow/stepMessages';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { graphql } from '../../gql';

export const verifyIncomeKeys = [
  'application.verifyIncome.skip',
  ...stepKeys,
  'application.verifyIncome.estimated',
  'application.verifyIncome.none',
  'application.verifyIncome.connect',
  'application.verifyIncome.listLabel',
  'application.verifyIncome.isIncome',
  'application.verifyIncome.deposit',
  'application.verifyIncome.unnamed',
] as const;

export const IncomeApplicationFields = graphql(`
  fragment IncomeApplication on Application {
    id
    estimatedMonthlyIncome
    incomePredictions {
      id
      name
      amount
      isVerifiedAsIncome
    }
  }
`);

const VerifyIncomePage = graphql(`
  query VerifyIncomePage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...IncomeApplication
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...IncomeApplication
    }
  }
`);

type IncomeApplication = ResultOf<typeof IncomeApplicationFields>;
type IncomePrediction = IncomeApplication['incomePredictions'][number];

const Verify = graphql(`
  mutation Verify($id: ID!, $isVerifiedAsIncome: Boolean!) {
    verifyIncomePrediction(id: $id, isVerifiedAsIncome: $isVerifiedAsIncome) {
      ...IncomeApplication
    }
  }
`);

/**
 * /application/income/verify-income: the recurring deposits found in the connected bank; each one
 * the borrower marks as income counts towards the estimated monthly income (§4), which follows.
 */
export default function VerifyIncome({ locale, strings }: IslandProps<(typeof verifyIncomeKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.verifyIncome, VerifyIncomePage);
  const [latest, setLatest] = useState<IncomeApplication | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const application = latest ?? state.application;
  const predictions = application.incomePredictions;

  async function verify(prediction: IncomePrediction, isVerifiedAsIncome: boolean) {
    setSaving(prediction.id);
    setFailed(false);
    const result = await graphqlRequest(Verify, { id: prediction.id, isVerifiedAsIncome });
    setSaving(null);
    if (result.ok && result.data?.verifyIncomePrediction) setLatest(result.data.verifyIncomePrediction);
    else setFailed(true);
  }

  if (predictions.length === 0)
    return (
      <div className="income-panel">
        <p>{strings['application.verifyIncome.none']}</p>
        <a className="button button--primary" href={localized(locale, routes.bankConnection)}>
          {strings['application.verifyIncome.connect']}
        </a>
      </div>
    );

  return (
    <div className="income-panel">
      <StatusMessage tone="error">{failed ? strings['application.saveFailed'] : ''}</StatusMessage>
      <fieldset className="income-predictions">
        <legend>{strings['application.verifyIncome.listLabel']}</legend>
        {predictions.map((prediction) => (
          <div className="field field--checkbox" key={prediction.id}>
            <div className="field__check">
              <input
                type="checkbox"
                id={`prediction-${prediction.id}`}
                checked={prediction.isVerifiedAsIncome}
                disabled={saving === prediction.id}
                onChange={(event) => verify(prediction, event.target.checked)}
              />
              <label htmlFor={`prediction-${prediction.id}`}>
                {format(strings['application.verifyIncome.deposit'], {
                  name: prediction.name ?? strings['application.verifyIncome.unnamed'],
                  amount: formatDollars(locale, Math.abs(prediction.amount)),
                })}
                <span className="visually-hidden"> — {strings['application.verifyIncome.isIncome']}</span>
              </label>
            </div>
          </div>
        ))}
      </fieldset>
      <p className="income-figure" role="status">
        {strings['application.verifyIncome.estimated']}{' '}
        <strong>{formatDollars(locale, application.estimatedMonthlyIncome ?? 0)}</strong>
      </p>
      <a className="button button--primary" href={localized(locale, routes.incomeSummary)}>
        {strings['application.continue']}
      </a>
      <p className="application-aside">
        <a href={localized(locale, routes.reasonForSkipping)}>{strings['application.verifyIncome.skip']}</a>
      </p>
    </div>
  );
}
