import type { Request } from 'express';
import type { ServiceDeps } from '../services/deps';

/**
 * The services' dependencies for one request (its caller's address, page view, limits, sign-in), built in
 * api/app.ts and handed to every transport: GraphQL, subscriptions, REST routes, sign-in, the webhook.
 */
export type DepsFor = (req: Request) => ServiceDeps;
