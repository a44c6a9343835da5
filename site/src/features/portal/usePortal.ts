import { useCallback, useEffect, useRef, useState } from 'react';
import { goTo } from '../../components/navigation';
import type { Locale } from '../../i18n/t';
import { setReturnTo } from '../../lib/account/accountStorage';
import { fetchPortal, type PortalBase, type PortalQuery } from './portalApi';
import { showPortalUserName } from './portalUserName';

/*
 * usePortal(locale, query, options): the data hook of every customer-portal island.
 *
 *   const AlertsPortal = graphql(`fragment AlertsPortal on CustomerPortal { alerts { id type createdAt } }`);
 *   const AlertsPage = graphql(`query AlertsPage { me { ...PortalViewer } myPortal { ...PortalShell ...AlertsPortal } }`);
 *   const portal = usePortal(locale, AlertsPage, { refresh: true });
 *   return <PortalContent portal={portal} strings={strings} locale={locale}>{(data) => …}</PortalContent>;
 *
 * - `query` is the page's generated query (schema.graphql; site/src/gql, codegen.ts), or
 *   PortalShellOnly for the shell alone; its portal's type is `data`'s. Every page's portal spreads
 *   PortalShell (borrower { id firstName lastName }, application { id router standing }, bankItems
 *   { id }: PortalBase), which the hook reads. Pass a module-level constant: a new document on every
 *   render would read the portal again.
 * - The visitor is sent on when they cannot have a portal (service-portal §2): no session →
 *   /sign-in, keeping this page's address so sign-in brings them back; an account that must still
 *   set its password (me.mustChangePassword, or the server's PASSWORD_CHANGE_REQUIRED refusal of a
 *   gated session, api/auth/passwordChangeGate.ts) → /please-check-your-email; signed in with no
 *   borrower record yet → About you. Staff (myPortal is FORBIDDEN to them) get state 'staff'.
 * - `refresh()` reads again without the loading state (the page keeps showing what it has);
 *   `retry()` starts over after a failure. `{ refresh: true }` reads again every 30 s while the tab
 *   is visible and whenever the window regains focus or the tab becomes visible again: bank
 *   updates arrive by GraphQL subscriptions, which run in one API process and may not reach the
 *   one serving this borrower, so the pages that show bank state poll instead of subscribing.
 */

export type PortalState<T> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'staff' }
  | { status: 'ready'; data: T & PortalBase };

export interface Portal<T> {
  state: PortalState<T>;
  /** After a failure: shows 'Loading...' and reads again. */
  retry: () => void;
  /** Reads again quietly; the current data stays on screen. Resolves when the new data is in. */
  refresh: () => Promise<void>;
}

/** How often the bank-connections and alerts pages read again while visible. */
export const portalRefreshMs = 30_000;

const borrowerName = ({ borrower }: PortalBase) =>
  [borrower.firstName, borrower.lastName].filter(Boolean).join(' ').trim();

/** The key PortalPage's script reads before the page paints: where the borrower stood last time. */
export const portalStandingKey = 'relief.portalStanding';

/** Shows what fits where the borrower stands (portal.css), and remembers it for the next page. */
function showStanding(data: PortalBase) {
  const standing = data.application?.standing ?? 'waiting';
  document.documentElement.dataset.portalStanding = standing;
  try {
    sessionStorage.setItem(portalStandingKey, standing);
  } catch {
    // The next page then waits for its own read.
  }
}

function rememberLead(data: PortalBase) {
  // A borrower with a portal has an application, so is a lead: the header's help line follows
  // (site/src/components/chrome.ts reads these on the next page).
  try {
    if (!data.application) return;
    localStorage.setItem('relief.lead', '1');
    if (data.application.router) localStorage.setItem('relief.router', data.application.router);
  } catch {
    // Only the help line's number depends on it.
  }
}

export function usePortal<T extends PortalBase>(
  locale: Locale,
  query: PortalQuery<T>,
  options: { refresh?: boolean } = {},
): Portal<T> {
  const [state, setState] = useState<PortalState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(true);
  const inFlight = useRef<Promise<void> | null>(null);

  const load = useCallback(
    (quiet: boolean): Promise<void> => {
      if (inFlight.current) return inFlight.current;
      const run = fetchPortal(query).then((result) => {
        inFlight.current = null;
        if (!mounted.current) return;
        const me = result.data?.me;
        const portal = result.data?.myPortal;
        if (result.code === 'UNAUTHENTICATED' || (result.ok && !me)) {
          setReturnTo(window.location.pathname + window.location.search);
          return goTo(locale, '/sign-in', { replace: true });
        }
        if (result.code === 'PASSWORD_CHANGE_REQUIRED' || me?.mustChangePassword) {
          // Their password is still ours (a new applicant): the link to set it, and to send it again.
          return goTo(locale, '/please-check-your-email?for=set-password', { replace: true });
        }
        if (result.code === 'FORBIDDEN' || me?.isStaff) return setState({ status: 'staff' });
        // Signed in, but no borrower record yet (myPortal answers NOT_FOUND): the application's start.
        if (result.code === 'NOT_FOUND' || (result.ok && !portal)) {
          return goTo(locale, '/application/about-you', { replace: true });
        }
        if (!result.ok || !portal) {
          console.error('Reading the customer portal failed', result.code ?? result.status, result.message);
          // A quiet read that fails keeps what the page shows; only a first read says so.
          if (!quiet) setState({ status: 'failed' });
          return;
        }
        showPortalUserName(borrowerName(portal));
        rememberLead(portal);
        showStanding(portal);
        setState({ status: 'ready', data: portal });
      });
      inFlight.current = run;
      return run;
    },
    [query, locale],
  );

  useEffect(() => {
    mounted.current = true;
    void load(false);
    return () => {
      mounted.current = false;
    };
  }, [load, attempt]);

  const refreshing = options.refresh ?? false;
  useEffect(() => {
    if (!refreshing) return;
    const visible = () => document.visibilityState === 'visible';
    const timer = window.setInterval(() => {
      if (visible()) void load(true);
    }, portalRefreshMs);
    const onFocus = () => void load(true);
    const onVisibility = () => {
      if (visible()) void load(true);
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refreshing, load]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(() => load(true), [load]);

  return { state, retry, refresh };
}
