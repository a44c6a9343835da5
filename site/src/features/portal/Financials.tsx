import { lazy, Suspense } from 'react';
import { portalWindowMonthKeys } from '@domain/portalWindows';
import { localized } from '../../components/navigation';
import { format, type IslandProps, type Strings } from '../../i18n/islandStrings';
import { FinancialSummary, financialSummaryKeys } from '../../lib/offers/FinancialSummary';
import { money, monthLabel, monthOf } from '../../lib/format';
import { PortalContent, portalContentKeys } from './PortalContent';
import { chartColors, chartMarkShapes, chartTickStyle } from './portalCharts';
import { exactMoney } from './portalPages';
import { portalRoutes } from '../../lib/portalRoutes';
import { usePortal } from './usePortal';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

/*
 * /customer-portal/financials (service-portal §2, §9): the checking accounts' balances over the
 * portal's six months (api/domain/portalWindows.ts: the server sends the window's balances oldest
 * first, the x-axis is the window's months with none left out), one line per account, with a table
 * of the same figures as the text alternative; then the monthly financial summary of the offer
 * pages (FinancialSummary). Each month shows the last balance read in it. No bank: the page says
 * so and links to Bank Connections. The chart's code loads only here, once there is a line to draw.
 */

const LineChart = lazy(() =>
  import('@mui/x-charts/LineChart').then((module) => ({ default: module.LineChart })),
);

export const financialsKeys = [
  ...portalContentKeys,
  ...financialSummaryKeys,
  'portal.financials.balancesTitle',
  'portal.financials.balancesNote',
  'portal.financials.caption',
  'portal.financials.month',
  'portal.financials.checking',
  'portal.financials.accountEnding',
  'portal.financials.noBank',
  'portal.financials.bankConnections',
  'portal.financials.noBalances',
  'portal.financials.noSummary',
] as const;

type Key = (typeof financialsKeys)[number];

export const FinancialsPortal = graphql(`
  fragment FinancialsPortal on CustomerPortal {
    checkingBalances {
      id
      bankAccountId
      institutionName
      accountName
      mask
      available
      current
      createdAt
    }
    application {
      financialSummary {
        ...FinancialSummaryFigures
      }
    }
  }
`);

const FinancialsPage = graphql(`
  query FinancialsPage {
    me {
      ...PortalViewer
    }
    myPortal {
      ...PortalShell
      ...FinancialsPortal
    }
  }
`);

type Balance = ResultOf<typeof FinancialsPortal>['checkingBalances'][number];

interface AccountSeries {
  id: string;
  label: string;
  /** One figure per month of the window, null where no balance was read that month. */
  values: (number | null)[];
}

function accountLabel(strings: Strings<Key>, balance: Balance): string {
  const name = [balance.institutionName, balance.accountName ?? strings['portal.financials.checking']]
    .filter(Boolean)
    .join(' ');
  return balance.mask
    ? format(strings['portal.financials.accountEnding'], { name, mask: balance.mask })
    : name;
}

/** Each account's last balance of each month (balances arrive oldest first). */
function seriesOf(strings: Strings<Key>, balances: Balance[], months: string[]): AccountSeries[] {
  const accounts = new Map<string, { label: string; byMonth: Map<string, number> }>();
  for (const balance of balances) {
    const value = balance.available ?? balance.current;
    const month = monthOf(balance.createdAt);
    if (value == null || !months.includes(month)) continue;
    let account = accounts.get(balance.bankAccountId);
    if (!account) {
      account = { label: accountLabel(strings, balance), byMonth: new Map() };
      accounts.set(balance.bankAccountId, account);
    }
    account.byMonth.set(month, value);
  }
  return [...accounts].map(([id, { label, byMonth }]) => ({
    id,
    label,
    values: months.map((month) => byMonth.get(month) ?? null),
  }));
}

export default function Financials({ locale, strings }: IslandProps<Key>) {
  const portal = usePortal(locale, FinancialsPage);
  return (
    <PortalContent portal={portal} locale={locale} strings={strings}>
      {(data) => (
        <div className="portal-stack">
          <section className="portal-card" aria-labelledby="balances-title">
            <h2 id="balances-title">{strings['portal.financials.balancesTitle']}</h2>
            {data.bankItems.length === 0 ? (
              <p className="portal-empty">
                {strings['portal.financials.noBank']}{' '}
                <a href={localized(locale, portalRoutes.bankConnections)}>
                  {strings['portal.financials.bankConnections']}
                </a>
              </p>
            ) : (
              <Balances locale={locale} strings={strings} balances={data.checkingBalances} />
            )}
          </section>
          <section className="portal-card">
            {data.application?.financialSummary ? (
              <FinancialSummary
                locale={locale}
                strings={strings}
                summary={data.application.financialSummary}
              />
            ) : (
              <>
                <h2>{strings['offers.summary.title']}</h2>
                <p className="portal-empty">{strings['portal.financials.noSummary']}</p>
              </>
            )}
          </section>
        </div>
      )}
    </PortalContent>
  );
}

function Balances({ locale, strings, balances }: IslandProps<Key> & { balances: Balance[] }) {
  const months = portalWindowMonthKeys(new Date());
  const series = seriesOf(strings, balances, months);
  if (series.length === 0) return <p className="portal-empty">{strings['portal.financials.noBalances']}</p>;

  return (
    <>
      <p className="portal-note">{strings['portal.financials.balancesNote']}</p>
      <div className="portal-chart portal-chart--lines" aria-hidden="true">
        <Suspense fallback={null}>
          <LineChart
            height={300}
            xAxis={[
              {
                scaleType: 'point',
                data: months,
                valueFormatter: (month: string) => monthLabel(locale, month),
                tickLabelStyle: chartTickStyle,
              },
            ]}
            yAxis={[
              {
                valueFormatter: (value: number) => money(locale, value),
                tickLabelStyle: chartTickStyle,
                tickNumber: 5,
                width: 56,
              },
            ]}
            series={series.map((account, index) => ({
              id: account.id,
              label: account.label,
              data: account.values,
              color: chartColors[index % chartColors.length],
              shape: chartMarkShapes[index % chartMarkShapes.length],
              connectNulls: true,
              showMark: true,
              curve: 'linear' as const,
              valueFormatter: (value: number | null) => exactMoney(locale, value),
            }))}
            grid={{ horizontal: true }}
            disableKeyboardNavigation
            skipAnimation
            margin={{ left: 4, right: 32, top: 8, bottom: 4 }}
          />
        </Suspense>
      </div>
      <div className="portal-table-wrap">
        <table className="portal-table portal-table--figures">
          <caption className="portal-table__caption">{strings['portal.financials.caption']}</caption>
          <thead>
            <tr>
              <th scope="col" className="portal-table__nowrap">
                {strings['portal.financials.month']}
              </th>
              {series.map((account) => (
                <th key={account.id} scope="col" className="portal-table__amount">
                  {account.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month, index) => (
              <tr key={month}>
                <th scope="row" className="portal-table__nowrap">
                  {monthLabel(locale, month)}
                </th>
                {series.map((account) => (
                  <td key={account.id} className="portal-table__amount">
                    {exactMoney(locale, account.values[index])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
