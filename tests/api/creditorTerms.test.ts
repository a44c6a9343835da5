import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doesNotTakePartReason } from '../../api/domain/decision';
import { todayIn, addDays } from '../../api/domain/dates';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { aDecidableApplication } from '../helpers/creditBuilders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const creditorFields =
  'id kind friendlyName namePatterns planApr termInMonths minimumPayment participatesInPlans effectiveDate version versionId recordedByName';

interface Creditor {
  id: string;
  kind: string;
  friendlyName: string;
  namePatterns: string[];
  planApr: number;
  termInMonths: number;
  minimumPayment: number;
  participatesInPlans: boolean;
  effectiveDate: string;
  version: number;
  versionId: string;
  recordedByName: string | null;
}

const list = `query($filter: CreditorFilter) {
  allCreditors(perPage: 100, filter: $filter) { ${creditorFields} }
  _allCreditorsMeta(filter: $filter) { count }
}`;
const one = `query($id: ID!) {
  Creditor(id: $id) { ${creditorFields} versions { id version planApr effectiveDate isInForce recordedByName } }
}`;
const update = `mutation($id: ID!, $version: Int!, $planApr: Float, $participatesInPlans: Boolean, $minimumPayment: Float, $namePatterns: [String!], $effectiveDate: String!) {
  updateCreditor(id: $id, version: $version, planApr: $planApr, participatesInPlans: $participatesInPlans,
    minimumPayment: $minimumPayment, namePatterns: $namePatterns, effectiveDate: $effectiveDate) { ${creditorFields} }
}`;
const create = `mutation($friendlyName: String!, $namePatterns: [String!]!, $planApr: Float!, $effectiveDate: String!) {
  createCreditor(friendlyName: $friendlyName, namePatterns: $namePatterns, planApr: $planApr, termInMonths: 48,
    minimumPayment: 25.5, participatesInPlans: true, effectiveDate: $effectiveDate) { ${creditorFields} }
}`;
const review = '{ creditorTermsReview { isReviewed reviewedAt reviewedByName } }';
const markReviewed = 'mutation { markCreditorTermsReviewed { isReviewed reviewedByName } }';
const decisionOf = `query($id: ID!) { Application(id: $id) {
  decision {
    isQualified creditorTermsReviewed proposedUnsecuredDebtPayment currentUnsecuredDebtPayment numberOfUnsecuredDebts
    leftOutCreditors { lenderName lenderFriendlyName accountLastFour balance currentPayment lenderConcessionId creditorTermsVersionId reason }
  }
  offers { lenderName lenderConcessionId creditorTermsVersionId proposedApr payment
    creditorTermsVersion { version planApr isInForce } }
} }`;

interface OfferView {
  lenderName: string;
  lenderConcessionId: string;
  creditorTermsVersionId: string;
  proposedApr: number;
  payment: number;
  creditorTermsVersion: { version: number; planApr: number; isInForce: boolean };
}

interface DecisionView {
  isQualified: boolean;
  creditorTermsReviewed: boolean;
  proposedUnsecuredDebtPayment: number;
  currentUnsecuredDebtPayment: number;
  numberOfUnsecuredDebts: number;
  offers: OfferView[];
  leftOutCreditors: {
    lenderName: string;
    lenderFriendlyName: string;
    accountLastFour: string;
    balance: number;
    currentPayment: number;
    lenderConcessionId: string;
    creditorTermsVersionId: string;
    reason: string;
  }[];
}

describe.each(testDialects)('the agency’s creditor terms on %s', (dialect) => {
  let server: TestServer;
  let rep: HttpClient;
  let lead: HttpClient;
  const today = todayIn(new Date());

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [rep, lead] = await Promise.all([server.signIn('rep1@example.org'), server.signIn('lead@example.org')]);
  });
  afterAll(() => server?.close());

  const creditor = async (client: HttpClient, id: string) =>
    (await client.data<{ Creditor: Creditor & { versions: Record<string, unknown>[] } }>(one, { id }))
      .Creditor;
  const auditOf = (entity: string, entityId?: string) => {
    const { db, t } = server.database;
    return db
      .select()
      .from(t.auditLog)
      .where(
        entityId
          ? and(eq(t.auditLog.entity, entity), eq(t.auditLog.entityId, entityId))
          : eq(t.auditLog.entity, entity),
      );
  };
  /** The rep decides for a caller (POST /api/decision), then reads the decision as the Decision tab does. */
  async function decide(tradelines: Parameters<typeof aDecidableApplication>[1]) {
    const { application } = await aDecidableApplication(server.database, tradelines);
    const res = await rep.post<{ isQualified: boolean }>('/api/decision', { applicationId: application.id });
    expect(res.status).toBe(200);
    const { Application } = await rep.data<{
      Application: { decision: Omit<DecisionView, 'offers'>; offers: OfferView[] };
    }>(decisionOf, { id: application.id });
    return { ...Application.decision, offers: Application.offers };
  }

  it('live starts with the starting table, not yet reviewed, and every rep can read it', async () => {
    const { allCreditors, _allCreditorsMeta } = await rep.data<{
      allCreditors: Creditor[];
      _allCreditorsMeta: { count: number };
    }>(list);
    expect(_allCreditorsMeta.count).toBe(13);
    expect(allCreditors.map((c) => c.friendlyName).slice(-2)).toEqual([
      'Any other creditor',
      'Any collection agency',
    ]);
    expect(allCreditors.find((c) => c.id === 'chase')).toEqual({
      id: 'chase',
      kind: 'creditor',
      friendlyName: 'Chase',
      namePatterns: ['chase', 'jpmcb'],
      planApr: 6,
      termInMonths: 60,
      minimumPayment: 0,
      participatesInPlans: true,
      effectiveDate: today,
      version: 1,
      versionId: 'chase@1',
      recordedByName: null,
    });
    expect(
      (await rep.data<{ creditorTermsReview: { isReviewed: boolean } }>(review)).creditorTermsReview,
    ).toEqual({
      isReviewed: false,
      reviewedAt: null,
      reviewedByName: null,
    });
  });

  it('a rep cannot change the terms or mark them reviewed; a borrower or a stranger cannot read them', async () => {
    const refused = [
      await rep.gql(update, { id: 'barclays', version: 1, planApr: 1, effectiveDate: today }),
      await rep.gql(create, {
        friendlyName: 'X Bank',
        namePatterns: ['x bank'],
        planApr: 5,
        effectiveDate: today,
      }),
      await rep.gql(markReviewed),
    ];
    expect(refused.map(errorCode)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    expect(await creditor(rep, 'barclays')).toMatchObject({ version: 1, planApr: 9.9 });
    expect(await auditOf('Creditor', 'barclays')).toEqual([]);
    await aBorrowerAccount(server.database, `terms.${dialect}@example.com`);
    const borrower = await server.signIn(`terms.${dialect}@example.com`, borrowerPassword);
    expect(errorCode(await borrower.gql(list))).toBe('FORBIDDEN');
    expect(errorCode(await server.client().gql(list))).toBe('UNAUTHENTICATED');
  });

  it('a lead’s change is a new version, audited; the old one stays, and the table reads back as it stood', async () => {
    const { updateCreditor } = await lead.data<{ updateCreditor: Creditor }>(update, {
      id: 'amex',
      version: 1,
      planApr: 8.5,
      effectiveDate: today,
    });
    expect(updateCreditor).toMatchObject({
      id: 'amex',
      version: 2,
      versionId: 'amex@2',
      planApr: 8.5,
      recordedByName: 'Lena Lead',
    });
    // One recorded for next week: the screen shows it, decisions keep to the one in force.
    const nextWeek = addDays(today, 7);
    await lead.data(update, { id: 'amex', version: 2, planApr: 7.25, effectiveDate: nextWeek });
    const amex = await creditor(rep, 'amex');
    expect(amex).toMatchObject({ version: 3, planApr: 7.25, effectiveDate: nextWeek });
    expect(amex.versions).toEqual([
      {
        id: 'amex@3',
        version: 3,
        planApr: 7.25,
        effectiveDate: nextWeek,
        isInForce: false,
        recordedByName: 'Lena Lead',
      },
      {
        id: 'amex@2',
        version: 2,
        planApr: 8.5,
        effectiveDate: today,
        isInForce: true,
        recordedByName: 'Lena Lead',
      },
      {
        id: 'amex@1',
        version: 1,
        planApr: 9.9,
        effectiveDate: today,
        isInForce: false,
        recordedByName: null,
      },
    ]);
    const asOf = async (day: string) =>
      (await rep.data<{ allCreditors: Creditor[] }>(list, { filter: { asOf: day } })).allCreditors.find(
        (c) => c.id === 'amex',
      );
    expect(await asOf(today)).toMatchObject({ version: 2, planApr: 8.5 });
    expect(await asOf(nextWeek)).toMatchObject({ version: 3, planApr: 7.25 });
    expect(await asOf(addDays(today, -1))).toBeUndefined();

    const audit = await auditOf('Creditor', 'amex');
    expect(audit).toHaveLength(2);
    const first = audit.find((e) => (e.after as { version: number }).version === 2)!;
    expect(first).toMatchObject({
      action: 'update',
      before: { version: 1, planApr: 9.9 },
      after: { planApr: 8.5 },
    });
    const { db, t } = server.database;
    const stored = await db
      .select()
      .from(t.creditorTermVersions)
      .where(eq(t.creditorTermVersions.creditorId, 'amex'));
    expect(stored.map((v) => [v.version, v.planApr]).sort()).toEqual([
      [1, 9.9],
      [2, 8.5],
      [3, 7.25],
    ]);
  });

  it('refuses an edit of a version another lead has replaced, and figures out of bounds, saying why', async () => {
    const stale = await lead.gql(update, { id: 'amex', version: 1, planApr: 5, effectiveDate: today });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.body.errors?.[0]?.message).toMatch(
      /Another lead changed these terms meanwhile \(now version 3\)/,
    );
    const bad = await lead.gql(update, {
      id: 'discover',
      version: 1,
      planApr: 40,
      minimumPayment: 100000,
      effectiveDate: addDays(today, -1),
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.extensions?.fields).toEqual({
      planApr: 'Plan APR is invalid: a percentage from 0 to 36, with at most two decimals',
      minimumPayment: 'Minimum payment is invalid: it can be at most $99,999.99',
      effectiveDate: 'Effective date is invalid: a date from today to a year from now',
    });
    const taken = await lead.gql(create, {
      friendlyName: 'JP Morgan Cards',
      namePatterns: ['JPMCB'],
      planApr: 5,
      effectiveDate: today,
    });
    expect(taken.body.errors?.[0]?.extensions?.fields).toEqual({
      namePatterns: "Names matched is invalid: 'jpmcb' already names Chase",
    });
    expect(await creditor(rep, 'discover')).toMatchObject({ version: 1, planApr: 7.9 });
  });

  it('a new creditor gets its own terms from its effective day, its names matched as written', async () => {
    const { createCreditor } = await lead.data<{ createCreditor: Creditor }>(create, {
      friendlyName: 'First Federal Credit Union',
      namePatterns: ['First Federal', 'FFCU'],
      planApr: 4.5,
      effectiveDate: today,
    });
    expect(createCreditor).toMatchObject({
      kind: 'creditor',
      namePatterns: ['first federal', 'ffcu'],
      minimumPayment: 25.5,
      version: 1,
    });
    const decision = await decide([{ lenderName: 'FFCU VISA', balance: 900, payment: 60 }]);
    // $900 over 48 months at 4.5 % is $21 a month; the creditor's minimum lifts it to $26.
    expect(decision.offers).toEqual([
      expect.objectContaining({
        lenderConcessionId: createCreditor.id,
        creditorTermsVersionId: `${createCreditor.id}@1`,
        proposedApr: 4.5,
        payment: 26,
      }),
    ]);
  });

  it('each offer records the version it used; a changed term changes the next decision, never an existing offer', async () => {
    const card = [{ lenderName: 'WF CRD SVC', balance: 8900, payment: 260 }];
    const before = await decide(card);
    expect(before.creditorTermsReviewed).toBe(false);
    expect(before.offers).toEqual([
      expect.objectContaining({
        lenderConcessionId: 'wells-fargo',
        creditorTermsVersionId: 'wells-fargo@1',
        proposedApr: 6,
        payment: 173,
        creditorTermsVersion: { version: 1, planApr: 6, isInForce: true },
      }),
    ]);
    await lead.data(update, { id: 'wells-fargo', version: 1, planApr: 9.9, effectiveDate: today });
    const after = await decide(card);
    expect(after.offers[0]).toMatchObject({
      creditorTermsVersionId: 'wells-fargo@2',
      proposedApr: 9.9,
      payment: 189,
      creditorTermsVersion: { version: 2, planApr: 9.9, isInForce: true },
    });
    // The first offer is as it was made, and says which terms it was made with.
    const { db, t } = server.database;
    const [kept] = await db
      .select()
      .from(t.offers)
      .where(eq(t.offers.creditorTermsVersionId, 'wells-fargo@1'));
    expect(kept).toMatchObject({ proposedApr: 6, payment: 173 });
  });

  it('a creditor that does not take part is left out of the plan, with its reason, and still paid as now', async () => {
    await lead.data(update, {
      id: 'capital-one',
      version: 1,
      participatesInPlans: false,
      effectiveDate: today,
    });
    const decision = await decide([
      { lenderName: 'DISCOVER BANK', balance: 8900, payment: 260 },
      {
        lenderName: 'CAPITAL ONE BANK USA NA',
        balance: 5200,
        payment: 160,
        accountNumber: '5178000011112222',
      },
    ]);
    expect(decision.offers.map((o) => o.lenderConcessionId)).toEqual(['discover']);
    expect(decision.leftOutCreditors).toEqual([
      {
        lenderName: 'CAPITAL ONE BANK USA NA',
        lenderFriendlyName: 'CAPITAL ONE BANK USA NA',
        accountLastFour: '2222',
        balance: 5200,
        currentPayment: 160,
        lenderConcessionId: 'capital-one',
        creditorTermsVersionId: 'capital-one@2',
        reason: doesNotTakePartReason,
      },
    ]);
    expect(decision).toMatchObject({
      isQualified: true,
      currentUnsecuredDebtPayment: 420,
      proposedUnsecuredDebtPayment: decision.offers[0].payment + 160,
      numberOfUnsecuredDebts: 2,
    });
  });

  it('“Mark as reviewed” is a lead’s, audited; decisions after it say the terms were reviewed', async () => {
    const { markCreditorTermsReviewed } = await lead.data<{
      markCreditorTermsReviewed: { isReviewed: boolean; reviewedByName: string };
    }>(markReviewed);
    expect(markCreditorTermsReviewed).toEqual({ isReviewed: true, reviewedByName: 'Lena Lead' });
    expect(
      (await rep.data<{ creditorTermsReview: { isReviewed: boolean } }>(review)).creditorTermsReview,
    ).toMatchObject({
      isReviewed: true,
      reviewedByName: 'Lena Lead',
    });
    expect(await auditOf('CreditorTerms')).toEqual([expect.objectContaining({ action: 'review' })]);
    const decision = await decide([{ lenderName: 'JPMCB CARD', balance: 8900, payment: 260 }]);
    expect(decision.creditorTermsReviewed).toBe(true);
  });
});

describe.each(testDialects)('training’s creditor terms on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { workspace: 'training' });
  });
  afterAll(() => server?.close());

  it('are the starting table, already reviewed: practice data tells no real person anything', async () => {
    const lead = await server.signIn('lead@example.org');
    const { creditorTermsReview, _allCreditorsMeta } = await lead.data<{
      creditorTermsReview: { isReviewed: boolean; reviewedByName: string };
      _allCreditorsMeta: { count: number };
    }>('{ creditorTermsReview { isReviewed reviewedByName } _allCreditorsMeta { count } }');
    expect(creditorTermsReview).toEqual({
      isReviewed: true,
      reviewedByName: 'Training (the starting table)',
    });
    expect(_allCreditorsMeta.count).toBe(13);
  });
});
