import { createClient, type Client } from 'graphql-ws/client';

let client: Client | undefined;

/**
 * One socket for the tab, opened with the first subscription (a borrower page, a list), on the page's
 * own origin: the server's subscription server checks its origin and session like any request.
 */
export function socket(): Client {
  client ??= createClient({
    url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
    lazy: true,
    // A dropped socket (a deploy, a flaky network) comes back; the refetch on focus covers the gap.
    retryAttempts: 5,
  });
  return client;
}
