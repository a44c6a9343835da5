/** How money moves through a household that banks with a sandbox institution. */
export interface SandboxHousehold {
  employer: string;
  /** Net pay deposited every other Friday. */
  paycheck: number;
  /** Paid on the 1st: rent or a mortgage. */
  housing: { payee: string; amount: number };
  checkingBalance: readonly [number, number];
  savingsBalance: readonly [number, number];
  /** A household that runs short: overdraft and NSF fees after housing, no savings transfers. */
  runsShort: boolean;
}

export interface SandboxInstitution {
  institutionId: string;
  name: string;
  household: SandboxHousehold;
}

/*
 * Plaid's own sandbox institution ids and names, so the sandbox Link dialog looks like Plaid's, each
 * with a different household so income, balances and alerts vary by the bank a tester picks.
 */
export const sandboxInstitutions: readonly SandboxInstitution[] = [
  {
    institutionId: 'ins_109508',
    name: 'First Platypus Bank',
    household: {
      employer: 'NORTHWIND LOGISTICS',
      paycheck: 1842.16,
      housing: { payee: 'AVALON PROPERTY MGMT RENT', amount: 1450 },
      checkingBalance: [1800, 4200],
      savingsBalance: [2500, 9000],
      runsShort: false,
    },
  },
  {
    institutionId: 'ins_109509',
    name: 'First Gingham Credit Union',
    household: {
      employer: 'MERCY GENERAL HOSPITAL',
      paycheck: 1527.9,
      housing: { payee: 'GREYSTAR RENT PAYMENT', amount: 1275 },
      checkingBalance: [600, 1800],
      savingsBalance: [300, 1500],
      runsShort: false,
    },
  },
  {
    institutionId: 'ins_109510',
    name: 'Tattersall Federal Credit Union',
    household: {
      employer: 'SUNRISE DINER LLC',
      paycheck: 912.44,
      housing: { payee: 'ZELLE PAYMENT TO R MARTINEZ', amount: 1100 },
      checkingBalance: [15, 180],
      savingsBalance: [0, 60],
      runsShort: true,
    },
  },
  {
    institutionId: 'ins_109511',
    name: 'Tartan Bank',
    household: {
      employer: 'LAKEVIEW SCHOOL DISTRICT',
      paycheck: 2104.73,
      housing: { payee: 'ROCKET MORTGAGE PMT', amount: 1690 },
      checkingBalance: [900, 3000],
      savingsBalance: [1000, 5000],
      runsShort: false,
    },
  },
];

export function sandboxInstitution(institutionId: string): SandboxInstitution | undefined {
  return sandboxInstitutions.find((institution) => institution.institutionId === institutionId);
}
