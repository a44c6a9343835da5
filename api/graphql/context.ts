import type { Database } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import type { Logger } from '../logger';
import type { Loaders } from './loaders';

export interface Context {
  database: Database;
  viewer: Viewer | null;
  loaders: Loaders;
  logger: Logger;
  now: () => Date;
}
