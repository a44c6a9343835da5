import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';

const dist = resolve(import.meta.dirname, '../../dist');
const firstFile = (folder: string, extension: string) =>
  readdirSync(resolve(dist, folder)).find((name) => name.endsWith(extension) && !name.endsWith('.br'))!;

/** Raw bytes and headers, without fetch's transparent decompression. */
async function rawGet(url: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((done, fail) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', fail)
      .end();
  });
}

describe('the server ships what the browser needs, compressed and cached', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.close());

  const assets = () => [
    {
      url: `/admin/assets/${firstFile('admin/assets', '.js')}`,
      file: resolve(dist, 'admin/assets', firstFile('admin/assets', '.js')),
    },
    {
      url: `/_astro/${firstFile('site/_astro', '.js')}`,
      file: resolve(dist, 'site/_astro', firstFile('site/_astro', '.js')),
    },
  ];

  it('sends hashed assets brotli or gzip as asked, immutable for a year, byte for byte the built file', async () => {
    for (const { url, file } of assets()) {
      const original = readFileSync(file);
      const br = await rawGet(`${server.url}${url}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
      if (original.length >= 1024) {
        const gz = await rawGet(`${server.url}${url}`, { 'accept-encoding': 'gzip' });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gz.body).equals(original)).toBe(true);
      }
      const plain = await rawGet(`${server.url}${url}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    }
  });

  it('keeps the document headers on pages and off built scripts, which keep nosniff', async () => {
    for (const { url } of assets()) {
      const asset = await rawGet(`${server.url}${url}`, { 'accept-encoding': 'br' });
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['content-security-policy']).toBeUndefined();
      expect(asset.headers['x-frame-options']).toBeUndefined();
    }
    for (const path of ['/application/about-you', '/admin/', '/_astro/missing.html']) {
      const page = await rawGet(`${server.url}${path}`);
      expect({ path, csp: page.headers['content-security-policy'] }).toEqual({
        path,
        csp: expect.stringContaining("default-src 'self'"),
      });
    }
  });

  it('revalidates every HTML page on each load, so a deploy is never stale', async () => {
    for (const path of ['/', '/faq', '/es', '/es/faq', '/sign-in', '/admin/']) {
      const res = await rawGet(`${server.url}${path}`, { 'accept-encoding': 'br' });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect({ path, cache: res.headers['cache-control'] }).toEqual({ path, cache: 'no-cache' });
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('compresses a GraphQL answer over 1 KB on the fly', async () => {
    const lead = await server.signIn('lead@example.org');
    const cookie = lead.cookie;
    const body = JSON.stringify({ query: '{ __schema { types { name } } }' });
    const { request } = await import('node:http');
    const res = await new Promise<{ encoding?: string; body: Buffer }>((done, fail) => {
      const req = request(
        `${server.url}/graphql`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-encoding': 'gzip',
            cookie,
            origin: server.url,
          },
        },
        (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done({ encoding: r.headers['content-encoding'], body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', fail);
      req.end(body);
    });
    expect(res.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString()).data.__schema.types.length).toBeGreaterThan(20);
  });

  it('answers an unknown page 404 with the not-found page of its language', async () => {
    const english = await rawGet(`${server.url}/no-such-page`);
    expect(english.status).toBe(404);
    expect(english.body.toString()).toContain('lang="en"');
    const spanish = await rawGet(`${server.url}/es/no-existe`);
    expect(spanish.status).toBe(404);
    expect(spanish.body.toString()).toContain('lang="es"');
  });

  it('sends a visitor who chose Spanish to the Spanish page, and leaves other visitors alone', async () => {
    const chose = await rawGet(`${server.url}/faq?router=fps`, { cookie: 'lang=es' });
    expect(chose.status).toBe(302);
    expect(chose.headers.location).toBe('/es/faq?router=fps');
    expect((await rawGet(`${server.url}/`, { cookie: 'lang=es' })).headers.location).toBe('/es');
    expect((await rawGet(`${server.url}/faq`, { cookie: 'lang=en' })).status).toBe(200);
    expect((await rawGet(`${server.url}/es/faq`, { cookie: 'lang=es' })).status).toBe(200);
  });

  it('has a favicon for the site and the console', async () => {
    expect((await rawGet(`${server.url}/favicon.svg`)).status).toBe(200);
    expect((await rawGet(`${server.url}/admin/favicon.svg`)).status).toBe(200);
  });
});
