import type { HardshipKey } from '../../api/domain/applicationOptions';
import { dependentsOptions } from '../../api/domain/applicationOptions';
import { kindsOfRelief, utmSources } from '../catalog/choices';
import type { Showcase } from '../catalog/showcase';
import { reached } from '../catalog/funnel';
import type { Insert } from '../rows';
import type { Tree } from '../tree';
import type { Plan } from './plan';
import type { RentalAnswers } from './rental';

export type ApplicationDraft = Omit<Insert<'applications'>, 'id'>;

/** Marketing fields of the referral link (borrower-application §2), on some applications. */
function referral(tree: Tree): Partial<ApplicationDraft> {
  const { rng } = tree;
  const referralId = rng.chance(0.1) ? `ref-${rng.digits(6)}` : null;
  if (!rng.chance(0.4)) return { referralId };
  const [utmSource, utmMedium, utmCampaign] = rng.pick(utmSources);
  return {
    referralId,
    utmSource,
    utmMedium,
    utmCampaign,
    utmContent: rng.chance(0.5) ? rng.pick(['hero-button', 'footer-link', 'video']) : null,
    utmTerm:
      utmMedium === 'cpc'
        ? rng.pick(['credit card debt help', 'debt consolidation', 'nonprofit credit counseling'])
        : null,
  };
}

/** Credit history answers (borrower-application §2): dependents 0 unless counted, escrow only for owners. */
function creditHousehold(tree: Tree): Partial<ApplicationDraft> {
  const { rng } = tree;
  const isHomeowner = rng.chance(0.32);
  return {
    hasSpouse: rng.chance(0.36),
    numberOfDependentsInHousehold: rng.chance(0.45)
      ? 0
      : rng.weighted(dependentsOptions.map((n) => [n, 5 - n] as const)),
    isHomeowner,
    hasMortgageEscrow: isHomeowner ? rng.chance(0.6) : false,
    isCarOwner: rng.chance(0.72),
    hasServedInMilitary: rng.chance(0.09),
    monthlyRentOrMortgageAmount: isHomeowner ? rng.int(850, 2900) : rng.int(650, 2300),
  };
}

/** The rental variant asks no household questions of its own: rent comes from the rental form. */
function rentalHousehold(
  rental: RentalAnswers,
  personalAnswered: boolean,
  tree: Tree,
): Partial<ApplicationDraft> {
  return {
    isHomeowner: false,
    hasMortgageEscrow: false,
    monthlyRentOrMortgageAmount: rental.monthlyRentPayment,
    hasServedInMilitary: personalAnswered ? tree.rng.chance(0.08) : null,
  };
}

/** Other debts the borrower reports, and the life events behind the hardship flags. */
function circumstances(tree: Tree, hardships: ReadonlySet<HardshipKey>): Partial<ApplicationDraft> {
  const { rng } = tree;
  const jobLoss = hardships.has('hasJobLossOrReducedIncome');
  const recentJobLoss = jobLoss && rng.chance(0.55);
  return {
    hasRecentJobLoss: recentJobLoss,
    hasReductionInIncome: jobLoss && !recentJobLoss,
    hasRecentlyBeenFurloughed: jobLoss && rng.chance(0.12),
    hasLargeMedicalOrDisabilityExpenses: hardships.has('hasMedicalDebtOrExpenses'),
    hasRecentDeathInImmediateFamily: rng.chance(0.03),
    totalMedicalDebtAmount: hardships.has('hasMedicalDebtOrExpenses') ? rng.int(400, 12_000) : null,
    totalBackTaxesAmount: rng.chance(0.06) ? rng.int(300, 6_000) : null,
    totalDebtToFriendsAndFamilyAmount: rng.chance(0.1) ? rng.int(200, 4_000) : null,
    totalOtherDebtAmount: rng.chance(0.05) ? rng.int(300, 5_000) : null,
  };
}

/**
 * Monthly take-home pay: log-normal around $3,600 for one earner, more with a partner, children or a
 * home of one's own; a few at $0; never above the form's $15,000.
 */
function monthlyIncome(
  tree: Tree,
  household: Partial<ApplicationDraft>,
  finances: Showcase['finances'],
): number {
  const { rng } = tree;
  if (rng.chance(0.04) && !finances) return 0;
  const scale =
    (household.hasSpouse ? 1.45 : 1) *
    (1 + 0.12 * (household.numberOfDependentsInHousehold ?? 0)) *
    (household.isHomeowner ? 1.2 : 1) *
    (finances === 'comfortable' ? 2.2 : finances === 'strained' ? 0.45 : 1);
  const normal = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  return Math.min(15_000, Math.max(600, Math.round(3600 * scale * Math.exp(0.4 * normal))));
}

/** The application's answers as far as the borrower got; status, pages and the pull come later. */
export function draftApplication(
  tree: Tree,
  plan: Plan,
  ids: { owner: string; borrowerId: string },
  hardships: ReadonlySet<HardshipKey> | null,
  rental: RentalAnswers | null,
): ApplicationDraft {
  const { rng } = tree;
  const { stage } = plan.stop;
  const draft: ApplicationDraft = {
    owner: ids.owner,
    applicationBorrowerId: ids.borrowerId,
    type: plan.type,
    router: plan.router,
    createdAt: tree.clock.instant(plan.createdMs),
    kindOfRelief: rng.chance(0.7)
      ? plan.type === 'credit'
        ? rng.weighted(kindsOfRelief.map((k, i) => [k, i === 0 ? 12 : 1] as const))
        : kindsOfRelief[6]
      : null,
    ...referral(tree),
  };
  if (hardships) Object.assign(draft, circumstances(tree, hardships));
  if (reached(stage, 'household')) {
    Object.assign(
      draft,
      rental ? rentalHousehold(rental, reached(stage, 'personalInformation'), tree) : creditHousehold(tree),
    );
  }
  if (reached(stage, 'monthlyIncome')) {
    draft.selfReportedMonthlyCurrentIncome = monthlyIncome(tree, draft, plan.showcase?.finances);
    draft.hasProvidedMonthlyIncome = true;
    draft.hasAdditionalIncome = rng.chance(0.15);
  }
  return draft;
}
