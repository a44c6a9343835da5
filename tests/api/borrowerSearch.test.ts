import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toApplicationFilter } from '../../api/domain/applicationListFilter';
import { aBorrowerApplication } from '../helpers/builders';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/* The list's search matches what spec §5 lists for borrowers, the id and the full name among them. */
describe.each(testDialects)('searching borrowers on %s', (dialect) => {
  let server: TestServer;
  let rep: HttpClient;
  const ids = {
    maria: '',
    mariaBorrower: '',
    guadalupe: '',
    hernandez: '',
    lastWeek: '',
    lastWeekBorrower: '',
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    rep = await server.signIn('rep1@example.org');
    const person = async (firstName: string, lastName: string, email: string) =>
      aBorrowerApplication(server.database, { borrower: { firstName, lastName, email } });
    const maria = await person('Maria', 'Lopez', 'mlopez@example.com');
    ids.maria = maria.application.id;
    ids.mariaBorrower = maria.borrower.id;
    ids.guadalupe = (await person('Maria Guadalupe', 'Reyes', 'mgr@example.com')).application.id;
    ids.hernandez = (await person('Ana', 'Lopez Hernandez', 'alh@example.com')).application.id;
    await person('Mario', 'Lopezno', 'other@example.com');
    // Applied eight days ago, outside the summary's default 72 hours.
    const lastWeek = await aBorrowerApplication(server.database, {
      borrower: {
        firstName: 'Dana',
        lastName: 'Kowalski',
        email: 'dana.k@example.com',
        phoneNumber: '302-555-0190',
      },
      application: { createdAt: new Date(Date.now() - 8 * 86_400_000).toISOString() },
    });
    ids.lastWeek = lastWeek.application.id;
    ids.lastWeekBorrower = lastWeek.borrower.id;
  });
  afterAll(() => server?.close());

  const search = async (q: string) => {
    const { allApplications, _allApplicationsMeta } = await rep.data<{
      allApplications: { id: string }[];
      _allApplicationsMeta: { count: number };
    }>(
      `query($filter: ApplicationFilter) {
        allApplications(filter: $filter, perPage: 50) { id }
        _allApplicationsMeta(filter: $filter) { count }
      }`,
      { filter: { q } },
    );
    expect(_allApplicationsMeta.count, q).toBe(allApplications.length);
    return allApplications.map((a) => a.id).sort();
  };

  it('matches the application id and the borrower id, whole', async () => {
    expect(await search(ids.maria)).toEqual([ids.maria]);
    expect(await search(ids.mariaBorrower)).toEqual([ids.maria]);
    expect(await search(` ${ids.mariaBorrower} `)).toEqual([ids.maria]);
  });

  it('matches the full name, whatever the case, with names of more than one word', async () => {
    expect(await search('Maria Lopez')).toEqual([ids.maria]);
    expect(await search('maria  LOPEZ')).toEqual([ids.maria]);
    expect(await search('Maria Lo')).toEqual([ids.maria]);
    expect(await search('Maria Guadalupe Reyes')).toEqual([ids.guadalupe]);
    expect(await search('Ana Lopez Hernandez')).toEqual([ids.hernandez]);
    expect(await search('Maria Reyes')).toEqual([ids.guadalupe]);
    expect(await search('Maria Hernandez')).toEqual([]);
  });

  /** The Summary's search as the console sends it: its filter values through toApplicationFilter. */
  const searchSummary = (q: string) => searchWith(toApplicationFilter({ q }, { defaultWindow: true }));
  const searchWith = async (filter: object) =>
    (
      await rep.data<{ allApplications: { id: string }[] }>(
        'query($filter: ApplicationFilter) { allApplications(filter: $filter, perPage: 50) { id } }',
        { filter },
      )
    ).allApplications.map((a) => a.id);

  it('finds a borrower who applied last week: a search covers every date, browsing the last 72 hours', async () => {
    expect(await searchSummary('Kowalski')).toEqual([ids.lastWeek]);
    expect(await searchSummary('dana.k@example.com')).toEqual([ids.lastWeek]);
    expect(await searchWith(toApplicationFilter({}, { defaultWindow: true }))).not.toContain(ids.lastWeek);
    // A date range the rep chose still applies to a search.
    const today = new Date().toISOString().slice(0, 10);
    const chosen = toApplicationFilter(
      { q: 'Kowalski', dateRange: { start: today } },
      { defaultWindow: true },
    );
    expect(await searchWith(chosen)).toEqual([]);
  });

  it.each([
    '302-555-0190',
    '3025550190',
    '(302) 555-0190',
    '302.555.0190',
    '+1 302 555 0190',
    '13025550190',
    '302 555 0190',
    '302555',
  ])('matches the phone typed as %s', async (typed) => {
    expect(await searchSummary(typed)).toEqual([ids.lastWeek]);
  });

  it('matches the first characters of the application’s or the borrower’s id', async () => {
    expect(await search(ids.lastWeek.slice(0, 8))).toContain(ids.lastWeek);
    expect(await search(ids.lastWeekBorrower.slice(0, 8).toUpperCase())).toContain(ids.lastWeek);
    expect(await search(ids.lastWeek.slice(0, 4))).not.toContain(ids.lastWeek);
  });

  it('finds a borrower by the name and e-mail they have now, not the ones they had, whoever changed them', async () => {
    const { application, borrower } = await aBorrowerApplication(server.database, {
      borrower: { firstName: 'Zelda', lastName: 'Quist', email: 'zquist@example.com' },
    });
    expect(await search('Zelda Quist')).toEqual([application.id]);
    await rep.data('mutation($id: ID!) { claimApplication(id: $id) { id } }', { id: application.id });
    await rep.data(
      'mutation($id: ID!) { updateBorrower(id: $id, firstName: "Zoë", lastName: "Quintero", email: "zq@example.org") { id } }',
      { id: borrower.id },
    );
    expect(await search('Zelda')).toEqual([]);
    expect(await search('Quist')).toEqual([]);
    expect(await search('zquist')).toEqual([]);
    expect(await search('Zoë Quintero')).toEqual([application.id]);
    expect(await search('zoe quintero')).toEqual([application.id]);
    expect(await search('zq@example.org')).toEqual([application.id]);
    // Any writer of the borrower's row, not only the console's edit.
    const { t } = server.database;
    await server.database.withTransaction((tx) =>
      tx.update(t.borrowers).set({ phoneNumber: '505-555-0142' }).where(eq(t.borrowers.id, borrower.id)),
    );
    expect(await search('(505) 555-0142')).toEqual([application.id]);
  });

  it('finds a name however its accents are typed: with them, without them, in capitals', async () => {
    const { application } = await aBorrowerApplication(server.database, {
      borrower: { firstName: 'José Ángel', lastName: 'Núñez García', email: 'jangel@example.com' },
    });
    const plain = await aBorrowerApplication(server.database, {
      borrower: { firstName: 'Jose', lastName: 'Nunez', email: 'jnunez@example.com' },
    });
    const both = [application.id, plain.application.id].sort();
    expect(await search('Núñez')).toEqual(both);
    expect(await search('nunez')).toEqual(both);
    expect(await search('NUÑEZ')).toEqual(both);
    expect(await search('Nunez Garcia')).toEqual([application.id]);
    expect(await search('jose angel nunez garcia')).toEqual([application.id]);
    expect(await search('Núñez García, José Ángel')).toEqual([application.id]);
    expect(await search('Jose Nunez')).toEqual(both);
    expect(await search('Nuñes')).toEqual([]);
  });

  it('finds people as they say their names: any word, accents or apostrophes aside (issue 42)', async () => {
    const named = async (firstName: string, lastName: string, email: string, phoneNumber: string) =>
      (
        await aBorrowerApplication(server.database, {
          borrower: { firstName, lastName, email, phoneNumber },
        })
      ).application.id;
    const joseAngel = await named('José Ángel', 'Núñez García', 'jan@correo.mx', '213-555-0111');
    const mariaJose = await named('María José', 'de la Cruz', 'mjc@correo.mx', '213-555-0122');
    const obrien = await named('Siobhán', "O'Brien-Walsh", 'sob@irish-mail.ie', '617-555-0147');
    const both = [joseAngel, mariaJose].sort();
    // Other tests' borrowers share this server (a Jose Nunez among them): these three are looked at.
    const ours = async (q: string) =>
      (await search(q)).filter((id) => [joseAngel, mariaJose, obrien].includes(id));
    expect(await ours('Jose')).toEqual(both);
    expect(await ours('José')).toEqual(both);
    expect(await ours('Ángel')).toEqual([joseAngel]);
    expect(await ours('angel')).toEqual([joseAngel]);
    expect(await ours('Garcia')).toEqual([joseAngel]);
    expect(await ours('Cruz')).toEqual([mariaJose]);
    expect(await ours('jose cruz')).toEqual([mariaJose]);
    expect(await ours('OBrien')).toEqual([obrien]);
    expect(await ours("O'Brien")).toEqual([obrien]);
    expect(await ours('Walsh')).toEqual([obrien]);
    expect(await ours('siobhan obrien')).toEqual([obrien]);
    // The last seven digits, however they are written; the e-mail's domain, with or without its '@'.
    expect(await ours('555-0147')).toEqual([obrien]);
    expect(await ours('5550147')).toEqual([obrien]);
    expect(await ours('correo.mx')).toEqual(both);
    expect(await ours('@irish-mail.ie')).toEqual([obrien]);
    expect(await ours('Jose Walsh')).toEqual([]);
  });

  it('matches names in either order, with or without a comma', async () => {
    expect(await search('Lopez Maria')).toEqual([ids.maria]);
    expect(await search('Lopez, Maria')).toEqual([ids.maria]);
    expect(await search('Kowalski Dana')).toEqual([ids.lastWeek]);
    expect(await search('Reyes Maria Guadalupe')).toEqual([ids.guadalupe]);
    expect(await search('Lopez Hernandez, Ana')).toEqual([ids.hernandez]);
    expect(await search('Hernandez Maria')).toEqual([]);
  });
});
