import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callingVerdict } from '../../api/domain/callingHours';
import { borrowerTimeZone, zipRanges } from '../../api/domain/timeZones';
import { usStates } from '../../api/domain/borrowerRules';
import { aBorrowerApplication } from '../helpers/builders';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

interface Row {
  id: string;
  borrowerName: string | null;
  borrowerTimeZone: string | null;
  borrowerLocalTime: string | null;
  callableNow: boolean | null;
}

const listQuery = `query($filter: ApplicationFilter, $page: Int, $perPage: Int) {
  allApplications(filter: $filter, page: $page, perPage: $perPage, sortField: "createdAt", sortOrder: "DESC") {
    id borrowerName borrowerTimeZone borrowerLocalTime callableNow
  }
  _allApplicationsMeta(filter: $filter) { count }
}`;

const countQuery = `query($filter: ApplicationFilter) { _allApplicationsMeta(filter: $filter) { count } }`;

/** Borrowers named after where they live; the clock below is 13:30 UTC on 15 July 2026. */
const people: [
  name: string,
  state: string | null,
  zip: string | null,
  shown: string | null,
  callable: boolean | null,
][] = [
  ['Nia York', 'NY', '10001', '9:30 AM EDT', true],
  ['Pen Sacola', 'FL', '32501', '8:30 AM CDT', true], // the panhandle: Central
  ['Joe Stjoe', 'FL', '32456', '9:30 AM EDT', true], // Port St. Joe: Eastern
  ['El Paso', 'TX', '79901', '7:30 AM MDT', false],
  ['Phoe Nix', 'AZ', '85004', '6:30 AM MST', false],
  ['Win Rock', 'AZ', '86515', '7:30 AM MDT', false], // Navajo Nation: daylight saving
  ['Lou Angeles', 'CA', '90012', '6:30 AM PDT', false],
  ['Juan Rico', 'PR', '00901', '9:30 AM AST', true],
  ['Gus Guam', 'GU', '96910', '11:30 PM ChST', false],
  ['Flo Nozip', 'FL', null, null, null], // a split state without a ZIP
  ['Noel Where', null, null, null, null],
];

const callableNames = people.filter((p) => p.at(4) === true).map((p) => p[0]);
const notCallableNames = people.filter((p) => p.at(4) === false).map((p) => p[0]);

describe.each(testDialects)('callable now on %s', (dialect) => {
  let server: TestServer;
  let rep: HttpClient;
  let clock = new Date('2026-07-15T13:30:00Z');

  const list = async (filter: Record<string, unknown>, page = 0, perPage = 100) =>
    rep.data<{ allApplications: Row[]; _allApplicationsMeta: { count: number } }>(listQuery, {
      filter,
      page,
      perPage,
    });
  const count = async (filter: Record<string, unknown>) =>
    (await rep.data<{ _allApplicationsMeta: { count: number } }>(countQuery, { filter }))._allApplicationsMeta
      .count;
  const namesOf = (rows: Row[]) => rows.map((r) => r.borrowerName).sort();

  beforeAll(async () => {
    server = await startTestServer(dialect, { now: () => clock });
    rep = await server.signIn('rep1@example.org');
    for (const [name, state, zipCode] of people) {
      const [firstName, lastName] = name.split(' ');
      await aBorrowerApplication(server.database, { borrower: { firstName, lastName, state, zipCode } });
    }
  });
  afterAll(() => server?.close());

  it('gives each application its borrower’s local time and whether a rep may call, null when unknown', async () => {
    const { allApplications } = await list({});
    const byName = new Map(allApplications.map((r) => [r.borrowerName, r]));
    for (const [name, state, zip, shown, callable] of people) {
      const row = byName.get(name)!;
      expect(row, name).toBeDefined();
      expect([row.borrowerLocalTime, row.callableNow], name).toEqual([shown, callable]);
      expect(row.borrowerTimeZone).toBe(borrowerTimeZone(state, zip));
    }
  });

  it('keeps only the borrowers callable now, with the total and the pages in SQL', async () => {
    const { allApplications, _allApplicationsMeta } = await list({ callableNow: true });
    expect(namesOf(allApplications)).toEqual([...callableNames].sort());
    expect(_allApplicationsMeta.count).toBe(callableNames.length);
    expect(allApplications.every((r) => r.callableNow === true)).toBe(true);

    const first = await list({ callableNow: true }, 0, 3);
    const second = await list({ callableNow: true }, 1, 3);
    expect(first.allApplications).toHaveLength(3);
    expect(first._allApplicationsMeta.count).toBe(callableNames.length);
    expect(namesOf([...first.allApplications, ...second.allApplications])).toEqual([...callableNames].sort());
  });

  it('with false keeps those who may not be called now; an unknown zone is in neither', async () => {
    const { allApplications, _allApplicationsMeta } = await list({ callableNow: false });
    expect(namesOf(allApplications)).toEqual([...notCallableNames].sort());
    expect(_allApplicationsMeta.count).toBe(notCallableNames.length);
  });

  it('composes with the other filters', async () => {
    const { allApplications } = await list({ callableNow: true, q: 'Sacola' });
    expect(namesOf(allApplications)).toEqual(['Pen Sacola']);
    expect(await count({ callableNow: true, q: 'Phoe' })).toBe(0);
    expect(await count({ callableNow: true, dateRange: { start: '2020-01-01' } })).toBe(0);
  });

  it('follows the clock: Arizona stays on standard time while the Navajo Nation changes', async () => {
    try {
      // 14:30 UTC in July: 7:30 in Phoenix, 8:30 in Window Rock and El Paso (before Texas's 9 am).
      clock = new Date('2026-07-15T14:30:00Z');
      let names = namesOf((await list({ callableNow: true })).allApplications);
      expect(names).toContain('Win Rock');
      expect(names).not.toContain('El Paso');
      expect(names).not.toContain('Phoe Nix');
      // 15:30 UTC in January: 8:30 MST in all three.
      clock = new Date('2026-01-15T15:30:00Z');
      names = namesOf((await list({ callableNow: true })).allApplications);
      expect(names).toEqual(expect.arrayContaining(['Win Rock', 'Phoe Nix']));
      expect(names).not.toContain('El Paso');
      expect(names).not.toContain('Lou Angeles'); // 7:30 PST
    } finally {
      clock = new Date('2026-07-15T13:30:00Z');
    }
  });

  it('matches the rule for every state and every ZIP run’s ends and neighbours, hour by hour', async () => {
    // A borrower per state without a ZIP, and per split-state run at its ends and just outside them.
    const near = (zip: string, step: number) => String(Number(zip) + step).padStart(5, '0');
    const places: [string, string | null][] = [
      ...usStates.map((state): [string, null] => [state, null]),
      ...zipRanges.flatMap((r) =>
        [r.from, r.to, near(r.from, -1), near(r.to, 1)].map((zip): [string, string] => [r.state, zip]),
      ),
      ['FL', '3250'],
      ['FL', '3250a'],
      ['FL', '325011'],
    ];
    const { t } = server.database;
    await server.database.withTransaction(async (tx) => {
      for (let i = 0; i < places.length; i += 200) {
        const chunk = places.slice(i, i + 200);
        const borrowers = await tx
          .insert(t.borrowers)
          .values(chunk.map(([state, zipCode]) => ({ firstName: 'Zed', lastName: 'Zone', state, zipCode })))
          .returning({ id: t.borrowers.id });
        await tx
          .insert(t.applications)
          .values(borrowers.map((b) => ({ type: 'credit', applicationBorrowerId: b.id })));
      }
    });
    const all = [...people.map(([, state, zip]): [string | null, string | null] => [state, zip]), ...places];
    const instants = [
      ...Array.from({ length: 24 }, (_, h) => new Date(Date.UTC(2026, 6, 15, h, 30))),
      ...Array.from({ length: 6 }, (_, h) => new Date(Date.UTC(2026, 0, 15, 4 * h))),
      // A Sunday and Thanksgiving Day: the states that allow no calls then.
      ...Array.from({ length: 6 }, (_, h) => new Date(Date.UTC(2026, 6, 19, 13 + 2 * h))),
      ...Array.from({ length: 4 }, (_, h) => new Date(Date.UTC(2026, 10, 26, 14 + 2 * h))),
    ];
    try {
      for (const now of instants) {
        clock = now;
        const expected = { true: 0, false: 0 };
        for (const [state, zip] of all) {
          const zone = borrowerTimeZone(state, zip);
          if (zone) expected[callingVerdict(state, zone, now).callable ? 'true' : 'false'] += 1;
        }
        const counted = {
          true: await count({ callableNow: true }),
          false: await count({ callableNow: false }),
        };
        expect(counted, now.toISOString()).toEqual(expected);
      }
    } finally {
      clock = new Date('2026-07-15T13:30:00Z');
    }
  });
});
