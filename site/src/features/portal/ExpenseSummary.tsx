import { lazy, Suspense } from 'react';
import { portalExpenseCategories, type PortalExpenseCategory } from '@domain/portalExpenses';
import type { IslandProps } from '../../i18n/islandStrings';
import { money } from '../../lib/format';
import { PortalContent, portalContentKeys } from './PortalContent';
import { chartColors, chartTickStyle } from './portalCharts';
import { exactMoney } from './portalPages';
import { usePortal } from './usePortal';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';
import { figure } from '../../lib/figure';

/*
 * /customer-portal/expense-summary (service-portal §2, §3): the monthly expenses by the portal's
 * ten categories (the server adds the application's lines up: api/domain/portalExpenses.ts), the
 * total and the verified total, as a bar chart and as a table with the same figures. The chart's
 * code (@mui/x-charts) loads only on this page, once there is something to draw; the table is its
 * text alternative, so the drawing itself is hidden from assistive technology.
 */

const BarChart = lazy(() =>
  import('@mui/x-charts/BarChart').then((module) => ({ default: module.BarChart })),
);

const categoryKeys = {
  food: 'portal.expenseCategory.food',
  housing: 'portal.expenseCategory.housing',
  medical: 'portal.expenseCategory.medical',
  misc: 'portal.expenseCategory.misc',
  other: 'portal.expenseCategory.other',
  personal: 'portal.expenseCategory.personal',
  savings: 'portal.expenseCategory.savings',
  studentLoan: 'portal.expenseCategory.studentLoan',
  transportation: 'portal.expenseCategory.transportation',
  utilities: 'portal.expenseCategory.utilities',
} as const satisfies Record<PortalExpenseCategory, string>;

export const expenseSummaryKeys = [
  ...portalContentKeys,
  ...Object.values(categoryKeys),
  'portal.expenseSummary.figuresLabel',
  'portal.expenseSummary.total',
  'portal.expenseSummary.verified',
  'portal.expenseSummary.verifiedHelp',
  'portal.expenseSummary.noBank',
  'portal.expenseSummary.chartTitle',
  'portal.expenseSummary.chartSeries',
  'portal.expenseSummary.caption',
  'portal.expenseSummary.category',
  'portal.expenseSummary.amount',
  'portal.expenseSummary.none',
] as const;

type Key = (typeof expenseSummaryKeys)[number];

export const ExpenseSummaryPortal = graphql(`
  fragment ExpenseSummaryPortal on CustomerPortal {
    expenses {
      items {
        category
        amount
      }
      total
      totalVerifiedExpenses
    }
  }
`);

const ExpenseSummaryPage = graphql(`
  query ExpenseSummaryPage {
    me {
      ...PortalViewer
    }
    myPortal {
      ...PortalShell
      ...ExpenseSummaryPortal
    }
  }
`);

type PortalExpenses = ResultOf<typeof ExpenseSummaryPortal>['expenses'];

const isPortalCategory = (category: string): category is PortalExpenseCategory =>
  (portalExpenseCategories as readonly string[]).includes(category);

export default function ExpenseSummary({ locale, strings }: IslandProps<Key>) {
  const portal = usePortal(locale, ExpenseSummaryPage);
  return (
    <PortalContent portal={portal} locale={locale} strings={strings}>
      {({ expenses }) => <Expenses locale={locale} strings={strings} expenses={expenses} />}
    </PortalContent>
  );
}

function Expenses({ locale, strings, expenses }: IslandProps<Key> & { expenses: PortalExpenses }) {
  // The server sends every category in the spec's order; anything it may add later keeps its name.
  const items = expenses.items.map((item) => ({
    ...item,
    label: isPortalCategory(item.category) ? strings[categoryKeys[item.category]] : item.category,
  }));
  const spent = items.some((item) => item.amount !== 0);
  if (!spent && expenses.total === 0) {
    return <p className="portal-empty">{strings['portal.expenseSummary.none']}</p>;
  }

  return (
    <div className="portal-stack">
      <section className="portal-card" aria-label={strings['portal.expenseSummary.figuresLabel']}>
        <dl className="portal-figures">
          <div className="portal-figure">
            <dt>{strings['portal.expenseSummary.total']}</dt>
            <dd {...figure('expenses')}>{money(locale, expenses.total)}</dd>
          </div>
          <div className="portal-figure">
            <dt>{strings['portal.expenseSummary.verified']}</dt>
            {expenses.totalVerifiedExpenses == null ? (
              <dd className="portal-figure__words">{strings['portal.expenseSummary.noBank']}</dd>
            ) : (
              <dd {...figure('verifiedExpenses')}>{money(locale, expenses.totalVerifiedExpenses)}</dd>
            )}
          </div>
        </dl>
        <p className="portal-note">{strings['portal.expenseSummary.verifiedHelp']}</p>
      </section>

      <section className="portal-card" aria-labelledby="expense-chart-title">
        <h2 id="expense-chart-title">{strings['portal.expenseSummary.chartTitle']}</h2>
        <div className="portal-chart portal-chart--bars" aria-hidden="true">
          <Suspense fallback={null}>
            <BarChart
              layout="horizontal"
              height={420}
              dataset={items}
              yAxis={[
                {
                  scaleType: 'band',
                  dataKey: 'label',
                  width: 'auto',
                  tickLabelStyle: chartTickStyle,
                },
              ]}
              xAxis={[
                {
                  valueFormatter: (value: number) => money(locale, value),
                  tickLabelStyle: chartTickStyle,
                  tickNumber: 3,
                },
              ]}
              series={[
                {
                  dataKey: 'amount',
                  label: strings['portal.expenseSummary.chartSeries'],
                  color: chartColors[0],
                  valueFormatter: (value: number | null) => exactMoney(locale, value),
                },
              ]}
              grid={{ vertical: true }}
              hideLegend
              disableKeyboardNavigation
              skipAnimation
              margin={{ left: 4, right: 32, top: 8, bottom: 4 }}
            />
          </Suspense>
        </div>

        <table className="portal-table portal-table--figures portal-table--compact">
          <caption className="portal-table__caption">{strings['portal.expenseSummary.caption']}</caption>
          <thead>
            <tr>
              <th scope="col">{strings['portal.expenseSummary.category']}</th>
              <th scope="col" className="portal-table__amount">
                {strings['portal.expenseSummary.amount']}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.category}>
                <th scope="row">{item.label}</th>
                <td className="portal-table__amount">{exactMoney(locale, item.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{strings['portal.expenseSummary.total']}</th>
              <td className="portal-table__amount">{exactMoney(locale, expenses.total)}</td>
            </tr>
            {expenses.totalVerifiedExpenses != null && (
              <tr>
                <th scope="row">{strings['portal.expenseSummary.verified']}</th>
                <td className="portal-table__amount">{exactMoney(locale, expenses.totalVerifiedExpenses)}</td>
              </tr>
            )}
          </tfoot>
        </table>
      </section>
    </div>
  );
}
