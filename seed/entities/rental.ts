import { ethnicityValues, peopleInHouseholdOptions, raceValues } from '../../api/domain/applicationOptions';
import { reached, type Stage } from '../catalog/funnel';
import type { Tree } from '../tree';

export interface RentalAnswers {
  hasBackRent: boolean | null;
  backRentAmount: number | null;
  monthlyRentPayment: number | null;
  numberOfPeopleLivingWithBorrower: number | null;
}

const unanswered: RentalAnswers = {
  hasBackRent: null,
  backRentAmount: null,
  monthlyRentPayment: null,
  numberOfPeopleLivingWithBorrower: null,
};

/**
 * Every rental application has its rental_applications row; the answers appear once the borrower is
 * past Rental information, race and ethnicity (optional) once past Personal information. Amounts are
 * whole dollars: the form takes digits only.
 */
export function addRentalApplication(tree: Tree, applicationId: string, stage: Stage): RentalAnswers {
  const { rng } = tree;
  if (!reached(stage, 'household')) {
    tree.add('rentalApplications', { applicationId, ...unanswered });
    return unanswered;
  }
  const hasBackRent = rng.chance(0.6);
  const monthlyRentPayment = rng.int(650, 2400);
  const answers: RentalAnswers = {
    hasBackRent,
    backRentAmount: hasBackRent ? Math.round(monthlyRentPayment * rng.float(0.5, 4)) : null,
    monthlyRentPayment,
    numberOfPeopleLivingWithBorrower: rng.pick(peopleInHouseholdOptions),
  };
  const personal = reached(stage, 'personalInformation');
  tree.add('rentalApplications', {
    applicationId,
    ...answers,
    hasReceivedRentalSupportInPast: rng.chance(0.22),
    hasUsedCreditCardToPayRent: rng.chance(0.28),
    race: personal && rng.chance(0.85) ? rng.pick(raceValues) : null,
    ethnicity: personal && rng.chance(0.85) ? rng.pick(ethnicityValues) : null,
  });
  return answers;
}
