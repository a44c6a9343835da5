import { useEffect, useRef, useState } from 'react';
import { idlePhase, keepAliveEveryMs, timeLeft } from '@domain/idleTimeout';
import { goTo } from '../../components/navigation';
import { format, type IslandProps } from '../../i18n/islandStrings';
import {
  keepAnswersFor,
  lastActivity,
  setFlash,
  setLastActivity,
  setReturnTo,
  setSignedIn,
} from './accountStorage';
import { authApi } from './authApi';
import './idleWarning.css';

export const idleWarningKeys = ['idle.title', 'idle.body', 'idle.stay', 'idle.signOut'] as const;

const activity = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The borrower's idle warning (WCAG 2.2.1): two minutes before the session ends for inactivity, a
 * dialog in the page's language offers to stay signed in. At the end the borrower is signed out and
 * comes back to this page after signing in, with what they typed (kept in the tab for their account).
 */
export default function IdleWarning({ locale, strings }: IslandProps<(typeof idleWarningKeys)[number]>) {
  const [msLeft, setMsLeft] = useState<number | null>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const warning = msLeft !== null;

  useEffect(() => {
    let idleMs = 0;
    let userId = '';
    let lastPing = Date.now();
    let timer: ReturnType<typeof setInterval> | undefined;
    const active = () => {
      const now = Date.now();
      setLastActivity(now);
      // A person typing a long answer makes no request: the server's session is kept alive for them.
      if (now - lastPing > keepAliveEveryMs) {
        lastPing = now;
        void authApi.keepAlive();
      }
    };
    const signOut = async () => {
      clearInterval(timer);
      keepAnswersFor(userId);
      setReturnTo(`${window.location.pathname}${window.location.search}`);
      await authApi.signOut();
      setSignedIn(false);
      setFlash({ key: 'account.flash.idleSignedOut', tone: 'info' });
      goTo(locale, '/sign-in');
    };
    void authApi.me().then((result) => {
      if (!result.data?.user) return;
      idleMs = result.data.sessionIdleMs;
      userId = result.data.user.id;
      setLastActivity(Date.now());
      timer = setInterval(() => {
        const phase = idlePhase(lastActivity(), Date.now(), idleMs);
        if (phase.phase === 'ended') void signOut();
        else setMsLeft(phase.phase === 'warning' ? phase.msLeft : null);
      }, 1000);
    });
    const onActivity = () => {
      // While the dialog is open only its buttons decide.
      if (idleMs && idlePhase(lastActivity(), Date.now(), idleMs).phase === 'active') active();
    };
    for (const event of activity) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      clearInterval(timer);
      for (const event of activity) window.removeEventListener(event, onActivity);
    };
  }, [locale]);

  useEffect(() => {
    if (warning) stay.current?.focus();
  }, [warning]);

  if (msLeft === null) return null;

  async function stayHere() {
    setLastActivity(Date.now());
    setMsLeft(null);
    await authApi.keepAlive();
  }

  return (
    <div className="idle-warning" role="presentation">
      <div
        className="idle-warning__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="idle-warning-title"
        aria-describedby="idle-warning-body"
      >
        <h2 id="idle-warning-title">{strings['idle.title']}</h2>
        <p id="idle-warning-body">{format(strings['idle.body'], { time: timeLeft(msLeft) })}</p>
        <p className="idle-warning__actions">
          <button ref={stay} type="button" className="button button--primary" onClick={() => void stayHere()}>
            {strings['idle.stay']}
          </button>
          <a
            className="button button--secondary"
            href={locale === 'en' ? '/sign-out' : `/${locale}/sign-out`}
          >
            {strings['idle.signOut']}
          </a>
        </p>
      </div>
    </div>
  );
}
