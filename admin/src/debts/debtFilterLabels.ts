import type { DebtFilterGroup } from './debtFilterModel';

export const debtGroupLabels: Record<DebtFilterGroup, string> = {
  debtType: 'Debt type',
  debtStatus: 'Debt status',
  debtDetail: 'Debt details',
  portfolioType: 'Portfolio type',
  accountType: 'Account type',
};

export const accountTypeLabels: Record<string, string> = {
  attorneyFees: 'Attorney fees',
  automobile: 'Automobile',
  chargeAccount: 'Charge account',
  conventionalRealEstateMortgage: 'Mortgage (conventional)',
  creditCard: 'Credit card',
  flexibleSpendingCreditCard: 'Flexible spending credit card',
  lineOfCredit: 'Line of credit',
  secondMortgage: 'Second mortgage',
  studentLoan: 'Student loan',
  unsecured: 'Unsecured',
  other: 'Other',
};

export const portfolioTypeLabels: Record<string, string> = {
  installment: 'Installment',
  lineOfCredit: 'Line of credit',
  mortgage: 'Mortgage',
  open: 'Open account',
  revolving: 'Revolving',
};

export const debtOptionLabels: Record<DebtFilterGroup, Record<string, string>> = {
  debtType: { single: 'Single', shared: 'Shared' },
  debtStatus: { open: 'Open', closed: 'Closed' },
  debtDetail: { hasBalance: 'Has balance', latePayment: 'Late payment' },
  portfolioType: portfolioTypeLabels,
  accountType: accountTypeLabels,
};
