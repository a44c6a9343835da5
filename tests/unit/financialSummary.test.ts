import { describe, expect, it } from 'vitest';
import { financialSummary } from '../../api/domain/financialSummary';
import { estimatedIncome } from '../../api/domain/incomePrediction';

const application = {
  selfReportedMonthlyCurrentIncome: 0,
  hasProvidedMonthlyIncome: false,
  verifiedMonthlyCurrentIncome: null,
  hasMortgageEscrow: null,
};

const line = (
  category: string,
  subCategory: string,
  values: { selfReportedValue?: number; estimatedValue?: number; lastSubmittedValue?: number },
) => ({
  category,
  subCategory,
  selfReportedValue: values.selfReportedValue ?? null,
  estimatedValue: values.estimatedValue ?? null,
  lastSubmittedValue: values.lastSubmittedValue ?? null,
});

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
          line('housing', 'rent', { selfReportedValue: 1200, estimatedValue: 900 }),
          line('food', 'home', { estimatedValue: 300.5 }),
        ],
        latestDecision: {
          isQualified: true,
          proposedUnsecuredDebtPayment: 450,
          currentUnsecuredDebtPayment: 600,
        },
      }),
    ).toEqual({
      monthlyIncome: 4000,
      incomeSource: 'selfReported',
      expenses: 1500.5,
      debtPayments: 450,
      debtPaymentsBasis: 'plan',
      disposableIncome: 2049.5,
    });
  });

  it('counts the payments of today, not a plan the borrower did not qualify for, after a decline', () => {
    const summary = financialSummary({
      application: { ...application, selfReportedMonthlyCurrentIncome: 2000, hasProvidedMonthlyIncome: true },
      incomePredictions: [],
      expenseEstimates: [line('food', 'home', { estimatedValue: 500 })],
      latestDecision: {
        isQualified: false,
        proposedUnsecuredDebtPayment: 450,
        currentUnsecuredDebtPayment: 600,
      },
    });
    expect(summary).toMatchObject({ debtPayments: 600, debtPaymentsBasis: 'today', disposableIncome: 900 });
  });

  it('counts the expenses as the Expenses page does: escrow-paid lines out, the saved other-debt payment in', () => {
    const summary = financialSummary({
      application: {
        ...application,
        selfReportedMonthlyCurrentIncome: 3000,
        hasProvidedMonthlyIncome: true,
        hasMortgageEscrow: true,
      },
      incomePredictions: [],
      expenseEstimates: [
        line('housing', 'mortgage', { selfReportedValue: 1400, lastSubmittedValue: 1400 }),
        line('housing', 'insurance', { estimatedValue: 120 }),
        line('housing', 'taxes', { estimatedValue: 210 }),
        // What was typed on the medical-debt line was the whole debt; 2 % of it is what was saved.
        line('otherDebts', 'medical', { selfReportedValue: 100, lastSubmittedValue: 5000 }),
      ],
      latestDecision: {
        isQualified: true,
        proposedUnsecuredDebtPayment: 300,
        currentUnsecuredDebtPayment: 420,
      },
    });
    expect(summary).toEqual({
      monthlyIncome: 3000,
      incomeSource: 'selfReported',
      expenses: 1500,
      debtPayments: 300,
      debtPaymentsBasis: 'plan',
      disposableIncome: 1200,
    });
  });

  it('has no disposable income without an income or a decision', () => {
    const summary = financialSummary({
      application,
      incomePredictions: [],
      expenseEstimates: [],
      latestDecision: undefined,
    });
    expect(summary).toEqual({
      monthlyIncome: null,
      incomeSource: null,
      expenses: 0,
      debtPayments: null,
      debtPaymentsBasis: null,
      disposableIncome: null,
    });
  });

  it('estimates the income from the bank only when there are predictions', () => {
    expect(estimatedIncome([])).toBeNull();
  });
});
