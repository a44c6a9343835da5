/*
 * The customer portal's addresses (service-portal §2), English form; localizePath / localized add
 * /es. The navigation (PortalNav.astro) and the pages link through these names.
 */
export const portalRoutes = {
  summary: '/customer-portal/summary',
  bankConnections: '/customer-portal/bank-connections',
  expenses: '/customer-portal/expense-summary',
  financials: '/customer-portal/financials',
  offer: '/customer-portal/offers-summary',
  alerts: '/customer-portal/alerts',
  settings: '/customer-portal/settings',
  faq: '/customer-portal/faq',
  debtAnalysis: '/customer-portal/debt-analysis',
  payments: '/customer-portal/payments',
  budget: '/customer-portal/your-budget',
} as const;

export type PortalRoute = (typeof portalRoutes)[keyof typeof portalRoutes];
