import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The spec's staff paths reach the console's matching screens (DESIGN.md §2). */
const staffPaths: Record<string, (query: Record<string, unknown>) => string> = {
  '/summary': () => '/admin/#/summary',
  '/borrower-queue': () => '/admin/#/borrower-queue',
  '/borrower-summary': (q) =>
    typeof q.id === 'string' ? `/admin/#/Application/${encodeURIComponent(q.id)}/show` : '/admin/#/summary',
  '/contact-summary': () => '/admin/#/summary',
  '/preferences': () => '/admin/#/preferences',
};

export function staticSites(distRoot: string): Router {
  const router = Router();
  for (const [path, target] of Object.entries(staffPaths)) {
    router.get(path, (req, res) => res.redirect(302, target(req.query as Record<string, unknown>)));
  }
  const adminRoot = resolve(distRoot, 'admin');
  const siteRoot = resolve(distRoot, 'site');
  router.use('/admin', express.static(adminRoot, { index: 'index.html', maxAge: '1h' }));
  router.get(/^\/admin(\/.*)?$/, (_req, res, next) => {
    const index = resolve(adminRoot, 'index.html');
    if (existsSync(index)) res.sendFile(index);
    else next();
  });
  router.use(express.static(siteRoot, { extensions: ['html'], maxAge: '10m' }));
  return router;
}
