import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import {
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../api/auth/permissions';
import { buildApiSchema } from '../../api/graphql/schema';
import {
  applicationPersonalFields,
  fileTypes,
  notPersonalTypes,
  personalKindOf,
  rootFields,
  valueTypes,
} from '../../api/graphql/personalData';
import {
  aCompleteCreditApplication,
  aContactAttempt,
  aCreditReport,
  aDecisionWithOffers,
  expenseLines,
  typicalDebts,
  typicalExpenses,
} from '../helpers/consoleBuilders';
import type { GraphqlBody, HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * The read log's schema walk (SECURITY.md §32; issue 40, High: a rep listed every borrower's date of
 * birth, address and phone with no entry). Every object type of the schema is classified in
 * api/graphql/personalData.ts; then, against one complete borrower's file, every field a lead can reach
 * from a root field (and the fields one level under it) is asked for alone: a field the table calls
 * personal, or one whose answer holds any of the borrower's personal values, must leave an entry. A
 * field added without its place in the table fails here until it logs.
 */

const schema = buildApiSchema();
const objectTypes = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
);

describe('every type of the schema is classified for the read log', () => {
  it.each(objectTypes.map((type) => type.name))('%s', (name) => {
    const places = [
      name === 'Application' || name in fileTypes,
      name in valueTypes,
      name in notPersonalTypes,
    ].filter(Boolean);
    expect(places, `${name}: add it to api/graphql/personalData.ts`).toHaveLength(1);
  });

  it('names only fields that exist', () => {
    const fieldsOf = (name: string) => Object.keys((schema.getType(name) as GraphQLObjectType).getFields());
    for (const [name, file] of Object.entries(fileTypes))
      for (const field of [...(file.except ?? []), ...Object.keys(file.kinds ?? {})])
        expect(fieldsOf(name), `${name}.${field}`).toContain(field);
    for (const field of Object.keys(applicationPersonalFields))
      expect(fieldsOf('Application')).toContain(field);
    for (const path of [...Object.values(valueTypes), ...Object.keys(rootFields)]) {
      const [type, field] = path.split('.');
      expect(fieldsOf(type), path).toContain(field);
    }
  });
});

/** The arguments a walk can give: an id of a row of the type, or the file's application. */
type Ids = Record<string, string>;

const isList = (type: GraphQLType): boolean => (isNonNullType(type) ? isList(type.ofType) : isListType(type));

/** One selection ending at a leaf, and whether a field on its way is personal by the table. */
interface Path {
  selection: string;
  personal: boolean;
  label: string;
}

/** The leaf paths under `type`, one level of nested objects deep, each field asked for alone. */
function pathsUnder(type: GraphQLObjectType, depth: number, seen: string[]): Path[] {
  const paths: Path[] = [];
  for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
    if (field.args.some((arg) => isNonNullType(arg.type))) continue;
    const named = getNamedType(field.type);
    const personal = personalKindOf(type.name, field.name) !== null;
    if (!isObjectType(named)) {
      paths.push({ selection: field.name, personal, label: `${type.name}.${field.name}` });
    } else if (depth > 0 && !seen.includes(named.name)) {
      for (const inner of pathsUnder(named, depth - 1, [...seen, named.name]))
        paths.push({
          selection: `${field.name} { ${inner.selection} }`,
          personal: personal || inner.personal,
          label: `${type.name}.${field.name} > ${inner.label}`,
        });
    }
  }
  return paths;
}

/** Whether the answer carries a value (not null) of the field `leaf` anywhere. */
function holdsValueOf(value: unknown, leaf: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsValueOf(item, leaf));
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, inner]) => (key === leaf && inner !== null) || holdsValueOf(inner, leaf),
  );
}

describe.each(testDialects)('the schema walk of the read log on %s', (dialect) => {
  let server: TestServer;
  let lead: HttpClient;
  let leadId: string;
  const ids: Ids = {};
  const personalValues: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(dialect);
    lead = await server.signIn('lead@example.org');
    leadId = (await lead.get<{ user: { id: string } }>('/auth/me')).body.user.id;
    const { application, borrower } = await aCompleteCreditApplication(server.database, {
      borrower: {
        email: `walk.person.${dialect}@example.com`,
        phoneNumber: '512-555-0177',
        dateOfBirth: '1961-07-14',
        addressLine1: '77 Walkabout Lane',
        zipCode: '78701',
      },
      application: { selfReportedMonthlyCurrentIncome: 4321.09 },
    });
    const { report, debts } = await aCreditReport(server.database, application, typicalDebts);
    await aDecisionWithOffers(server.database, application.id, {
      qualified: true,
      offers: [{ debtId: debts[0].id, balance: 4567.89, payment: 123.45, term: 48 }],
    });
    await aContactAttempt(server.database, {
      applicationId: application.id,
      method: 'Phone',
      outcome: 'Left voicemail',
      note: 'Walk note: asked about her daughter',
    });
    await expenseLines(server.database, application.id, typicalExpenses);
    const { t } = server.database;
    await server.database.withTransaction(async (tx) => {
      const [item] = await tx
        .insert(t.bankItems)
        .values({
          applicationId: application.id,
          borrowerId: borrower.id,
          institutionId: 'ins_walk',
          institutionName: 'Walkabout Credit Union',
        })
        .returning();
      await tx.insert(t.bankAccounts).values({ bankItemId: item.id, mask: '9137', name: 'Walk Checking' });
      await tx.insert(t.incomeSnapshots).values({ borrowerId: borrower.id, monthlyIncome: 3876.54 });
      await tx.insert(t.debtScores).values({ borrowerId: borrower.id, value: 61 });
      await tx.insert(t.alerts).values({ borrowerId: borrower.id, type: 'bankAccountDisconnected' });
      await tx.insert(t.dmpEnrollments).values({
        applicationId: application.id,
        dateSigned: '2026-01-05',
        firstPaymentDate: '2026-02-01',
        monthlyPaymentAmount: 345.67,
        termInMonths: 48,
      });
      await tx.insert(t.auditLog).values({
        actorId: leadId,
        action: 'update',
        entity: 'Borrower',
        entityId: borrower.id,
        applicationId: application.id,
        before: { phoneNumber: '512-555-0176' },
        after: { phoneNumber: '512-555-0177' },
      });
    });
    Object.assign(ids, { applicationId: application.id, creditReportId: report.id });
    personalValues.push(
      `walk.person.${dialect}@example.com`,
      '512-555-0177',
      '1961-07-14',
      '77 Walkabout Lane',
      'jorge.lopez@example.com',
      '4321.09',
      '4567.89',
      '345.67',
      '3876.54',
      '9137',
      'Walk Checking',
      'Walkabout Credit Union',
      'Walk note',
    );
  });
  afterAll(() => server?.close());

  // A value on its own, not inside another: an id is hex, and an account mask such as 9137 can appear
  // inside one (a run whose lead had such an id found the lead's own id personal).
  const standsAlone = (value: string) =>
    new RegExp(`(?<![0-9A-Za-z-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z-])`);

  const entries = async () => {
    const { db, t } = server.database;
    const [{ n }] = await db.select({ n: count() }).from(t.readLog).where(eq(t.readLog.actorId, leadId));
    return Number(n);
  };

  /** The root fields a lead may ask for, with the arguments this file gives them. */
  function roots(): { field: GraphQLField<unknown, unknown>; args: string }[] {
    const query = schema.getQueryType()!;
    const found: { field: GraphQLField<unknown, unknown>; args: string }[] = [];
    for (const field of Object.values(query.getFields()) as GraphQLField<unknown, unknown>[]) {
      if (permissions[`Query.${field.name}`] === 'borrower') continue;
      if (!isObjectType(getNamedType(field.type))) continue;
      const required = field.args.filter((arg) => isNonNullType(arg.type));
      if (required.some((arg) => arg.name !== 'id' && arg.name !== 'applicationId')) continue;
      const args = required.map(
        (arg) => `${arg.name}: "${arg.name === 'applicationId' ? ids.applicationId : `$${field.name}`}"`,
      );
      found.push({
        field,
        args: args.length ? `(${args.join(', ')})` : isList(field.type) ? '(perPage: 100)' : '',
      });
    }
    return found;
  }

  /** The id of a row of `type` in this file, from its list (X(id) is asked for with it). */
  async function idOf(typeName: string): Promise<string | null> {
    const list = Object.values(schema.getQueryType()!.getFields()).find(
      (f) => isList(f.type) && getNamedType(f.type).name === typeName && f.name.startsWith('all'),
    );
    if (!list) return null;
    const res = await lead.post<GraphqlBody>('/graphql', { query: `{ ${list.name}(perPage: 1) { id } }` });
    const rows = res.body.data?.[list.name] as { id: string }[] | undefined;
    return rows?.[0]?.id ?? null;
  }

  it('logs every field that returns personal data, reached by any root field, nested or not', async () => {
    const missing: string[] = [];
    let asked = 0;
    for (const { field, args } of roots()) {
      const type = getNamedType(field.type) as GraphQLObjectType;
      let given = args;
      if (args.includes(`"$${field.name}"`)) {
        const id = await idOf(type.name);
        if (!id) continue;
        given = args.replace(`$${field.name}`, id);
      }
      for (const path of pathsUnder(type, 1, [type.name])) {
        const before = await entries();
        const res = await lead.post<GraphqlBody>(
          '/graphql',
          { query: `{ ${field.name}${given} { ${path.selection} } }` },
          { 'x-page-view': randomUUID() },
        );
        asked += 1;
        const answer = JSON.stringify(res.body.data ?? null);
        const holdsPersonal = personalValues.some((value) => standsAlone(value).test(answer));
        const leaf = path.label.split('.').at(-1)!;
        const returned = holdsValueOf(res.body.data, leaf);
        if (!returned || !(path.personal || holdsPersonal)) continue;
        if ((await entries()) === before) missing.push(`${field.name} > ${path.label}`);
      }
    }
    expect(asked).toBeGreaterThan(300);
    expect(missing, 'fields that returned personal data and left no read-log entry').toEqual([]);
  });
});
