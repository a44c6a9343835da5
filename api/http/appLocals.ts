import type { IncomingMessage } from 'node:http';
import type { Viewer } from '../auth/viewer';
import type { Workspace } from '../workspace';
import type { DatabaseGate } from './databaseGate';
import type { DepsFor } from './requestDeps';

/**
 * What api/app.ts leaves on `app.locals` for code that holds only the app or a request: the server
 * (its port, its database gate), the WebSocket upgrade (its viewer, origins and dependencies) and the
 * session routes (cookie and limits). Express types the bag as `any`; declared here, every read is typed.
 * No code uses `res.locals`, which Express types with the same interface.
 */
export interface AppLocals {
  workspace: Workspace;
  sessionCookieName: string;
  sessionAbsoluteMs: number;
  sessionIdleMs: number;
  databaseGate: DatabaseGate;
  depsFor: DepsFor;
  viewerOf: (req: IncomingMessage) => Promise<Viewer | null>;
  allowedOrigins: (req: IncomingMessage) => string[];
  /** Set once the server listens (api/server.ts), so mail links can name a port chosen by the system. */
  listeningPort?: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Locals extends AppLocals {}
  }
}
