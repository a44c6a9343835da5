import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownTotal } from '../../api/domain/debtSummary';
import { debtPaymentsLabel, lenderGuideWords } from '../../api/domain/lenderGuideWords';
import { createLogger } from '../../api/logger';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { fixturePasswordHash } from '../helpers/fixtureHash';
import type { HttpClient } from '../helpers/httpClient';
import { readPdf } from '../helpers/pdfReader';
import { staffPassword, startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * One figure per fact, for every demo borrower (issue 41): whatever shows a fact on more than one
 * page — the portal's Summary, Debt Analysis, Expenses, Financials, Your Budget, Offers summary and
 * Payments, the offers' Success, payment summary and guide, and the guide's PDF in English and in
 * Spanish — shows it the same. A demo load of borrowers in every state (qualified, declined, with a
 * spouse and collections, a plan, a renter, pending) is walked borrower by borrower through what each
 * of those pages reads; tests/browser/site-figures-agree.test.ts walks the pages themselves.
 */

const password = 'Figures!agree1';

interface Money {
  monthlyIncome: number | null;
  expenses: number;
  debtPayments: number | null;
  debtPaymentsBasis: string | null;
  disposableIncome: number | null;
}

interface Portal {
  expenses: { total: number };
  proposedBudget: { lines: { currentValue: number }[] } | null;
  application: {
    id: string;
    type: string;
    standing: string;
    offerPages: string[];
    financialSummary: Money;
    debtSummary: {
      totalDebt: number;
      numberOfDebts: number;
      monthlyPayments: number;
      debts: { id: string; kind: string; shared: boolean; balance: number; monthlyPayment: number }[];
    };
    decision: {
      isQualified: boolean;
      numberOfUnsecuredDebts: number;
      paymentHeadline: { currentPayment: number | null; newPayment: number | null };
    } | null;
    offers: {
      debtId: string | null;
      collectionId: string | null;
      balance: number;
      currentPayment: number | null;
      payment: number;
    }[];
    dmpEnrollment: { active: boolean; monthlyPaymentAmount: number | null } | null;
  } | null;
}

const portalQuery = `{ myPortal {
  expenses { total }
  proposedBudget { lines { currentValue } }
  application {
    id type standing offerPages
    financialSummary { monthlyIncome expenses debtPayments debtPaymentsBasis disposableIncome }
    debtSummary { totalDebt numberOfDebts monthlyPayments debts { id kind shared balance monthlyPayment } }
    decision { isQualified numberOfUnsecuredDebts paymentHeadline { currentPayment newPayment } }
    offers { debtId collectionId balance currentPayment payment }
    dmpEnrollment { active monthlyPaymentAmount }
  }
} }`;

const cents = (dollars: number) => Math.round(dollars * 100);
const whole = (dollars: number | null) => (dollars == null ? null : Math.round(dollars));

/** The guide's whole dollars as the PDF writes them, read back as a number ('$1,234' / '1234 US$'). */
const amountOf = (text: string | undefined) =>
  text === undefined || text === '—' ? null : Number(text.replace(/[^\d-]/g, ''));

describe.each(testDialects)('one figure per fact for every demo borrower on %s', (dialect) => {
  let server: TestServer;
  let borrowers: { email: string }[];

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await seedBorrowers(server.database, createLogger('silent'), {
      borrowers: 40,
      seed: 41,
      now: new Date(),
      staffPassword,
      demoAccountPassword: password,
    });
    // Every demo borrower signs in with one password, as the demo accounts do.
    const { db, t } = server.database;
    const owners = await db
      .selectDistinct({ id: t.users.id, email: t.users.email })
      .from(t.users)
      .innerJoin(t.applications, eq(t.applications.owner, t.users.id));
    await server.database.withTransaction((tx) =>
      tx
        .update(t.users)
        .set({ passwordHash: fixturePasswordHash(password), mustChangePassword: false })
        .where(
          inArray(
            t.users.id,
            owners.map((owner) => owner.id),
          ),
        ),
    );
    borrowers = owners;
  }, 600_000);
  afterAll(() => server?.close());

  async function guidePdf(client: HttpClient, language: 'en' | 'es') {
    const res = await fetch(`${server.url}/api/lender-guide.pdf?lang=${language}`, {
      headers: { cookie: client.cookie },
    });
    expect(res.status).toBe(200);
    return readPdf(Buffer.from(await res.arrayBuffer())).items.map((item) => item.text);
  }

  /** Where a label starts in the PDF's pieces of text (a long one wraps onto a second line). */
  const labelAt = (texts: string[], label: string, from = 0) =>
    texts.findIndex((text, i) => i >= from && text.trim().length > 3 && label.startsWith(text.trim()));

  /** The amount drawn after a label: the first piece of text after it that is money. */
  const after = (texts: string[], label: string, from = 0) => {
    const at = labelAt(texts, label, from);
    return at < 0 ? undefined : texts.slice(at + 1).find((text) => /\$|—/.test(text));
  };

  it('walks every demo borrower: each fact reads the same wherever it shows', async () => {
    const seen = { qualified: 0, declined: 0, plan: 0, rental: 0, spouseOrCollection: 0, pdfs: 0 };
    for (const { email } of borrowers) {
      const client = await server.signIn(email, password);
      const { myPortal } = await client.data<{ myPortal: Portal }>(portalQuery);
      const a = myPortal.application;
      if (!a) continue;
      const summary = a.financialSummary;
      const label = (fact: string) => `${email} ${fact}`;

      // Expenses: the summary (Financials, payment summary, guide) = the Expenses page = Your Budget.
      expect(summary.expenses, label('expenses')).toBe(myPortal.expenses.total);
      if (myPortal.proposedBudget)
        expect(cents(summary.expenses), label('budget today')).toBe(
          myPortal.proposedBudget.lines.reduce((sum, line) => sum + cents(line.currentValue), 0),
        );

      // The debts: the Summary's and Debt Analysis's total is the sum of the debts they list.
      const debts = a.debtSummary;
      // Closed and paid-off accounts are no debt: none is listed or counted.
      expect(debts.debts.every((d) => d.balance > 0), label('owing only')).toBe(true);
      expect(debts.totalDebt, label('total debt')).toBe(shownTotal(debts.debts.map((d) => d.balance)));
      expect(debts.monthlyPayments, label('payments today')).toBe(
        shownTotal(debts.debts.map((d) => d.monthlyPayment)),
      );

      // The decision covers the same debts: each creditor's tile is its debt's row on Debt Analysis.
      const decision = a.decision;
      if (decision) expect(decision.numberOfUnsecuredDebts, label('debts counted')).toBe(debts.numberOfDebts);
      if (decision?.isQualified) {
        seen.qualified += 1;
        for (const offer of a.offers) {
          const debt = debts.debts.find((d) => d.id === (offer.debtId ?? offer.collectionId));
          expect(debt, label('offer on a counted debt')).toBeDefined();
          expect(whole(offer.balance), label('balance')).toBe(whole(debt!.balance));
          expect(whole(offer.currentPayment), label('current payment')).toBe(whole(debt!.monthlyPayment));
        }
        expect(decision.paymentHeadline.currentPayment, label('headline today')).toBe(debts.monthlyPayments);
      } else if (decision) seen.declined += 1;

      // Debt payments: under the plan (the plan's own once made, else the offer's headline), or today's.
      const plan = a.dmpEnrollment?.active ? a.dmpEnrollment.monthlyPaymentAmount : null;
      if (plan != null) seen.plan += 1;
      if (summary.debtPaymentsBasis === 'plan')
        expect(summary.debtPayments, label('payments under the plan')).toBe(
          plan ?? decision?.paymentHeadline.newPayment,
        );
      if (summary.debtPaymentsBasis === 'today')
        expect(summary.debtPayments, label('payments today')).toBe(debts.monthlyPayments);
      if (summary.monthlyIncome != null && summary.debtPayments != null)
        expect(cents(summary.disposableIncome!), label('disposable')).toBe(
          cents(summary.monthlyIncome) - cents(summary.expenses) - cents(summary.debtPayments),
        );
      if (a.type === 'rental') seen.rental += 1;
      if (debts.debts.some((d) => d.kind === 'collection' || d.shared)) seen.spouseOrCollection += 1;

      // The guide's PDF, in both languages, says what its page says.
      if (!a.offerPages.includes('/offers/lender-guide')) continue;
      for (const language of ['en', 'es'] as const) {
        const words = lenderGuideWords[language];
        const texts = await guidePdf(client, language);
        seen.pdfs += 1;
        const rows: [string, number | null][] = [
          [words['offers.summary.monthlyIncome'], whole(summary.monthlyIncome)],
          [words['offers.summary.expenses'], whole(summary.expenses)],
          [words[debtPaymentsLabel(summary.debtPaymentsBasis)], whole(summary.debtPayments)],
          [words['offers.summary.disposableIncome'], whole(summary.disposableIncome)],
        ];
        for (const [row, value] of rows)
          expect(amountOf(after(texts, row)), label(`PDF ${language} ${row}`)).toBe(value);
        if (a.standing === 'declined') {
          // Each debt the borrower can ask about, with what they pay on it today.
          let at = labelAt(texts, words['offers.guide.creditorsTitle']);
          for (const debt of debts.debts) {
            at = labelAt(texts, words['offers.tile.balance'], at + 1);
            expect(
              amountOf(after(texts, words['offers.tile.balance'], at)),
              label(`PDF ${language} debt balance`),
            ).toBe(whole(debt.balance));
            expect(
              amountOf(after(texts, words['offers.tile.currentPayment'], at)),
              label('PDF debt payment'),
            ).toBe(whole(debt.monthlyPayment));
          }
        } else {
          let at = labelAt(texts, words['offers.guide.creditorsTitle']);
          for (const offer of a.offers) {
            at = texts.indexOf(words['offers.tile.balance'], at + 1);
            expect(amountOf(texts[at + 1]), label(`PDF ${language} creditor balance`)).toBe(
              whole(offer.balance),
            );
            expect(
              amountOf(after(texts, words['offers.tile.newPayment'], at)),
              label('PDF new payment'),
            ).toBe(whole(offer.payment));
          }
        }
      }
    }
    // The load covers every state a borrower's figures can be in.
    expect(seen.qualified).toBeGreaterThan(0);
    expect(seen.declined).toBeGreaterThan(0);
    expect(seen.plan).toBeGreaterThan(0);
    expect(seen.rental).toBeGreaterThan(0);
    expect(seen.spouseOrCollection).toBeGreaterThan(0);
    expect(seen.pdfs).toBeGreaterThan(0);
  }, 600_000);
});
