import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { HttpClient } from './httpClient';

/*
 * A plan ready to sign, written straight to the database as the flow and a counsellor would leave it:
 * the borrower's credit report (three creditors a plan takes, a car loan and a closed card it does
 * not), a qualified decision with an offer on each of the three, and the DMP. The figures are chosen
 * so that every line of the agreement can be checked by hand.
 */

export const planCreditors = [
  {
    lenderName: 'Harbor Bank Card',
    accountNumber: '4111000011112222',
    balance: 6200,
    scheduled: 186,
    currentApr: 24.81,
    proposedApr: 7.9,
    payment: 150,
  },
  {
    lenderName: 'Summit Card Services',
    accountNumber: '5500000000004444',
    balance: 3100.5,
    scheduled: 93.02,
    currentApr: null,
    proposedApr: 9.9,
    payment: 75,
  },
] as const;

export const planCollection = {
  subscriberName: 'Apex Collections',
  accountNumber: 'COL778899',
  balance: 900,
  proposedApr: 0,
  payment: 27,
} as const;

export const leftOutCreditors = [
  { lenderName: 'Metro Auto Finance', accountNumber: '7000123456789012', accountType: 'AU', balance: 14500 },
  {
    lenderName: 'Old Card Co',
    accountNumber: '6011000000009999',
    accountType: 'CC',
    balance: 750,
    dateClosed: '2024-02-01',
  },
] as const;

export interface PlanTerms {
  monthlyPaymentAmount: number;
  termInMonths: number;
  firstPaymentDate: string;
}

export const signedTerms: PlanTerms = {
  monthlyPaymentAmount: 412.5,
  termInMonths: 48,
  firstPaymentDate: '2026-12-15',
};

/** The report, the decision and its offers, and the DMP on `applicationId`; returns the DMP's id. */
export async function aPlanToSign(database: Database, applicationId: string, terms: PlanTerms = signedTerms) {
  const { t } = database;
  return database.withTransaction(async (tx) => {
    const [application] = await tx.select().from(t.applications).where(eq(t.applications.id, applicationId));
    const [report] = await tx
      .insert(t.creditReports)
      .values({ applicationId, borrowerId: application.applicationBorrowerId, vantageScore: 640 })
      .returning();
    await tx
      .update(t.applications)
      .set({ borrowerCreditReportId: report.id, creditPullStatus: 'pulled' })
      .where(eq(t.applications.id, applicationId));
    const [decision] = await tx
      .insert(t.decisions)
      .values({ applicationId, isQualified: true, wasPresentedToBorrower: true, wasAcceptedByBorrower: true })
      .returning();
    for (const creditor of planCreditors) {
      const [debt] = await tx
        .insert(t.debts)
        .values({
          creditReportId: report.id,
          lenderName: creditor.lenderName,
          accountNumber: creditor.accountNumber,
          accountType: 'CC',
          currentBalance: creditor.balance,
          scheduledMonthlyPayment: creditor.scheduled,
        })
        .returning();
      await tx.insert(t.offers).values({
        applicationId,
        decisionId: decision.id,
        debtId: debt.id,
        balance: creditor.balance,
        currentApr: creditor.currentApr,
        proposedApr: creditor.proposedApr,
        payment: creditor.payment,
        term: 60,
        type: 'debt',
      });
    }
    const [collection] = await tx
      .insert(t.collections)
      .values({
        creditReportId: report.id,
        subscriberName: planCollection.subscriberName,
        accountNumber: planCollection.accountNumber,
        currentBalance: planCollection.balance,
      })
      .returning();
    await tx.insert(t.offers).values({
      applicationId,
      decisionId: decision.id,
      collectionId: collection.id,
      balance: planCollection.balance,
      proposedApr: planCollection.proposedApr,
      payment: planCollection.payment,
      term: 60,
      type: 'collection',
    });
    for (const left of leftOutCreditors)
      await tx.insert(t.debts).values({
        creditReportId: report.id,
        lenderName: left.lenderName,
        accountNumber: left.accountNumber,
        accountType: left.accountType,
        currentBalance: left.balance,
        dateClosed: 'dateClosed' in left ? left.dateClosed : null,
      });
    const [dmp] = await tx
      .insert(t.dmpEnrollments)
      .values({ applicationId, active: true, ...terms })
      .returning();
    return { dmpId: dmp.id, decisionId: decision.id };
  });
}

/** A spouse or partner on the application, who signs after the borrower. */
export async function aSpouse(
  database: Database,
  applicationId: string,
  spouse: { firstName: string; lastName: string; email: string | null },
) {
  const { t } = database;
  await database.withTransaction(async (tx) => {
    const [row] = await tx
      .insert(t.spouses)
      .values({ spouseApplicationId: applicationId, ...spouse })
      .returning();
    await tx
      .update(t.applications)
      .set({ hasSpouse: true, applicationSpouseId: row.id })
      .where(eq(t.applications.id, applicationId));
  });
}

const proposed = `query($id: ID!) {
  Application(id: $id) { proposedPlanAgreement { version termsDigest signersLeft } }
}`;

const sign = `mutation($input: SignContractInput!) {
  signContract(input: $input) { nextRoute application { agreedToActionPlan } }
}`;

/** One signer signs the terms the borrower's signing page shows now (their fingerprint read first). */
export async function signAsShown(
  client: HttpClient,
  applicationId: string,
  signer: { signer?: 'borrower' | 'spouse'; signedName: string; language?: 'en' | 'es' },
) {
  const shown = await client.data<{
    Application: { proposedPlanAgreement: { termsDigest: string } | null };
  }>(proposed, { id: applicationId });
  return client.gql(sign, {
    input: {
      applicationId,
      agreedToTerms: true,
      agreedToElectronicRecords: true,
      termsDigest: shown.Application.proposedPlanAgreement?.termsDigest ?? null,
      ...signer,
    },
  });
}
