import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/* The list's search matches what spec §5 lists for borrowers, the id and the full name among them. */
describe.each(testDialects)('searching borrowers on %s', (dialect) => {
  let server: TestServer;
  let rep: HttpClient;
  const ids = { maria: '', mariaBorrower: '', guadalupe: '', hernandez: '' };

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
});
