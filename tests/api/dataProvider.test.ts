import { buildSchema, introspectionFromSchema } from 'graphql';
import buildGraphQLProvider from 'ra-data-graphql-simple';
import type { DataProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
