import { useRecordContext } from 'react-admin';
import { incomeShown, type IncomeSources } from '@domain/incomeShown';
import { formatMoney } from '../../../fields/money';
import { Tile } from '../../../fields/Tile';
import type { Application } from '../../../types';

/** Which of the spec's three sources incomeShown picked, asked of the same rule. */
function sourceOf(sources: IncomeSources): string {
  if (
    incomeShown({ ...sources, verifiedMonthlyCurrentIncome: null, estimatedMonthlyIncome: null }) !== null
  ) {
    return 'self-reported';
  }
  return sources.verifiedMonthlyCurrentIncome != null ? 'verified' : 'estimated';
}

/** Monthly income: self-reported, else verified, else estimated from the verified bank deposits. */
export const IncomeTile = () => {
  const record = useRecordContext<Application>();
  if (!record) return null;
  const sources: IncomeSources = {
    selfReportedMonthlyCurrentIncome: record.selfReportedMonthlyCurrentIncome ?? null,
    hasProvidedMonthlyIncome: record.hasProvidedMonthlyIncome,
    verifiedMonthlyCurrentIncome: record.verifiedMonthlyCurrentIncome ?? null,
    estimatedMonthlyIncome: record.estimatedMonthlyIncome ?? null,
  };
  const income = incomeShown(sources);
  return (
    <Tile label={income === null ? 'Monthly income' : `Monthly income (${sourceOf(sources)})`}>
      {income === null ? 'Income is not available for this borrower' : formatMoney(income)}
    </Tile>
  );
};
