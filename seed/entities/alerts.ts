import { dayMs, hourMs } from '../clock';
import type { AlertType } from '../catalog/choices';
import { lenders } from '../../api/integrations/creditBureau/lenders';
import type { Tree } from '../tree';
import type { LinkedBank } from './bank';
import type { ScorePoint } from './debtScores';

/*
 * Customer-portal alerts (borrower-application §3), each pointing at the record that set it off, as
 * the product raises them: one alert per (type, trigger) — alerts_trigger_unique.
 */

export interface AlertSources {
  borrowerId: string;
  bank: LinkedBank | null;
  scores: readonly ScorePoint[];
  /** Borrowers whose credit is monitored (they have a report) may see a new inquiry. */
  monitoredSinceMs: number | null;
  /** The showcase wants one. */
  newInquiry?: boolean;
  /** None seen by the borrower yet (a demo account shows them all in the portal). */
  unseen?: boolean;
}

function addAlert(
  tree: Tree,
  sources: AlertSources,
  type: AlertType,
  trigger: { id: string; type: string },
  atMs: number,
) {
  const { rng, clock } = tree;
  tree.add('alerts', {
    borrowerId: sources.borrowerId,
    type,
    triggeredById: trigger.id,
    triggeredByType: trigger.type,
    hasBeenSeenByBorrower: !sources.unseen && rng.chance(0.5),
    hasBeenSeenByCustomerServiceRepresentative: rng.chance(0.35),
    createdAt: clock.instant(atMs),
  });
}

/** A month-over-month fall of 5 points or more. */
function scoreDrop(scores: readonly ScorePoint[]): ScorePoint | undefined {
  return scores.find((point, i) => i > 0 && scores[i - 1].value - point.value >= 5);
}

export function addAlerts(tree: Tree, sources: AlertSources): void {
  const { rng, clock } = tree;
  const { borrowerId, bank } = sources;
  const alert = (type: AlertType, trigger: { id: string; type: string }, atMs: number) =>
    addAlert(tree, sources, type, trigger, atMs);
  const soon = (ms: number) => Math.min(clock.anchorMs, ms + rng.int(1, 36) * hourMs);
  if (bank) {
    // Fees found in the history are raised when the history arrives, at the link.
    const since = (share: number) => bank.linkedMs + (clock.anchorMs - bank.linkedMs) * share;
    for (const id of bank.disconnectedItemIds)
      alert('bankAccountDisconnected', { id, type: 'bankItem' }, soon(since(rng.float(0.2, 0.9))));
    if (bank.overdraftId)
      alert('overdraftTransaction', { id: bank.overdraftId, type: 'bankTransaction' }, soon(bank.linkedMs));
    if (bank.nsfId)
      alert('insufficientFundsTransaction', { id: bank.nsfId, type: 'bankTransaction' }, soon(bank.linkedMs));
    if (bank.lowBalanceId)
      alert('balanceBelowDMPPayment', { id: bank.lowBalanceId, type: 'accountBalance' }, clock.anchorMs);
    const fall = bank.snapshots.find(
      (s, i) => i > 0 && s.monthlyIncome < bank.snapshots[i - 1].monthlyIncome * 0.9,
    );
    if (fall) alert('monthlyIncomeDecrease', { id: fall.id, type: 'incomeSnapshot' }, soon(fall.ms));
  }
  const drop = scoreDrop(sources.scores);
  if (drop) alert('debtScore30DayDecrease', { id: drop.id, type: 'debtScore' }, soon(drop.ms));
  if (sources.monitoredSinceMs !== null && (sources.newInquiry || rng.chance(0.2))) {
    // A demo account's inquiry is news (api/domain/alertRules.ts: from the last 30 days).
    const atMs = sources.unseen
      ? Math.max(sources.monitoredSinceMs, clock.anchorMs - rng.int(2, 20) * dayMs)
      : rng.int(sources.monitoredSinceMs, clock.anchorMs);
    const inquiryId = tree.add('creditInquiries', {
      borrowerId,
      subscriberName: rng.pick(lenders).bureauName,
      inquiryDate: clock.day(atMs),
      createdAt: clock.instant(atMs),
    });
    alert('newCreditInquiry', { id: inquiryId, type: 'creditInquiry' }, soon(atMs));
  }
}
