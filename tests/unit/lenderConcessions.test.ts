import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectionConcession,
  concessionFor,
  defaultConcession,
  lenderConcessions,
  maximumTermInMonths,
} from '../../api/domain/lenderConcessions';

const debt = (lenderName: string | null, lenderFriendlyName: string | null = null) => ({
  kind: 'debt' as const,
  lenderName,
  lenderFriendlyName,
});

describe('lender concessions', () => {
  it.each([
    ['CAPITAL ONE BANK USA N', 'capital-one'],
    ['SYNCB/AMAZON', 'synchrony'],
    ['JPMCB CARD', 'chase'],
    ['CITICARDS CBNA', 'citi'],
    ['BK OF AMER', 'bank-of-america'],
    ['WF CRD SVC', 'wells-fargo'],
    ['AMEX', 'amex'],
    ['DISCOVER FIN SVCS LLC', 'discover'],
    ['COMENITY BANK/VCTRSSEC', 'comenity'],
    ['BARCLAYS BANK DELAWARE', 'barclays'],
    ['US BANK', 'us-bank'],
  ])('recognises the bureau name %s', (lenderName, id) => {
    expect(concessionFor(debt(lenderName)).id).toBe(id);
  });

  it('matches the friendly name as well as the bureau name', () => {
    expect(concessionFor(debt('UNKNOWN SUBSCRIBER', 'American Express')).id).toBe('amex');
  });

  it('gives any other creditor the default concession, 8 % over 60 months', () => {
    expect(concessionFor(debt('FIRST COMMUNITY CU'))).toEqual(defaultConcession);
    expect(defaultConcession).toMatchObject({ proposedApr: 8, term: 60 });
    expect(concessionFor(debt(null))).toEqual(defaultConcession);
  });

  it('gives a collection agency no interest over the term', () => {
    expect(
      concessionFor({ kind: 'collection', lenderName: 'LVNV FUNDING', lenderFriendlyName: null }),
    ).toEqual(collectionConcession);
    expect(collectionConcession.proposedApr).toBe(0);
  });

  it('does not mistake look-alike names', () => {
    expect(concessionFor(debt('CHASER FURNITURE')).id).toBe('default');
    expect(concessionFor(debt('CITIZENS BANK')).id).toBe('default');
  });

  it('every concession is a plausible DMP: term within 60 months, APR from 0 to 25 %', () => {
    for (const row of [...lenderConcessions, defaultConcession, collectionConcession]) {
      expect(row.term).toBeGreaterThan(0);
      expect(row.term).toBeLessThanOrEqual(maximumTermInMonths);
      expect(row.proposedApr).toBeGreaterThanOrEqual(0);
      expect(row.proposedApr).toBeLessThan(25);
    }
  });

  it('any name gets a concession from the table', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.option(fc.string(), { nil: null }),
        (name, friendly) => {
          const concession = concessionFor(debt(name, friendly));
          expect([...lenderConcessions.map((r) => r.id), defaultConcession.id]).toContain(concession.id);
        },
      ),
    );
  });
});
