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
 * Which numbers each line dials is a runtime setting (AGENCY_PHONE, COUNSELOR_PHONE,
 * RENTAL_PROGRAM_PHONE, ALT_LANGUAGE_PHONE) of the live workspace; the built pages carry the demo
 * lines below, which the server swaps for the configured ones as it serves them.
 */

/** The lines a workspace shows: the agency's, the counsellors', the rental programmes' (eden, midpen), other languages'. */
export interface HelpPhones {
  agency: string;
  counselor: string;
  rental: string;
  alternativeLanguage: string;
}

/**
 * The demo lines, which training always shows and the built pages carry. 555-0100–0199 is reserved
 * for fiction, so practice never rings a real office — and each is unique enough to be found and
 * replaced in a built page.
 */
export const demoPhones: HelpPhones = {
  agency: '1-888-555-0142',
  counselor: '1-888-555-0118',
  rental: '1-888-555-0176',
  alternativeLanguage: '1-888-555-0193',
};

/** The ten digits of a North American number, without a leading 1; null when it is not one. */
export function nanpDigits(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 && !/[^\d\s().+-]/.test(number) ? ten : null;
}

/** A 555-0100–0199 number: reserved for films and examples, never a real line. */
export const isFictionalPhone = (number: string): boolean =>
  /^\d{3}55501\d{2}$/.test(nanpDigits(number) ?? '');

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

export function helpPhoneNumber(line: HelpLine, phones: HelpPhones = demoPhones): string {
  return phones[line];
}

/** A dialable `tel:` address: dialers want the bare international form, people the US dashes. */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
