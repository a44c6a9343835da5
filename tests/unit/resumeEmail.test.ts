import { describe, expect, it } from 'vitest';
import { pageNameForRoute, routeForLastViewedPage, routes } from '../../api/domain/applicationFlow';
import { partWayPages, resumeEmailWindow } from '../../api/domain/resumeEmail';

const allRoutes = Object.values(routes);
const partWay = new Set<string>(partWayPages);

describe('who the resume e-mail is for', () => {
  it('counts every page of the application itself as part-way, and links back to an application page', () => {
    const applicationPages = allRoutes
      .filter((route) => route.startsWith('/application/'))
      .map((route) => pageNameForRoute(route))
      .filter((page): page is string => page !== undefined);
    expect(applicationPages.length).toBeGreaterThan(10);
    for (const page of applicationPages) expect(partWay.has(page), page).toBe(true);
    for (const page of partWayPages) expect(routeForLastViewedPage(page), page).toMatch(/^\/application\//);
  });

  it('leaves out a borrower who has an answer: every offers and contract page', () => {
    const answered = allRoutes
      .filter((route) => route.startsWith('/offers/') || route.startsWith('/contract/'))
      .map((route) => pageNameForRoute(route));
    expect(answered).toContain('Pending');
    for (const page of answered) expect(partWay.has(page!), page).toBe(false);
  });

  it('considers the steps taken from a week to an hour before the check', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    expect(resumeEmailWindow(now)).toEqual({
      from: '2026-03-03T12:00:00.000Z',
      to: '2026-03-10T11:00:00.000Z',
    });
  });
});
