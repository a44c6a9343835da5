import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCompleteCreditApplication } from '../helpers/consoleBuilders';
import type { HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * Issue 40 (Medium): a rep's credit pulls, new decisions, income and hardship changes through the
 * borrower flow left nothing in the audit log or the read log. They are audited like console actions
 * (who, what, before, after, in the step's own transaction), and what they answered is a logged read.
 */
describe.each(testDialects)("a rep's work in the borrower flow on %s", (dialect) => {
  let server: TestServer;
  let rep: HttpClient;
  let repId: string;
  let applicationId: string;

  beforeAll(async () => {
    // Training: its simulated bureau answers the credit pull.
    server = await startTestServer(dialect, { workspace: 'training' });
    rep = await server.signIn('rep1@example.org');
    repId = (await rep.get<{ user: { id: string } }>('/auth/me')).body.user.id;
    const { application } = await aCompleteCreditApplication(server.database, {
      borrower: { email: `flow.audit.${dialect}@example.com` },
    });
    applicationId = application.id;
  });
  afterAll(() => server?.close());

  const auditOf = async (action: string) => {
    const { db, t } = server.database;
    const rows = await db.select().from(t.auditLog).where(eq(t.auditLog.applicationId, applicationId));
    return rows.filter((row) => row.action === action);
  };
  const readsOf = async (kind: string) => {
    const { db, t } = server.database;
    const rows = await db.select().from(t.readLog).where(eq(t.readLog.applicationId, applicationId));
    return rows.filter((row) => row.kind === kind && row.actorId === repId);
  };

  it('audits hardship changes with the answers before and after', async () => {
    await rep.data('mutation($input: LifeEventsInput!) { saveLifeEvents(input: $input) { nextRoute } }', {
      input: {
        applicationId,
        hardships: [
          { key: 'hasJobLossOrReducedIncome', value: false },
          { key: 'hasMedicalDebtOrExpenses', value: true },
        ],
      },
    });
    const [entry] = await auditOf('saveLifeEvents');
    expect(entry.actorId).toBe(repId);
    expect(entry.before).toMatchObject({ hardships: { hasJobLossOrReducedIncome: true } });
    expect(entry.after).toMatchObject({ hardships: { hasJobLossOrReducedIncome: false } });
  });

  it('audits a change of income with the figure before and after', async () => {
    await rep.data(
      'mutation($input: MonthlyIncomeInput!) { saveMonthlyIncome(input: $input) { nextRoute } }',
      { input: { applicationId, selfReportedMonthlyCurrentIncome: 3900 } },
    );
    const [entry] = await auditOf('saveMonthlyIncome');
    expect(entry.actorId).toBe(repId);
    expect(entry.before).toEqual({ selfReportedMonthlyCurrentIncome: 4200 });
    expect(entry.after).toEqual({ selfReportedMonthlyCurrentIncome: 3900 });
  });

  it('audits a credit pull and a new decision, and logs what they answered as reads', async () => {
    const pull = await rep.post('/api/reports', { applicationId });
    expect(pull.status).toBe(200);
    const [pulled] = await auditOf('pullCredit');
    expect(pulled.actorId).toBe(repId);
    expect(pulled.before).toMatchObject({ creditPullStatus: 'notAttempted' });
    expect(pulled.after).toMatchObject({ creditPullStatus: 'pulled' });
    expect(await readsOf('creditReport')).toHaveLength(1);

    const decided = await rep.post<{ id: string }>('/api/decision', { applicationId });
    expect(decided.status).toBe(200);
    const [decision] = await auditOf('makeDecision');
    expect(decision.actorId).toBe(repId);
    expect(decision.entityId).toBe(decided.body.id);
    expect(decision.after).toMatchObject({ decisionId: decided.body.id });
    expect(await readsOf('decision')).toHaveLength(1);
  });

  it('names the application as the console does, so its History reads one record', async () => {
    await rep.data('mutation($input: LifeEventsInput!) { saveLifeEvents(input: $input) { nextRoute } }', {
      input: { applicationId, hardships: [{ key: 'hasMedicalDebtOrExpenses', value: false }] },
    });
    await rep.gql('mutation($id: ID!) { updateApplication(id: $id, isCarOwner: true) { id } }', {
      id: applicationId,
    });
    const { db, t } = server.database;
    const rows = await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, applicationId));
    expect(rows.map((row) => row.action)).toEqual(expect.arrayContaining(['saveLifeEvents', 'update']));
    expect(new Set(rows.map((row) => row.entity))).toEqual(new Set(['Application']));
  });
});
