import type { Database } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { ServiceDeps } from '../services/deps';
import { createLoaders, type Loaders } from './loaders';
import type { RequestReads } from './readTracking';

/** A type, not an interface: graphql-http's context must be a record (an interface has no index). */
export type Context = {
  database: Database;
  viewer: Viewer | null;
  loaders: Loaders;
  logger: Logger;
  now: () => Date;
  /** The services' dependencies (the same `deps` every route passes), bound to this request. */
  deps: ServiceDeps;
  /** The staff reads of personal data this operation noted (api/graphql/readTracking.ts), made on the first. */
  reads?: RequestReads;
};

/**
 * The signed-in caller of a field the permissions table keeps from anonymous callers (checked before
 * any resolver runs); should one reach here anyway, it is refused rather than passed on as null.
 */
export function requireViewer(ctx: Context): Viewer {
  if (!ctx.viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  return ctx.viewer;
}

/** A fresh context per operation, over HTTP or the socket: its own loaders, so no cache outlives it. */
export function operationContext(
  shared: Pick<Context, 'database' | 'logger' | 'now'>,
  viewer: Viewer | null,
  deps: ServiceDeps,
): Context {
  return { ...shared, viewer, loaders: createLoaders(shared.database, shared.now), deps };
}
