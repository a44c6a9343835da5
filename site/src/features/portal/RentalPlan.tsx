import { graphql } from '../../gql';
import { format, type IslandProps } from '../../i18n/islandStrings';
import type { ResultOf } from '../../lib/graphql';
import { calendarDay } from '../../lib/format';
import { planMoney } from './portalPages';
import { figure } from '../../lib/figure';

/*
 * A rental application's plan in the portal (borrower-application §3, RentalReliefPlan): the rent
 * the plan sets, the back rent due and the assistance applied each month, its dates and whether it
 * is signed. The Offers summary and Payments pages show it to a renter, in words about rent — never
 * the debt management plan's.
 */

export const rentalPlanKeys = [
  'portal.rentalPlan.title',
  'portal.rentalPlan.figuresLabel',
  'portal.rentalPlan.monthlyPlanRent',
  'portal.rentalPlan.monthlyBackRentDue',
  'portal.rentalPlan.assistance',
  'portal.rentalPlan.dates',
  'portal.rentalPlan.signed',
  'portal.rentalPlan.toSign',
  'portal.rentalPlan.none',
] as const;

type Key = (typeof rentalPlanKeys)[number];

/** What the Offers summary and Payments pages read of a rental application's plan. */
export const RentalPlanFiguresFields = graphql(`
  fragment RentalPlanFigures on RentalReliefPlan {
    monthlyPlanRent
    monthlyBackRentDue
    monthlyRentalAssistanceFundsApplied
    plannedStartDate
    plannedEndDate
    dateSigned
  }
`);

type RentalReliefPlan = ResultOf<typeof RentalPlanFiguresFields>;

export function RentalPlan({ locale, strings, plan }: IslandProps<Key> & { plan: RentalReliefPlan | null }) {
  if (!plan) return <p>{strings['portal.rentalPlan.none']}</p>;
  const figures = [
    ['portal.rentalPlan.monthlyPlanRent', plan.monthlyPlanRent, 'rentalPlan.monthlyPlanRent'],
    ['portal.rentalPlan.monthlyBackRentDue', plan.monthlyBackRentDue, 'rentalPlan.monthlyBackRentDue'],
    ['portal.rentalPlan.assistance', plan.monthlyRentalAssistanceFundsApplied, 'rentalPlan.assistance'],
  ] as const;
  return (
    <section className="portal-card" aria-labelledby="rental-plan-title">
      <h2 id="rental-plan-title">{strings['portal.rentalPlan.title']}</h2>
      <dl className="portal-figures" aria-label={strings['portal.rentalPlan.figuresLabel']}>
        {figures.map(([key, amount, name]) => (
          <div className="portal-figure" key={key}>
            <dt>{strings[key]}</dt>
            <dd {...figure(name)}>{planMoney(locale, amount)}</dd>
          </div>
        ))}
      </dl>
      <p>
        {format(strings['portal.rentalPlan.dates'], {
          start: calendarDay(locale, plan.plannedStartDate),
          end: calendarDay(locale, plan.plannedEndDate),
        })}
      </p>
      <p className="portal-note">
        {plan.dateSigned
          ? format(strings['portal.rentalPlan.signed'], { date: calendarDay(locale, plan.dateSigned) })
          : strings['portal.rentalPlan.toSign']}
      </p>
    </section>
  );
}
