import type { ReactNode } from 'react';
import { debtScoreBand, debtScoreBands, type DebtScoreBand } from '@domain/debtScoreBand';
import { portalWindowMonthKeys } from '@domain/portalWindows';
import { routes } from '@domain/applicationFlow';
import { localized } from '../../components/navigation';
import { format, type IslandProps, type Strings } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { longDate, money, monthLabel, monthOf } from '../../lib/format';
import { PortalContent, portalContentKeys } from './PortalContent';
import { portalRoutes } from '../../lib/portalRoutes';
import { usePortal } from './usePortal';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';
import { isIncomeSource } from '../../lib/offers/offerData';
import { figure } from '../../lib/figure';

import { IncomeChart, ScoreGauge, ScoreHistoryChart } from './SummaryCharts';

const bandKeys = {
  red: 'portal.band.red',
  orange: 'portal.band.orange',
  yellow: 'portal.band.yellow',
  green: 'portal.band.green',
  lightBlue: 'portal.band.lightBlue',
} as const satisfies Record<DebtScoreBand, string>;

export const summaryKeys = [
  ...portalContentKeys,
  ...Object.values(bandKeys),
  'portal.summary.scoreTitle',
  'portal.summary.outOf',
  'portal.summary.scoreText',
  'portal.summary.scoreDate',
  'portal.summary.bandsLabel',
  'portal.summary.bandRange',
  'portal.summary.noScore',
  'portal.summary.noScoreRental',
  'portal.summary.historyTitle',
  'portal.summary.historyCaption',
  'portal.summary.month',
  'portal.summary.score',
  'portal.summary.noScoreThatMonth',
  'portal.summary.noHistory',
  'portal.summary.incomeTitle',
  'portal.summary.incomeSource.selfReported',
  'portal.summary.incomeSource.verified',
  'portal.summary.incomeSource.estimated',
  'portal.summary.bankIncomeTitle',
  'portal.summary.noBankIncome',
  'portal.summary.incomeCaption',
  'portal.summary.date',
  'portal.summary.monthlyIncome',
  'portal.summary.noIncome',
  'portal.summary.debtTitle',
  'portal.summary.totalDebt',
  'portal.summary.debtCount',
  'portal.summary.largestDebts',
  'portal.summary.lender',
  'portal.summary.balance',
  'portal.summary.unknownLender',
  'portal.summary.noDebts',
  'portal.summary.reviewFinancials',
  'portal.summary.checkDeposits',
] as const;

type Key = (typeof summaryKeys)[number];

export const SummaryPortalFields = graphql(`
  fragment SummaryPortal on CustomerPortal {
    application {
      type
      financialSummary {
        monthlyIncome
        incomeSource
      }
      debtSummary {
        totalDebt
        numberOfDebts
        debts {
          id
          lenderName
          balance
        }
      }
    }
    latestDebtScore {
      id
      value
      createdAt
    }
    debtScores {
      id
      value
      createdAt
    }
    incomeSnapshots {
      id
      monthlyIncome
      createdAt
    }
  }
`);

const SummaryPage = graphql(`
  query SummaryPage {
    me {
      ...PortalViewer
    }
    myPortal {
      ...PortalShell
      ...SummaryPortal
    }
  }
`);

type SummaryPortal = ResultOf<typeof SummaryPortalFields>;
type Score = SummaryPortal['debtScores'][number];

/** The income summary shows at most six snapshots (service-portal §9), the newest. */
const maxSnapshots = 6;
/** How many of the largest debts the debt summary names. */
const largestShown = 3;

/** A chart that is decoration for assistive technology: its figures are given as text beside it. */
function Chart({ children }: { children: ReactNode }) {
  return (
    <div className="portal-chart" aria-hidden="true">
      {children}
    </div>
  );
}

function Card({
  id,
  title,
  wide,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={wide ? 'portal-card portal-card--wide' : 'portal-card'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function DebtScoreCard({
  score,
  rental,
  strings,
  locale,
}: {
  score: Score | null;
  /** A rental relief application makes no debt score: the card never promises one. */
  rental: boolean;
  strings: Strings<Key>;
  locale: Locale;
}) {
  const title = strings['portal.summary.scoreTitle'];
  if (!score) {
    return (
      <Card id="summary-score" title={title}>
        <p className="portal-empty">
          {strings[rental ? 'portal.summary.noScoreRental' : 'portal.summary.noScore']}
        </p>
      </Card>
    );
  }
  const band = debtScoreBand(score.value);
  const bandName = strings[bandKeys[band]];
  return (
    <Card id="summary-score" title={title}>
      <div className="score">
        <div className="score__gauge" aria-hidden="true">
          <ScoreGauge value={score.value} band={band} />
        </div>
        <div>
          {/* The number and the band's name in words: the gauge's colour is never the only signal. */}
          <p className="score__value">
            {score.value} <span className="score__out-of">{strings['portal.summary.outOf']}</span>
          </p>
          <p className={`band band--${band}`}>
            <span className="band__swatch" aria-hidden="true" />
            {format(strings['portal.summary.scoreText'], { band: bandName })}
          </p>
          <p className="portal-tile__meta">
            {format(strings['portal.summary.scoreDate'], { date: longDate(locale, score.createdAt) })}
          </p>
        </div>
      </div>
      <ul className="band-legend" aria-label={strings['portal.summary.bandsLabel']}>
        {debtScoreBands.map((range) => (
          <li key={range.band} className={`band band--${range.band}`}>
            <span className="band__swatch" aria-hidden="true" />
            {format(strings['portal.summary.bandRange'], {
              band: strings[bandKeys[range.band]],
              min: range.min,
              max: range.max,
            })}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function HistoryCard({
  scores,
  strings,
  locale,
}: {
  scores: Score[];
  strings: Strings<Key>;
  locale: Locale;
}) {
  // The newest score of each of the six months (the server sends them oldest first).
  const months = portalWindowMonthKeys(new Date());
  const byMonth = new Map<string, number>();
  for (const score of scores) byMonth.set(monthOf(score.createdAt), score.value);
  const values = months.map((month) => byMonth.get(month) ?? null);
  const labels = months.map((month) => monthLabel(locale, month));
  const title = strings['portal.summary.historyTitle'];

  if (values.every((value) => value === null)) {
    return (
      <Card id="summary-history" title={title}>
        <p className="portal-empty">{strings['portal.summary.noHistory']}</p>
      </Card>
    );
  }
  return (
    <Card id="summary-history" title={title}>
      <Chart>
        <ScoreHistoryChart months={labels} scores={values} />
      </Chart>
      <div className="visually-hidden">
        <table>
          <caption>{strings['portal.summary.historyCaption']}</caption>
          <thead>
            <tr>
              <th scope="col">{strings['portal.summary.month']}</th>
              <th scope="col">{strings['portal.summary.score']}</th>
            </tr>
          </thead>
          <tbody>
            {labels.map((label, k) => (
              <tr key={months[k]}>
                <th scope="row">{label}</th>
                <td>{values[k] ?? strings['portal.summary.noScoreThatMonth']}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/**
 * The income: the one monthly figure every page shows (api/domain/financialSummary.ts), saying
 * which source it is, then what the bank saw month by month (the snapshots, at most six) as a
 * history of its own, never the headline.
 */
function IncomeCard({
  income,
  snapshots,
  strings,
  locale,
}: {
  income: NonNullable<SummaryPortal['application']>['financialSummary'] | null;
  snapshots: SummaryPortal['incomeSnapshots'];
  strings: Strings<Key>;
  locale: Locale;
}) {
  const shown = snapshots.slice(-maxSnapshots);
  const title = strings['portal.summary.incomeTitle'];
  const monthly = income?.monthlyIncome ?? null;
  if (monthly === null && shown.length === 0) {
    return (
      <Card id="summary-income" title={title}>
        <p className="portal-empty">{strings['portal.summary.noIncome']}</p>
      </Card>
    );
  }
  return (
    <Card id="summary-income" title={title}>
      {monthly !== null && (
        <>
          <dl className="portal-figure">
            <dt>{strings['portal.summary.monthlyIncome']}</dt>
            <dd {...figure('monthlyIncome')}>{money(locale, monthly)}</dd>
          </dl>
          {isIncomeSource(income?.incomeSource) && (
            <p className="portal-tile__meta">
              {strings[`portal.summary.incomeSource.${income.incomeSource}`]}
            </p>
          )}
        </>
      )}
      <h3 className="portal-card__subtitle">{strings['portal.summary.bankIncomeTitle']}</h3>
      {shown.length === 0 ? (
        <p className="portal-empty">{strings['portal.summary.noBankIncome']}</p>
      ) : (
        <>
          <BankIncome snapshots={shown} strings={strings} locale={locale} />
          {/* The deposits the bank shows, to say which are income (verify-income, then its summary). */}
          <p className="portal-tile__meta">
            <a href={localized(locale, routes.verifyIncome)}>{strings['portal.summary.checkDeposits']}</a>
          </p>
        </>
      )}
    </Card>
  );
}

function BankIncome({
  snapshots,
  strings,
  locale,
}: {
  snapshots: SummaryPortal['incomeSnapshots'];
  strings: Strings<Key>;
  locale: Locale;
}) {
  // Snapshots are usually monthly: the month names them; two in one month are told apart by day.
  const months = snapshots.map((snapshot) => monthOf(snapshot.createdAt));
  const dayLabel = new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    month: 'short',
    day: 'numeric',
  });
  const labels =
    new Set(months).size === months.length
      ? months.map((month) => monthLabel(locale, month))
      : snapshots.map((snapshot) => dayLabel.format(new Date(snapshot.createdAt)));
  const amounts = snapshots.map((snapshot) => snapshot.monthlyIncome ?? 0);
  return (
    <>
      <Chart>
        <IncomeChart labels={labels} amounts={amounts} formatAmount={(value) => money(locale, value)} />
      </Chart>
      <div className="visually-hidden">
        <table>
          <caption>{strings['portal.summary.incomeCaption']}</caption>
          <thead>
            <tr>
              <th scope="col">{strings['portal.summary.date']}</th>
              <th scope="col">{strings['portal.summary.monthlyIncome']}</th>
            </tr>
          </thead>
          <tbody>
            {snapshots.map((snapshot) => (
              <tr key={snapshot.id}>
                <th scope="row">{longDate(locale, snapshot.createdAt)}</th>
                <td>{money(locale, snapshot.monthlyIncome)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function DebtCard({
  summary,
  strings,
  locale,
}: {
  summary: NonNullable<SummaryPortal['application']>['debtSummary'] | null;
  strings: Strings<Key>;
  locale: Locale;
}) {
  const title = strings['portal.summary.debtTitle'];
  if (!summary || summary.numberOfDebts === 0) {
    return (
      <Card id="summary-debt" title={title}>
        <p className="portal-empty">{strings['portal.summary.noDebts']}</p>
      </Card>
    );
  }
  // The debts that count toward a plan, both spouses', told once (api/domain/debtSummary.ts).
  return (
    <Card id="summary-debt" title={title}>
      <dl className="portal-figures">
        <div className="portal-figure">
          <dt>{strings['portal.summary.totalDebt']}</dt>
          <dd {...figure('totalDebt')}>{money(locale, summary.totalDebt)}</dd>
        </div>
        <div className="portal-figure">
          <dt>{strings['portal.summary.debtCount']}</dt>
          <dd {...figure('numberOfDebts')}>{summary.numberOfDebts}</dd>
        </div>
      </dl>
      <table className="portal-table">
        <caption className="portal-table__caption">{strings['portal.summary.largestDebts']}</caption>
        <thead>
          <tr>
            <th scope="col">{strings['portal.summary.lender']}</th>
            <th scope="col">{strings['portal.summary.balance']}</th>
          </tr>
        </thead>
        <tbody>
          {summary.debts.slice(0, largestShown).map((debt) => (
            <tr key={debt.id}>
              <th scope="row">{debt.lenderName ?? strings['portal.summary.unknownLender']}</th>
              <td {...figure(`creditor.${debt.id}.balance`)}>{money(locale, debt.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/**
 * /customer-portal/summary (service-portal §2): the debt score on a gauge with its band, six months
 * of scores, the income snapshots (at most six), the debts of the newest credit report, and
 * 'Review Financials'. Each chart has its figures as text for screen readers.
 */
export default function Summary({ locale, strings }: IslandProps<Key>) {
  const portal = usePortal(locale, SummaryPage);
  return (
    <PortalContent portal={portal} locale={locale} strings={strings}>
      {(data) => (
        <>
          <div className="portal-grid">
            <DebtScoreCard
              score={data.latestDebtScore}
              rental={data.application?.type === 'rental'}
              strings={strings}
              locale={locale}
            />
            {data.application?.type !== 'rental' && (
              <HistoryCard scores={data.debtScores} strings={strings} locale={locale} />
            )}
            <IncomeCard
              income={data.application?.financialSummary ?? null}
              snapshots={data.incomeSnapshots}
              strings={strings}
              locale={locale}
            />
            <DebtCard summary={data.application?.debtSummary ?? null} strings={strings} locale={locale} />
          </div>
          <p className="portal-actions">
            <a
              className="button button--primary button--large"
              href={localized(locale, portalRoutes.financials)}
            >
              {strings['portal.summary.reviewFinancials']}
            </a>
          </p>
        </>
      )}
    </PortalContent>
  );
}
