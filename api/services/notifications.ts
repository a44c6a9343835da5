import type { Database } from '../../db/client';
import { openFanOut, type FanOut, type FanOutOptions } from '../cluster/fanOut';
import { receiveApplicationChanges } from './applicationChanges';
import { receivePlaidItemUpdates } from './flow/plaidItemUpdates';
import { receiveSessionsEnded } from './sessionsEnded';

/**
 * A server's start, per workspace: the database's fan-out (NOTIFY on Postgres, the cluster relay
 * elsewhere) with this process's subscriptions listening on it, so that an event published anywhere
 * after `ready` reaches them. Closed with the server, before its database.
 */
export function openNotifications(database: Database, options: FanOutOptions): FanOut {
  const fanOut = openFanOut(database, options);
  receivePlaidItemUpdates(database);
  receiveApplicationChanges(database);
  receiveSessionsEnded(database);
  return fanOut;
}
