import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const list = `query($listKey: String!) {
  savedQueries(listKey: $listKey) { id name listKey filterValues isPublished ownerName count }
}`;
const create = `mutation($name: String!, $listKey: String!, $filterValues: String!, $isPublished: Boolean) {
  createSavedQuery(name: $name, listKey: $listKey, filterValues: $filterValues, isPublished: $isPublished) {
    id name isPublished count
  }
}`;
const update = `mutation($id: ID!, $name: String, $isPublished: Boolean) {
  updateSavedQuery(id: $id, name: $name, isPublished: $isPublished) { id name isPublished }
}`;
const remove = 'mutation($id: ID!) { deleteSavedQuery(id: $id) { id } }';

interface Saved {
  id: string;
  name: string;
  isPublished: boolean;
  ownerName: string;
  count: number;
  filterValues: string;
}

/** 2 pm in New York on Wednesday 15 July 2026: everyone in the US mainland may be called. */
const clock = new Date('2026-07-15T18:00:00Z');

/* Saved lists live on the server, per rep; a lead publishes one to the floor with its live count. */
describe.each(testDialects)('saved queries on %s', (dialect) => {
  let server: TestServer;
  let rita: HttpClient;
  let ravi: HttpClient;
  let lead: HttpClient;

  beforeAll(async () => {
    server = await startTestServer(dialect, { now: () => clock });
    [rita, ravi, lead] = await Promise.all([
      server.signIn('rep1@example.org'),
      server.signIn('rep2@example.org'),
      server.signIn('lead@example.org'),
    ]);
    const recent = new Date(clock.getTime() - 3_600_000).toISOString();
    for (const [language, state] of [
      ['es', 'NY'],
      ['es', 'CA'],
      ['es', 'FL'],
      ['en', 'NY'],
    ]) {
      await aBorrowerApplication(server.database, {
        borrower: {
          preferredLanguage: language,
          state,
          zipCode: { NY: '10001', CA: '90012', FL: '33101' }[state],
        },
        application: { createdAt: recent },
      });
    }
  });
  afterAll(() => server?.close());

  const spanishCallable = JSON.stringify({ preferredLanguage: ['es'], callableNow: true });
  const savedOf = async (client: HttpClient, listKey = 'summary') =>
    (await client.data<{ savedQueries: Saved[] }>(list, { listKey })).savedQueries;

  it('keeps a rep’s own lists to that rep, across sessions, and counts them live', async () => {
    const { createSavedQuery } = await rita.data<{ createSavedQuery: Saved }>(create, {
      name: 'Spanish callers callable now',
      listKey: 'summary',
      filterValues: spanishCallable,
    });
    expect(createSavedQuery).toMatchObject({ isPublished: false, count: 3 });
    expect((await savedOf(ravi)).map((q) => q.id)).not.toContain(createSavedQuery.id);
    // A new session (another computer, after a sign-out) finds it.
    const again = await server.signIn('rep1@example.org');
    const mine = (await savedOf(again)).find((q) => q.id === createSavedQuery.id)!;
    expect(mine).toMatchObject({ name: 'Spanish callers callable now', ownerName: 'Rita Rep', count: 3 });
    expect(JSON.parse(mine.filterValues)).toEqual({ preferredLanguage: ['es'], callableNow: true });
    // 8:30 pm in Miami: Florida's hours are over, the live count follows.
    const later = await server.signIn('rep1@example.org');
    clock.setTime(new Date('2026-07-16T00:30:00Z').getTime());
    try {
      expect((await savedOf(later)).find((q) => q.id === createSavedQuery.id)!.count).toBe(2);
    } finally {
      clock.setTime(new Date('2026-07-15T18:00:00Z').getTime());
    }
    await rita.data(remove, { id: createSavedQuery.id });
    expect((await savedOf(rita)).map((q) => q.id)).not.toContain(createSavedQuery.id);
  });

  it('lets a lead publish a list to the whole floor, audited; reps see it but cannot withdraw or remove it', async () => {
    const { createSavedQuery: draft } = await lead.data<{ createSavedQuery: Saved }>(create, {
      name: 'Spanish callers callable now',
      listKey: 'summary',
      filterValues: spanishCallable,
    });
    expect((await savedOf(ravi)).map((q) => q.id)).not.toContain(draft.id);
    await lead.data(update, { id: draft.id, isPublished: true });
    const seen = (await savedOf(ravi)).find((q) => q.id === draft.id)!;
    expect(seen).toMatchObject({ isPublished: true, ownerName: 'Lena Lead', count: 3 });
    expect(errorCode(await ravi.gql(update, { id: draft.id, isPublished: false }))).toBe('FORBIDDEN');
    expect(errorCode(await ravi.gql(update, { id: draft.id, name: 'Mine now' }))).toBe('FORBIDDEN');
    expect(errorCode(await ravi.gql(remove, { id: draft.id }))).toBe('FORBIDDEN');
    const { db, t } = server.database;
    const [entry] = await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, draft.id));
    expect(entry).toMatchObject({ action: 'publish', entity: 'SavedQuery', after: { isPublished: true } });
    expect(
      errorCode(
        await rita.gql(create, { name: 'All', listKey: 'summary', filterValues: '{}', isPublished: true }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('counts a queue’s list over the viewer’s own claims, whoever saved it', async () => {
    const claimFirst = async (client: HttpClient) => {
      const { application } = await aBorrowerApplication(server.database, {
        borrower: { preferredLanguage: 'es' },
      });
      await client.data('mutation($id: ID!) { claimApplication(id: $id) { id } }', { id: application.id });
    };
    await claimFirst(rita);
    await claimFirst(ravi);
    await claimFirst(ravi);
    const { createSavedQuery } = await lead.data<{ createSavedQuery: Saved }>(create, {
      name: 'My Spanish claims',
      listKey: 'borrowerQueue',
      filterValues: JSON.stringify({ preferredLanguage: ['es'], assignedTo: 'someone-else' }),
      isPublished: true,
    });
    expect((await savedOf(rita, 'borrowerQueue')).find((q) => q.id === createSavedQuery.id)!.count).toBe(1);
    expect((await savedOf(ravi, 'borrowerQueue')).find((q) => q.id === createSavedQuery.id)!.count).toBe(2);
    expect((await savedOf(ravi, 'summary')).map((q) => q.id)).not.toContain(createSavedQuery.id);
  });

  it.each([
    [{ name: '', listKey: 'summary', filterValues: '{}' }, { name: 'Name is required' }],
    [
      { name: 'x'.repeat(61), listKey: 'summary', filterValues: '{}' },
      { name: 'Name is at most 60 characters' },
    ],
    [{ name: 'A', listKey: 'everything', filterValues: '{}' }, { listKey: 'List is invalid' }],
    [
      { name: 'A', listKey: 'summary', filterValues: '[1]' },
      { filterValues: 'The list’s filters could not be read' },
    ],
  ])('refuses %j with its reason', async (input, fields) => {
    const res = await rita.gql(create, input);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0]?.extensions?.fields).toEqual(fields);
  });
});
