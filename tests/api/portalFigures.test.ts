import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../api/logger';
import { demoAccounts } from '../../seed/catalog/demoAccounts';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { staffPassword, startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const demoPassword = 'Demo!pass2024';

interface Summary {
  monthlyIncome: number | null;
  incomeSource: string | null;
  expenses: number;
  debtPayments: number | null;
  debtPaymentsBasis: string | null;
  disposableIncome: number | null;
}

const summaryFields =
  'financialSummary { monthlyIncome incomeSource expenses debtPayments debtPaymentsBasis disposableIncome }';
const decisionFields =
  'decision { isQualified currentUnsecuredDebtPayment proposedUnsecuredDebtPayment monthlySavings paymentHeadline { currentPayment newPayment monthlySavings } }';

interface Decision {
  isQualified: boolean;
  currentUnsecuredDebtPayment: number | null;
  proposedUnsecuredDebtPayment: number | null;
  monthlySavings: number | null;
  paymentHeadline: {
    currentPayment: number | null;
    newPayment: number | null;
    monthlySavings: number | null;
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);

describe.each(testDialects)(
  'one income and one debt-payment figure for every demo borrower on %s',
  (dialect) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(dialect);
      await seedBorrowers(server.database, createLogger('silent'), {
        borrowers: 3,
        seed: 18,
        now: new Date(),
        staffPassword,
        demoAccountPassword: demoPassword,
      });
    });
    afterAll(() => server?.close());

    for (const account of demoAccounts) {
      it(`${account.email}: the portal's pages, the offers and the console agree`, async () => {
        const borrower = await server.signIn(account.email, demoPassword);
        // What the portal's pages read: Summary and Financials (the summary), Expenses (its total),
        // Offers summary (the decision and its headline), and the offer pages (the application).
        const { myPortal } = await borrower.data<{
          myPortal: {
            application: {
              id: string;
              incomeShown: number | null;
              financialSummary: Summary;
              decision: Decision | null;
              offers: { currentPayment: number | null; payment: number | null }[];
            };
            expenses: { total: number };
          };
        }>(
          `{ myPortal { application { id incomeShown ${summaryFields} ${decisionFields} offers { currentPayment payment } } expenses { total } } }`,
        );
        const { myApplication } = await borrower.data<{
          myApplication: { financialSummary: Summary; decision: Decision | null };
        }>(`{ myApplication { ${summaryFields} ${decisionFields} } }`);
        const lead = await server.signIn('lead@example.org');
        const { Application: console } = await lead.data<{
          Application: { incomeShown: number | null; financialSummary: Summary; decision: Decision | null };
        }>(`query($id: ID!) { Application(id: $id) { incomeShown ${summaryFields} ${decisionFields} } }`, {
          id: myPortal.application.id,
        });

        const summary = myPortal.application.financialSummary;
        // One income figure.
        for (const income of [
          myPortal.application.incomeShown,
          myApplication.financialSummary.monthlyIncome,
          console.incomeShown,
          console.financialSummary.monthlyIncome,
        ])
          expect(income).toBe(summary.monthlyIncome);
        // One expenses figure: the Expenses page's total is the summary's.
        expect(myPortal.expenses.total).toBe(summary.expenses);
        // One debt-payment figure: the decision's, under the plan when qualified, today's when not.
        const decision = myPortal.application.decision;
        const expected = decision
          ? decision.isQualified
            ? decision.proposedUnsecuredDebtPayment
            : decision.currentUnsecuredDebtPayment
          : null;
        expect(summary.debtPayments).toBe(expected);
        expect(summary.debtPaymentsBasis).toBe(decision ? (decision.isQualified ? 'plan' : 'today') : null);
        for (const other of [myApplication.financialSummary, console.financialSummary])
          expect(other).toEqual(summary);
        expect(myApplication.decision).toEqual(decision);
        expect(console.decision).toEqual(decision);
        // What is left is income less the two.
        if (summary.monthlyIncome != null && summary.debtPayments != null)
          expect(cents(summary.disposableIncome!)).toBe(
            cents(summary.monthlyIncome) - cents(summary.expenses) - cents(summary.debtPayments),
          );
        // The headline over the offer tiles adds up to the tiles.
        if (decision?.isQualified) {
          const { offers } = myPortal.application;
          expect(offers.length).toBeGreaterThan(0);
          expect(decision.paymentHeadline.currentPayment).toBe(
            offers.reduce((sum, o) => sum + Math.round(o.currentPayment ?? 0), 0),
          );
          expect(decision.paymentHeadline.newPayment).toBe(
            offers.reduce((sum, o) => sum + Math.round(o.payment ?? 0), 0),
          );
          expect(decision.monthlySavings).toBe(decision.paymentHeadline.monthlySavings);
        }
      });
    }
  },
);
