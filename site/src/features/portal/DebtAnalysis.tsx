import { accountTypeNames, type AccountTypeCode } from '@domain/accountTypes';
import { debtAnalysis, debtRatioReference } from '@domain/debtAnalysis';
import { debtMonthlyPayment } from '@domain/debtPayments';
import type { TranslationKey } from '../../i18n/en';
import { format, type IslandProps, type Strings } from '../../i18n/islandStrings';
import { money } from '../../lib/format';
import { PortalContent, portalContentKeys } from './PortalContent';
import { decimal, exactMoney, percent, sumMoney } from './portalPages';
import { usePortal } from './usePortal';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

/*
 * /customer-portal/debt-analysis (service-portal §2, §9): the debts of the newest credit report
 * (the server sorts them, largest balance first), their total, and the analysis of
 * api/domain/debtAnalysis.ts — an estimated interest charge and rate, and the total against
 * 27 000, said in words ('within' / 'above') as well as in colour.
 */

const accountTypeKeys = Object.fromEntries(
  Object.values(accountTypeNames).map((name) => [name, `portal.accountType.${name}`]),
) as Record<(typeof accountTypeNames)[AccountTypeCode], TranslationKey>;

export const debtAnalysisKeys = [
  ...portalContentKeys,
  ...Object.values(accountTypeKeys),
  'portal.accountType.other',
  'portal.debtAnalysis.figuresLabel',
  'portal.debtAnalysis.totalDebt',
  'portal.debtAnalysis.interestCharge',
  'portal.debtAnalysis.interestRate',
  'portal.debtAnalysis.securedLeftOut',
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
  'portal.debtAnalysis.none',
] as const;

type Key = (typeof debtAnalysisKeys)[number];

const DebtAnalysisPortal = graphql(`
  fragment DebtAnalysisPortal on CustomerPortal {
    debts {
      id
      lenderName
      lenderFriendlyName
      accountType
      currentBalance
      scheduledMonthlyPayment
      estimatedMonthlyPayment
    }
  }
`);

type PortalDebt = ResultOf<typeof DebtAnalysisPortal>['debts'][number];

function accountTypeWords(strings: Strings<Key>, code: string | null): string {
  if (!code) return '—';
  const name = code in accountTypeNames ? accountTypeNames[code as AccountTypeCode] : code;
  const key = accountTypeKeys[name as keyof typeof accountTypeKeys];
  return key ? strings[key as Key] : strings['portal.accountType.other'];
}

/** The scheduled payment, else the estimate (debtPayments.ts); a dash when the report has neither. */
const paymentOf = (debt: PortalDebt) =>
  debt.scheduledMonthlyPayment == null && debt.estimatedMonthlyPayment == null
    ? null
    : debtMonthlyPayment(debt);

export default function DebtAnalysis({ locale, strings }: IslandProps<Key>) {
  const portal = usePortal(locale, DebtAnalysisPortal);
  return (
    <PortalContent portal={portal} locale={locale} strings={strings}>
      {({ debts }) => <Analysis locale={locale} strings={strings} debts={debts} />}
    </PortalContent>
  );
}

function Analysis({ locale, strings, debts }: IslandProps<Key> & { debts: PortalDebt[] }) {
  if (debts.length === 0) return <p className="portal-empty">{strings['portal.debtAnalysis.none']}</p>;

  const analysis = debtAnalysis(debts);
  const reference = money(locale, debtRatioReference);
  const within = analysis.debtRatioIsHealthy;

  return (
    <div className="portal-stack">
      <section className="portal-card" aria-label={strings['portal.debtAnalysis.figuresLabel']}>
        <dl className="portal-figures">
          <div className="portal-figure">
            <dt>{strings['portal.debtAnalysis.totalDebt']}</dt>
            <dd>{money(locale, analysis.totalDebt)}</dd>
          </div>
          <div className="portal-figure">
            <dt>{strings['portal.debtAnalysis.interestCharge']}</dt>
            <dd>
              {money(locale, analysis.estimatedInterestCharge)}
              {analysis.leavesOutSecuredDebt && (
                <span className="portal-figure__note">
                  {format(strings['portal.debtAnalysis.securedLeftOut'], {
                    amount: money(locale, analysis.unsecuredDebt),
                  })}
                </span>
              )}
            </dd>
          </div>
          <div className="portal-figure">
            <dt>{strings['portal.debtAnalysis.interestRate']}</dt>
            <dd>{percent(locale, analysis.estimatedInterestRatePercent)}</dd>
          </div>
          <div className="portal-figure">
            <dt>{format(strings['portal.debtAnalysis.ratio'], { reference })}</dt>
            <dd>
              {decimal(locale, analysis.debtRatio)}{' '}
              <span className={`portal-verdict portal-verdict--${within ? 'ok' : 'alert'}`}>
                {format(strings[within ? 'portal.debtAnalysis.within' : 'portal.debtAnalysis.above'], {
                  reference,
                })}
              </span>
            </dd>
          </div>
        </dl>
        <p className="portal-note">{format(strings['portal.debtAnalysis.ratioHelp'], { reference })}</p>
        <p className="portal-note">{strings['portal.debtAnalysis.estimateNote']}</p>
      </section>

      <section className="portal-card" aria-labelledby="debts-title">
        <h2 id="debts-title">{strings['portal.debtAnalysis.debtsTitle']}</h2>
        <table className="portal-table portal-table--figures">
          <caption className="portal-table__caption">{strings['portal.debtAnalysis.caption']}</caption>
          <thead>
            <tr>
              <th scope="col">{strings['portal.debtAnalysis.lender']}</th>
              <th scope="col" className="portal-table__wide">
                {strings['portal.debtAnalysis.accountType']}
              </th>
              <th scope="col" className="portal-table__amount">
                {strings['portal.debtAnalysis.balance']}
              </th>
              <th scope="col" className="portal-table__amount">
                {strings['portal.debtAnalysis.monthlyPayment']}
              </th>
            </tr>
          </thead>
          <tbody>
            {debts.map((debt) => (
              <tr key={debt.id}>
                <th scope="row">
                  {debt.lenderFriendlyName ?? debt.lenderName ?? strings['portal.debtAnalysis.unnamedLender']}
                  {/* On a phone the account type goes under the lender, its column left out. */}
                  <span className="portal-table__narrow">
                    <span className="visually-hidden">, </span>
                    {accountTypeWords(strings, debt.accountType)}
                  </span>
                </th>
                <td className="portal-table__wide">{accountTypeWords(strings, debt.accountType)}</td>
                <td className="portal-table__amount">{exactMoney(locale, debt.currentBalance)}</td>
                <td className="portal-table__amount">{exactMoney(locale, paymentOf(debt))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{strings['portal.debtAnalysis.total']}</th>
              <td className="portal-table__wide" />
              <td className="portal-table__amount">{exactMoney(locale, analysis.totalDebt)}</td>
              <td className="portal-table__amount">{exactMoney(locale, sumMoney(debts.map(paymentOf)))}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </div>
  );
}
