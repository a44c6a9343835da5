/*
 * The income staff and the decision use: self-reported, else verified, else estimated (service-portal
 * §2 and §9). The self-reported column defaults to 0, so a 0 counts as an answer only when the
 * borrower did provide their monthly income; otherwise it is the column's default, not a reply.
 */
export interface IncomeSources {
  selfReportedMonthlyCurrentIncome: number | null;
  hasProvidedMonthlyIncome?: boolean | null;
  verifiedMonthlyCurrentIncome: number | null;
  /** From the bank: see incomePrediction.estimatedMonthlyIncome. */
  estimatedMonthlyIncome?: number | null;
}

export function incomeShown(sources: IncomeSources): number | null {
  const source = incomeSource(sources);
  if (source === 'selfReported') return sources.selfReportedMonthlyCurrentIncome;
  if (source === 'verified') return sources.verifiedMonthlyCurrentIncome;
  return source === 'estimated' ? (sources.estimatedMonthlyIncome ?? null) : null;
}

export type IncomeSource = 'selfReported' | 'verified' | 'estimated';

/** Which of the three sources incomeShown took, so every page can say which figure it shows. */
export function incomeSource(sources: IncomeSources): IncomeSource | null {
  const selfReported = sources.selfReportedMonthlyCurrentIncome;
  if (selfReported != null && (selfReported > 0 || sources.hasProvidedMonthlyIncome === true))
    return 'selfReported';
  if (sources.verifiedMonthlyCurrentIncome != null) return 'verified';
  return sources.estimatedMonthlyIncome != null ? 'estimated' : null;
}
