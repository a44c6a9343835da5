import { request } from 'node:http';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { kib, phoneTargets, visitAsPhone } from './phonePage';
import { startServer } from './server';

/*
 * `npm run weight`: what each page of the site (and the console's first load) sends over the wire,
 * fetched from the real server with `accept-encoding: br, gzip` as a browser asks. JavaScript counts
 * every script the page loads: its <script> tags, Astro's island components and renderers, and the
 * modules those import statically.
 *
 * Then the pages with targets as a phone gets them (bench/phonePage.ts: a real Chromium, 390 × 844,
 * 4× slower CPU, cold): every byte until the network is quiet — the lazy chunks and the API's answers
 * too, which the static count above cannot see. About you ≤ 110 KiB; the portal's Summary, as the
 * demo borrower with a full history sees it, ≤ 180 KiB.
 */

interface Fetched {
  wire: number;
  raw: string;
}

function fetchRaw(url: string): Promise<Fetched> {
  return new Promise((done, fail) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', async () => {
        const body = Buffer.concat(chunks);
        const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
        const encoding = res.headers['content-encoding'];
        const raw =
          encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        done({ wire: body.length, raw: raw.toString('utf8') });
      });
    })
      .on('error', fail)
      .end();
  });
}

const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);

/** A module's static imports (`import"./x.js"`, `from"./x.js"`), resolved against its URL. */
const staticImports = (js: string, base: string) =>
  attr(js, /(?:import|from)\s*["']([^"']+\.js)["']/g).map((spec) => new URL(spec, base).href);

async function weigh(origin: string, path: string) {
  const page = await fetchRaw(`${origin}${path}`);
  const pageUrl = `${origin}${path}`;
  const scripts = new Set(
    [
      ...attr(page.raw, /<script[^>]+src="([^"]+)"/g),
      ...attr(page.raw, /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
      ...attr(page.raw, /component-url="([^"]+)"/g),
      ...attr(page.raw, /renderer-url="([^"]+)"/g),
    ].map((src) => new URL(src, pageUrl).href),
  );
  const styles = attr(page.raw, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g).map(
    (href) => new URL(href, pageUrl).href,
  );
  let jsWire = 0;
  let jsRaw = 0;
  const queue = [...scripts];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const url = queue.shift()!;
    const js = await fetchRaw(url);
    jsWire += js.wire;
    jsRaw += Buffer.byteLength(js.raw);
    for (const next of staticImports(js.raw, url)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  const inlineJs = attr(page.raw, /<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g).join('').length;
  let cssWire = 0;
  for (const href of styles) cssWire += (await fetchRaw(href)).wire;
  return {
    path,
    htmlWire: page.wire,
    htmlRaw: Buffer.byteLength(page.raw),
    inlineJs,
    jsFiles: seen.size,
    jsWire,
    jsRaw,
    cssWire,
    total: page.wire + jsWire + cssWire,
  };
}

function sitePages(root: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && !entry.name.startsWith('404')) {
        const route = `/${relative(root, full)}`.replace(/\.html$/, '').replace(/\/?index$/, '');
        pages.push(route || '/');
      }
    }
  };
  walk(root);
  return pages.sort();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const portalBorrower = { email: 'demo.fullhistory@example.org', password: 'Bench!borrower1' };
const server = await startServer(`file:${join(mkdtempSync(join(tmpdir(), 'relief-weight-')), 'weight.db')}`, {
  SEED_DEMO_DATA: 'true',
  DEMO_BORROWER_PASSWORD: portalBorrower.password,
});
try {
  const rows = [];
  for (const path of [...sitePages(resolve(import.meta.dirname, '../dist/site')), '/admin/']) {
    rows.push(await weigh(server.url, path));
  }
  console.log('Bytes over the wire (brotli where the server has it), per page:');
  console.table(
    rows.map((r) => ({
      page: r.path,
      html: kb(r.htmlWire),
      'inline js (raw)': `${r.inlineJs} B`,
      'js files': r.jsFiles,
      'js (wire)': kb(r.jsWire),
      'js (raw)': kb(r.jsRaw),
      'css (wire)': kb(r.cssWire),
      total: kb(r.total),
    })),
  );
  await phoneProfile();
} finally {
  await server.stop();
}

async function phoneProfile() {
  const cookie = (await server.signIn(portalBorrower.email, portalBorrower.password)).split('=');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages = [
      ['/application/about-you', phoneTargets.aboutYou, undefined],
      ['/es/application/about-you', phoneTargets.aboutYou, undefined],
      ['/customer-portal/summary', phoneTargets.portalSummary, cookie],
      ['/es/customer-portal/summary', phoneTargets.portalSummary, cookie],
    ] as const;
    const rows = [];
    for (const [path, target, session] of pages) {
      const seen = await visitAsPhone(browser, {
        url: `${server.url}${path}`,
        ready: target.ready,
        cookie: session && { name: session[0], value: session[1] },
      });
      rows.push({
        page: path,
        scripts: kib(seen.bytes.Script ?? 0),
        html: kib(seen.bytes.Document ?? 0),
        'api answers': kib((seen.bytes.Fetch ?? 0) + (seen.bytes.XHR ?? 0)),
        other: kib(
          seen.total -
            (seen.bytes.Script ?? 0) -
            (seen.bytes.Document ?? 0) -
            (seen.bytes.Fetch ?? 0) -
            (seen.bytes.XHR ?? 0),
        ),
        total: kib(seen.total),
        target: `≤ ${target.kib} KiB`,
        verdict: seen.total <= target.kib * 1024 ? 'MET' : 'MISSED',
      });
    }
    console.log(
      'As a phone gets them (390×844, CPU 4× slower, cold), every byte until the network is quiet:',
    );
    console.table(rows);
  } finally {
    await browser.close();
  }
}
