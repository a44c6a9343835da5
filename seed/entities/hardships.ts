import type { ApplicationType } from '../../api/domain/applicationFlow';
import { hardshipKeys, type HardshipKey } from '../../api/domain/applicationOptions';
import type { Tree } from '../tree';

/** How often each hardship is ticked, by application type (renters are behind on rent by definition). */
const likelihood: Record<HardshipKey, Record<ApplicationType, number>> = {
  hasTroubleMakingRentPayments: { credit: 0.12, rental: 0.75 },
  hasJobLossOrReducedIncome: { credit: 0.38, rental: 0.45 },
  hasIncreasedExpenses: { credit: 0.32, rental: 0.3 },
  hasMedicalDebtOrExpenses: { credit: 0.2, rental: 0.15 },
  hasStudentLoans: { credit: 0.16, rental: 0.08 },
  hasUtilityPayments: { credit: 0.14, rental: 0.3 },
  hasOtherHardship: { credit: 0.08, rental: 0.06 },
  hasCovidSpecificHardship: { credit: 0.05, rental: 0.07 },
};

/** Life events saves every key, unticked as false (services/flow/steps.ts), one row per key. */
export function addHardships(tree: Tree, applicationId: string, type: ApplicationType): Set<HardshipKey> {
  const ticked = new Set<HardshipKey>();
  for (const key of hardshipKeys) {
    const value = tree.rng.chance(likelihood[key][type]);
    if (value) ticked.add(key);
    tree.add('hardships', { applicationId, key, value });
  }
  return ticked;
}
