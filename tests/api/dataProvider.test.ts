import { buildSchema, introspectionFromSchema } from 'graphql';
import buildGraphQLProvider from 'ra-data-graphql-simple';
import { HttpError, type DataProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleActions } from '../../admin/src/providers/consoleActions';
import { readTypeDefs } from '../../api/graphql/schema';
import { aBorrowerApplication, aDecision } from '../helpers/builders';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** The console's data provider exactly as the console builds it: unmodified, static introspection. */
function consoleDataProvider(server: TestServer, cookie: string): DataProvider {
  const { __schema } = introspectionFromSchema(buildSchema(readTypeDefs()), { descriptions: false });
  return buildGraphQLProvider({
    clientOptions: { uri: `${server.url}/graphql`, headers: { cookie } },
    introspection: { schema: __schema },
  });
}

describe("react-admin's ra-data-graphql-simple against the API", () => {
  let server: TestServer;
  let provider: DataProvider;
  let applicationIds: string[];

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const made = [];
    for (const [i, type] of (['credit', 'rental', 'credit'] as const).entries()) {
      made.push(
        await aBorrowerApplication(server.database, {
          application: { type, status: i === 2 ? 'Submitted' : 'In Progress' },
        }),
      );
    }
    applicationIds = made.map((m) => m.application.id);
    await aDecision(server.database, applicationIds[0], { qualified: true });
    provider = consoleDataProvider(server, (await server.signIn('rep1@example.org')).cookie);
  });
  afterAll(() => server?.close());

  it('lists, filters, sorts, pages and counts', async () => {
    const page = await provider.getList('Application', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { type_in: ['credit', 'rental'] },
    });
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe(3);
    const rental = await provider.getList('Application', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'status', order: 'ASC' },
      filter: { type: 'rental' },
    });
    expect(rental.data.map((a) => a.id)).toEqual([applicationIds[1]]);
    const withOffers = await provider.getList('Application', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { hasOffers: true },
    });
    expect(withOffers.data.map((a) => a.id)).toEqual([applicationIds[0]]);
  });

  it('shows one record and several, and follows references', async () => {
    const one = await provider.getOne('Application', { id: applicationIds[0] });
    expect(one.data.id).toBe(applicationIds[0]);
    const many = await provider.getMany('Application', { ids: applicationIds.slice(0, 2) });
    expect(many.data.map((a) => a.id).sort()).toEqual(applicationIds.slice(0, 2).sort());
    const offers = await provider.getManyReference('Offer', {
      target: 'applicationId',
      id: applicationIds[0],
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'balance', order: 'DESC' },
      filter: {},
    });
    expect(offers.total).toBe(1);
  });

  it('creates and updates', async () => {
    const attempt = await provider.create('ContactAttempt', {
      data: { applicationId: applicationIds[2], method: 'Phone', outcome: 'Wrong number' },
    });
    expect(attempt.data.id).toBeDefined();
    const contacted = await provider.getOne('Application', { id: applicationIds[2] });
    expect(contacted.data.status).toBe('Contacted');
    const today = new Date().toISOString().slice(0, 10);
    const dmp = await provider.create('DmpEnrollment', {
      data: {
        applicationId: applicationIds[0],
        active: false,
        dateSigned: today,
        firstPaymentDate: today,
        monthlyPaymentAmount: 180,
        termInMonths: 54,
      },
    });
    const updated = await provider.update('DmpEnrollment', {
      id: dmp.data.id,
      data: { ...dmp.data, monthlyPaymentAmount: 175 },
      previousData: dmp.data,
    });
    expect(updated.data.monthlyPaymentAmount).toBe(175);
    const borrower = one(
      await provider.getList('Borrower', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      }),
    );
    const renamed = await provider.update('Borrower', {
      id: borrower.id,
      data: { ...borrower, city: 'Tulsa' },
      previousData: borrower,
    });
    expect(renamed.data.city).toBe('Tulsa');
  });
});

function one<T>(result: { data: T[] }): T {
  return result.data[0];
}

/** The console's own fetch of '/graphql', sent to the test server with one staff member's session. */
const realFetch = globalThis.fetch;
const signedInFetch =
  (server: TestServer, cookie: string): typeof fetch =>
  (input, init) =>
    realFetch(new URL(String(input), server.url), {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), cookie },
    });

/* The console's domain actions as named data-provider methods (issue 22): one mutation each. */
describe("the console's named actions against the API", () => {
  let server: TestServer;
  const cookies = { rita: '', ravi: '', lead: '' };
  const ids = { rita: '', ravi: '', lead: '' };
  const as = (who: keyof typeof cookies) => vi.stubGlobal('fetch', signedInFetch(server, cookies[who]));
  const newApplication = async () =>
    (await aBorrowerApplication(server.database, { application: { status: 'Submitted' } })).application.id;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    for (const [who, email] of [
      ['rita', 'rep1@example.org'],
      ['ravi', 'rep2@example.org'],
      ['lead', 'lead@example.org'],
    ] as const) {
      const client = await server.signIn(email);
      cookies[who] = client.cookie;
      ids[who] = (await client.data<{ me: { id: string } }>('{ me { id } }')).me.id;
    }
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await server?.close();
  });

  it('claims, takes over, unclaims, archives, undoes the archive and unarchives, each answering the change', async () => {
    const id = await newApplication();
    as('rita');
    expect(await consoleActions.claimApplication(id)).toMatchObject({ id, assignedTo: ids.rita });
    as('ravi');
    expect(await consoleActions.takeOverApplication(id, ids.rita)).toMatchObject({
      assignedTo: ids.ravi,
      assignedToName: 'Ravi Rep',
    });
    expect(await consoleActions.unclaimApplication(id)).toMatchObject({ assignedTo: null });
    expect(await consoleActions.archiveApplication(id)).toMatchObject({ status: 'Archived' });
    expect(await consoleActions.undoArchiveApplication(id)).toMatchObject({ status: 'Submitted' });
    await consoleActions.archiveApplication(id);
    expect((await consoleActions.unarchiveApplication(id)).status).not.toBe('Archived');
  });

  it("refuses as the server says, as the HttpError react-admin's notifications read", async () => {
    const id = await newApplication();
    as('rita');
    await consoleActions.claimApplication(id);
    as('ravi');
    const refusal = await consoleActions.claimApplication(id).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).message).toMatch(/Rita Rep|claimed/);
    // The take-over names the holder Ravi saw; Rita unclaimed meanwhile, so it is refused.
    as('rita');
    await consoleActions.unclaimApplication(id);
    as('ravi');
    await expect(consoleActions.takeOverApplication(id, ids.rita)).rejects.toBeInstanceOf(HttpError);
  });

  it("moves chosen applications and all of a rep's claims for a lead", async () => {
    const [a, b] = [await newApplication(), await newApplication()];
    as('rita');
    await consoleActions.claimApplication(a);
    as('lead');
    expect(await consoleActions.reassignApplications([a, b], ids.ravi)).toEqual({
      moved: 2,
      toRepName: 'Ravi Rep',
    });
    expect(await consoleActions.reassignAllClaims(ids.ravi, ids.rita)).toMatchObject({
      toRepName: 'Rita Rep',
    });
    as('rita');
    await expect(consoleActions.reassignAllClaims(ids.rita, ids.ravi)).rejects.toBeInstanceOf(HttpError);
  });

  it('saves a list, shares it with the floor and removes it, sharing for a lead only', async () => {
    as('ravi');
    const own = await consoleActions.createSavedQuery({
      name: 'Callable',
      listKey: 'summary',
      filterValues: { status: 'Submitted' },
      isPublished: false,
    });
    await expect(consoleActions.publishSavedQuery(own.id, true)).rejects.toBeInstanceOf(HttpError);
    expect(await consoleActions.deleteSavedQuery(own.id)).toEqual({ id: own.id });
    as('lead');
    const shared = await consoleActions.createSavedQuery({
      name: 'Floor',
      listKey: 'summary',
      filterValues: {},
      isPublished: false,
    });
    expect(await consoleActions.publishSavedQuery(shared.id, true)).toEqual({ id: shared.id });
  });

  it("resets a rep's two-step sign-in for a lead only", async () => {
    as('ravi');
    await expect(consoleActions.resetSecondFactor(ids.rita)).rejects.toBeInstanceOf(HttpError);
    as('lead');
    expect(await consoleActions.resetSecondFactor(ids.rita)).toEqual({
      id: ids.rita,
      hasSecondFactor: false,
    });
  });
});
