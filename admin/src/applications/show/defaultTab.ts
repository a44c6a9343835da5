import type { Application } from '../../records';

/** The borrower page's tabs, by URL path: the URL remembers the tab, so back and reload keep it. */
export const tabPaths = {
  application: 'application',
  income: 'income-expenses',
  debts: 'debts',
  decision: 'decision',
  contactHistory: 'contact-history',
  plan: 'plan',
  history: 'history',
} as const;

/** In Progress and rental applications open on Application, the others on Decision (spec §2). */
export const defaultTabOf = (application: Pick<Application, 'status' | 'type'>): string =>
  application.status === 'In Progress' || application.type === 'rental'
    ? tabPaths.application
    : tabPaths.decision;
