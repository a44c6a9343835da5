import { applicationTypeForRouter } from '@domain/router';

/**
 * The borrower application, on the site, for a caller a rep helps: the router is the referral
 * environment, the type follows from it. `clearSession=1` asks the site to clear its session
 * storage first, so nothing of a previous borrower carries over into the new tab.
 */
export function startApplicationUrl(router: string): string {
  const query = new URLSearchParams({
    router,
    applicationType: applicationTypeForRouter(router),
    clearSession: '1',
  });
  return `/application/about-you?${query.toString()}`;
}
