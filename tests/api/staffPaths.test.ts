import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';

/* The spec's staff paths (§2) land on the console's matching screens, with their search value. */
describe('the staff paths', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.close());

  const landing = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect(res.status, path).toBe(302);
    return res.headers.get('location');
  };

  it('carries the search value into the summary and the queue', async () => {
    expect(await landing('/summary')).toBe('/admin/#/summary');
    expect(await landing('/summary?search=Maria%20Lopez')).toBe('/admin/#/summary?search=Maria%20Lopez');
    expect(await landing('/summary?search=+a%26b%3Dc+')).toBe('/admin/#/summary?search=a%26b%3Dc');
    expect(await landing('/summary?search=')).toBe('/admin/#/summary');
    expect(await landing('/borrower-queue?search=512-555')).toBe('/admin/#/borrower-queue?search=512-555');
    expect(await landing('/preferences?search=x')).toBe('/admin/#/preferences');
  });

  it('opens the borrower page, and the contact summary on its Contact History tab', async () => {
    expect(await landing('/borrower-summary?id=app-1')).toBe('/admin/#/Application/app-1/show');
    expect(await landing('/contact-summary?id=app-1')).toBe(
      '/admin/#/Application/app-1/show/contact-history',
    );
    expect(await landing('/borrower-summary?id=a%2Fb')).toBe('/admin/#/Application/a%2Fb/show');
    // Without an id there is no borrower to open: the summary, with the search value if any.
    expect(await landing('/borrower-summary')).toBe('/admin/#/summary');
    expect(await landing('/contact-summary?search=Lopez')).toBe('/admin/#/summary?search=Lopez');
  });
});
