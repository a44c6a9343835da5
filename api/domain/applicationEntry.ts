import { applicationTypeForRouter, knownRouters } from './router';
import type { ApplicationType } from './applicationFlow';

/*
 * The application's entry (borrower-application §2): /application/about-you reads and stores the
 * application type, the router (referral source), the referral id and the utm_* parameters, and the
 * console's Start Application adds clearSession=1 so the new tab starts clean.
 */

export interface ApplicationEntry {
  applicationType: ApplicationType;
  router: string | null;
  referralId: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmMedium: string | null;
  utmSource: string | null;
  utmTerm: string | null;
}

const utmKeys = {
  utm_campaign: 'utmCampaign',
  utm_content: 'utmContent',
  utm_medium: 'utmMedium',
  utm_source: 'utmSource',
  utm_term: 'utmTerm',
} as const;

/** Marketing values are free text from a link: trimmed and cut to the spec's 100 characters. */
const text = (value: string | null): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 100) : null;
};

/**
 * The entry's parameters. An unknown router is dropped (the server would refuse it); rental comes
 * from applicationType=rental or a rental programme's router (eden, midpen), as the console sends.
 */
export function readApplicationEntry(search: string): ApplicationEntry {
  const params = new URLSearchParams(search);
  const routerParam = text(params.get('router'))?.toLowerCase() ?? null;
  const router =
    routerParam && (knownRouters as readonly string[]).includes(routerParam) ? routerParam : null;
  const rental =
    params.get('applicationType')?.toLowerCase() === 'rental' ||
    (router !== null && applicationTypeForRouter(router) === 'rental');
  const entry: ApplicationEntry = {
    applicationType: rental ? 'rental' : 'credit',
    router,
    referralId: text(params.get('referral_id')),
    utmCampaign: null,
    utmContent: null,
    utmMedium: null,
    utmSource: null,
    utmTerm: null,
  };
  for (const [param, key] of Object.entries(utmKeys)) entry[key] = text(params.get(param));
  return entry;
}

/** Whether the entry link asks for a clean start (the console's Start Application). */
export function asksForCleanSession(search: string): boolean {
  return new URLSearchParams(search).get('clearSession') === '1';
}
