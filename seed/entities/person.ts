import { dayMs } from '../clock';
import { emailDomains, type Sex } from '../catalog/choices';
import { places, placeWeights, type City, type Place } from '../catalog/places';
import type { FixedHome, Showcase } from '../catalog/showcase';
import type { Rng } from '../random';
import type { Tree } from '../tree';

export interface Home {
  place: Place;
  city: City;
  addressLine1: string;
  addressLine2: string | null;
  zipCode: string;
}

export interface Person {
  sex: Sex;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  /** Whose names they were drawn from: Spanish speakers' are Spanish (Mexican) names. */
  names: 'en' | 'es';
}

/** 'José' gives 'jose': an e-mail's local part without accents, spaces or apostrophes. */
const lettersOnly = (name: string) =>
  name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Ages of people who ask a counselling agency for help: mostly 25 to 64. */
const ageBands: readonly (readonly [readonly [number, number], number])[] = [
  [[18, 24], 8],
  [[25, 34], 22],
  [[35, 44], 24],
  [[45, 54], 20],
  [[55, 64], 15],
  [[65, 74], 8],
  [[75, 89], 3],
];

/** A catalog's fixed place, its one city (a territory need not be in catalog/places.ts). */
const fixedPlace = (home: FixedHome): Place => ({
  state: home.state,
  population: 0,
  cities: [{ name: home.city, zip3: home.zip.slice(0, 3), areaCode: home.areaCode }],
});

function placeOf(state: string): Place {
  const place = places.find((p) => p.state === state);
  if (!place) throw new Error(`catalog/places.ts: no state ${state}`);
  return place;
}

/** A home drawn from the population, or in the state (or at the exact place) a catalog asks for. */
export function drawHome(rng: Rng, wanted?: Showcase['home']): Home {
  const fixed = wanted && 'zip' in wanted ? wanted : null;
  const place = fixed ? fixedPlace(fixed) : wanted ? placeOf(wanted.state) : rng.weighted(placeWeights);
  const city = rng.pick(place.cities);
  const streets = rng.faker.definitions.location.street_name ?? ['Main Street'];
  return {
    place,
    city,
    addressLine1: `${rng.int(100, 9899)} ${rng.pick(streets)}`,
    addressLine2: rng.chance(0.2)
      ? `${rng.pick(['Apt', 'Unit', 'Apt'])} ${rng.int(1, 40)}${rng.pick(['', '', 'A', 'B'])}`
      : null,
    // The ZIPs of one prefix start at 01; the low ones are the ones that exist everywhere.
    zipCode: fixed?.zip ?? `${city.zip3}${String(rng.int(1, 49)).padStart(2, '0')}`,
  };
}

/** 555-0100 to 555-0199 are reserved for fiction: demo data never dials a real person. */
function phoneIn(rng: Rng, city: City): string {
  return `${city.areaCode}-555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
}

/** A date of birth 18 to 90 years before the anchor. */
function dateOfBirth(tree: Tree, ageNear?: number): string {
  const { rng, clock } = tree;
  const [low, high] = rng.weighted(ageBands);
  const age =
    ageNear === undefined ? rng.int(low, high) : Math.min(89, Math.max(18, ageNear + rng.int(-6, 6)));
  const anchor = new Date(clock.anchorMs);
  const birthday = Date.UTC(anchor.getUTCFullYear() - age, anchor.getUTCMonth(), anchor.getUTCDate());
  return clock.day(birthday - rng.int(1, 364) * dayMs);
}

/**
 * The borrower's e-mail ends in their ordinal, which no other borrower has and no name contains
 * (names have no digits), so it is unique across runs — users.email is a unique column.
 */
function borrowerEmail(rng: Rng, first: string, last: string, ordinal: number): string {
  const f = lettersOnly(first);
  const l = lettersOnly(last);
  const local = rng.pick([`${f}.${l}`, `${f[0]}.${l}`, `${f}_${l}`, `${f}.${l[0]}`]);
  return `${local}${ordinal}@${rng.pick(emailDomains)}`;
}

export function drawPerson(
  tree: Tree,
  home: Home,
  options: { sex?: Sex; lastName?: string; ageNear?: number; isSpouse?: boolean; names?: 'en' | 'es' } = {},
): Person {
  const { rng, ordinal } = tree;
  const names = options.names ?? 'en';
  const faker = names === 'es' ? rng.spanishFaker : rng.faker;
  const sex = options.sex ?? (rng.chance(0.56) ? 'female' : 'male');
  const firstName = faker.person.firstName(sex);
  const lastName = options.lastName ?? rng.pick(faker.definitions.person.last_name.generic ?? ['Smith']);
  // A spouse has no account, so no uniqueness to keep; a different shape tells the two apart.
  const email = options.isSpouse
    ? `${lettersOnly(firstName)}${lettersOnly(lastName)}${ordinal}@${rng.pick(emailDomains)}`
    : borrowerEmail(rng, firstName, lastName, ordinal);
  return {
    sex,
    firstName,
    lastName,
    email,
    phoneNumber: phoneIn(rng, home.city),
    dateOfBirth: dateOfBirth(tree, options.ageNear),
    names,
  };
}

export function ageOn(dateOfBirth: string, today: string): number {
  const age = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? age - 1 : age;
}
