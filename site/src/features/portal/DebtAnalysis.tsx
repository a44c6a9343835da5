import { accountTypeNames, type AccountTypeCode } from '@domain/accountTypes';
import { debtRatioReference } from '@domain/debtAnalysis';
import type { TranslationKey } from '../../i18n/en';
import { format, type IslandProps, type Strings } from '../../i18n/islandStrings';
import { money } from '../../lib/format';
import { figure } from '../../lib/figure';
import { PortalContent, portalContentKeys } from './PortalContent';
import { decimal, percent } from './portalPages';
import { usePortal } from './usePortal';
import { graphql } from '../../gql';
import { ColumnHeads } from '../../components/table/ColumnHeads';
import type { ResultOf } from '../../lib/graphql';

/*
 * /customer-portal/debt-analysis (service-portal §2, §9): the debts that count toward a plan — the
 * borrower's and the spouse's credit cards, other unsecured debts and collections, the decision's own
 * (api/domain/debtSummary.ts) — their total, what they cost today, and the analysis on that total: an
 * estimated interest charge and rate, and the total against 27 000, said in words as well as in
 * colour. Debts no plan covers (a mortgage, a car loan, a student loan) are listed apart, by their own
 * kind, so no one reads of a mortgage they do not have and no house swells the ratio.
 */

const accountTypeKeys = Object.fromEntries(
  Object.values(accountTypeNames).map((name) => [name, `portal.accountType.${name}`]),
) as Record<(typeof accountTypeNames)[AccountTypeCode], TranslationKey>;

const notCountedKeys = {
  mortgage: 'portal.debtAnalysis.kind.mortgage',
  carLoan: 'portal.debtAnalysis.kind.carLoan',
  studentLoan: 'portal.debtAnalysis.kind.studentLoan',
  other: 'portal.debtAnalysis.kind.other',
} as const;

export const debtAnalysisKeys = [
  ...portalContentKeys,
  ...Object.values(accountTypeKeys),
  ...Object.values(notCountedKeys),
  'portal.accountType.other',
  'portal.accountType.collection',
  'portal.debtAnalysis.figuresLabel',
  'portal.debtAnalysis.totalDebt',
  'portal.debtAnalysis.whatCounts',
  'portal.debtAnalysis.interestCharge',
  'portal.debtAnalysis.interestRate',
  'portal.debtAnalysis.ratio',
  'portal.debtAnalysis.within',
  'portal.debtAnalysis.above',
  'portal.debtAnalysis.ratioHelp',
  'portal.debtAnalysis.estimateNote',
  'portal.debtAnalysis.debtsTitle',
  'portal.debtAnalysis.caption',
  'portal.debtAnalysis.lender',
  'portal.debtAnalysis.accountType',
  'portal.debtAnalysis.balance',
  'portal.debtAnalysis.monthlyPayment',
  'portal.debtAnalysis.total',
  'portal.debtAnalysis.unnamedLender',
  'portal.debtAnalysis.shared',
  'portal.debtAnalysis.none',
  'portal.debtAnalysis.notCountedTitle',
  'portal.debtAnalysis.notCountedCaption',
  'portal.debtAnalysis.notCountedNote',
] as const;

type Key = (typeof debtAnalysisKeys)[number];

export const DebtAnalysisPortal = graphql(`
  fragment DebtAnalysisPortal on CustomerPortal {
    application {
      debtSummary {
        totalDebt
        numberOfDebts
        monthlyPayments
        estimatedInterestCharge
        estimatedInterestRatePercent
        debtRatio
        debtRatioIsHealthy
        debts {
          id
          kind
          lenderName
          accountType
          balance
          monthlyPayment
          shared
        }
        notCounted {
          id
          kind
          lenderName
          balance
          monthlyPayment
        }
      }
    }
  }
`);

const DebtAnalysisPage = graphql(`
  query DebtAnalysisPage {
    me {
      ...PortalViewer
    }
    myPortal {
      ...PortalShell
      ...DebtAnalysisPortal
    }
  }
`);

type Summary = NonNullable<ResultOf<typeof DebtAnalysisPortal>['application']>['debtSummary'];
type CountedDebt = Summary['debts'][number];

function kindWords(strings: Strings<Key>, debt: CountedDebt): string {
  if (debt.kind === 'collection') return strings['portal.accountType.collection'];
  const code = debt.accountType;
  if (!code) return strings['portal.accountType.other'];
  const name = code in accountTypeNames ? accountTypeNames[code as AccountTypeCode] : code;
  const key = accountTypeKeys[name as keyof typeof accountTypeKeys];
  return key ? strings[key as Key] : strings['portal.accountType.other'];
}

export default function DebtAnalysis({ locale, strings }: IslandProps<Key>) {
  const portal = usePortal(locale, DebtAnalysisPage);
  return (
    <PortalContent portal={portal} locale={locale} strings={strings}>
      {({ application }) =>
        application &&
        application.debtSummary.numberOfDebts + application.debtSummary.notCounted.length > 0 ? (
          <Analysis locale={locale} strings={strings} summary={application.debtSummary} />
        ) : (
          <p className="portal-empty">{strings['portal.debtAnalysis.none']}</p>
        )
      }
    </PortalContent>
  );
}

function Analysis({ locale, strings, summary }: IslandProps<Key> & { summary: Summary }) {
  const reference = money(locale, debtRatioReference);
  const within = summary.debtRatioIsHealthy;
  const lender = (name: string | null) => name ?? strings['portal.debtAnalysis.unnamedLender'];
  const amountHeads = [
    { label: strings['portal.debtAnalysis.balance'], className: 'portal-table__amount' },
    { label: strings['portal.debtAnalysis.monthlyPayment'], className: 'portal-table__amount' },
  ];

  return (
    <div className="portal-stack">
      <section className="portal-card" aria-label={strings['portal.debtAnalysis.figuresLabel']}>
        <dl className="portal-figures">
          <div className="portal-figure">
            <dt>{strings['portal.debtAnalysis.totalDebt']}</dt>
            <dd {...figure('totalDebt')}>{money(locale, summary.totalDebt)}</dd>
          </div>
          <div className="portal-figure">
            <dt>{strings['portal.debtAnalysis.interestCharge']}</dt>
            <dd {...figure('estimatedInterestCharge')}>{money(locale, summary.estimatedInterestCharge)}</dd>
          </div>
          <div className="portal-figure">
            <dt>{strings['portal.debtAnalysis.interestRate']}</dt>
            <dd>{percent(locale, summary.estimatedInterestRatePercent)}</dd>
          </div>
          <div className="portal-figure">
            <dt>{format(strings['portal.debtAnalysis.ratio'], { reference })}</dt>
            <dd>
              {decimal(locale, summary.debtRatio)}{' '}
              <span className={`portal-verdict portal-verdict--${within ? 'ok' : 'alert'}`}>
                {format(strings[within ? 'portal.debtAnalysis.within' : 'portal.debtAnalysis.above'], {
                  reference,
                })}
              </span>
            </dd>
          </div>
        </dl>
        <p className="portal-note">{strings['portal.debtAnalysis.whatCounts']}</p>
        <p className="portal-note">{format(strings['portal.debtAnalysis.ratioHelp'], { reference })}</p>
        <p className="portal-note">{strings['portal.debtAnalysis.estimateNote']}</p>
      </section>

      {summary.debts.length > 0 && (
        <section className="portal-card" aria-labelledby="debts-title">
          <h2 id="debts-title">{strings['portal.debtAnalysis.debtsTitle']}</h2>
          <table className="portal-table portal-table--figures">
            <caption className="portal-table__caption">{strings['portal.debtAnalysis.caption']}</caption>
            <ColumnHeads
              columns={[
                strings['portal.debtAnalysis.lender'],
                { label: strings['portal.debtAnalysis.accountType'], className: 'portal-table__wide' },
                ...amountHeads,
              ]}
            />
            <tbody>
              {summary.debts.map((debt) => (
                <tr key={debt.id}>
                  <th scope="row">
                    {lender(debt.lenderName)}
                    {debt.shared && (
                      <span className="portal-table__note"> {strings['portal.debtAnalysis.shared']}</span>
                    )}
                    {/* On a phone the account type goes under the lender, its column left out. */}
                    <span className="portal-table__narrow">
                      <span className="visually-hidden">, </span>
                      {kindWords(strings, debt)}
                    </span>
                  </th>
                  <td className="portal-table__wide">{kindWords(strings, debt)}</td>
                  <td className="portal-table__amount" {...figure(`creditor.${debt.id}.balance`)}>
                    {money(locale, debt.balance)}
                  </td>
                  <td className="portal-table__amount" {...figure(`creditor.${debt.id}.currentPayment`)}>
                    {money(locale, debt.monthlyPayment)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{strings['portal.debtAnalysis.total']}</th>
                <td className="portal-table__wide" />
                <td className="portal-table__amount" {...figure('totalDebt')}>
                  {money(locale, summary.totalDebt)}
                </td>
                <td className="portal-table__amount" {...figure('debtPaymentsToday')}>
                  {money(locale, summary.monthlyPayments)}
                </td>
              </tr>
            </tfoot>
          </table>
        </section>
      )}

      {summary.notCounted.length > 0 && (
        <section className="portal-card" aria-labelledby="not-counted-title">
          <h2 id="not-counted-title">{strings['portal.debtAnalysis.notCountedTitle']}</h2>
          <table className="portal-table portal-table--figures">
            <caption className="portal-table__caption">
              {strings['portal.debtAnalysis.notCountedCaption']}
            </caption>
            <ColumnHeads columns={[strings['portal.debtAnalysis.lender'], ...amountHeads]} />
            <tbody>
              {summary.notCounted.map((debt) => (
                <tr key={debt.id}>
                  <th scope="row">
                    {lender(debt.lenderName)}
                    <span className="portal-table__sub">
                      <span className="visually-hidden">, </span>
                      {
                        strings[
                          notCountedKeys[debt.kind as keyof typeof notCountedKeys] ?? notCountedKeys.other
                        ]
                      }
                    </span>
                  </th>
                  <td className="portal-table__amount">{money(locale, debt.balance)}</td>
                  <td className="portal-table__amount">{money(locale, debt.monthlyPayment)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="portal-note">{strings['portal.debtAnalysis.notCountedNote']}</p>
        </section>
      )}
    </div>
  );
}
