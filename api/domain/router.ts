/** Referral sources (application router values) and how staff see them. */
export const referralEnvironments = ['eden', 'fps'] as const;
export const knownRouters = ['eden', 'fps', 'midpen', 'nfcc'] as const;

export function routerLabel(router: string | null | undefined): string | null {
  if (!router) return null;
  return router === 'nfcc' ? 'NFCC' : router;
}

/** eden and midpen are rental programmes; fps (and anything else) is credit (service-portal §2). */
export function applicationTypeForRouter(router: string): 'rental' | 'credit' {
  return router === 'eden' || router === 'midpen' ? 'rental' : 'credit';
}
