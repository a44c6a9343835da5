import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Route } from 'playwright-core';
import type { Database } from '../../db/client';
import { aBorrowerApplication } from './builders';
import { patience } from './browser';
import { staffPassword, type TestServer } from './testServer';

const require = createRequire(import.meta.url);

/*
 * Builders for the console's browser tests: what a rep finds on a borrower's page, written straight
 * to the database. And the one page step every console test starts with: signing in.
 */
type Tables = Database['t'];
type Insert<K extends keyof Tables> = Tables[K]['$inferInsert'];

/** A credit report of the application's borrower holding these debts; the application points at it. */
export async function aCreditReport(
  database: Database,
  application: { id: string; applicationBorrowerId: string | null },
  debts: Omit<Insert<'debts'>, 'creditReportId'>[],
) {
  const { t } = database;
  return database.withTransaction(async (tx) => {
    const [report] = await tx
      .insert(t.creditReports)
      .values({
        applicationId: application.id,
        borrowerId: application.applicationBorrowerId,
        vantageScore: 612,
      })
      .returning();
    const rows = debts.length
      ? await tx
          .insert(t.debts)
          .values(debts.map((d) => ({ ...d, creditReportId: report.id })))
          .returning()
      : [];
    await tx
      .update(t.applications)
      .set({ borrowerCreditReportId: report.id, creditPullStatus: 'pulled' })
      .where(eq(t.applications.id, application.id));
    return { report, debts: rows };
  });
}

/** Tradelines as a bureau reports them: cards, a store card, a car loan and a student loan. */
export const typicalDebts: Omit<Insert<'debts'>, 'creditReportId'>[] = [
  {
    lenderName: 'CAPITAL ONE',
    accountNumber: '517805XXXXXX4411',
    accountType: 'CC',
    portfolioType: 'revolving',
    currentBalance: 6240.17,
    scheduledMonthlyPayment: 187,
    highCredit: 7500,
    late30DaysTotal: 2,
    late60DaysTotal: 0,
    late90DaysTotal: 0,
    dateOpened: '2016-03-01',
  },
  {
    lenderName: 'DISCOVER FIN SVCS',
    accountNumber: '601100XXXXXX2290',
    accountType: 'CC',
    portfolioType: 'revolving',
    currentBalance: 3890.55,
    scheduledMonthlyPayment: 116,
    highCredit: 5000,
    dateOpened: '2018-07-01',
  },
  {
    lenderName: 'SYNCB/AMAZON',
    accountNumber: '604578XXXXXX0032',
    accountType: 'CH',
    portfolioType: 'revolving',
    currentBalance: 1275.4,
    scheduledMonthlyPayment: 45,
    highCredit: 2000,
    dateOpened: '2020-11-01',
  },
  {
    lenderName: 'TOYOTA MOTOR CREDIT',
    accountNumber: '70020XXXX',
    accountType: 'AU',
    portfolioType: 'installment',
    currentBalance: 14820,
    scheduledMonthlyPayment: 412,
    highCredit: 24000,
    dateOpened: '2021-05-01',
  },
  {
    lenderName: 'CITIBANK NA',
    accountNumber: '542418XXXXXX7781',
    accountType: 'CC',
    portfolioType: 'revolving',
    currentBalance: 0,
    scheduledMonthlyPayment: 0,
    highCredit: 3000,
    dateOpened: '2012-01-01',
    dateClosed: '2022-06-30',
  },
];

/** Expense lines; `lastSubmittedValue` is what the borrower confirmed (the verified total). */
export async function expenseLines(
  database: Database,
  applicationId: string,
  lines: Omit<Insert<'expenseEstimates'>, 'applicationId'>[],
) {
  const { t } = database;
  return database.withTransaction((tx) =>
    tx
      .insert(t.expenseEstimates)
      .values(lines.map((line) => ({ ...line, applicationId })))
      .returning(),
  );
}

export const typicalExpenses: Omit<Insert<'expenseEstimates'>, 'applicationId'>[] = [
  { category: 'food', subCategory: 'home', estimatedValue: 520, lastSubmittedValue: 480 },
  { category: 'food', subCategory: 'away', estimatedValue: 140, lastSubmittedValue: 90 },
  { category: 'housing', subCategory: 'rent', estimatedValue: 1350, lastSubmittedValue: 1350 },
  { category: 'utilities', subCategory: 'electricity', estimatedValue: 130, lastSubmittedValue: 115 },
  { category: 'utilities', subCategory: 'wireless', estimatedValue: 85 },
  { category: 'transportation', subCategory: 'gas', estimatedValue: 160, lastSubmittedValue: 150 },
  { category: 'healthcare', subCategory: 'drugs', estimatedValue: 40 },
  { category: 'personal', subCategory: 'apparel', estimatedValue: 60 },
];

/** A decision on the application; a qualified one with an offer per given debt. */
export async function aDecisionWithOffers(
  database: Database,
  applicationId: string,
  options: {
    qualified: boolean;
    reasons?: string[];
    offers?: { debtId: string; balance: number; payment: number; term: number }[];
    currentPayment?: number;
    proposedPayment?: number;
  },
) {
  const { t } = database;
  return database.withTransaction(async (tx) => {
    const [decision] = await tx
      .insert(t.decisions)
      .values({
        applicationId,
        isQualified: options.qualified,
        currentUnsecuredDebtPayment: options.currentPayment ?? null,
        proposedUnsecuredDebtPayment: options.proposedPayment ?? null,
      })
      .returning();
    for (const reason of options.reasons ?? []) {
      await tx.insert(t.disqualificationReasons).values({ decisionId: decision.id, reason });
    }
    for (const offer of options.offers ?? []) {
      await tx.insert(t.offers).values({ ...offer, applicationId, decisionId: decision.id });
    }
    return decision;
  });
}

export async function aContactAttempt(database: Database, values: Insert<'contactAttempts'>) {
  const { t } = database;
  return database.withTransaction(
    async (tx) => (await tx.insert(t.contactAttempts).values(values).returning())[0],
  );
}

/** The borrower's answers of a full credit application, with a spouse and two hardships. */
export async function aCompleteCreditApplication(
  database: Database,
  overrides: { application?: Partial<Insert<'applications'>>; borrower?: Partial<Insert<'borrowers'>> } = {},
) {
  const { t } = database;
  const { application, borrower } = await aBorrowerApplication(database, {
    borrower: {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria.lopez@example.com',
      phoneNumber: '512-555-0142',
      dateOfBirth: '1984-09-12',
      addressLine1: '418 Pleasant Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      preferredLanguage: 'es',
      ...overrides.borrower,
    },
    application: {
      type: 'credit',
      router: 'fps',
      status: 'Submitted',
      hasSpouse: true,
      numberOfDependentsInHousehold: 2,
      isHomeowner: false,
      isCarOwner: true,
      hasServedInMilitary: false,
      monthlyRentOrMortgageAmount: 1350,
      selfReportedMonthlyCurrentIncome: 4200,
      hasProvidedMonthlyIncome: true,
      kindOfRelief: 'Credit card help',
      lastCompletedPage: 'Expenses',
      ...overrides.application,
    },
  });
  await database.withTransaction(async (tx) => {
    const [spouse] = await tx
      .insert(t.spouses)
      .values({
        spouseApplicationId: application.id,
        spouseBorrowerId: borrower.id,
        firstName: 'Jorge',
        lastName: borrower.lastName,
        email: 'jorge.lopez@example.com',
        phoneNumber: '512-555-0143',
        addressLine1: '418 Pleasant Street',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
      })
      .returning();
    await tx
      .update(t.applications)
      .set({ applicationSpouseId: spouse.id })
      .where(eq(t.applications.id, application.id));
    await tx.insert(t.hardships).values([
      { applicationId: application.id, key: 'hasJobLossOrReducedIncome', value: true },
      { applicationId: application.id, key: 'hasMedicalDebtOrExpenses', value: true },
      { applicationId: application.id, key: 'hasStudentLoans', value: false },
    ]);
  });
  return { application: { ...application }, borrower };
}

/** A rental application with its rental answers. */
export async function aRentalApplication(
  database: Database,
  overrides: { application?: Partial<Insert<'applications'>>; borrower?: Partial<Insert<'borrowers'>> } = {},
) {
  const { t } = database;
  const created = await aBorrowerApplication(database, {
    borrower: { firstName: 'Dana', lastName: 'Whitfield', preferredLanguage: 'en', ...overrides.borrower },
    application: { type: 'rental', router: 'eden', status: 'Submitted', ...overrides.application },
  });
  await database.withTransaction((tx) =>
    tx.insert(t.rentalApplications).values({
      applicationId: created.application.id,
      hasBackRent: true,
      backRentAmount: 2400,
      monthlyRentPayment: 1450,
      hasReceivedRentalSupportInPast: false,
      hasUsedCreditCardToPayRent: true,
      numberOfPeopleLivingWithBorrower: 3,
    }),
  );
  return created;
}

/**
 * The site's sign-in form, already open, as staff fill it: the password, then in live the code their
 * authenticator shows (the account must be enrolled: `server.signIn` enrols it).
 */
export async function fillStaffSignIn(
  page: Page,
  server: TestServer,
  email: string,
  password = staffPassword,
) {
  await page.getByLabel(/email|username/i).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  if (server.workspace === 'live') {
    await page.getByRole('textbox', { name: 'Code' }).fill(await server.oneTimeCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
}

/**
 * Signs staff in through the site's sign-in page, as a person does, and waits for the landing list:
 * the password, then in live the code the authenticator shows (the account is enrolled first, over
 * HTTP, if it was not yet). Training asks no code of an account that did not choose one.
 */
export async function signInToConsole(
  page: Page,
  server: TestServer,
  email: string,
  password = staffPassword,
) {
  await (await server.signIn(email, password)).post('/auth/sign-out', {});
  await page.goto(`${server.url}/admin/`);
  await page.waitForURL(/\/sign-in\/?$/);
  await fillStaffSignIn(page, server, email, password);
  await page
    .getByRole('status')
    .filter({ hasText: /applications?$/ })
    .waitFor(patience);
}

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/*
 * axe (half a megabyte of script) is added once per document, as a script of the page's own origin
 * (the pages' CSP allows 'self'), answered by the browser's route from memory. Fetched, Chromium
 * compiles it off the page's thread and compiles it again from its cache in the same browser
 * context: about 390 ms a document inline → 120 ms where the context had it, about 260 ms where not
 * (docs/decisions/0086-test-suite-and-ci.md).
 */
async function addAxe(page: Page): Promise<void> {
  const address = new URL('/__axe-core/axe.min.js', page.url()).href;
  const answer = (route: Route) =>
    route.fulfill({ body: axeSource, contentType: 'text/javascript; charset=utf-8' });
  await page.route(address, answer);
  try {
    await page.addScriptTag({ url: address });
  } finally {
    await page.unroute(address, answer);
  }
}

/**
 * WCAG 2 A and AA violations on the page, from axe-core, as 'impact rule: targets' lines. `exclude`
 * names parts of the page to leave out (a library's own markup we do not control).
 */
export async function accessibilityViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  // A dialog still fading in has half its contrast: axe judges the page once its transitions end.
  // (A spinner's endless animation is not waited for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await addAxe(page);
  const result = await page.evaluate(
    (excluded) =>
      (
        window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }
      ).axe.run(
        { include: [['body']], exclude: excluded.map((selector) => [selector]) },
        // Only violations are read: axe skips the detail of every passing node (the console's
        // sweep 110 s → 97 s).
        { runOnly: ['wcag2a', 'wcag2aa'], resultTypes: ['violations'] },
      ),
    exclude,
  );
  return result.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
