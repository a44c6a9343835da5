import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationStatuses } from '../../api/domain/applicationStatus';
import {
  applicationRoutes,
  decisionAfterSubmit,
  decisionLeaseMs,
  nextPageAfterExpenses,
  nextRoute,
  offerRouteAfterBank,
  pageNameForRoute,
  progressStage,
  routeAfterReduceMyPayments,
  routeForLastViewedPage,
  statusAfterExpensesSubmit,
  type CreditPullStatus,
} from '../../api/domain/applicationFlow';

describe('the application routes (borrower-application §2)', () => {
  it('runs the credit variant in the spec’s order', () => {
    expect(applicationRoutes('credit')).toEqual([
      '/application/about-you',
      '/application/life-events',
      '/application/credit-history',
      '/application/your-contact',
      '/application/income/provide-monthly-income',
      '/application/expenses',
      '/application/bank-connection',
      '/application/income/reason-for-not-connecting-account',
    ]);
  });

  it('runs the rental variant through rental and personal information to call-us', () => {
    expect(applicationRoutes('rental')).toEqual([
      '/application/about-you',
      '/application/life-events',
      '/application/rental-information',
      '/application/personal-information',
      '/application/your-contact',
      '/application/income/provide-monthly-income',
      '/application/expenses',
      '/offers/call-us',
    ]);
  });

  it('life events leads to credit history or rental information', () => {
    expect(nextRoute('credit', '/application/life-events')).toBe('/application/credit-history');
    expect(nextRoute('rental', '/application/life-events')).toBe('/application/rental-information');
    expect(nextRoute('credit', '/nowhere')).toBeUndefined();
  });
});

describe('resuming from the last viewed page', () => {
  it.each([
    ['AboutYou', '/application/about-you'],
    ['LifeEvents', '/application/life-events'],
    ['CreditHistory', '/application/credit-history'],
    ['YourContact', '/application/your-contact'],
    ['BankConnection', '/application/bank-connection'],
    ['BankConnectionSuccess', '/application/income/provide-monthly-income'],
    ['IncomeAdjustment', '/application/income/provide-monthly-income'],
    ['IncomeSummary', '/application/income/provide-monthly-income'],
    ['MonthlyIncome', '/application/income/provide-monthly-income'],
    ['ProvideMonthlyIncome', '/application/income/provide-monthly-income'],
    ['VerifyIncome', '/application/income/provide-monthly-income'],
    ['Expenses', '/application/expenses'],
    ['ReasonForNotConnectingAccount', '/application/income/reason-for-not-connecting-account'],
    ['CallOrConnectAccount', '/offers/call-or-connect-account'],
    ['CallScheduled', '/offers/pending'],
    ['Pending', '/offers/pending'],
    ['CallUs', '/offers/call-us'],
    ['Decline', '/offers/decline'],
    ['HardshipOffer', '/offers/success'],
    ['Success', '/offers/success'],
    ['OfferStatus', '/offers/status'],
    ['SignContract', '/contract/sign'],
    ['RentalInformation', '/application/rental-information'],
    ['PersonalInformation', '/application/personal-information'],
  ])('%s resumes at %s', (page, route) => {
    expect(routeForLastViewedPage(page)).toBe(route);
  });

  it('sends anything else to about-you', () => {
    expect(routeForLastViewedPage(null)).toBe('/application/about-you');
    expect(routeForLastViewedPage('constructor')).toBe('/application/about-you');
    fc.assert(
      fc.property(fc.string(), (name) => {
        const route = routeForLastViewedPage(`x${name}`);
        expect(route).toBe('/application/about-you');
      }),
    );
  });

  it('records the page name of a route so the borrower comes back to it', () => {
    for (const type of ['credit', 'rental'] as const) {
      for (const route of applicationRoutes(type)) {
        const name = pageNameForRoute(route);
        expect(name && routeForLastViewedPage(name)).toBe(route);
      }
    }
  });
});

describe('the progress bar', () => {
  it.each([
    ['AboutYou', 'personalInformation'],
    ['LifeEvents', 'personalInformation'],
    ['CreditHistory', 'personalInformation'],
    ['RentalInformation', 'personalInformation'],
    ['PersonalInformation', 'personalInformation'],
    ['YourContact', 'personalInformation'],
    ['ProvideMonthlyIncome', 'incomeAndExpenses'],
    ['VerifyIncome', 'incomeAndExpenses'],
    ['IncomeSummary', 'incomeAndExpenses'],
    ['Expenses', 'incomeAndExpenses'],
    ['BankConnection', 'connectBankAccount'],
  ])('puts %s in the stage %s', (page, stage) => {
    expect(progressStage(page)).toBe(stage);
  });

  it('has no stage for the offer pages', () => {
    expect(progressStage('Success')).toBeUndefined();
  });
});

describe('after expenses (borrower-application §4)', () => {
  const credit = (creditPull: CreditPullStatus, saveFailed = false) =>
    nextPageAfterExpenses({ type: 'credit', saveFailed, creditPull });

  it('a rental application goes to call-us, after an error too', () => {
    expect(nextPageAfterExpenses({ type: 'rental', saveFailed: false, creditPull: 'notAttempted' })).toBe(
      '/offers/call-us',
    );
    expect(nextPageAfterExpenses({ type: 'rental', saveFailed: true, creditPull: 'notAttempted' })).toBe(
      '/offers/call-us',
    );
  });

  it('a failed estimate or save goes to pending', () => {
    expect(credit('pulled', true)).toBe('/offers/pending');
  });

  it('goes to the bank connection once the credit pull has a result, pulled or not', () => {
    expect(credit('pulled')).toBe('/application/bank-connection');
    expect(credit('notPulled')).toBe('/application/bank-connection');
  });

  it('waits while the pull has no result', () => {
    expect(credit('inProgress')).toBeNull();
    expect(credit('notAttempted')).toBeNull();
  });

  it('the expenses submit sets Submitted', () => {
    expect(statusAfterExpensesSubmit('In Progress')).toBe('Submitted');
    expect(statusAfterExpensesSubmit('Submitted')).toBe('Submitted');
  });

  it('never undoes a status staff have set', () => {
    for (const status of applicationStatuses.filter((s) => s !== 'In Progress')) {
      expect(statusAfterExpensesSubmit(status)).toBe(status);
    }
  });
});

describe('after the bank step', () => {
  const facts = { creditPulled: true, riskScoresFailed: false, decisionFailed: false, isQualified: true };

  it('a qualified decision goes to success, a declined one to decline', () => {
    expect(offerRouteAfterBank(facts, 'partnerAgency')).toBe('/offers/success');
    expect(offerRouteAfterBank({ ...facts, isQualified: false }, 'partnerAgency')).toBe('/offers/decline');
  });

  it('goes to pending without a credit pull, after a risk-score or decision failure, or without a decision', () => {
    expect(offerRouteAfterBank({ ...facts, creditPulled: false }, 'partnerAgency')).toBe('/offers/pending');
    expect(offerRouteAfterBank({ ...facts, riskScoresFailed: true }, 'partnerAgency')).toBe(
      '/offers/pending',
    );
    expect(offerRouteAfterBank({ ...facts, decisionFailed: true }, 'partnerAgency')).toBe('/offers/pending');
    expect(offerRouteAfterBank({ ...facts, isQualified: null }, 'partnerAgency')).toBe('/offers/pending');
  });

  it('only success or decline with a pulled report, scores and a decision', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.boolean(), { nil: null }),
        (pulled, riskFailed, decisionFailed, q) => {
          const variant = 'partnerAgency';
          const route = offerRouteAfterBank(
            {
              creditPulled: pulled,
              riskScoresFailed: riskFailed,
              decisionFailed,
              isQualified: q,
            },
            variant,
          );
          const decided = pulled && !riskFailed && !decisionFailed && q !== null;
          expect(route === '/offers/pending').toBe(!decided);
        },
      ),
    );
  });

  it('the default variant sends a qualified borrower to the proposed payment summary, anyone else to pending', () => {
    expect(offerRouteAfterBank(facts, 'default')).toBe('/offers/proposed-payment-summary');
    expect(offerRouteAfterBank({ ...facts, isQualified: false }, 'default')).toBe('/offers/pending');
    expect(offerRouteAfterBank({ ...facts, decisionFailed: true }, 'default')).toBe('/offers/pending');
  });

  it("'Reduce My Payments' goes to call-us with a bank connected, else to call-or-connect", () => {
    expect(routeAfterReduceMyPayments(true, true)).toBe('/offers/call-us');
    expect(routeAfterReduceMyPayments(false, true)).toBe('/offers/call-or-connect-account');
  });

  it("'Reduce My Payments' asks no one to connect a bank where no bank can be linked", () => {
    expect(routeAfterReduceMyPayments(false, false)).toBe('/offers/call-us');
  });
});

describe('one decision per expenses submit, however many times it is sent', () => {
  const requestedAt = '2026-03-02T10:00:00.000Z';
  const at = (ms: number) => new Date(Date.parse(requestedAt) + ms);

  it('a changed amount, or a first submit, always starts the decision', () => {
    expect(decisionAfterSubmit({ linesChanged: true, requestedAt, decidedAt: null, now: at(1) })).toBe(true);
    expect(decisionAfterSubmit({ linesChanged: false, requestedAt: null, decidedAt: null, now: at(1) })).toBe(
      true,
    );
  });

  it('an unchanged twin starts none while the first runs, nor after it decided', () => {
    expect(decisionAfterSubmit({ linesChanged: false, requestedAt, decidedAt: null, now: at(50) })).toBe(
      false,
    );
    const decidedAt = at(900).toISOString();
    expect(
      decisionAfterSubmit({ linesChanged: false, requestedAt, decidedAt, now: at(decisionLeaseMs * 3) }),
    ).toBe(false);
  });

  it('a decision started by a process that died is started again after the lease', () => {
    expect(
      decisionAfterSubmit({ linesChanged: false, requestedAt, decidedAt: null, now: at(decisionLeaseMs) }),
    ).toBe(true);
    const olderDecision = at(-60_000).toISOString();
    expect(
      decisionAfterSubmit({
        linesChanged: false,
        requestedAt,
        decidedAt: olderDecision,
        now: at(decisionLeaseMs),
      }),
    ).toBe(true);
  });
});
