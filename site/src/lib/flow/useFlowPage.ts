import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { pageNameForRoute, routes, type Route } from '@domain/applicationFlow';
import { isOfferRoute } from '@domain/offerPages';
import { goTo } from '../../components/navigation';
import type { Locale } from '../../i18n/t';
import { $applicationSession, setApplicationId } from './applicationSession';
import { showApplicationType } from './applicationType';
import type { FlowPageFragment } from '../../gql/graphql';
import { fetchApplication, recordLastViewedPage, type FlowPageQuery } from './flowApi';

export type FlowPageState<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; application: T };

/**
 * What every page of the application and the offers does on load (borrower-application §4): reads
 * the application with the fields the page needs, records the page for resume, and sends a visitor
 * with no application to its start: no session → /sign-in (a borrower signs in and lands back on their page), signed in
 * without an application → About you. An offers page that does not fit where the borrower stands
 * (api/domain/offerPages.ts) sends them to the one that does, before it shows anything.
 */
export function useFlowPage<A extends FlowPageFragment>(
  locale: Locale,
  route: Route,
  query: FlowPageQuery<A>,
): [FlowPageState<A>, () => void] {
  const session = useStore($applicationSession);
  const [state, setState] = useState<FlowPageState<A>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const restored = session !== null;
  const knownId = session?.applicationId ?? null;

  useEffect(() => {
    if (!restored) return;
    let current = true;
    const offerPage = isOfferRoute(route);
    fetchApplication(query, knownId, offerPage).then((result) => {
      if (!current) return;
      if (result.code === 'UNAUTHENTICATED') return goTo(locale, '/sign-in', { replace: true });
      if (result.ok && !result.data) return goTo(locale, routes.aboutYou, { replace: true });
      if (!result.ok || !result.data) return setState({ status: 'failed' });
      const application = result.data;
      showApplicationType(application.type);
      if (offerPage) {
        const pages = application.offerPages ?? [];
        if (pages.length > 0 && !pages.includes(route)) return goTo(locale, pages[0], { replace: true });
        document.documentElement.classList.add('offer-page-fits');
      }
      if (application.id !== knownId) setApplicationId(application.id);
      const page = pageNameForRoute(route);
      if (page) void recordLastViewedPage(application.id, page);
      setState({ status: 'ready', application });
    });
    return () => {
      current = false;
    };
    // The id is read once: a page keeps working on the application it loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, query, locale, route, attempt]);

  return [state, () => setAttempt((n) => n + 1)];
}
