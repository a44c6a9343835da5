import type { Viewer } from './viewer';

/** More than a server has requests in flight: an entry lives from a request's session read to its viewer. */
const maxHeld = 1_000;

/**
 * The viewer read together with a request's session (one query instead of two), handed from the
 * session store to passport's deserializeUser in the same request. Taken once; a viewer not found
 * here (another request of the same user took it) is read again, so it is never older than the
 * request's own session read.
 */
export class FreshViewers {
  private readonly held = new Map<string, Viewer | null>();

  /** `null`: the session's user is gone or deactivated. */
  hold(userId: string, viewer: Viewer | null): void {
    this.held.delete(userId);
    this.held.set(userId, viewer);
    if (this.held.size > maxHeld) this.held.delete(this.held.keys().next().value!);
  }

  /** `undefined` when none is held. */
  take(userId: string): Viewer | null | undefined {
    const viewer = this.held.get(userId);
    this.held.delete(userId);
    return viewer;
  }
}
