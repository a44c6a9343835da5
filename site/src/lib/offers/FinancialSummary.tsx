import { debtPaymentsLabel } from '@domain/lenderGuideWords';
import type { Strings } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { money } from '../format';
import { figure } from '../figure';
import type { FinancialSummaryFigures } from './offerData';

export const financialSummaryKeys = [
  'offers.summary.title',
  'offers.summary.monthlyIncome',
  'offers.summary.expenses',
  'offers.summary.debtPayments',
  'offers.summary.debtPaymentsPlan',
  'offers.summary.debtPaymentsToday',
  'offers.summary.securedNote',
  'offers.summary.disposableIncome',
] as const;

/**
 * The monthly financial summary: income, expenses, debt payments (saying which: under the plan or
 * today), and what is left (red below zero).
 */
export function FinancialSummary({
  locale,
  strings,
  summary,
}: {
  locale: Locale;
  strings: Strings<(typeof financialSummaryKeys)[number]>;
  summary: FinancialSummaryFigures | null;
}) {
  const disposable = summary?.disposableIncome ?? null;
  const rows = [
    ['offers.summary.monthlyIncome', summary?.monthlyIncome ?? null, 'monthlyIncome'],
    ['offers.summary.expenses', summary?.expenses ?? null, 'expenses'],
    [
      debtPaymentsLabel(summary?.debtPaymentsBasis),
      summary?.debtPayments ?? null,
      summary?.debtPaymentsBasis === 'today' ? 'debtPaymentsToday' : 'planPayment',
    ],
  ] as const;
  return (
    <section aria-labelledby="financial-summary">
      <h2 id="financial-summary">{strings['offers.summary.title']}</h2>
      <dl className="offer-figures financial-summary">
        {rows.map(([key, value, name]) => (
          <div key={key}>
            <dt>{strings[key]}</dt>
            <dd {...figure(name)}>{money(locale, value)}</dd>
          </div>
        ))}
        <div className="financial-summary__total">
          <dt>{strings['offers.summary.disposableIncome']}</dt>
          <dd
            className={disposable != null && disposable < 0 ? 'amount--negative' : undefined}
            {...figure('disposableIncome')}
          >
            {money(locale, disposable)}
          </dd>
        </div>
      </dl>
      <p className="financial-summary__note">{strings['offers.summary.securedNote']}</p>
    </section>
  );
}
