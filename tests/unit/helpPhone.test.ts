import { describe, expect, it } from 'vitest';
import {
  demoPhones,
  helpLine,
  helpPhoneNumber,
  isFictionalPhone,
  nanpDigits,
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

  it('gives each line the workspace’s number, the demo lines when none are given', () => {
    expect(helpPhoneNumber('agency')).toBe(demoPhones.agency);
    expect(helpPhoneNumber('rental')).toBe(demoPhones.rental);
    expect(helpPhoneNumber('counselor')).toBe(demoPhones.counselor);
    const live = { ...demoPhones, counselor: '1-800-388-2227', agency: '1-877-732-4101' };
    expect(helpPhoneNumber('counselor', live)).toBe('1-800-388-2227');
    expect(helpPhoneNumber('agency', live)).toBe('1-877-732-4101');
  });

  it('knows the demo lines for fiction (555-0100 to 555-0199), whatever their shape', () => {
    for (const number of Object.values(demoPhones)) expect(isFictionalPhone(number)).toBe(true);
    expect(isFictionalPhone('(302) 555-0199')).toBe(true);
    expect(isFictionalPhone('+1 302 555 0100')).toBe(true);
    expect(isFictionalPhone('302-555-0200')).toBe(false);
    expect(isFictionalPhone('1-800-388-2227')).toBe(false);
  });

  it('reads a North American number in any shape, and refuses what is not one', () => {
    expect(nanpDigits('1-800-388-2227')).toBe('8003882227');
    expect(nanpDigits('(800) 388 2227')).toBe('8003882227');
    expect(nanpDigits('+1 800.388.2227')).toBe('8003882227');
    expect(nanpDigits('800-388-222')).toBeNull();
    expect(nanpDigits('1-800-FLOWERS')).toBeNull();
  });

  it('dials the international form of a US number', () => {
    expect(telHref('1-800-388-2227')).toBe('tel:+18003882227');
    expect(telHref('(415) 555-0100')).toBe('tel:+14155550100');
  });
});
