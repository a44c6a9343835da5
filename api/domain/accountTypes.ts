/** Credit-report account type codes and their names (service-portal §3). */
export const accountTypeNames = {
  AU: 'automobile',
  CC: 'creditCard',
  CH: 'chargeAccount',
  CV: 'conventionalRealEstateMortgage',
  FE: 'attorneyFees',
  FX: 'flexibleSpendingCreditCard',
  LC: 'lineOfCredit',
  SM: 'secondMortgage',
  ST: 'studentLoan',
  US: 'unsecured',
} as const;

export type AccountTypeCode = keyof typeof accountTypeNames;

export const accountTypeCodes = Object.keys(accountTypeNames) as AccountTypeCode[];

/** The account types whose debts count toward a debt-management plan (borrower-application §9). */
export const countingAccountTypes: readonly AccountTypeCode[] = ['CC', 'CH', 'FE', 'FX', 'LC', 'US'];

export function accountTypeCodeOf(name: string): AccountTypeCode | undefined {
  return accountTypeCodes.find((code) => accountTypeNames[code] === name);
}
