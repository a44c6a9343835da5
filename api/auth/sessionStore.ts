import session, { type SessionData } from 'express-session';
import type { Database } from '../../db/client';
import { inTransaction, readData, type Data } from '../data/bound';
import { dayMs } from '../domain/dates';
import type { FreshViewers } from './freshViewers';
import { viewerFrom } from './viewer';
import { announceSessionsEnded } from '../services/sessionsEnded';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/** Refreshing the expiry on every request would make every read a write; a minute's slack is enough. */
const touchSlackMs = 60_000;

/** Sessions whose expiry a request has read and not yet touched; beyond this many, the oldest go. */
const maxSeen = 10_000;

/** express-session's store over the sessions table, so any API process can serve any session. */
export class DatabaseSessionStore extends session.Store {
  /** The data layer on the read connection, bound once for the store's life. */
  private readonly reads: Data;
  /**
   * The expiry each session had when its request read it: the touch at the response's end compares
   * with it instead of reading the row again (a query per request, measured in the bench's
   * breakdown). Kept only from a request's read to its touch, save or destroy.
   */
  private readonly seenExpiry = new Map<string, string>();

  constructor(
    private readonly database: Database,
    /** Where the session's user, read in the same query, waits for passport (api/auth/freshViewers.ts). */
    private readonly viewers: FreshViewers,
  ) {
    super();
    this.reads = readData(database);
  }

  private seen(sid: string, expiresAt: string): void {
    this.seenExpiry.delete(sid);
    this.seenExpiry.set(sid, expiresAt);
    if (this.seenExpiry.size > maxSeen) this.seenExpiry.delete(this.seenExpiry.keys().next().value!);
  }

  private takeSeen(sid: string): string | undefined {
    const expiresAt = this.seenExpiry.get(sid);
    this.seenExpiry.delete(sid);
    return expiresAt;
  }

  private expiryOf(data: SessionData): string {
    const expires = data.cookie?.expires ? new Date(data.cookie.expires) : new Date(Date.now() + dayMs);
    return expires.toISOString();
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.reads.users.liveSessionWithUser(sid, new Date().toISOString()).then((row) => {
      if (!row) return callback(undefined, null);
      const { session: stored, found } = row;
      this.seen(sid, stored.expiresAt);
      if (stored.userId) {
        this.viewers.hold(stored.userId, found?.user.isActive ? viewerFrom(found.user, found.groups) : null);
      }
      callback(undefined, stored.data as unknown as SessionData);
    }, callback);
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    this.takeSeen(sid);
    const userId = (data as SessionData & { passport?: { user?: string } }).passport?.user ?? null;
    const values = {
      sid,
      userId,
      data: data as unknown as Record<string, unknown>,
      expiresAt: this.expiryOf(data),
    };
    inTransaction(this.database, (data) => data.users.saveSession(values)).then(
      () => callback?.(),
      (err) => callback?.(err),
    );
  }

  override touch(sid: string, data: SessionData, callback?: Callback): void {
    const expiresAt = this.expiryOf(data);
    const seen = this.takeSeen(sid);
    (seen === undefined ? this.reads.users.sessionExpiry(sid) : Promise.resolve(seen))
      .then(async (current) => {
        if (current && Date.parse(expiresAt) - Date.parse(current) < touchSlackMs) return;
        await inTransaction(this.database, (data) => data.users.setSessionExpiry(sid, expiresAt));
      })
      .then(
        () => callback?.(),
        (err) => callback?.(err),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.takeSeen(sid);
    inTransaction(this.database, (data) => data.users.deleteSession(sid)).then(
      () => {
        // Sign-out, the absolute timeout: the session's sockets close too.
        announceSessionsEnded(this.database, { sid });
        callback?.();
      },
      (err) => callback?.(err),
    );
  }
}

/** Ends every session of a user (password or e-mail change, deactivation), optionally but one. */
export async function endSessionsOf(database: Database, userId: string, exceptSid?: string): Promise<void> {
  await inTransaction(database, (data) => data.users.endSessions(userId, exceptSid));
  announceSessionsEnded(database, { userId, exceptSid });
}

export async function deleteExpiredSessions(database: Database): Promise<void> {
  await inTransaction(database, (data) => data.users.deleteSessionsExpiredBy(new Date().toISOString()));
}
