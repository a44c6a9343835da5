import { applicationTypeForRouter } from './router';

/*
 * Which help line the header and footer show (borrower-application §1, service-portal §1). Pure: the
 * site's pages and its small browser script both call it, so the rule lives only here.
 *
 * - A rental programme (router eden or midpen) has its own line, whatever the stage: its residents
 *   are helped by the programme's rental counsellors.
 * - A lead (has submitted About you) and anyone on an /offers/* page sees the counsellor line: a
 *   counsellor now has their file and talks them through the offers. A signed-in borrower is a
 *   lead, whatever page they reached first: their account was made by their About you.
 * - Everyone else (visitors, borrowers before About you) sees the agency line.
 *
 * The numbers below are the product's placeholders (555-01xx is reserved for fiction) until the
 * agency confirms its real lines; the counsellor line comes from the COUNSELOR_PHONE setting.
 */

/** The agency's main line, fixed in the product. */
export const agencyPhone = '1-888-555-0142';
/** The rental programmes' (eden, midpen) line, fixed in the product. */
export const rentalProgrammePhone = '1-888-555-0176';
/** The alternative-language line; the spec's translation service, fixed in the product. */
export const alternativeLanguagePhone = '1-888-555-0193';
/** The counsellor line when COUNSELOR_PHONE is not set (the national counselling network's number). */
export const defaultCounselorPhone = '1-800-388-2227';

export type HelpLine = 'agency' | 'counselor' | 'rental';

export interface HelpLineInput {
  /** The application's router (referral source), if any. */
  router: string | null;
  /** The current path, with or without a language prefix (`/offers/…`, `/es/offers/…`). */
  route: string;
  /** Whether the borrower has submitted About you. */
  isLead: boolean;
  /** Whether a borrower (not staff) is signed in: a lead, even before any page said so. */
  signedInBorrower?: boolean;
}

const isOffersRoute = (route: string): boolean => /^(\/es)?\/offers(\/|$)/.test(route);

export function helpLine({ router, route, isLead, signedInBorrower = false }: HelpLineInput): HelpLine {
  if (router && applicationTypeForRouter(router.trim().toLowerCase()) === 'rental') return 'rental';
  if (isLead || signedInBorrower || isOffersRoute(route)) return 'counselor';
  return 'agency';
}

export function helpPhoneNumber(line: HelpLine, counselorPhone: string = defaultCounselorPhone): string {
  if (line === 'rental') return rentalProgrammePhone;
  if (line === 'counselor') return counselorPhone || defaultCounselorPhone;
  return agencyPhone;
}

/** A dialable `tel:` address: dialers want the bare international form, people the US dashes. */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
