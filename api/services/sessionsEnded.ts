import type { Database } from '../../db/client';
import { fanOutOf, type FanOut } from '../cluster/fanOut';

/*
 * Sessions ended server-side, told to every process serving the database (the fan-out: NOTIFY on
 * Postgres, the cluster relay elsewhere), so that each closes the subscription sockets those sessions
 * opened within a second (SECURITY.md §31): a socket outlived sign-out, deactivation and a factor reset
 * (issue 40). Published after the change committed; a socket also checks its session before each event
 * (api/graphql/subscriptionServer.ts), so one that misses this still sends nothing more.
 */

/** One session (a sign-out), or every session of an account but `exceptSid`. */
export type SessionsEnded = { sid: string } | { userId: string; exceptSid?: string };

type Listener = (ended: SessionsEnded) => void;

const channel = 'sessionsEnded';
const listeners = new WeakMap<FanOut, Set<Listener>>();

function listenersOf(database: Database): Set<Listener> {
  const fanOut = fanOutOf(database);
  let set = listeners.get(fanOut);
  if (!set) {
    const created = new Set<Listener>();
    listeners.set(fanOut, (set = created));
    fanOut.subscribe(channel, (payload) => {
      for (const listener of created) listener(payload as SessionsEnded);
    });
  }
  return set;
}

/** A server's start: ended sessions announced anywhere are heard here from now on. */
export function receiveSessionsEnded(database: Database): void {
  listenersOf(database);
}

export function announceSessionsEnded(database: Database, ended: SessionsEnded): void {
  listenersOf(database);
  fanOutOf(database).publish(channel, ended);
}

/** A server's sockets hear every session ended from now on; the returned function stops it. */
export function onSessionsEnded(database: Database, listener: Listener): () => void {
  const set = listenersOf(database);
  set.add(listener);
  return () => set.delete(listener);
}

/** Whether an ended-sessions event covers this socket's session. */
export const endsSession = (ended: SessionsEnded, session: { sid: string; userId: string }) =>
  'sid' in ended
    ? ended.sid === session.sid
    : ended.userId === session.userId && ended.exceptSid !== session.sid;
