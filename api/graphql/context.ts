import type { Database } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import type { Logger } from '../logger';
import type { FlowDeps } from '../services/flow/deps';
import type { Loaders } from './loaders';

export interface Context {
  database: Database;
  viewer: Viewer | null;
  loaders: Loaders;
  logger: Logger;
  now: () => Date;
  /** The borrower flow's services and adapters, bound to this request. */
  flow: FlowDeps;
}
