import { hourMs } from '../clock';
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
}

function addAlert(
  tree: Tree,
  borrowerId: string,
  type: AlertType,
  trigger: { id: string; type: string },
  atMs: number,
) {
  const { rng, clock } = tree;
  tree.add('alerts', {
    borrowerId,
    type,
    triggeredById: trigger.id,
    triggeredByType: trigger.type,
    hasBeenSeenByBorrower: rng.chance(0.5),
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
  const soon = (ms: number) => Math.min(clock.anchorMs, ms + rng.int(1, 36) * hourMs);
  if (bank) {
    // Fees found in the history are raised when the history arrives, at the link.
    const since = (share: number) => bank.linkedMs + (clock.anchorMs - bank.linkedMs) * share;
    for (const id of bank.disconnectedItemIds)
      addAlert(
        tree,
        borrowerId,
        'bankAccountDisconnected',
        { id, type: 'bankItem' },
        soon(since(rng.float(0.2, 0.9))),
      );
    if (bank.overdraftId)
      addAlert(
        tree,
        borrowerId,
        'overdraftTransaction',
        { id: bank.overdraftId, type: 'bankTransaction' },
        soon(bank.linkedMs),
      );
    if (bank.nsfId)
      addAlert(
        tree,
        borrowerId,
        'insufficientFundsTransaction',
        { id: bank.nsfId, type: 'bankTransaction' },
        soon(bank.linkedMs),
      );
    if (bank.lowBalanceId)
      addAlert(
        tree,
        borrowerId,
        'balanceBelowDMPPayment',
        { id: bank.lowBalanceId, type: 'accountBalance' },
        clock.anchorMs,
      );
    const fall = bank.snapshots.find(
      (s, i) => i > 0 && s.monthlyIncome < bank.snapshots[i - 1].monthlyIncome * 0.9,
    );
    if (fall)
      addAlert(
        tree,
        borrowerId,
        'monthlyIncomeDecrease',
        { id: fall.id, type: 'incomeSnapshot' },
        soon(fall.ms),
      );
  }
  const drop = scoreDrop(sources.scores);
  if (drop)
    addAlert(tree, borrowerId, 'debtScore30DayDecrease', { id: drop.id, type: 'debtScore' }, soon(drop.ms));
  if (sources.monitoredSinceMs !== null && (sources.newInquiry || rng.chance(0.2))) {
    const atMs = rng.int(sources.monitoredSinceMs, clock.anchorMs);
    const inquiryId = tree.add('creditInquiries', {
      borrowerId,
      subscriberName: rng.pick(lenders).bureauName,
      inquiryDate: clock.day(atMs),
      createdAt: clock.instant(atMs),
    });
    addAlert(tree, borrowerId, 'newCreditInquiry', { id: inquiryId, type: 'creditInquiry' }, soon(atMs));
  }
}
