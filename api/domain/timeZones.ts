/*
 * The borrower's IANA time zone from their state and ZIP, for the calling-hours rule
 * (callingHours.ts). One zone per state, DC and territory; the states the zone lines cross are
 * resolved by ZIP. Unknown → null: a state we do not know, or a split state whose ZIP is missing
 * or cannot be placed. Nothing is guessed.
 *
 * Zones: one IANA zone per rule set in force today. Where the tz database keeps a local zone only
 * for its history (America/Detroit, America/Indiana/*, America/Kentucky/*, America/Menominee,
 * America/North_Dakota/*, America/Boise), the main zone with the same rules now is used, so the
 * set of zones — and the SQL of the 'Callable now' filter — stays small.
 *
 * Split states (source: the county lines of 49 CFR part 71 as the tz database follows them, and
 * each ZIP placed by the county of its post office; every ZIP of a prefix the line crosses was
 * reviewed against a public list of ZIPs with their towns):
 *  - FL: the panhandle west of the Apalachicola (ZIPs 324, 325) Central, but Port St. Joe Eastern.
 *  - IN: Lake, Porter, LaPorte, Newton, Jasper, Starke (NW) and Posey, Vanderburgh, Warrick,
 *    Gibson, Spencer, Perry (SW) Central.
 *  - KY: the 41 western counties Central (420–424 and the listed ZIPs of 401, 426, 427).
 *  - MI: Gogebic, Iron, Dickinson and Menominee Central.
 *  - TN: Middle and West Tennessee Central; East Tennessee (and the Chattanooga area of 373)
 *    Eastern; Cumberland County's Crab Orchard Central; Graysville (37338) unplaced.
 *  - ND: the south-west (Adams, Billings, Bowman, Dunn, Golden Valley, Grant, Hettinger, Sioux,
 *    Slope, Stark) Mountain; Morton, Mercer and Oliver Central since 2003–2010.
 *  - SD: west river (576, 577 and Haakon, Jackson, Bennett of 575) Mountain; Walworth and Campbell
 *    Central.
 *  - NE: the panhandle and the south-west (Dundy, Chase, west Cherry, 691's Keith, Perkins,
 *    Arthur, Hooker, Garden, Deuel, and 693) Mountain.
 *  - KS: Sherman, Wallace, Greeley, Hamilton Mountain.
 *  - TX: El Paso and Hudspeth Mountain.
 *  - ID: north of the Salmon River Pacific (835, 838), but Riggins and Pollock Mountain; Lucile
 *    and Warren, on the river, unplaced.
 *  - OR: Malheur County Mountain; Huntington (97907, Baker County, keeps Mountain time unofficially)
 *    unplaced.
 *  - NV: West Wendover and Jackpot keep Mountain time; Owyhee (Duck Valley) unplaced.
 *  - AK: Adak and Atka (west of 169°30′W) Hawaii-Aleutian.
 *  - AZ: no daylight saving (America/Phoenix), except the Navajo Nation, which observes it
 *    (America/Denver): the ZIPs whose post office is on the Nation. The Hopi villages inside it keep
 *    Arizona's time; the ZIPs that mix the two (Keams Canyon, Tuba City with Moenkopi) or a town off
 *    the Nation with Navajo chapters (Chambers, Sanders) are unplaced.
 */

export const usTimeZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Adak',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/St_Thomas',
  'Pacific/Guam',
  'Pacific/Saipan',
  'Pacific/Pago_Pago',
] as const;

export type UsTimeZone = (typeof usTimeZones)[number];

const zoneCodes: Record<string, UsTimeZone> = {
  E: 'America/New_York',
  C: 'America/Chicago',
  M: 'America/Denver',
  AZ: 'America/Phoenix',
  P: 'America/Los_Angeles',
  AK: 'America/Anchorage',
  HA: 'America/Adak',
};

/** States, DC and territories in one zone. */
export const stateTimeZones: Readonly<Record<string, UsTimeZone>> = {
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  IL: 'America/Chicago',
  IA: 'America/Chicago',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  DC: 'America/New_York',
  AS: 'Pacific/Pago_Pago',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
};

/*
 * The split states: `STATE  ZONE places · ZONE places · …`, painted in order, so a later, narrower
 * entry overrides an earlier one. A place is a 3-digit ZIP prefix (324), a range of prefixes
 * (320-339), a ZIP (32456) or a range of ZIPs. Zones: E Eastern, C Central, M Mountain with
 * daylight saving, AZ Arizona (none), P Pacific, AK Alaska, HA Hawaii-Aleutian; ? unplaced.
 * A ZIP painted by nothing is unplaced too.
 */
const splitTable = `
FL  E 320-339 341-349 · C 324 325 · E 32456 32457
IN  E 460-479 · C 463 464 476 477 · C 46531 46532 46534 46968 · C 47514 47515 47520 47523 47525 47531 47536 47537 47550 47551 47552 47556 47574 47576 47577 47579 47586 47588 · C 47922 47943 47948 47951 47963 47964 47977 47978
KY  E 400-427 · C 420-424 · C 40111 40115 40119 40140 40143 40144 40145 40146 40152 40153 40170 40171 40176 40178 · C 42602 42603 42629 42642 · C 42712 42713 42715 42717 42720 42721 42722 42726 42728 42729 42731 42741 42742 42743 42746 42749 42753 42754 42755 42759 42762 42765 42782
MI  E 480-499 · C 49801 49802 49812 49815 49821 49831 49834 49845 49847 49848 49852 49858 49863 49870 49873 49874 49876 49877 49881 49886 49887 49892 49893 49896 · C 49902 49903 49911 49915 49920 49927 49935 49938 49947 49959 49964 49968 49969
TN  C 370-385 · E 373 374 376-379 · C 37301 37305 37306 37313 37318 37324 37327 37328 37330 37334 37335 37339 37340 37342 37345 37347 37348 37349 37352 37355 37356 37357 37359 37360 37365 37366 37367 37374 37375 37376 37378 37380 37382 37383 37387 37388 37389 37394 37396 37397 37398 · C 37723 · ? 37338
ND  C 580-588 · M 586 · C 58631 58638 · M 58528 58529 58533 58538 58562 58564 58568 58569 58570
SD  C 570-577 · M 576 577 · C 57601 57631 57632 57646 57648 · M 57521 57543 57547 57551 57552 57553 57567 57574 57577
NE  C 680-693 · M 691 693 · C 69101 69103 69120 69123 69130 69132 69135 69138 69142 69143 69151 69157 69161 69163 69165 69166 69167 69169 69170 69171 · M 69021 69023 69027 69030 69033 69037 69041 69045 · M 69211 69216 69218 69219
KS  C 660-679 · M 67733 67735 67741 67758 67761 67762 67836 67857 67878 67879
TX  C 733 750-799 · M 799 885 · M 79821 79835 79836 79837 79838 79839 79847 79849 79851 79853
ID  M 832-837 · P 835 838 · M 83547 83549 · ? 83542 83671
OR  P 970-979 · M 97901 97902 97903 97906 97908 97909 97910 97911 97913 97914 97917 97918 97920 · ? 97907
NV  P 889-898 · M 89825 89883 · ? 89832
AK  AK 995-999 · HA 99546 99547
AZ  AZ 850-865 · M 86020 86031 86033 86035 86044 86053 86054 86503-86508 86510 86511 86514 86515 86520 86535 86538 86540 86544 86545 86547 86549 86556 · ? 86034 86045 86502 86512
`;

/** A run of ZIPs of a split state in one zone, both ends included (5-digit strings). */
export interface ZipRange {
  state: string;
  from: string;
  to: string;
  zone: UsTimeZone;
}

function placesOf(spec: string): [number, number] {
  const prefixes = /^(\d{3})(?:-(\d{3}))?$/.exec(spec);
  if (prefixes) return [Number(prefixes[1]) * 100, Number(prefixes[2] ?? prefixes[1]) * 100 + 99];
  const zips = /^(\d{5})(?:-(\d{5}))?$/.exec(spec);
  if (zips) return [Number(zips[1]), Number(zips[2] ?? zips[1])];
  throw new Error(`Bad ZIP place ${spec}`);
}

function paint(line: string): [string, Map<number, UsTimeZone>] {
  const [state, ...rest] = line.trim().split(/\s+/);
  const zones = new Map<number, UsTimeZone>();
  for (const entry of rest.join(' ').split('·')) {
    const [code, ...specs] = entry.trim().split(/\s+/);
    const zone = code === '?' ? null : zoneCodes[code];
    if (zone === undefined) throw new Error(`Bad zone code ${code}`);
    for (const spec of specs) {
      const [from, to] = placesOf(spec);
      for (let zip = from; zip <= to; zip += 1) {
        if (zone) zones.set(zip, zone);
        else zones.delete(zip);
      }
    }
  }
  return [state, zones];
}

const zipZones = new Map(splitTable.trim().split('\n').map(paint));

const zip5 = (zip: number) => String(zip).padStart(5, '0');

/** The split states' ZIPs as runs in one zone: what the 'Callable now' filter turns into SQL. */
export const zipRanges: readonly ZipRange[] = [...zipZones].flatMap(([state, zones]) => {
  const ranges: ZipRange[] = [];
  let run: { from: number; to: number; zone: UsTimeZone } | undefined;
  for (const zip of [...zones.keys()].sort((a, b) => a - b)) {
    const zone = zones.get(zip)!;
    if (run && run.zone === zone && run.to === zip - 1) run.to = zip;
    else {
      if (run) ranges.push({ state, from: zip5(run.from), to: zip5(run.to), zone: run.zone });
      run = { from: zip, to: zip, zone };
    }
  }
  if (run) ranges.push({ state, from: zip5(run.from), to: zip5(run.to), zone: run.zone });
  return ranges;
});

/** States whose zone depends on the ZIP. */
export const splitStates: readonly string[] = [...zipZones.keys()];

/** A ZIP as the product stores it: five digits (borrowerRules). */
export const isPlaceableZip = (zip: string | null | undefined): zip is string =>
  typeof zip === 'string' && /^\d{5}$/.test(zip);

/**
 * The borrower's zone, or null when it is unknown: a state that is not a US state, DC or
 * territory, or a split state without a ZIP it can place. The state is its 2-letter code as
 * stored; the ZIP is read only for the split states.
 */
export function borrowerTimeZone(
  state: string | null | undefined,
  zip: string | null | undefined,
): UsTimeZone | null {
  if (!state) return null;
  if (Object.hasOwn(stateTimeZones, state)) return stateTimeZones[state];
  const zones = zipZones.get(state);
  if (!zones || !isPlaceableZip(zip)) return null;
  return zones.get(Number(zip)) ?? null;
}
