import type { ApplicationStatus } from '@domain/applicationStatus';
import { routes } from '@domain/applicationFlow';
import { localized } from '../../components/navigation';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { flowPageStatusKeys, notReady } from '../../lib/flow/FlowPageStatus';
import { longDateTime } from '../../lib/format';
import { graphql } from '../../gql';

const statusKeys = {
  'In Progress': 'offers.status.inProgress',
  Submitted: 'offers.status.submitted',
  'Call Scheduled': 'offers.status.callScheduled',
  Contacted: 'offers.status.contacted',
  Transferred: 'offers.status.transferred',
  Archived: 'offers.status.archived',
  'Transferred And Archived': 'offers.status.archived',
} as const satisfies Record<ApplicationStatus, string>;

export const offerStatusKeys = [
  ...flowPageStatusKeys,
  ...Object.values(statusKeys),
  'offers.status.applicationTitle',
  'offers.status.planTitle',
  'offers.status.noPlan',
  'offers.status.toSign',
  'offers.status.signLink',
  'offers.status.signed',
  'offers.status.planMade',
  'offers.status.planInPlace',
  'offers.status.newTerms',
] as const;

export const StatusApplicationFields = graphql(`
  fragment StatusApplication on Application {
    status
    ...PlanApplication
  }
`);

const OfferStatusPage = graphql(`
  query OfferStatusPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...StatusApplication
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...StatusApplication
    }
  }
`);

/**
 * The application's line agrees with the plan's: once a counsellor has made the plan, no status says
 * it is still being prepared, and a signed plan is in place (a closed application stays closed).
 */
function applicationLine(status: string, plan: 'none' | 'toSign' | 'signed') {
  const closed = status === 'Archived' || status === 'Transferred And Archived';
  if (plan === 'signed' && !closed) return 'offers.status.planInPlace';
  if (plan === 'toSign' && !closed) return 'offers.status.planMade';
  return statusKeys[status as ApplicationStatus] ?? statusKeys.Submitted;
}

/** /offers/status: where the application stands, and the plan: none yet, waiting to be signed, or signed. */
export default function OfferStatus({ locale, strings }: IslandProps<(typeof offerStatusKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.status, OfferStatusPage);
  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const { application } = state;
  const signature = application.contractSignature;
  const plan = application.planState as 'none' | 'toSign' | 'signed';
  // New terms for a signed plan leave the signed one in place until they are signed.
  const statusKey = applicationLine(application.status, signature ? 'signed' : plan);
  return (
    <div className="offers">
      <h2>{strings['offers.status.applicationTitle']}</h2>
      <p>{strings[statusKey]}</p>
      <h2>{strings['offers.status.planTitle']}</h2>
      {signature && (
        <p>{format(strings['offers.status.signed'], { date: longDateTime(locale, signature.signedAt) })}</p>
      )}
      {plan === 'toSign' && (
        <>
          <p>{strings[signature ? 'offers.status.newTerms' : 'offers.status.toSign']}</p>
          <a className="button button--primary" href={localized(locale, routes.signContract)}>
            {strings['offers.status.signLink']}
          </a>
        </>
      )}
      {plan === 'none' && !signature && <p>{strings['offers.status.noPlan']}</p>}
    </div>
  );
}
