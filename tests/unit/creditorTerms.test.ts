import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditorTable,
  latestVersions,
  maximumTermInMonths,
  termsFor,
  termsInForce,
  versionIdOf,
  type CreditorTermsVersion,
} from '../../api/domain/creditorTerms';
import { startingCreditors } from '../../api/domain/startingCreditorTerms';
import { theStartingTable } from './builders';

const table = creditorTable(theStartingTable);
const termsOf = (lenderName: string | null, lenderFriendlyName: string | null = null) =>
  termsFor(table, { kind: 'debt', lenderName, lenderFriendlyName });
const byId = (id: string) => theStartingTable.find((v) => v.creditorId === id)!;

describe('the starting creditor terms', () => {
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
    ['U.S. BANK NATIONAL ASSOC', 'us-bank'],
  ])('recognise the bureau name %s', (lenderName, id) => {
    expect(termsOf(lenderName).creditorId).toBe(id);
  });

  it('match the friendly name as well as the bureau name', () => {
    expect(termsOf('UNKNOWN SUBSCRIBER', 'American Express').creditorId).toBe('amex');
  });

  it('give any other creditor the default terms, 8 % over 60 months', () => {
    expect(termsOf('FIRST COMMUNITY CU')).toEqual(byId('default'));
    expect(byId('default')).toMatchObject({ planApr: 8, termInMonths: 60, kind: 'otherCreditors' });
    expect(termsOf(null)).toEqual(byId('default'));
  });

  it('give a collection agency no interest over the term', () => {
    expect(
      termsFor(table, { kind: 'collection', lenderName: 'LVNV FUNDING', lenderFriendlyName: null }),
    ).toEqual(byId('collection'));
    expect(byId('collection').planApr).toBe(0);
  });

  it('do not mistake look-alike names', () => {
    expect(termsOf('CHASER FURNITURE').creditorId).toBe('default');
    expect(termsOf('CITIZENS BANK').creditorId).toBe('default');
    expect(termsOf('USBANKER SUPPLY').creditorId).toBe('default');
  });

  it('are each a plausible plan: term within 60 months, APR from 0 to 25 %, every creditor taking part', () => {
    for (const row of theStartingTable) {
      expect(row.termInMonths).toBeGreaterThan(0);
      expect(row.termInMonths).toBeLessThanOrEqual(maximumTermInMonths);
      expect(row.planApr).toBeGreaterThanOrEqual(0);
      expect(row.planApr).toBeLessThan(25);
      expect(row).toMatchObject({ participatesInPlans: true, minimumPayment: 0, version: 1 });
    }
    expect(theStartingTable.map((v) => v.id)).toEqual(startingCreditors.map((c) => `${c.creditorId}@1`));
  });

  it('give any name terms from the table', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.option(fc.string(), { nil: null }),
        (name, friendly) => {
          const terms = termsOf(name, friendly);
          expect(theStartingTable.filter((v) => v.kind !== 'collections')).toContainEqual(terms);
        },
      ),
    );
  });
});

/** A version of `creditorId`, as a lead records it. */
function aVersion(
  creditorId: string,
  version: number,
  overrides: Partial<CreditorTermsVersion> = {},
): CreditorTermsVersion {
  const first = theStartingTable.find((v) => v.creditorId === creditorId) ?? theStartingTable[0];
  return { ...first, creditorId, version, id: versionIdOf(creditorId, version), ...overrides };
}

describe('versions of the creditor terms', () => {
  const chase1 = aVersion('chase', 1, {
    effectiveDate: '2026-01-01',
    recordedAt: '2026-01-01T09:00:00.000Z',
  });
  // Recorded on 10 March, in effect from 1 April.
  const chase2 = aVersion('chase', 2, {
    planApr: 5,
    effectiveDate: '2026-04-01',
    recordedAt: '2026-03-10T15:00:00.000Z',
  });
  // Recorded later the same day as it takes effect.
  const chase3 = aVersion('chase', 3, {
    planApr: 4.5,
    effectiveDate: '2026-05-02',
    recordedAt: '2026-05-02T14:00:00.000Z',
  });
  const versions = [chase3, chase1, chase2];
  const inForce = (iso: string) => termsInForce(versions, new Date(iso)).map((v) => v.id);

  it('read back the table as it stood on any day', () => {
    expect(inForce('2025-12-31T12:00:00Z')).toEqual([]);
    expect(inForce('2026-03-15T12:00:00Z')).toEqual(['chase@1']);
    expect(inForce('2026-04-01T00:00:00Z')).toEqual(['chase@2']);
    expect(inForce('2026-05-02T13:59:59Z')).toEqual(['chase@2']);
    expect(inForce('2026-05-02T14:00:00Z')).toEqual(['chase@3']);
  });

  it('keep a version recorded ahead of its day out of force until that day', () => {
    expect(inForce('2026-03-10T16:00:00Z')).toEqual(['chase@1']);
  });

  it('on one effective day, the later recorded version is the one in force', () => {
    const again = aVersion('chase', 4, {
      planApr: 4,
      effectiveDate: '2026-05-02',
      recordedAt: '2026-05-02T15:00:00Z',
    });
    expect(termsInForce([...versions, again], new Date('2026-05-03T00:00:00Z')).map((v) => v.id)).toEqual([
      'chase@4',
    ]);
  });

  it('the latest recorded version is what the Creditors screen shows, in force or not yet', () => {
    expect(latestVersions(versions).map((v) => v.id)).toEqual(['chase@3']);
  });

  it('for any history, the version in force is recorded by then, in effect, and none newer is', () => {
    const versionArbitrary = fc.record({
      creditor: fc.constantFrom('chase', 'citi', 'amex'),
      effectiveDay: fc.integer({ min: 0, max: 60 }),
      recordedDay: fc.integer({ min: 0, max: 60 }),
    });
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        fc.array(versionArbitrary, { maxLength: 12 }),
        fc.integer({ min: 0, max: 61 }),
        (drawn, at) => {
          const counts = new Map<string, number>();
          const history = drawn.map((d) => {
            const version = (counts.get(d.creditor) ?? 0) + 1;
            counts.set(d.creditor, version);
            return aVersion(d.creditor, version, {
              effectiveDate: day(d.effectiveDay),
              recordedAt: `${day(d.recordedDay)}T12:00:00.000Z`,
            });
          });
          const instant = new Date(`${day(at)}T18:00:00.000Z`);
          const known = history.filter(
            (v) => v.recordedAt <= instant.toISOString() && v.effectiveDate <= day(at),
          );
          const chosen = termsInForce(history, instant);
          expect(new Set(chosen.map((v) => v.creditorId))).toEqual(new Set(known.map((v) => v.creditorId)));
          for (const v of chosen) {
            expect(known).toContainEqual(v);
            for (const other of known.filter((k) => k.creditorId === v.creditorId))
              expect(
                other.effectiveDate < v.effectiveDate ||
                  (other.effectiveDate === v.effectiveDate && other.version <= v.version),
              ).toBe(true);
          }
        },
      ),
    );
  });
});
