/*
 * Values the spec names but api/domain does not hold as constants (yet): the
 * alert types, and the marketing fields a referral link carries. Demo-only lists (e-mail domains,
 * 'Other' reasons) live here too.
 */

export { kindsOfRelief } from '../../api/domain/applicationOptions';

export { alertTypes, type AlertType } from '../../api/domain/alertRules';

export type Sex = 'female' | 'male';

/** Reserved for documentation (RFC 2606): demo mail can never reach a real inbox. */
export const emailDomains = ['example.com', 'example.net', 'example.org'] as const;

export const utmSources = [
  ['google', 'cpc', 'debt-relief-search'],
  ['facebook', 'social', 'spring-budget'],
  ['nfcc', 'referral', 'partner-network'],
  ['211', 'referral', 'community-help'],
  ['newsletter', 'email', 'monthly-tips'],
] as const;

export const otherReasonsForNotConnecting = [
  'I would rather talk to a counselor first',
  'My bank account is shared with my partner',
  'I only use a prepaid card',
] as const;

/** What the contact form's "what type of offer did they receive" holds. */
export const offerTypesDiscussed = {
  credit: ['Debt management plan', 'Budget review', 'Hardship program referral'],
  rental: ['Rental relief plan', 'Budget review', 'Emergency rental assistance referral'],
} as const;
