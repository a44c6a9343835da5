import { demoDataLoadJob, runDemoDataLoad } from '../services/demoData';
import type { ServiceDeps } from '../services/deps';
import { plaidWebhookJob, runPlaidWebhook } from '../services/flow/plaidWebhookJob';
import { mailJob, recordMailFailedForGood, sendQueuedMail } from '../services/mailJob';
import type { JobQueue } from './queue';

/** The services' dependencies apart from any request. */
export type WorkspaceDeps = Omit<ServiceDeps, 'signIn' | 'origin' | 'limits'>;

/** A job is no request: nothing it does is counted against an address or an account. */
const noCountedAttempt = async () => {
  throw new Error('a job asked for a counted attempt');
};

function jobDeps(deps: WorkspaceDeps): ServiceDeps {
  return {
    ...deps,
    origin: { address: null, pageView: null, purpose: null },
    limits: { newApplication: noCountedAttempt, phoneLookup: noCountedAttempt },
  };
}

/** Names the handlers of every kind of job the API runs, on the workspace's queue. */
export function workOnJobs(jobs: JobQueue, workspaceDeps: () => WorkspaceDeps): void {
  jobs.work(plaidWebhookJob, { run: (event) => runPlaidWebhook(jobDeps(workspaceDeps()), event) });
  jobs.work(mailJob, {
    run: (mail) => sendQueuedMail(workspaceDeps(), mail),
    failedForGood: (mail, error, { id }) => recordMailFailedForGood(workspaceDeps(), mail, error, id),
  });
  jobs.work(demoDataLoadJob, { run: (load) => runDemoDataLoad(workspaceDeps(), load) });
}
