import type { Database } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import type { Integrations } from '../integrations';
import type { Logger } from '../logger';
import type { LoadDemoBorrowers } from './demoData';

/** What every service receives: the database, the third parties' adapters, the clock, the log. */
export interface ServiceDeps {
  database: Database;
  integrations: Integrations;
  logger: Logger;
  now: () => Date;
  /** Signs the borrower in after the first About-you submit (a new session id). */
  signIn?: (viewer: Viewer) => Promise<void>;
  /** The site's origin, for links in e-mails. */
  publicOrigin: string;
  counselorPhone: string;
  /** The lead's demo-data load (given by api/main.ts). */
  loadDemoBorrowers: LoadDemoBorrowers;
}
