import { describe, expect, it } from 'vitest';
import {
  agencyPhone,
  defaultCounselorPhone,
  helpLine,
  helpPhoneNumber,
  rentalProgrammePhone,
  telHref,
} from '../../api/domain/helpPhone';

const visitor = { router: null, route: '/', isLead: false };

describe('the help phone line', () => {
  it('is the agency line for a visitor and a borrower before About you', () => {
    expect(helpLine(visitor)).toBe('agency');
    expect(helpLine({ router: 'fps', route: '/application/about-you', isLead: false })).toBe('agency');
    expect(helpLine({ router: 'nfcc', route: '/es/faq', isLead: false })).toBe('agency');
  });

  it('is the counsellor line once the borrower is a lead', () => {
    expect(helpLine({ ...visitor, route: '/application/income', isLead: true })).toBe('counselor');
    expect(helpLine({ router: 'fps', route: '/', isLead: true })).toBe('counselor');
  });

  it('is the counsellor line for a signed-in borrower on any page, whatever the page stored', () => {
    for (const route of ['/', '/customer-portal/settings', '/es/faq', '/change-password'])
      expect(helpLine({ ...visitor, route, signedInBorrower: true })).toBe('counselor');
    expect(helpLine({ ...visitor, router: 'eden', signedInBorrower: true })).toBe('rental');
  });

  it('is the counsellor line on every offers page, in either language, lead or not', () => {
    expect(helpLine({ ...visitor, route: '/offers' })).toBe('counselor');
    expect(helpLine({ ...visitor, route: '/offers/success' })).toBe('counselor');
    expect(helpLine({ ...visitor, route: '/es/offers/decision' })).toBe('counselor');
    expect(helpLine({ ...visitor, route: '/offers-info' })).toBe('agency');
  });

  it('is the rental programme line for eden and midpen borrowers at every stage', () => {
    expect(helpLine({ ...visitor, router: 'eden' })).toBe('rental');
    expect(helpLine({ router: 'MidPen', route: '/offers/decision', isLead: true })).toBe('rental');
  });

  it('gives each line its number, the counsellor line from the setting with a default', () => {
    expect(helpPhoneNumber('agency')).toBe(agencyPhone);
    expect(helpPhoneNumber('rental')).toBe(rentalProgrammePhone);
    expect(helpPhoneNumber('counselor')).toBe(defaultCounselorPhone);
    expect(helpPhoneNumber('counselor', '1-800-555-0100')).toBe('1-800-555-0100');
    expect(helpPhoneNumber('counselor', '')).toBe(defaultCounselorPhone);
    expect(defaultCounselorPhone).toBe('1-800-388-2227');
  });

  it('dials the international form of a US number', () => {
    expect(telHref('1-800-388-2227')).toBe('tel:+18003882227');
    expect(telHref('(415) 555-0100')).toBe('tel:+14155550100');
  });
});
