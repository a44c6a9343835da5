import { useEffect, useState } from 'react';
import { idlePhase, keepAliveEveryMs } from '@domain/idleTimeout';

/*
 * The idle clock of a signed-in console (api/domain/idleTimeout.ts): a person's activity in any tab
 * of the browser (the site's tabs too: the same localStorage key), not the requests pages make by
 * themselves, such as the lists' minute refresh.
 */
const activityKey = 'relief.lastActivity';
const activity = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

const lastActivity = () => Number(localStorage.getItem(activityKey) ?? 0);
export const markActivity = (at = Date.now()) => localStorage.setItem(activityKey, String(at));

const keepAlive = () =>
  fetch('/auth/keep-alive', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{}',
  }).catch((error: unknown) => console.error('Keep-alive failed', error));

/** The session's idle limit (GET /auth/me), or null while unknown or signed out. */
async function sessionIdleMs(): Promise<number | null> {
  const response = await fetch('/auth/me', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as { user?: unknown; sessionIdleMs?: number } | null;
  return body?.user && typeof body.sessionIdleMs === 'number' ? body.sessionIdleMs : null;
}

/** The milliseconds left while the warning is due (else null); `onEnd` once the session is over. */
export function useIdleTimer(onEnd: () => void): { msLeft: number | null; stay: () => Promise<void> } {
  const [msLeft, setMsLeft] = useState<number | null>(null);
  useEffect(() => {
    let idleMs: number | null = null;
    let lastPing = Date.now();
    let ended = false;
    const timer = setInterval(() => {
      if (idleMs === null || ended) return;
      const phase = idlePhase(lastActivity(), Date.now(), idleMs);
      if (phase.phase === 'ended') {
        ended = true;
        onEnd();
      } else setMsLeft(phase.phase === 'warning' ? phase.msLeft : null);
    }, 1000);
    const onActivity = () => {
      // While the warning shows, only its buttons decide.
      if (idleMs === null || idlePhase(lastActivity(), Date.now(), idleMs).phase !== 'active') return;
      markActivity();
      if (Date.now() - lastPing > keepAliveEveryMs) {
        lastPing = Date.now();
        void keepAlive();
      }
    };
    void sessionIdleMs().then((ms) => {
      idleMs = ms;
      markActivity();
    });
    for (const event of activity) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      clearInterval(timer);
      for (const event of activity) window.removeEventListener(event, onActivity);
    };
  }, [onEnd]);
  const stay = async () => {
    markActivity();
    setMsLeft(null);
    await keepAlive();
  };
  return { msLeft, stay };
}
