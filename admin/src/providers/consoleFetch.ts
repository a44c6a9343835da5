import { HttpError } from 'react-admin';

/** Said when the browser cannot reach the server at all (no network, the server restarting). */
export const connectionLost =
  'The console cannot reach the server. Check your connection and try again: what you typed is kept.';

/**
 * fetch for the console's calls to its server: a request that never reached it (the browser's bare
 * 'Failed to fetch') becomes an error a rep can act on. Status 0: no answer, so not a sign-out.
 */
export async function consoleFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    // An abort (a page leaving, a query cancelled) is not a lost connection.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(connectionLost, 0, { cause: error instanceof Error ? error.message : String(error) });
  }
}
