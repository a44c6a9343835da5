import { countingDebts, type ReportDebt } from '../api/domain/countingDebts';
import { decide } from '../api/domain/decision';
import { startingCreditorTerms } from '../api/domain/startingCreditorTerms';
import { drawAccountType, generateTradeline } from '../api/integrations/creditBureau/tradelines';
import { lenderFriendlyNames } from '../api/integrations/creditBureau/lenders';
import { Rng } from '../seed/random';
import { latencyOf, timeRepeatedly, type Latency } from './stats';

/** A report as the decision reads it (services/flow/decisions.ts loads the same shape). */
interface Report {
  id: string;
  createdAt: string;
  debts: ReportDebt[];
}

type DecisionEngine = (report: Report, monthlyIncome: number, monthlyExpenses: number) => unknown;

/** The starting creditor table, as a workspace begins with. */
const creditorTerms = startingCreditorTerms('2000-01-01', '2000-01-01T00:00:00.000Z');

/*
 * The engine timed: counting debts (api/domain/countingDebts.ts) and the decision with its offers
 * (api/domain/decision.ts), as services/flow/decisions.ts runs them, minus the database. A different
 * engine plugs in here, or null prints the row as not available.
 */
const engine: DecisionEngine | null = (report, monthlyIncome, monthlyExpenses) =>
  decide({
    debts: countingDebts({ borrowerReports: [report] }),
    monthlyIncome,
    monthlyExpenses,
    creditorTerms,
  });

/** A report of `tradelines` tradelines from the simulated bureau's generator, for a stretched household. */
function reportWith(tradelines: number): Report {
  const rng = new Rng();
  rng.reseed(50, 50);
  const today = new Date().toISOString().slice(0, 10);
  const debts = Array.from({ length: tradelines }, (_, i) => {
    const line = generateTradeline(rng.faker, drawAccountType(rng.faker), {
      today,
      stress: 0.6,
      ecoaDesignator: 'primary',
      takenAccountNumbers: new Set(),
    });
    return { ...line, id: `debt-${i}`, lenderFriendlyName: lenderFriendlyNames[line.lenderName] ?? null };
  });
  return { id: 'report-50', createdAt: new Date().toISOString(), debts };
}

export function decisionTiming(tradelines: number, durationMs: number): Promise<Latency> | null {
  if (!engine) return null;
  const report = reportWith(tradelines);
  return timeRepeatedly(() => engine(report, 6_500, 3_900), durationMs).then(latencyOf);
}
