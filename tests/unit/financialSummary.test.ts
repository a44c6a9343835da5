import { describe, expect, it } from 'vitest';
import { estimatedIncome, financialSummary } from '../../api/domain/financialSummary';

const application = {
  selfReportedMonthlyCurrentIncome: 0,
  hasProvidedMonthlyIncome: false,
  verifiedMonthlyCurrentIncome: null,
};

describe('the financial summary', () => {
  it('is income less expenses less the payments under the plan', () => {
    expect(
      financialSummary({
        application: {
          ...application,
          selfReportedMonthlyCurrentIncome: 4000,
          hasProvidedMonthlyIncome: true,
        },
        incomePredictions: [],
        expenseEstimates: [
          { selfReportedValue: 1200, estimatedValue: 900 },
          { selfReportedValue: null, estimatedValue: 300.5 },
        ],
        latestDecision: { proposedUnsecuredDebtPayment: 450, currentUnsecuredDebtPayment: 600 },
      }),
    ).toEqual({ monthlyIncome: 4000, expenses: 1500.5, debtPayments: 450, disposableIncome: 2049.5 });
  });

  it('has no disposable income without an income or a decision', () => {
    const summary = financialSummary({
      application,
      incomePredictions: [],
      expenseEstimates: [],
      latestDecision: undefined,
    });
    expect(summary).toEqual({ monthlyIncome: null, expenses: 0, debtPayments: null, disposableIncome: null });
  });

  it('estimates the income from the bank only when there are predictions', () => {
    expect(estimatedIncome([])).toBeNull();
  });
});
