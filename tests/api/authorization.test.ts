import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, type Rule } from '../../api/auth/permissions';
import { actionGroups, repGroup, type Action } from '../../api/domain/permissions';
import { readTypeDefs } from '../../api/graphql/schema';
import { aBorrowerAccount, aBorrowerApplication, borrowerPassword } from '../helpers/builders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const sdl = buildSchema(readTypeDefs());
const roots = (['Query', 'Mutation', 'Subscription'] as const).flatMap((root) => {
  const type =
    root === 'Query'
      ? sdl.getQueryType()
      : root === 'Mutation'
        ? sdl.getMutationType()
        : sdl.getSubscriptionType();
  return type ? Object.values(type.getFields()).map((field) => ({ root, field })) : [];
});

function typeString(type: GraphQLInputType): string {
  if (isNonNullType(type)) return `${typeString(type.ofType as GraphQLInputType)}!`;
  if (isListType(type)) return `[${typeString(type.ofType as GraphQLInputType)}]`;
  return type.name;
}

/** Plausible arguments: an id of an application the borrower does not own, small valid scalars. */
function sampleValue(type: GraphQLInputType, name: string, ids: { applicationId: string }): unknown {
  const inner = isNonNullType(type) ? (type.ofType as GraphQLInputType) : type;
  if (isListType(inner)) return [sampleValue(inner.ofType as GraphQLInputType, name, ids)];
  if (isInputObjectType(inner)) {
    const required = Object.values(inner.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(required.map((f) => [f.name, sampleValue(f.type, f.name, ids)]));
  }
  switch (getNamedType(inner).name) {
    case 'ID':
      return ids.applicationId;
    case 'Int':
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'String':
      return name === 'method' ? 'Phone' : name === 'outcome' ? 'Wrong number' : 'x';
    default:
      return {};
  }
}

function operationFor(root: string, field: GraphQLField<unknown, unknown>, ids: { applicationId: string }) {
  const required = field.args.filter((a) => isNonNullType(a.type));
  const defs = required.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const keyword = root === 'Query' ? 'query' : root === 'Mutation' ? 'mutation' : 'subscription';
  return {
    query: `${keyword}${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((a) => [a.name, sampleValue(a.type, a.name, ids)])),
  };
}

describe('every operation of schema.graphql has a permission rule', () => {
  it.each(roots.map(({ root, field }) => `${root}.${field.name}`))('%s', (operation) => {
    expect(permissions[operation]).toBeDefined();
  });
});

describe.each(testDialects)('the authorization matrix on %s', (dialect) => {
  let server: TestServer;
  let clients: Record<'anonymous' | 'borrower' | 'rep' | 'lead', HttpClient>;
  let ids: { applicationId: string };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await aBorrowerAccount(server.database, 'matrix-borrower@example.com');
    const other = await aBorrowerApplication(server.database);
    ids = { applicationId: other.application.id };
    clients = {
      anonymous: server.client(),
      borrower: await server.signIn('matrix-borrower@example.com', borrowerPassword),
      rep: await server.signIn('rep1@example.org'),
      lead: await server.signIn('lead@example.org'),
    };
  });
  afterAll(() => server?.close());

  /** What a lead may do and a rep may not (tests/unit/permissions.test.ts pins the whole table). */
  const leadOnly = (Object.keys(actionGroups) as Action[]).filter(
    (action) => !(actionGroups[action] as readonly string[]).includes(repGroup),
  ) as Rule[];
  const allowed: Record<keyof typeof clients, (rule: Rule) => boolean> = {
    anonymous: (rule) => rule === 'public',
    borrower: (rule) => rule === 'public' || rule === 'signedIn' || rule === 'borrower',
    rep: (rule) => !leadOnly.includes(rule) && rule !== 'borrower',
    lead: (rule) => rule !== 'borrower',
  };
  /** The matrix runs in live, where demo data is refused to everyone (tests/api/workspaces.test.ts). */
  const trainingOnly = new Set(['Mutation.loadDemoData']);

  for (const role of ['anonymous', 'borrower', 'rep', 'lead'] as const) {
    it(`as ${role}: refused exactly where the rule says`, async () => {
      const problems: string[] = [];
      for (const { root, field } of roots) {
        const operation = `${root}.${field.name}`;
        const rule = permissions[operation];
        const { query, variables } = operationFor(root, field, ids);
        const res = await clients[role].gql(query, variables);
        if (root === 'Subscription') {
          // Nothing runs over HTTP (graphql-http, issue 22): a subscription goes to the WebSocket, whose
          // guard is the same field guard (tests/api/subscriptions.test.ts).
          if (res.status !== 400 || !/WebSocket/.test(res.body.errors?.[0]?.message ?? ''))
            problems.push(`${operation}: ran over HTTP (${res.status})`);
          continue;
        }
        const code = errorCode(res);
        const refused = code === 'UNAUTHENTICATED' || code === 'FORBIDDEN';
        if (allowed[role](rule) && !trainingOnly.has(operation)) {
          // A signed-in borrower may call these, but not on someone else's records: refused or not found.
          const objectLevel =
            role === 'borrower' && (rule === 'signedIn' || rule === 'borrower') && field.args.length > 0;
          const objectRefused = code === 'FORBIDDEN' || code === 'NOT_FOUND';
          if (objectLevel ? !objectRefused : refused) problems.push(`${operation}: got ${code}`);
          if (objectLevel && res.body.data && Object.values(res.body.data).some((v) => v !== null))
            problems.push(`${operation}: leaked data`);
        } else {
          const expected = role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
          if (code !== expected) problems.push(`${operation}: expected ${expected}, got ${code ?? 'data'}`);
          if (res.body.data && Object.values(res.body.data).some((v) => v !== null))
            problems.push(`${operation}: leaked data`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('keeps the REST staff routes to staff', async () => {
    for (const path of ['/api/user?username=rep1@example.org', '/api/users?groupname=CustomerService']) {
      expect((await clients.anonymous.get(path)).status).toBe(401);
      expect((await clients.borrower.get(path)).status).toBe(403);
      expect((await clients.rep.get(path)).status).toBe(200);
    }
  });

  it('does not let a borrower set staff fields', async () => {
    const variables = { id: ids.applicationId };
    const res = await clients.borrower.gql(
      'mutation($id: ID!) { updateApplication(id: $id, status: "Transferred") { id } }',
      variables,
    );
    expect(res.status).toBe(400);
    const claim = await clients.borrower.gql(
      'mutation($id: ID!) { claimApplication(id: $id) { id } }',
      variables,
    );
    expect(errorCode(claim)).toBe('FORBIDDEN');
  });
});
