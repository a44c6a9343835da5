import session, { type SessionData } from 'express-session';
import type { Database } from '../../db/client';
import { inTransaction, readData, type Data } from '../data/bound';
import { dayMs } from '../domain/dates';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/** Refreshing the expiry on every request would make every read a write; a minute's slack is enough. */
const touchSlackMs = 60_000;

/** express-session's store over the sessions table, so any API process can serve any session. */
export class DatabaseSessionStore extends session.Store {
  /** The data layer on the read connection, bound once for the store's life. */
  private readonly reads: Data;

  constructor(private readonly database: Database) {
    super();
    this.reads = readData(database);
  }

  private expiryOf(data: SessionData): string {
    const expires = data.cookie?.expires ? new Date(data.cookie.expires) : new Date(Date.now() + dayMs);
    return expires.toISOString();
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.reads.users
      .liveSession(sid, new Date().toISOString())
      .then((row) => callback(undefined, row ? (row.data as unknown as SessionData) : null), callback);
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
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
    this.reads.users
      .sessionExpiry(sid)
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
    inTransaction(this.database, (data) => data.users.deleteSession(sid)).then(
      () => callback?.(),
      (err) => callback?.(err),
    );
  }
}

/** Ends every session of a user (password or e-mail change, deactivation), optionally but one. */
export async function endSessionsOf(database: Database, userId: string, exceptSid?: string): Promise<void> {
  await inTransaction(database, (data) => data.users.endSessions(userId, exceptSid));
}

export async function deleteExpiredSessions(database: Database): Promise<void> {
  await inTransaction(database, (data) => data.users.deleteSessionsExpiredBy(new Date().toISOString()));
}
