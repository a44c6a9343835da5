import { useRecordContext } from 'react-admin';
import { incomeShown, incomeSource, type IncomeSources } from '@domain/incomeShown';
import { formatMoney } from '../../../fields/money';
import { Tile } from '../../../fields/Tile';
import type { Application } from '../../../records';

const sourceWords = { selfReported: 'self-reported', verified: 'verified', estimated: 'estimated' } as const;

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
  const source = incomeSource(sources);
  return (
    <Tile label={source === null ? 'Monthly income' : `Monthly income (${sourceWords[source]})`}>
      {income === null ? 'Income is not available for this borrower' : formatMoney(income)}
    </Tile>
  );
};
