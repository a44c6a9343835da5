import { expenseCategories, expenseSubCategories } from '@domain/expenseCategories';
import { toCents, toDollars } from '@domain/money';
import type { TranslationKey } from '../../i18n/en';
import { format, type IslandProps, type Strings } from '../../i18n/islandStrings';
import { expenseNameKeys } from '../../lib/ExpenseNames';
import { longDate, money } from '../../lib/format';
import { PortalContent, portalContentKeys } from './PortalContent';
import { exactMoney, sumMoney } from './portalPages';
import { usePortal } from './usePortal';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';
import { figure } from '../../lib/figure';

/*
 * /customer-portal/your-budget (service-portal §2): what the borrower spends each month, line by line,
 * beside the proposed budget's suggestions (api/domain/proposedBudget.ts, applied to today's lines),
 * grouped by category in the application's order and named with the application's own words
 * (application.expenses.*). The headline is today's spending: the one expenses figure the plan, the
 * monthly summary and the Expenses page use; the suggestions are told as suggestions, never as the
 * plan's budget, and a declined borrower reads of no plan. Lines with nothing spent now or suggested
 * are left out, and the page says so. No budget: plain words.
 */

export const yourBudgetKeys = [
  ...portalContentKeys,
  ...expenseNameKeys,
  'portal.budget.figuresLabel',
  'portal.budget.proposedOn',
  'portal.budget.agreed',
  'portal.budget.currentTotal',
  'portal.budget.proposedTotal',
  'portal.budget.less',
  'portal.budget.more',
  'portal.budget.linesTitle',
  'portal.budget.caption',
  'portal.budget.expense',
  'portal.budget.current',
  'portal.budget.proposed',
  'portal.budget.total',
  'portal.budget.note',
  'portal.budget.dashNote',
  'portal.budget.usesToday',
  'portal.budget.usesTodayNoPlan',
  'portal.budget.none',
] as const;

type Key = (typeof yourBudgetKeys)[number];

export const YourBudgetPortal = graphql(`
  fragment YourBudgetPortal on CustomerPortal {
    expenses {
      total
    }
    proposedBudget {
      id
      createdAt
      agreedTo
      lines {
        category
        subCategory
        currentValue
        proposedValue
      }
    }
  }
`);

const YourBudgetPage = graphql(`
  query YourBudgetPage {
    me {
      ...PortalViewer
    }
    myPortal {
      ...PortalShell
      ...YourBudgetPortal
    }
  }
`);

type Budget = NonNullable<ResultOf<typeof YourBudgetPortal>['proposedBudget']>;
type BudgetLine = Budget['lines'][number];

const word = (strings: Strings<Key>, key: string, fallback: string) =>
  (strings as Partial<Record<string, string>>)[key as TranslationKey] ?? fallback;

const rank = (list: readonly string[], value: string) => {
  const at = list.indexOf(value);
  return at < 0 ? list.length : at;
};

interface Group {
  category: string;
  lines: BudgetLine[];
}

/** Lines by category, in the application's order (unknown ones last, as they come). */
function groupsOf(lines: BudgetLine[]): Group[] {
  const shown = lines.filter(
    (line) => toCents(line.currentValue) !== 0 || toCents(line.proposedValue ?? 0) !== 0,
  );
  const groups = new Map<string, BudgetLine[]>();
  for (const line of shown) groups.set(line.category, [...(groups.get(line.category) ?? []), line]);
  return [...groups]
    .sort(([a], [b]) => rank(expenseCategories, a) - rank(expenseCategories, b))
    .map(([category, groupLines]) => {
      const order: readonly string[] =
        expenseSubCategories[category as keyof typeof expenseSubCategories] ?? [];
      return {
        category,
        lines: [...groupLines].sort((a, b) => rank(order, a.subCategory) - rank(order, b.subCategory)),
      };
    });
}

export default function YourBudget({ locale, strings }: IslandProps<Key>) {
  const portal = usePortal(locale, YourBudgetPage);
  return (
    <PortalContent portal={portal} locale={locale} strings={strings}>
      {({ proposedBudget, expenses, application }) =>
        proposedBudget && groupsOf(proposedBudget.lines).length > 0 ? (
          <BudgetView
            locale={locale}
            strings={strings}
            budget={proposedBudget}
            today={expenses.total}
            hasPlan={application?.standing === 'offer' || application?.standing === 'plan'}
          />
        ) : (
          <p className="portal-empty">{strings['portal.budget.none']}</p>
        )
      }
    </PortalContent>
  );
}

function BudgetView({
  locale,
  strings,
  budget,
  today,
  hasPlan,
}: IslandProps<Key> & { budget: Budget; today: number; hasPlan: boolean }) {
  const groups = groupsOf(budget.lines);
  const currentTotal = sumMoney(budget.lines.map((line) => line.currentValue));
  const proposedTotal = sumMoney(budget.lines.map((line) => line.proposedValue ?? line.currentValue));
  const difference = toDollars(toCents(currentTotal) - toCents(proposedTotal));

  return (
    <div className="portal-stack">
      <section className="portal-card" aria-label={strings['portal.budget.figuresLabel']}>
        <p className="portal-note">
          {format(strings['portal.budget.proposedOn'], { date: longDate(locale, budget.createdAt) })}
          {budget.agreedTo && ` ${strings['portal.budget.agreed']}`}
        </p>
        <dl className="portal-figures">
          <div className="portal-figure">
            <dt>{strings['portal.budget.currentTotal']}</dt>
            <dd {...figure('expenses')}>{money(locale, today)}</dd>
          </div>
          <div className="portal-figure">
            <dt>{strings['portal.budget.proposedTotal']}</dt>
            <dd>{money(locale, proposedTotal)}</dd>
          </div>
          <div className="portal-figure">
            <dt>{strings[difference < 0 ? 'portal.budget.more' : 'portal.budget.less']}</dt>
            <dd>{money(locale, Math.abs(difference))}</dd>
          </div>
        </dl>
        <p className="portal-note">
          {strings[hasPlan ? 'portal.budget.usesToday' : 'portal.budget.usesTodayNoPlan']}
        </p>
      </section>

      <section className="portal-card" aria-labelledby="budget-lines-title">
        <h2 id="budget-lines-title">{strings['portal.budget.linesTitle']}</h2>
        <table className="portal-table portal-table--figures portal-table--compact">
          <caption className="portal-table__caption">{strings['portal.budget.caption']}</caption>
          <thead>
            <tr>
              <th scope="col">{strings['portal.budget.expense']}</th>
              <th scope="col" className="portal-table__amount">
                {strings['portal.budget.current']}
              </th>
              <th scope="col" className="portal-table__amount">
                {strings['portal.budget.proposed']}
              </th>
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.category}>
              <tr className="portal-table__group">
                <th scope="rowgroup" colSpan={3}>
                  {word(strings, `application.expenses.category.${group.category}`, group.category)}
                </th>
              </tr>
              {group.lines.map((line) => {
                const changed =
                  line.proposedValue != null && toCents(line.proposedValue) !== toCents(line.currentValue);
                return (
                  <tr key={line.subCategory}>
                    <th scope="row">
                      {word(
                        strings,
                        `application.expenses.line.${line.category}.${line.subCategory}`,
                        line.subCategory,
                      )}
                    </th>
                    <td className="portal-table__amount">{exactMoney(locale, line.currentValue)}</td>
                    <td className={`portal-table__amount${changed ? ' portal-table__changed' : ''}`}>
                      {exactMoney(locale, line.proposedValue)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          ))}
          <tfoot>
            <tr>
              <th scope="row">{strings['portal.budget.total']}</th>
              <td className="portal-table__amount">{exactMoney(locale, currentTotal)}</td>
              <td className="portal-table__amount">{exactMoney(locale, proposedTotal)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="portal-note">
          {strings['portal.budget.note']}
          {budget.lines.some((line) => line.proposedValue == null) && ` ${strings['portal.budget.dashNote']}`}
        </p>
      </section>
    </div>
  );
}
