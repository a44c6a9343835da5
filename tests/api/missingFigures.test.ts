import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failInserts } from '../helpers/faults';
import { step, walkToExpensesPage } from '../helpers/flowWalk';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

describe.each(testDialects)(
  'no decision on missing figures on %s (borrower-application §4, §8)',
  (dialect) => {
    let server: TestServer;
    const logLines: string[] = [];

    beforeAll(async () => {
      server = await startTestServer(dialect, { logLines });
    });
    afterAll(() => server?.close());

    async function decisionsOf(applicationId: string) {
      const { db, t } = server.database;
      return db.select().from(t.decisions).where(eq(t.decisions.applicationId, applicationId));
    }

    it('an expense-estimate failure waits on pending: an empty submit decides nothing, and no $0 offer', async () => {
      const repair = await failInserts(server, 'expense_estimates');
      const walk = await walkToExpensesPage(server, {
        lastName: 'Ivers',
        email: `ivers.${dialect}@example.com`,
        income: 9000,
      }).catch(async (error) => {
        await repair();
        throw error;
      });
      const { borrower, applicationId, lines } = walk;
      expect(lines).toEqual([]);
      expect(logLines.some((line) => line.includes('expense estimates failed'))).toBe(true);
      const afterIncome = await borrower.data<{
        myApplication: { lastViewedPage: string; resumeRoute: string };
      }>('{ myApplication { lastViewedPage resumeRoute } }');
      expect(afterIncome.myApplication).toEqual({
        lastViewedPage: 'Pending',
        resumeRoute: '/offers/pending',
      });

      // The expenses page opened anyway (a bookmark, the back button) and submitted empty.
      const empty = await step(borrower, 'submitExpenses', { applicationId, lines: [] });
      expect(empty.nextRoute).toBe('/offers/pending');
      expect(empty.application.lastViewedPage).toBe('Pending');
      expect(await decisionsOf(applicationId)).toEqual([]);
      const presented = await borrower.data<{ presentDecision: { nextRoute: string } }>(
        'mutation($id: ID!) { presentDecision(applicationId: $id) { nextRoute } }',
        { id: applicationId },
      );
      expect(presented.presentDecision.nextRoute).toBe('/offers/pending');

      // Once the estimates can be had, the borrower reviews them before anything is decided.
      await repair();
      const retried = await step(borrower, 'submitExpenses', { applicationId, lines: [] });
      expect(retried.nextRoute).toBe('/application/expenses');
      expect(await decisionsOf(applicationId)).toEqual([]);
      const { myApplication } = await borrower.data<{
        myApplication: { expenseEstimates: { id: string; estimatedValue: number }[] };
      }>('{ myApplication { expenseEstimates { id estimatedValue } } }');
      expect(myApplication.expenseEstimates).toHaveLength(38);
      const decided = await step(borrower, 'submitExpenses', {
        applicationId,
        lines: myApplication.expenseEstimates.map((e) => ({ id: e.id, selfReportedValue: e.estimatedValue })),
      });
      expect(decided.nextRoute).toBe('/application/bank-connection');
      const [decision] = await decisionsOf(applicationId);
      expect(decision.currentExpenses).toBeGreaterThan(0);
    });

    it('a rental estimate failure goes on to call-us, as after an expenses error', async () => {
      const repair = await failInserts(server, 'expense_estimates');
      const { borrower } = await walkToExpensesPage(server, {
        lastName: 'Renner',
        email: `renner.${dialect}@example.com`,
        income: 2600,
        type: 'rental',
      }).finally(repair);
      const { myApplication } = await borrower.data<{ myApplication: { resumeRoute: string } }>(
        '{ myApplication { resumeRoute } }',
      );
      expect(myApplication.resumeRoute).toBe('/offers/call-us');
    });

    it('the decision service refuses an application whose income or expenses are missing', async () => {
      const { borrower, applicationId } = await walkToExpensesPage(server, {
        lastName: 'Quinn',
        email: `quinn.${dialect}@example.com`,
        income: 5000,
      });
      const { t } = server.database;
      await server.database.withTransaction((tx) =>
        tx.delete(t.expenseEstimates).where(eq(t.expenseEstimates.applicationId, applicationId)),
      );
      const res = await borrower.post('/api/decision', { applicationId });
      expect(res.status).toBe(409);
      expect(await decisionsOf(applicationId)).toEqual([]);
    });
  },
);
