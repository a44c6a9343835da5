/*
 * States whose telephone-solicitation laws are stricter than TCPA's 8 am to 9 pm (47 CFR
 * 64.1200(c)(1)): shorter hours, no calls on Sundays or legal holidays, a cap on calls a day. The
 * agency calls people who asked it for help, which most of these laws exempt; it keeps to them anyway,
 * as a counsellor's courtesy and so that no rep has to judge an exemption on the phone. Sources are
 * the statutes named below, cross-checked against the published compliance tables of ClickPoint
 * (July 2025) and Drop Cowboy (November 2025); like the lender concessions, a list for counsel to
 * review before going live (docs/decisions/0044-state-calling-rules-and-caps.md).
 */

/** Minutes after local midnight: [from, until). */
export interface CallingHours {
  from: number;
  until: number;
}

/** A day's hours, or null for no calls that day. */
export type DayHours = CallingHours | null;

export interface StateCallingRule {
  /** Monday to Friday (and every day the rule does not name apart). */
  weekdays: CallingHours;
  /** Saturday; the weekdays' hours when absent. */
  saturday?: DayHours;
  /** Sunday; the weekdays' hours when absent. */
  sunday?: DayHours;
  /** No calls on the state's legal holidays (api/domain/holidays.ts). */
  noCallsOnHolidays?: true;
  /** At most this many calls to one person in 24 hours. */
  maxCallsPer24Hours?: number;
  source: string;
}

export const at = (hour: number, minute = 0) => hour * 60 + minute;
const hours = (from: number, until: number): CallingHours => ({ from, until });

/** TCPA, everywhere: 8 am to 9 pm at the called person's location. */
export const federalHours = hours(at(8), at(21));

export const stateCallingRules: Readonly<Record<string, StateCallingRule>> = {
  AL: {
    weekdays: hours(at(8), at(20)),
    sunday: null,
    noCallsOnHolidays: true,
    source: 'Alabama PSC rules, Ala. Admin. Code ch. 770-X-6',
  },
  CT: { weekdays: hours(at(9), at(20)), source: 'Conn. Gen. Stat. § 42-288a (as amended 2023)' },
  FL: {
    weekdays: hours(at(8), at(20)),
    maxCallsPer24Hours: 3,
    source: 'Fla. Stat. § 501.616(6)(a)–(b) (SB 1120, 2021)',
  },
  KY: { weekdays: hours(at(10), at(21)), source: 'KRS 367.46955' },
  LA: {
    weekdays: hours(at(8), at(20)),
    sunday: null,
    noCallsOnHolidays: true,
    source: 'La. R.S. 45:844.11 ff.; Louisiana PSC general order',
  },
  MA: { weekdays: hours(at(8), at(20)), source: 'M.G.L. c. 159C' },
  MD: {
    weekdays: hours(at(8), at(20)),
    maxCallsPer24Hours: 3,
    source: 'Md. Code, Com. Law § 14-4501 ff. (Stop the Spam Calls Act, 2023)',
  },
  MI: { weekdays: hours(at(9), at(21)), source: 'MCL 445.111 ff.' },
  MN: { weekdays: hours(at(9), at(21)), source: 'Minn. Stat. § 325E.27' },
  MS: {
    weekdays: hours(at(8), at(20)),
    sunday: null,
    noCallsOnHolidays: true,
    source: 'Miss. Code Ann. § 77-3-701 ff.',
  },
  NM: { weekdays: hours(at(9), at(21)), source: 'N.M. Stat. § 57-12-22' },
  NV: { weekdays: hours(at(9), at(20)), source: 'NRS ch. 228' },
  OK: {
    weekdays: hours(at(8), at(20)),
    maxCallsPer24Hours: 3,
    source: 'Okla. Stat. tit. 15 § 775C.4 (HB 3168, 2022)',
  },
  PA: {
    weekdays: hours(at(8), at(21)),
    sunday: hours(at(13, 30), at(21)),
    noCallsOnHolidays: true,
    source: '73 P.S. § 2241 ff. (Telemarketer Registration Act)',
  },
  RI: {
    weekdays: hours(at(9), at(18)),
    saturday: hours(at(10), at(17)),
    sunday: null,
    noCallsOnHolidays: true,
    source: 'R.I. Gen. Laws § 5-61-3.4',
  },
  TX: {
    weekdays: hours(at(9), at(21)),
    sunday: hours(at(12), at(21)),
    source: 'Tex. Bus. & Com. Code § 301.051',
  },
  UT: {
    weekdays: hours(at(8), at(21)),
    sunday: null,
    noCallsOnHolidays: true,
    source: 'Utah Code § 13-25a-103',
  },
  WA: { weekdays: hours(at(8), at(20)), source: 'RCW 80.36.390 (HB 1497, 2022)' },
};

/**
 * The agency's own cap, everywhere: at most seven calls to one person in seven days — Regulation F's
 * presumption of harassment for debt collectors (12 CFR 1006.14(b)(2)(i)), which a counsellor has
 * no reason to come near.
 */
export const maxCallsPer7Days = 7;

/** The state's names, for the reason a borrower may not be called now. */
export const stateNames: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  CT: 'Connecticut',
  FL: 'Florida',
  KY: 'Kentucky',
  LA: 'Louisiana',
  MA: 'Massachusetts',
  MD: 'Maryland',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  NM: 'New Mexico',
  NV: 'Nevada',
  OK: 'Oklahoma',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  TX: 'Texas',
  UT: 'Utah',
  WA: 'Washington',
};
