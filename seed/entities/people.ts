import { partyOf } from '../../api/domain/agreementLines';
import type { AgreementParty } from '../../api/domain/agreementTerms';
import type { Tree } from '../tree';
import { ageOn, drawHome, drawPerson, type Home, type Person } from './person';

/** The rows of the people in a tree: the borrower's account, the borrower, the spouse. */

export interface PeopleIds {
  userId: string;
  borrowerId: string;
  applicationId: string;
}

/**
 * About you creates the account (one password hash for all demo borrowers: SECURITY.md §1). A demo
 * borrower account has its own password, set by now; one that survived a reset is there already.
 */
export function addUser(tree: Tree, person: Person, createdAt: string): string {
  const { demo } = tree;
  if (demo?.accountExists) return tree.reserve('users');
  return tree.add('users', {
    email: person.email.toLowerCase(),
    name: `${person.firstName} ${person.lastName}`,
    phoneNumber: person.phoneNumber,
    passwordHash: demo ? demo.passwordHash : tree.run.passwordHash,
    mustChangePassword: demo ? false : tree.run.mustChangePassword,
    initialEmailWasSent: true,
    createdAt,
    updatedAt: createdAt,
  });
}

/** Your contact adds the address and date of birth to what About you gave. */
export function contactFields(home: Home, person: Person) {
  return {
    addressLine1: home.addressLine1,
    addressLine2: home.addressLine2,
    city: home.city.name,
    state: home.place.state,
    zipCode: home.zipCode,
    dateOfBirth: person.dateOfBirth,
  };
}

export function putBorrower(
  tree: Tree,
  ids: PeopleIds,
  person: Person,
  home: Home,
  facts: {
    submitted: boolean;
    referralId: string | null;
    createdAt: string;
    updatedAt: string;
    /** The language a catalog asks for. */
    language?: 'en' | 'es';
  },
): 'en' | 'es' | null {
  const { rng } = tree;
  const isOptedOutOfSMS = rng.chance(0.05);
  // The demo accounts read English, like the lead who shows them.
  const drawn = () => (!tree.demo && rng.chance(0.16) ? 'es' : 'en');
  const preferredLanguage = facts.submitted ? (facts.language ?? drawn()) : null;
  tree.put('borrowers', ids.borrowerId, {
    owner: ids.userId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phoneNumber: person.phoneNumber,
    phoneNumberIsValid: true,
    isOptedOutOfSMS,
    ...(facts.submitted ? { ...contactFields(home, person), preferredLanguage } : {}),
    referralId: facts.referralId,
    createdAt: facts.createdAt,
    updatedAt: facts.updatedAt,
  });
  return preferredLanguage;
}

/** The spouse block of Your contact: mostly the same address ("same address as above"). */
export function addSpouse(
  tree: Tree,
  ids: PeopleIds,
  home: Home,
  borrower: Person,
  atMs: number,
): { id: string; name: string; party: AgreementParty } {
  const { rng } = tree;
  const spouseHome = rng.chance(0.85) ? home : drawHome(rng);
  const spouse = drawPerson(tree, spouseHome, {
    sex: rng.chance(0.9) ? (borrower.sex === 'female' ? 'male' : 'female') : borrower.sex,
    lastName: rng.chance(0.7) ? borrower.lastName : undefined,
    ageNear: ageOn(borrower.dateOfBirth, tree.clock.today),
    isSpouse: true,
    names: borrower.names,
  });
  const createdAt = tree.clock.instant(atMs);
  const id = tree.add('spouses', {
    owner: ids.userId,
    spouseApplicationId: ids.applicationId,
    spouseBorrowerId: ids.borrowerId,
    firstName: spouse.firstName,
    lastName: spouse.lastName,
    email: spouse.email,
    phoneNumber: spouse.phoneNumber,
    phoneNumberIsValid: true,
    ...contactFields(spouseHome, spouse),
    createdAt,
    updatedAt: createdAt,
  });
  return {
    id,
    name: `${spouse.firstName} ${spouse.lastName}`,
    party: partyOf('spouse', { ...spouse, ...contactFields(spouseHome, spouse) }),
  };
}
