import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerFrom, type Viewer } from '../../api/auth/viewer';
import { repGroup } from '../../api/domain/permissions';
import { claimApplication } from '../../api/services/applicationActions';
import { revealAccountNumber } from '../../api/services/accountNumbers';
import { viewApplication } from '../../api/services/applicationRead';
import { applicationChangesOf } from '../../api/services/applicationChanges';
import { plaidItemUpdatesFor } from '../../api/services/flow/plaidItemUpdates';
import { readData } from '../../api/data/bound';
import { currentDemoDataJob, startDemoDataLoad } from '../../api/services/demoData';
import type { ServiceDeps } from '../../api/services/deps';
import { expenseComparison } from '../../api/services/expenseComparison';
import { floorStats } from '../../api/services/floorStats';
import { requestIncomePrediction } from '../../api/services/flow/bank';
import { proposeBudgets } from '../../api/services/flow/budgets';
import { pullCredit } from '../../api/services/flow/creditPull';
import { makeDecision } from '../../api/services/flow/decisions';
import { fetchExpenseEstimates } from '../../api/services/flow/expenseEstimates';
import { recordOutreachEvent } from '../../api/services/flow/outreach';
import { createDebtScore, createRiskScore } from '../../api/services/flow/scores';
import { reassignApplications } from '../../api/services/reassign';
import { createRep } from '../../api/services/reps';
import { walkToExpensesPage } from '../helpers/flowWalk';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/** A caller in the given groups, as no transport made them: only the use case stands in the way. */
const viewerIn = (id: string, groups: string[]): Viewer =>
  viewerFrom(
    { id, email: `${id}@example.com`, name: null, phoneNumber: null, mustChangePassword: false },
    groups,
  );

const stranger = viewerIn('someone-else', []);

/** A subscription refused as it starts answers the refusal's code; one that starts answers 'started'. */
function subscribing(start: () => AsyncGenerator<unknown>): string {
  try {
    void start().return(undefined);
    return 'started';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}
const rep = viewerIn('a-rep', [repGroup]);

/**
 * Authorization lives in each use case (graphql-hive's way): a service called straight, with no
 * GraphQL field guard and no REST rule before it, still refuses a caller the permissions deny.
 */
describe.each(testDialects)('the use cases check their caller themselves (%s)', (dialect) => {
  let server: TestServer;
  /** The dependencies a transport would give; the refusal comes before any adapter is used. */
  let deps: ServiceDeps;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    deps = { database: server.database, now: () => new Date(), workspace: 'training' } as ServiceDeps;
  });
  afterAll(() => server?.close());

  it("refuses another borrower's bank updates and staff's application changes as the subscription starts", () => {
    const owner = viewerIn('the-owner', []);
    const { database } = server;
    expect(subscribing(() => plaidItemUpdatesFor(database, 'training', stranger, 'the-owner'))).toBe(
      'NOT_FOUND',
    );
    expect(subscribing(() => plaidItemUpdatesFor(database, 'training', owner, 'the-owner'))).toBe('started');
    expect(subscribing(() => plaidItemUpdatesFor(database, 'training', rep, 'the-owner'))).toBe('started');
    expect(subscribing(() => applicationChangesOf(database, owner, 'any-application'))).toBe('FORBIDDEN');
    expect(subscribing(() => applicationChangesOf(database, rep, 'any-application'))).toBe('started');
  });

  it("refuses staff use cases to a borrower and a lead's to a rep", async () => {
    // Each call made inside its expect: one made earlier would reject unhandled while the others wait.
    const refusals = [
      () => claimApplication(deps, stranger, 'any-application'),
      () => expenseComparison(deps, stranger, 'any-application'),
      () => revealAccountNumber(deps, stranger, 'any-debt'),
      () => reassignApplications(deps, rep, ['any-application'], 'a-rep'),
      () =>
        floorStats(deps, rep, { dayStart: new Date().toISOString(), weekStart: new Date().toISOString() }),
      () => startDemoDataLoad(deps, rep, { seed: 1 }),
      () => currentDemoDataJob(deps, rep),
      () =>
        createRep(deps, rep, {
          email: 'new.rep@example.com',
          name: 'New Rep',
          isLead: true,
          password: 'a-long-passphrase-1',
        }),
    ];
    for (const refusal of refusals) await expect(refusal()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it("answers another borrower's credit steps as unknown and writes nothing", async () => {
    const { borrower, applicationId } = await walkToExpensesPage(server, {
      lastName: 'Owner',
      email: `use-case.${dialect}@example.com`,
      income: 6000,
    });
    const { db, t } = server.database;
    const [application] = await db.select().from(t.applications).where(eq(t.applications.id, applicationId));
    const creditReportId = application.borrowerCreditReportId!;
    const risk = await borrower.post<{ riskScore: { id: string } }>('/api/risk-score', { creditReportId });
    const riskScoresBefore = await db.select().from(t.riskScores);

    // Each call made inside its expect: one made earlier would reject unhandled while the others wait.
    const refusals = [
      () => pullCredit(deps, stranger, applicationId),
      () => makeDecision(deps, stranger, applicationId),
      () => createRiskScore(deps, stranger, creditReportId),
      () => createDebtScore(deps, stranger, risk.body.riskScore.id),
      () => proposeBudgets(deps, stranger, applicationId),
      () => fetchExpenseEstimates(deps, stranger, applicationId),
      () => requestIncomePrediction(deps, stranger, applicationId),
      () => recordOutreachEvent(deps, stranger, application.applicationBorrowerId!, 'obtainedOffer'),
      () =>
        viewApplication(deps, stranger, applicationId, (id) =>
          readData(server.database).applications.applicationById(id),
        ),
    ];
    for (const refusal of refusals) await expect(refusal()).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const { decisions, proposedBudgets, outreachEvents } = t;
    expect(await db.select().from(decisions).where(eq(decisions.applicationId, applicationId))).toEqual([]);
    expect(
      await db.select().from(proposedBudgets).where(eq(proposedBudgets.applicationId, applicationId)),
    ).toEqual([]);
    expect(await db.select().from(t.riskScores)).toEqual(riskScoresBefore);
    expect(
      await db
        .select()
        .from(outreachEvents)
        .where(eq(outreachEvents.borrowerId, application.applicationBorrowerId!)),
    ).toEqual([]);
  });
});
