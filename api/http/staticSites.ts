import { Router, type Request, type RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The spec's staff paths carry a search value (`?search=…`), handed to the console's list. */
const withSearch = (path: string, q: Record<string, unknown>) =>
  typeof q.search === 'string' && q.search.trim() !== ''
    ? `/admin/#${path}?search=${encodeURIComponent(q.search.trim())}`
    : `/admin/#${path}`;

/** A borrower's page (and tab) by application id; without one, the summary with the search value. */
const borrowerPage = (tab: string) => (q: Record<string, unknown>) =>
  typeof q.id === 'string' && q.id !== ''
    ? `/admin/#/Application/${encodeURIComponent(q.id)}/show${tab}`
    : withSearch('/summary', q);

/** The spec's staff paths reach the console's matching screens (DESIGN.md §2). */
const staffPaths: Record<string, (query: Record<string, unknown>) => string> = {
  '/summary': (q) => withSearch('/summary', q),
  '/borrower-queue': (q) => withSearch('/borrower-queue', q),
  // The borrower page opens on the spec's default tab for the application.
  '/borrower-summary': borrowerPage(''),
  // The contact summary is the borrower page's Contact History tab.
  '/contact-summary': borrowerPage('/contact-history'),
  '/preferences': () => '/admin/#/preferences',
};

const oneYear = 'public, max-age=31536000, immutable';
const hashedAsset = /[\\/](_astro|assets)[\\/]/;
const html = /\.html(\.br|\.gz)?$/;

/**
 * Hashed assets never change under their name: cached for a year. HTML is revalidated on every load
 * (its ETag answers 304), so a deploy is seen at once. Anything else (the favicon) for an hour.
 */
function cacheControl(res: ServerResponse, path: string) {
  res.setHeader(
    'Cache-Control',
    hashedAsset.test(path) ? oneYear : html.test(path) ? 'no-cache' : 'public, max-age=3600',
  );
}

/** Precompressed copies (brotli first, then gzip) of the built files, with our cache headers. */
const builtFiles = (root: string, index: string | false) =>
  expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index,
    serveStatic: { index, cacheControl: false, redirect: false, setHeaders: cacheControl },
  });

/** The build's own HTML is never served: only the workspace's rendering of it (api/http/workspacePages.ts). */
const assetsOnly =
  (files: RequestHandler): RequestHandler =>
  (req, res, next) =>
    /\.html$/i.test(req.path) || req.path.endsWith('/') ? next() : files(req, res, next);

/** The page a request names, without a trailing slash; null when it names a file (an extension). */
function pageOf(req: Request): string | null {
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
  return /\.[a-z0-9]+$/i.test(path) ? null : path;
}

/**
 * The site's routes have no extension and no trailing slash (/faq is faq.html, /es is es.html): the
 * request is pointed at the page's file so its compressed copy is found.
 */
function pageFiles(siteRoot: string): RequestHandler {
  return (req, _res, next) => {
    const path = pageOf(req);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path || path === '/') return next();
    if (existsSync(resolve(siteRoot, `.${path}.html`))) {
      req.url = `${path}.html${req.url.slice(req.path.length)}`;
    }
    next();
  };
}

const spanishCookie = /(?:^|;\s*)lang=es(?:;|$)/;

/** The language a visitor chose is remembered in a cookie: an English page sends them to its Spanish twin. */
function rememberedLanguage(siteRoot: string): RequestHandler {
  return (req, res, next) => {
    const path = pageOf(req);
    if (req.method !== 'GET' || !spanishCookie.test(req.headers.cookie ?? '')) return next();
    if (!path || /^\/es(\/|$)/.test(path)) return next();
    const spanish = path === '/' ? '/es' : `/es${path}`;
    if (!existsSync(resolve(siteRoot, `.${spanish}.html`))) return next();
    res.redirect(302, `${spanish}${req.url.slice(req.path.length)}`);
  };
}

/** An unknown page: the not-found page in the reader's language, with status 404. */
function notFoundPage(siteRoot: string): RequestHandler {
  return (req: Request, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const page = resolve(siteRoot, /^\/es(\/|$)/.test(req.path) ? 'es/404.html' : '404.html');
    if (!existsSync(page)) return next();
    res.status(404).setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  };
}

/**
 * The console and the site: assets from the build (`distRoot`), pages from the workspace's
 * rendering of it (`pagesRoot`).
 */
export function staticSites(distRoot: string, pagesRoot: string): Router {
  const router = Router();
  for (const [path, target] of Object.entries(staffPaths)) {
    router.get(path, (req, res) => res.redirect(302, target(req.query as Record<string, unknown>)));
  }
  const adminPages = resolve(pagesRoot, 'admin');
  const sitePages = resolve(pagesRoot, 'site');
  router.use('/admin', builtFiles(adminPages, 'index.html'));
  router.use('/admin', assetsOnly(builtFiles(resolve(distRoot, 'admin'), false)));
  router.get(/^\/admin(\/.*)?$/, (_req, res, next) => {
    const index = resolve(adminPages, 'index.html');
    if (!existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  router.use(rememberedLanguage(sitePages));
  router.use(pageFiles(sitePages));
  router.use(builtFiles(sitePages, 'index.html'));
  router.use(assetsOnly(builtFiles(resolve(distRoot, 'site'), false)));
  router.use(notFoundPage(sitePages));
  return router;
}
