/** The choices the application's screens offer (borrower-application §2, §3 and §9). */

export const hardshipKeys = [
  'hasTroubleMakingRentPayments',
  'hasJobLossOrReducedIncome',
  'hasIncreasedExpenses',
  'hasMedicalDebtOrExpenses',
  'hasStudentLoans',
  'hasUtilityPayments',
  'hasOtherHardship',
  'hasCovidSpecificHardship',
] as const;
export type HardshipKey = (typeof hardshipKeys)[number];

/** 4 stands for "4+" on the dependents select and "four or more" for people in the household. */
export const dependentsOptions = [1, 2, 3, 4] as const;
export const peopleInHouseholdOptions = [1, 2, 3, 4] as const;

export const raceValues = [
  'American Indian or Alaska Native',
  'Asian',
  'Black or African American',
  'Native Hawaiian or Other Pacific Islander',
  'White',
  'Other',
] as const;

export const ethnicityValues = ['Hispanic or Latino', 'Not Hispanic or Latino'] as const;

export const preferredLanguages = ['en', 'es'] as const;
export type PreferredLanguage = (typeof preferredLanguages)[number];

/**
 * The one language rule of every e-mail (and of what is written to a person): the first choice that
 * is one of our languages — the borrower's preference, then what the request asked for — else English.
 */
export const mailLanguage = (...choices: (string | null | undefined)[]): PreferredLanguage =>
  choices.find((choice) => choice === 'es' || choice === 'en') === 'es' ? 'es' : 'en';

/** The value when it is one of our languages, else undefined (so a caller can fall back to another). */
export const knownLanguage = (value: string | null | undefined): PreferredLanguage | undefined =>
  value === 'es' || value === 'en' ? value : undefined;

/** The spec names the dropdown, not its choices: these are ours; 'Other' opens the free-text box. */
export const reasonsForNotConnecting = [
  "I don't have a bank account",
  "I don't know my online banking sign-in details",
  "My bank isn't listed",
  "I'm not comfortable connecting my bank account",
  'Other',
] as const;

/** borrower-application §3, "Kinds of relief offered in a selector"; asked on Credit history. */
export const kindsOfRelief = [
  'Credit card help',
  'Student loan help',
  'First-time homebuyer assistance',
  'Small business owner financial guidance',
  'Foreclosure prevention',
  'Bankruptcy guide',
  'A review of my overall budget and finances',
] as const;
export type KindOfRelief = (typeof kindsOfRelief)[number];
