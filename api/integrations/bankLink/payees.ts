/*
 * Payees and payers as they appear on US bank statements, for the sandbox bank and the demo data
 * alike (api/domain/bankSpending.ts places them in expense categories). Payroll names contain
 * "DIRECT DEP", which api/domain/incomePrediction.ts recognises as earned income.
 */
export const employers = [
  'NORTHWIND LOGISTICS',
  'MERCY GENERAL HOSPITAL',
  'LAKEVIEW SCHOOL DISTRICT',
  'SUNRISE DINER LLC',
  'TARGET CORP',
  'AMAZON.COM SERVICES',
  'HOME DEPOT USA',
  'COUNTY OF RIVERSIDE',
  'UPS PAYROLL',
  'WALGREEN CO',
  'KROGER CO',
  'ADP PAYROLL SVCS',
] as const;

export const groceryStores = [
  'KROGER',
  'SAFEWAY',
  'ALDI',
  'WALMART SUPERCENTER',
  'TRADER JOE S',
  'PUBLIX SUPER MARKET',
] as const;
export const restaurants = [
  'STARBUCKS',
  'MCDONALD S',
  'CHIPOTLE',
  'DOORDASH',
  'SUBWAY',
  'TACO BELL',
] as const;
export const gasStations = ['SHELL OIL', 'CHEVRON', 'EXXONMOBIL', 'BP', 'SPEEDWAY'] as const;

/** Bills on a fixed day of the month: day, payee, lowest and highest amount. */
export const monthlyBills: readonly (readonly [number, string, number, number])[] = [
  [5, 'NETFLIX.COM', 15.49, 15.49],
  [9, 'SPOTIFY USA', 11.99, 11.99],
  [12, 'DUKE ENERGY', 70, 190],
  [18, 'T-MOBILE', 85, 85],
  [20, 'CAPITAL ONE MOBILE PMT', 40, 180],
  [22, 'COMCAST XFINITY', 79.99, 79.99],
  [25, 'DISCOVER E-PAYMENT', 35, 120],
  [27, 'STATE FARM INSURANCE', 95, 160],
];

export const rentPayees = [
  'AVALON PROPERTY MGMT RENT',
  'GREYSTAR RENT PAYMENT',
  'ZELLE PAYMENT TO LANDLORD',
] as const;
export const mortgagePayees = ['ROCKET MORTGAGE PMT', 'MR COOPER MTG PMT', 'WELLS FARGO HOME MTG'] as const;

export const overdraftFee = 'OVERDRAFT FEE';
export const nsfFee = 'NSF RETURNED ITEM FEE';
