import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import type { HttpClient } from './httpClient';
import { startTestServer, type TestServer } from './testServer';

type ServerOptions = NonNullable<Parameters<typeof startTestServer>[1]>;

export interface BrowserSuite {
  /** The describe block's server, on SQLite, started before its first test. */
  readonly server: TestServer;
  /** The describe block's Chromium. */
  readonly browser: Browser;
  /**
   * A page of a fresh browser context; given a client, the context holds its session cookie, as the
   * browser of the person the client signed in as would.
   */
  page(options?: BrowserContextOptions & { as?: HttpClient }): Promise<Page>;
}

/**
 * A describe block's server and browser: started before its tests, closed after them (a hook the
 * block adds runs after the start and before the close). Read `server` and `browser` inside tests and
 * hooks only: they exist once the block has started.
 */
export function browserSuite(options: ServerOptions = {}): BrowserSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startTestServer('sqlite', options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The browser suite starts in beforeAll: read it inside a test');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    async page({ as, ...contextOptions } = {}) {
      const context = await started(browser).newContext(contextOptions);
      if (as) {
        const [name, value] = as.cookie.split('=');
        await context.addCookies([{ name, value, url: started(server).url }]);
      }
      return context.newPage();
    },
  };
}
