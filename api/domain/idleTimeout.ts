/*
 * Timeouts people can see (WCAG 2.2.1 Timing Adjustable): two minutes before an idle session ends,
 * staff and borrowers are asked whether to stay signed in. Activity is a person's (a key, a click, a
 * scroll), shared by the tabs of one browser; requests a page makes by itself are not activity.
 */

export const idleWarningMs = 2 * 60_000;

/** While a person is active, the server's session is kept alive this often at most. */
export const keepAliveEveryMs = 5 * 60_000;

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; msLeft: number } | { phase: 'ended' };

/** Where a session stands `now`, `idleMs` after the last activity ends it. */
export function idlePhase(lastActivity: number, now: number, idleMs: number): IdlePhase {
  const msLeft = lastActivity + idleMs - now;
  if (msLeft <= 0) return { phase: 'ended' };
  return msLeft <= idleWarningMs ? { phase: 'warning', msLeft } : { phase: 'active' };
}

/** The time left as a person reads it on the dialog: 1:59, 0:05. */
export function timeLeft(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
