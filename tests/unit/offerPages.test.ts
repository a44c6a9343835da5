import { describe, expect, it } from 'vitest';
import {
  offerPageFor,
  offerPages,
  offerRoutes,
  portalStanding,
  type OfferFacts,
} from '../../api/domain/offerPages';

const credit = (facts: Partial<OfferFacts>): OfferFacts => ({
  type: 'credit',
  variant: 'partnerAgency',
  decision: null,
  hasBankConnected: false,
  plan: 'none',
  ...facts,
});
const declined = { isQualified: false, wasAcceptedByBorrower: false };
const qualified = { isQualified: true, wasAcceptedByBorrower: false };
const accepted = { isQualified: true, wasAcceptedByBorrower: true };

describe('each offers page shows only the state it belongs to (borrower-application §2, §4)', () => {
  it('a declined borrower opening /offers/success, or resuming there, is sent to the decline', () => {
    expect(offerPageFor('/offers/success', credit({ decision: declined }))).toBe('/offers/decline');
    for (const page of ['/offers/proposed-payment-summary', '/offers/call-us'])
      expect(offerPageFor(page, credit({ decision: declined }))).toBe('/offers/decline');
  });

  it('a declined borrower has the guide and its monthly summary: they call their creditors alone', () => {
    expect(offerPageFor('/offers/lender-guide', credit({ decision: declined }))).toBe('/offers/lender-guide');
    expect(offerPageFor('/offers/lender-guide', credit({ variant: 'default', decision: declined }))).toBe(
      '/offers/lender-guide',
    );
    expect(offerPageFor('/offers/lender-guide', credit({ decision: declined, plan: 'signed' }))).toBe(
      '/offers/lender-guide',
    );
    // No decision, no figures: nothing to guide with yet; a renter has a housing counselor.
    expect(offerPageFor('/offers/lender-guide', credit({ decision: null }))).toBe('/offers/pending');
    expect(offerPageFor('/offers/lender-guide', credit({ type: 'rental' }))).toBe('/offers/call-us');
  });

  it('words the portal by where the borrower stands: no plan words for a decline', () => {
    expect(portalStanding(credit({ decision: declined }))).toBe('declined');
    expect(portalStanding(credit({ decision: qualified }))).toBe('offer');
    expect(portalStanding(credit({ decision: null }))).toBe('waiting');
    expect(portalStanding(credit({ decision: qualified, plan: 'signed' }))).toBe('plan');
    expect(portalStanding(credit({ type: 'rental' }))).toBe('rental');
    expect(portalStanding(credit({ type: 'rental', plan: 'toSign' }))).toBe('plan');
  });

  it('a qualified borrower never reads the decline or pending; accepted, they go on to call', () => {
    expect(offerPageFor('/offers/decline', credit({ decision: qualified }))).toBe('/offers/success');
    expect(offerPageFor('/offers/pending', credit({ decision: qualified }))).toBe('/offers/success');
    expect(offerPages(credit({ decision: accepted }))[0]).toBe('/offers/call-or-connect-account');
    expect(offerPages(credit({ decision: accepted, hasBankConnected: true }))[0]).toBe('/offers/call-us');
    expect(offerPageFor('/offers/success', credit({ decision: accepted }))).toBe('/offers/success');
  });

  it('no decision yet waits on pending, and offers nothing to accept', () => {
    expect(offerPageFor('/offers/success', credit({}))).toBe('/offers/pending');
    expect(offerPageFor('/offers/call-or-connect-account', credit({}))).toBe('/offers/pending');
  });

  it('a borrower with a plan never reads the decline or the offer; a signed plan is not signed again', () => {
    for (const decision of [declined, qualified, null]) {
      expect(offerPageFor('/offers/decline', credit({ decision, plan: 'toSign' }))).toBe('/contract/sign');
      expect(offerPageFor('/offers/success', credit({ decision, plan: 'signed' }))).toBe('/offers/status');
    }
    expect(offerPageFor('/contract/sign', credit({ plan: 'signed' }))).toBe('/offers/status');
    // The plan's figures and the guide stay readable for a qualified borrower with a plan.
    expect(offerPageFor('/offers/lender-guide', credit({ decision: qualified, plan: 'signed' }))).toBe(
      '/offers/lender-guide',
    );
    expect(offerPageFor('/contract/sign', credit({ plan: 'none', decision: qualified }))).toBe(
      '/offers/success',
    );
  });

  it('a rental application ends at call-us, and never sees the credit pages', () => {
    const rental = credit({ type: 'rental' });
    for (const page of offerRoutes.filter((r) => r !== '/offers/status'))
      expect(offerPageFor(page, rental)).toBe('/offers/call-us');
    expect(offerPageFor('/offers/pending', { ...rental, plan: 'toSign' })).toBe('/contract/sign');
  });

  it('every state has a page, and the status page fits every state', () => {
    for (const type of ['credit', 'rental'] as const)
      for (const decision of [null, declined, qualified, accepted])
        for (const hasBankConnected of [false, true])
          for (const plan of ['none', 'toSign', 'signed'] as const)
            for (const variant of ['partnerAgency', 'default'] as const) {
              const pages = offerPages({ type, variant, decision, hasBankConnected, plan });
              expect(pages.length).toBeGreaterThan(0);
              expect(pages).toContain('/offers/status');
              expect(pages.includes('/offers/success') && pages.includes('/offers/decline')).toBe(false);
            }
  });

  it('the default variant has no success, decline, call-or-connect or call-us: the summary and guide, or pending', () => {
    const other = (facts: Partial<OfferFacts>) => credit({ variant: 'default', ...facts });
    const partnerOnly = [
      '/offers/success',
      '/offers/decline',
      '/offers/call-or-connect-account',
      '/offers/call-us',
    ];
    for (const decision of [null, declined, qualified, accepted])
      for (const plan of ['none', 'toSign', 'signed'] as const)
        for (const hasBankConnected of [false, true])
          for (const page of partnerOnly)
            expect(offerPages(other({ decision, plan, hasBankConnected }))).not.toContain(page);
    expect(offerPageFor('/offers/success', other({ decision: qualified }))).toBe(
      '/offers/proposed-payment-summary',
    );
    expect(offerPages(other({ decision: qualified }))).toEqual([
      '/offers/proposed-payment-summary',
      '/offers/lender-guide',
      '/offers/status',
    ]);
    expect(offerPageFor('/offers/decline', other({ decision: declined }))).toBe('/offers/pending');
    expect(offerPageFor('/offers/proposed-payment-summary', other({ decision: declined }))).toBe(
      '/offers/pending',
    );
    // A rental application is the rental variant whatever the agency: it still ends at call-us.
    expect(offerPageFor('/offers/pending', other({ type: 'rental' }))).toBe('/offers/call-us');
    expect(offerPages(other({ type: 'rental', plan: 'signed' }))).toContain('/offers/call-us');
  });
});
