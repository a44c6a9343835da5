import {
  captureException,
  createStackParser,
  createTransport,
  nodeStackLineParser,
  ServerRuntimeClient,
  setCurrentClient,
  type ErrorEvent,
} from '@sentry/core';

/*
 * Unexpected errors (the 500s and masked GraphQL errors, each already logged with its correlation id)
 * go to any Sentry-compatible service when ERROR_REPORTING_DSN is set: Sentry, or GlitchTip, which
 * serves nonprofits (docs/decisions/0185-traces-and-errors.md). Sentry's core client alone: no
 * automatic instrumentation, no request data. Before an event leaves, it is scrubbed: no request, user,
 * breadcrumbs or server name; a borrower's fields removed wherever they appear; e-mail addresses and
 * runs of digits (phones, dates, account numbers) masked in every message.
 */

/** Field names whose values are a person's (the spec's borrower, spouse and bank fields). */
const borrowerFields =
  /^(first_?name|last_?name|name|email|phone(_?number)?|date_?of_?birth|dob|ssn|address|street|city|zip(_?code)?|income|employer|account_?number|routing_?number|password|code|token|access_?token|public_?token|variables|body)$/i;

const masked = (text: string) =>
  text
    .replace(/[^\s@'"()<>]+@[^\s@'"()<>]+\.[a-z]{2,}/gi, '[email]')
    .replace(/\d[\d\s().-]{3,}\d/g, '[digits]');

/** `value` without a borrower's fields, and its text masked unless `mask` is false (ids, versions). */
function scrubbed(value: unknown, mask: boolean, depth = 0): unknown {
  if (typeof value === 'string') return mask ? masked(value) : value;
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, mask, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !borrowerFields.test(key))
      .map(([key, item]) => [key, scrubbed(item, mask, depth + 1)]),
  );
}

/** What may leave the server of an error event. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  delete event.server_name;
  if (event.message) event.message = masked(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = masked(exception.value);
  }
  if (event.extra) event.extra = scrubbed(event.extra, true) as ErrorEvent['extra'];
  if (event.contexts) event.contexts = scrubbed(event.contexts, false) as ErrorEvent['contexts'];
  if (event.tags) event.tags = scrubbed(event.tags, false) as ErrorEvent['tags'];
  return event;
}

let client: ServerRuntimeClient | null = null;

/** Starts reporting to `dsn`; without one, `reportError` does nothing. */
export function startErrorReporting(dsn: string | undefined, environment?: string): void {
  if (!dsn || client) return;
  client = new ServerRuntimeClient({
    dsn,
    environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    sendDefaultPii: false,
    integrations: [],
    stackParser: createStackParser(nodeStackLineParser()),
    beforeSend: scrubEvent,
    transport: (options) =>
      createTransport(options, async (request) => {
        const res = await fetch(options.url, { method: 'POST', body: request.body as BodyInit });
        return {
          statusCode: res.status,
          headers: {
            'x-sentry-rate-limits': res.headers.get('x-sentry-rate-limits'),
            'retry-after': res.headers.get('retry-after'),
          },
        };
      }),
  });
  setCurrentClient(client);
  client.init();
}

/** Reports an unexpected error with the id its log line and its answer carry. */
export function reportError(error: unknown, context: { correlationId: string; workspace?: string }): void {
  if (!client) return;
  captureException(error, {
    tags: { correlationId: context.correlationId, workspace: context.workspace ?? 'unknown' },
  });
}

/** Sends what is queued (a stopping server, a test). */
export async function flushErrorReports(timeoutMs = 2_000): Promise<boolean> {
  return client ? client.flush(timeoutMs) : true;
}
