import type { usStates } from './borrowerRules';

type StateCode = (typeof usStates)[number];

/** The states' names in English, the list's order (borrower-application §5). */
const englishNames: Record<StateCode, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
};

/** Only where Spanish writes the name differently (Fundéu's usual forms); the rest keep the English. */
const spanishNames: Partial<Record<StateCode, string>> = {
  HI: 'Hawái',
  LA: 'Luisiana',
  MI: 'Míchigan',
  MS: 'Misisipi',
  MO: 'Misuri',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  OR: 'Oregón',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  WV: 'Virginia Occidental',
  DC: 'Distrito de Columbia',
  AS: 'Samoa Americana',
  MP: 'Islas Marianas del Norte',
  VI: 'Islas Vírgenes de los Estados Unidos',
};

/** The name of a state, DC or territory in the reader's language. */
export function stateName(code: StateCode, language: 'en' | 'es'): string {
  return (language === 'es' && spanishNames[code]) || englishNames[code];
}

/** How the state list shows a choice: 'PA – Pennsylvania' (the code is what the mail and the bureau use). */
export const stateChoiceLabel = (code: StateCode, language: 'en' | 'es') =>
  `${code} – ${stateName(code, language)}`;
