import { describe, expect, it } from 'vitest';
import { usStates } from '../../api/domain/borrowerRules';
import {
  callingRegions,
  callingVerdict,
  callingWindow,
  isCallableNow,
  localTime,
  type CallingRegions,
} from '../../api/domain/callingHours';
import {
  borrowerTimeZone,
  splitStates,
  stateTimeZones,
  usTimeZones,
  zipRanges,
  type UsTimeZone,
} from '../../api/domain/timeZones';

const at = (iso: string) => new Date(iso);
const label = (zone: UsTimeZone, iso: string) => localTime(zone, at(iso)).label;

describe('the borrower’s time zone from state and ZIP', () => {
  it('knows every state, DC and territory the product accepts, whole or by ZIP', () => {
    for (const state of usStates) {
      expect(Object.hasOwn(stateTimeZones, state) || splitStates.includes(state), state).toBe(true);
    }
  });

  it('reads the ZIP only for the split states', () => {
    expect(borrowerTimeZone('NY', null)).toBe('America/New_York');
    expect(borrowerTimeZone('CA', '10001')).toBe('America/Los_Angeles');
    expect(borrowerTimeZone('HI', '96813')).toBe('Pacific/Honolulu');
    expect(borrowerTimeZone('DC', '20001')).toBe('America/New_York');
  });

  it('places the territories in their own zones', () => {
    expect(borrowerTimeZone('PR', '00901')).toBe('America/Puerto_Rico');
    expect(borrowerTimeZone('VI', '00802')).toBe('America/St_Thomas');
    expect(borrowerTimeZone('GU', '96910')).toBe('Pacific/Guam');
    expect(borrowerTimeZone('MP', '96950')).toBe('Pacific/Saipan');
    expect(borrowerTimeZone('AS', '96799')).toBe('Pacific/Pago_Pago');
  });

  it.each([
    // Florida: the panhandle west of the Apalachicola is Central, Port St. Joe Eastern.
    ['FL', '32501', 'America/Chicago'], // Pensacola
    ['FL', '32401', 'America/Chicago'], // Panama City
    ['FL', '32456', 'America/New_York'], // Port St. Joe
    ['FL', '32301', 'America/New_York'], // Tallahassee
    ['FL', '33101', 'America/New_York'], // Miami
    // Indiana: the north-west and south-west corners are Central.
    ['IN', '46320', 'America/Chicago'], // Hammond
    ['IN', '46383', 'America/Chicago'], // Valparaiso
    ['IN', '46534', 'America/Chicago'], // Knox
    ['IN', '47708', 'America/Chicago'], // Evansville
    ['IN', '47586', 'America/Chicago'], // Tell City
    ['IN', '47978', 'America/Chicago'], // Rensselaer
    ['IN', '46204', 'America/New_York'], // Indianapolis
    ['IN', '47546', 'America/New_York'], // Jasper (Dubois County)
    ['IN', '47906', 'America/New_York'], // West Lafayette
    ['IN', '46601', 'America/New_York'], // South Bend
    // Kentucky: the western counties are Central.
    ['KY', '42001', 'America/Chicago'], // Paducah
    ['KY', '42101', 'America/Chicago'], // Bowling Green
    ['KY', '42301', 'America/Chicago'], // Owensboro
    ['KY', '40143', 'America/Chicago'], // Hardinsburg (Breckinridge)
    ['KY', '42728', 'America/Chicago'], // Columbia (Adair)
    ['KY', '42642', 'America/Chicago'], // Russell Springs
    ['KY', '40108', 'America/New_York'], // Brandenburg (Meade)
    ['KY', '42701', 'America/New_York'], // Elizabethtown
    ['KY', '42633', 'America/New_York'], // Monticello (Wayne)
    ['KY', '40202', 'America/New_York'], // Louisville
    // Michigan: four Upper Peninsula counties on the Wisconsin line are Central.
    ['MI', '49858', 'America/Chicago'], // Menominee
    ['MI', '49801', 'America/Chicago'], // Iron Mountain
    ['MI', '49935', 'America/Chicago'], // Iron River
    ['MI', '49938', 'America/Chicago'], // Ironwood
    ['MI', '49855', 'America/New_York'], // Marquette
    ['MI', '49953', 'America/New_York'], // Ontonagon
    ['MI', '48201', 'America/New_York'], // Detroit
    // Tennessee: East Eastern, Middle and West Central.
    ['TN', '37203', 'America/Chicago'], // Nashville
    ['TN', '38103', 'America/Chicago'], // Memphis
    ['TN', '38555', 'America/Chicago'], // Crossville
    ['TN', '37723', 'America/Chicago'], // Crab Orchard
    ['TN', '37347', 'America/Chicago'], // Jasper (Marion)
    ['TN', '37388', 'America/Chicago'], // Tullahoma
    ['TN', '37402', 'America/New_York'], // Chattanooga
    ['TN', '37311', 'America/New_York'], // Cleveland
    ['TN', '37902', 'America/New_York'], // Knoxville
    ['TN', '37601', 'America/New_York'], // Johnson City
    // The Plains: the western parts are Mountain.
    ['ND', '58102', 'America/Chicago'], // Fargo
    ['ND', '58554', 'America/Chicago'], // Mandan
    ['ND', '58631', 'America/Chicago'], // Glen Ullin (Morton)
    ['ND', '58601', 'America/Denver'], // Dickinson
    ['ND', '58538', 'America/Denver'], // Fort Yates (Sioux)
    ['SD', '57104', 'America/Chicago'], // Sioux Falls
    ['SD', '57501', 'America/Chicago'], // Pierre
    ['SD', '57601', 'America/Chicago'], // Mobridge
    ['SD', '57701', 'America/Denver'], // Rapid City
    ['SD', '57567', 'America/Denver'], // Philip
    ['SD', '57625', 'America/Denver'], // Eagle Butte
    ['NE', '68102', 'America/Chicago'], // Omaha
    ['NE', '69101', 'America/Chicago'], // North Platte
    ['NE', '69153', 'America/Denver'], // Ogallala
    ['NE', '69361', 'America/Denver'], // Scottsbluff
    ['NE', '69033', 'America/Denver'], // Imperial
    ['NE', '69001', 'America/Chicago'], // McCook
    ['KS', '67202', 'America/Chicago'], // Wichita
    ['KS', '67735', 'America/Denver'], // Goodland
    ['KS', '67878', 'America/Denver'], // Syracuse
    ['TX', '77002', 'America/Chicago'], // Houston
    ['TX', '79855', 'America/Chicago'], // Van Horn
    ['TX', '79901', 'America/Denver'], // El Paso
    ['TX', '79851', 'America/Denver'], // Sierra Blanca
    ['TX', '88510', 'America/Denver'], // El Paso (885)
    // The West.
    ['ID', '83702', 'America/Denver'], // Boise
    ['ID', '83814', 'America/Los_Angeles'], // Coeur d'Alene
    ['ID', '83501', 'America/Los_Angeles'], // Lewiston
    ['ID', '83549', 'America/Denver'], // Riggins
    ['OR', '97201', 'America/Los_Angeles'], // Portland
    ['OR', '97914', 'America/Denver'], // Ontario (Malheur)
    ['OR', '97904', 'America/Los_Angeles'], // Drewsey (Harney)
    ['NV', '89101', 'America/Los_Angeles'], // Las Vegas
    ['NV', '89883', 'America/Denver'], // West Wendover
    ['AK', '99501', 'America/Anchorage'], // Anchorage
    ['AK', '99801', 'America/Anchorage'], // Juneau
    ['AK', '99546', 'America/Adak'], // Adak
    // Arizona keeps standard time; the Navajo Nation observes daylight saving; Hopi does not.
    ['AZ', '85004', 'America/Phoenix'], // Phoenix
    ['AZ', '86001', 'America/Phoenix'], // Flagstaff
    ['AZ', '86515', 'America/Denver'], // Window Rock
    ['AZ', '86503', 'America/Denver'], // Chinle
    ['AZ', '86033', 'America/Denver'], // Kayenta
    ['AZ', '86039', 'America/Phoenix'], // Kykotsmovi (Hopi)
  ])('%s %s → %s', (state, zip, zone) => {
    expect(borrowerTimeZone(state, zip)).toBe(zone);
  });

  it.each([
    [null, null],
    ['', '10001'],
    ['ZZ', '10001'], // not a state
    ['AE', '09001'], // military mail: no zone
    ['FL', null], // a split state needs a ZIP
    ['FL', ''],
    ['FL', '3250'],
    ['FL', '32501-1234'],
    ['FL', ' 32501'],
    ['FL', '90210'], // not a Florida ZIP
    ['FL', '34001'], // 340 is military mail, not Florida
    ['AZ', null],
    ['AZ', '86045'], // Tuba City with Hopi Moenkopi
    ['AZ', '86034'], // Keams Canyon
    ['TN', '37338'], // Graysville, on the line
    ['ID', '83542'], // Lucile, on the Salmon River
    ['OR', '97907'], // Huntington keeps Mountain time unofficially
  ])('%s %s → unknown', (state, zip) => {
    expect(borrowerTimeZone(state, zip)).toBeNull();
  });

  it('keeps the split states’ ZIP runs apart, sorted, each in the zone the lookup gives', () => {
    for (const state of splitStates) {
      const runs = zipRanges.filter((r) => r.state === state);
      for (const [i, run] of runs.entries()) {
        expect(run.from <= run.to).toBe(true);
        if (i > 0) expect(runs[i - 1].to < run.from).toBe(true);
        expect(borrowerTimeZone(state, run.from)).toBe(run.zone);
        expect(borrowerTimeZone(state, run.to)).toBe(run.zone);
      }
    }
  });
});

describe('the borrower’s local time', () => {
  it('reads as a rep’s clock with the zone’s abbreviation', () => {
    expect(label('America/Chicago', '2026-07-15T20:42:00Z')).toBe('3:42 PM CDT');
    expect(label('America/New_York', '2026-01-15T05:05:00Z')).toBe('12:05 AM EST');
    expect(label('America/New_York', '2026-01-15T17:00:00Z')).toBe('12:00 PM EST');
    expect(label('America/Anchorage', '2026-07-15T20:00:00Z')).toBe('12:00 PM AKDT');
    expect(label('America/Adak', '2026-07-15T20:00:00Z')).toBe('11:00 AM HDT');
    expect(label('America/Adak', '2026-01-15T20:00:00Z')).toBe('10:00 AM HST');
    expect(label('Pacific/Honolulu', '2026-07-15T20:00:00Z')).toBe('10:00 AM HST');
  });

  it('moves forward an hour at the US spring-forward instant (8 March 2026, 2 am)', () => {
    expect(label('America/New_York', '2026-03-08T06:59:00Z')).toBe('1:59 AM EST');
    expect(label('America/New_York', '2026-03-08T07:00:00Z')).toBe('3:00 AM EDT');
    expect(label('America/Chicago', '2026-03-08T07:59:00Z')).toBe('1:59 AM CST');
    expect(label('America/Chicago', '2026-03-08T08:00:00Z')).toBe('3:00 AM CDT');
    // The same UTC morning hour: not yet 8 am in New York on Saturday, callable on Sunday.
    expect(isCallableNow('America/New_York', at('2026-03-07T12:30:00Z'))).toBe(false);
    expect(isCallableNow('America/New_York', at('2026-03-08T12:30:00Z'))).toBe(true);
  });

  it('goes back an hour at the fall-back instant (1 November 2026, 2 am)', () => {
    expect(label('America/New_York', '2026-11-01T05:30:00Z')).toBe('1:30 AM EDT');
    expect(label('America/New_York', '2026-11-01T06:30:00Z')).toBe('1:30 AM EST');
    // 9 pm comes an hour later in UTC after the change.
    expect(isCallableNow('America/New_York', at('2026-11-01T00:59:00Z'))).toBe(true); // 8:59 PM EDT
    expect(isCallableNow('America/New_York', at('2026-11-01T01:00:00Z'))).toBe(false); // 9:00 PM EDT
    expect(isCallableNow('America/New_York', at('2026-11-02T01:30:00Z'))).toBe(true); // 8:30 PM EST
    expect(isCallableNow('America/New_York', at('2026-11-02T02:00:00Z'))).toBe(false); // 9:00 PM EST
  });

  it('keeps Arizona on standard time all year while the Navajo Nation changes', () => {
    const phoenix = borrowerTimeZone('AZ', '85004')!;
    const windowRock = borrowerTimeZone('AZ', '86515')!;
    for (const iso of ['2026-03-07T15:00:00Z', '2026-03-08T15:00:00Z', '2026-07-15T15:00:00Z']) {
      expect(label(phoenix, iso)).toBe('8:00 AM MST');
    }
    expect(label(windowRock, '2026-03-07T15:00:00Z')).toBe('8:00 AM MST');
    expect(label(windowRock, '2026-07-15T15:00:00Z')).toBe('9:00 AM MDT');
    // 7:30 in Phoenix, 8:30 in Window Rock: one can be called, the other not yet.
    expect(isCallableNow(phoenix, at('2026-07-15T14:30:00Z'))).toBe(false);
    expect(isCallableNow(windowRock, at('2026-07-15T14:30:00Z'))).toBe(true);
  });

  it('reads the same through a minute and changes with the next, the clock change included', () => {
    // The times already read are kept by zone and minute: the last second of a minute is still that minute.
    expect(label('America/Chicago', '2026-03-08T07:59:00.000Z')).toBe('1:59 AM CST');
    expect(label('America/Chicago', '2026-03-08T07:59:59.999Z')).toBe('1:59 AM CST');
    expect(label('America/Chicago', '2026-03-08T08:00:00.000Z')).toBe('3:00 AM CDT');
    expect(label('America/New_York', '2026-03-08T07:59:59.999Z')).toBe('3:59 AM EDT');
    expect(localTime('America/Chicago', at('2026-03-08T08:00:30Z'))).toEqual({
      hour: 3,
      minute: 0,
      day: '2026-03-08',
      weekday: 0,
      abbreviation: 'CDT',
      label: '3:00 AM CDT',
    });
    // More minutes read than are kept: each still its own (10:00 AM to 7:59 PM in Honolulu).
    for (let m = 0; m < 600; m++) {
      const hour = 10 + Math.floor(m / 60);
      const clock = `${hour > 12 ? hour - 12 : hour}:${String(m % 60).padStart(2, '0')} ${hour >= 12 ? 'PM' : 'AM'}`;
      const iso = new Date(Date.parse('2026-07-15T20:00:00Z') + m * 60_000).toISOString();
      expect(label('Pacific/Honolulu', iso)).toBe(`${clock} HST`);
    }
  });

  it('keeps the territories without daylight saving', () => {
    expect(label('America/Puerto_Rico', '2026-01-15T13:30:00Z')).toBe('9:30 AM AST');
    expect(label('America/Puerto_Rico', '2026-07-15T13:30:00Z')).toBe('9:30 AM AST');
    expect(label('America/St_Thomas', '2026-07-15T13:30:00Z')).toBe('9:30 AM AST');
    expect(label('Pacific/Guam', '2026-07-15T13:30:00Z')).toBe('11:30 PM ChST');
    expect(label('Pacific/Saipan', '2026-01-15T13:30:00Z')).toBe('11:30 PM ChST');
    expect(label('Pacific/Pago_Pago', '2026-07-15T13:30:00Z')).toBe('2:30 AM SST');
  });
});

describe('callable now: 8:00 ≤ local time < 21:00', () => {
  it.each([
    ['2026-07-15T12:59:00Z', '7:59 AM CDT', false],
    ['2026-07-15T13:00:00Z', '8:00 AM CDT', true],
    ['2026-07-16T01:59:00Z', '8:59 PM CDT', true],
    ['2026-07-16T01:59:59Z', '8:59 PM CDT', true],
    ['2026-07-16T02:00:00Z', '9:00 PM CDT', false],
    ['2026-01-15T13:59:00Z', '7:59 AM CST', false],
    ['2026-01-15T14:00:00Z', '8:00 AM CST', true],
    ['2026-01-16T02:59:00Z', '8:59 PM CST', true],
    ['2026-01-16T03:00:00Z', '9:00 PM CST', false],
  ])('Chicago at %s (%s) → %s', (iso, shown, callable) => {
    expect(label('America/Chicago', iso)).toBe(shown);
    expect(isCallableNow('America/Chicago', at(iso))).toBe(callable);
  });

  it('is unknown, never guessed, without a zone', () => {
    expect(callingWindow(null, at('2026-07-15T16:00:00Z'))).toEqual({ localTime: null, callableNow: null });
    expect(callingWindow('America/Chicago', at('2026-07-15T16:00:00Z'))).toEqual({
      localTime: '11:00 AM CDT',
      callableNow: true,
    });
  });
});

describe('the regions callable now (the filter’s pure half)', () => {
  const inRegions = (regions: CallingRegions, state: string, zip: string | null) =>
    regions.states.includes(state) ||
    (zip !== null &&
      /^\d{5}$/.test(zip) &&
      regions.zipRanges.some((r) => r.state === state && r.from <= zip && zip <= r.to));

  // Every state with a ZIP of its own, every run's ends and its neighbours, and the unplaced.
  const samples: [string, string | null][] = [
    ...usStates.map((state): [string, string | null] => [state, null]),
    ...zipRanges.flatMap((r): [string, string][] => {
      const near = (zip: string, step: number) => String(Number(zip) + step).padStart(5, '0');
      return [r.from, r.to, near(r.from, -1), near(r.to, 1)].map((zip) => [r.state, zip]);
    }),
    ['FL', '3250'],
    ['ZZ', '12345'],
  ];

  const instants = [
    ...Array.from({ length: 24 }, (_, h) => new Date(Date.UTC(2026, 6, 15, h, 30))),
    ...Array.from({ length: 24 }, (_, h) => new Date(Date.UTC(2026, 0, 15, h))),
    at('2026-03-08T12:30:00Z'),
    at('2026-11-01T13:00:00Z'),
    // A Sunday afternoon and Thanksgiving Day: Alabama, Utah, Rhode Island … allow no calls.
    at('2026-07-19T18:00:00Z'),
    at('2026-11-26T17:00:00Z'),
  ];

  it('hold exactly the borrowers the rule calls callable, and the others exactly the rest', () => {
    for (const now of instants) {
      const callable = callingRegions(now, true);
      const notCallable = callingRegions(now, false);
      for (const [state, zip] of samples) {
        const zone = borrowerTimeZone(state, zip);
        const expected = zone ? callingVerdict(state, zone, now).callable : null;
        expect(
          [inRegions(callable, state, zip), inRegions(notCallable, state, zip)],
          `${state} ${zip} ${now.toISOString()}`,
        ).toEqual([expected === true, expected === false]);
      }
    }
  });

  it('name every zone the product uses', () => {
    const used = new Set([...Object.values(stateTimeZones), ...zipRanges.map((r) => r.zone)]);
    expect([...used].sort()).toEqual([...usTimeZones].sort());
  });
});
