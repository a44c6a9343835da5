import { countingAccountTypes } from '../../api/domain/accountTypes';
import type { CreditReportDebts, ReportCollection, ReportDebt } from '../../api/domain/countingDebts';
import type { RiskScoreDebt } from '../../api/domain/riskScore';
import type { BureauTradeline } from '../../api/integrations/creditBureau/creditBureau';
import {
  collectionAgencies,
  lenderFriendlyNames,
  lenders,
} from '../../api/integrations/creditBureau/lenders';
import { dayMs } from '../clock';
import type { Tree } from '../tree';

/** A stored report, in the shapes api/domain's decision and risk score read. */
export interface StoredReport extends CreditReportDebts {
  wasSuccessful: boolean;
  vantageScore: number | null;
  debts: (ReportDebt & RiskScoreDebt)[];
  collections: ReportCollection[];
}

export interface CreditPull {
  status: 'pulled' | 'notPulled';
  borrowerReport: StoredReport;
  spouseReport: StoredReport | null;
  /** 0 (comfortable) to 1 (in deep trouble): how stretched the household is. */
  stress: number;
}

/** One in twelve pulls finds no file or times out: the spec's pending path. */
const failedPullRate = 1 / 12;

/** A VantageScore-like 300–850 falling with utilisation, late payments, collections and inquiries. */
function vantageScore(
  tree: Tree,
  tradelines: readonly BureauTradeline[],
  collections: number,
  inquiries: number,
): number {
  let limits = 0;
  let balances = 0;
  let lates = 0;
  for (const t of tradelines) {
    lates += 4 * t.late30DaysTotal + 8 * t.late60DaysTotal + 15 * t.late90DaysTotal;
    if (t.portfolioType !== 'revolving' || t.dateClosed !== null) continue;
    limits += t.highCredit ?? 0;
    balances += t.currentBalance;
  }
  const utilisation = limits > 0 ? balances / limits : 0;
  const raw =
    835 -
    170 * utilisation -
    Math.min(220, lates) -
    35 * collections -
    6 * inquiries +
    tree.rng.float(-15, 15);
  return Math.round(Math.min(850, Math.max(300, raw)));
}

interface Holder {
  applicationId: string;
  borrowerId?: string;
  spouseId?: string;
}

function storeReport(
  tree: Tree,
  holder: Holder,
  pullMs: number,
  tradelines: readonly BureauTradeline[] | null,
  stress: number,
): StoredReport {
  const { rng, clock } = tree;
  const createdAt = clock.instant(pullMs);
  if (!tradelines) {
    const id = tree.add('creditReports', {
      ...holder,
      wasSuccessful: false,
      vantageScore: null,
      createdAt,
      updatedAt: createdAt,
    });
    return { id, createdAt, wasSuccessful: false, vantageScore: null, debts: [], collections: [] };
  }
  const collectionCount = stress > 0.45 ? rng.int(0, 2) : rng.chance(0.08) ? 1 : 0;
  const inquiryCount = holder.borrowerId ? rng.int(0, 1 + Math.round(2 * stress)) : 0;
  const vantage = vantageScore(tree, tradelines, collectionCount, inquiryCount);
  const id = tree.add('creditReports', {
    ...holder,
    wasSuccessful: true,
    vantageScore: vantage,
    createdAt,
    updatedAt: createdAt,
  });
  // The row as stored is also the decision's view of the debt (rows are encoded as they are added,
  // so the extra friendly name is never written); joint tradelines get a row in each report.
  const debts = tradelines.map((line) => {
    const row = {
      ...line,
      id: '',
      creditReportId: id,
      createdAt,
      lenderFriendlyName: lenderFriendlyNames[line.lenderName] ?? null,
    };
    row.id = tree.add('debts', row);
    return row;
  });
  const collections = Array.from({ length: collectionCount }, () => {
    const row = {
      accountNumber: rng.digits(rng.int(9, 12)),
      currentBalance: rng.dollars(120, 4_500),
      subscriberName: rng.pick(collectionAgencies).bureauName,
    };
    return {
      ...row,
      id: tree.add('collections', { ...row, creditReportId: id, createdAt }),
      lenderFriendlyName: lenderFriendlyNames[row.subscriberName] ?? null,
    };
  });
  for (let i = 0; i < inquiryCount; i++) {
    tree.add('creditInquiries', {
      borrowerId: holder.borrowerId!,
      subscriberName: rng.pick(lenders).bureauName,
      inquiryDate: clock.day(pullMs - rng.int(3, 700) * dayMs),
      createdAt,
    });
  }
  return { id, createdAt, wasSuccessful: true, vantageScore: vantage, debts, collections };
}

/**
 * The pull at Your contact (services/flow/creditPull.ts): the borrower's report and, with a spouse,
 * the spouse's. Joint accounts appear in both reports under the same account number, which makes
 * them shared debts. The pull fails when the borrower's does.
 */
export interface PullOptions {
  /** Whether the bureau finds no file; drawn (one in twelve) when not given. */
  fails?: boolean;
  /** Scales the household's stress (a comfortable showcase household has little). */
  stressScale?: number;
  /** At least one open card balance, so a plan has something to include (the showcase's offers). */
  cardDebt?: boolean;
}

const isOpenCardDebt = (line: BureauTradeline) =>
  (countingAccountTypes as readonly string[]).includes(line.accountType) &&
  line.dateClosed === null &&
  line.currentBalance > 0;

export function pullCredit(
  tree: Tree,
  holders: { applicationId: string; borrowerId: string; spouseId: string | null },
  pullMs: number,
  options: PullOptions = {},
): CreditPull {
  const { rng, run, clock } = tree;
  const stress = rng.next() ** 0.7 * (options.stressScale ?? 1);
  const draw = (level: number, joint = false) => run.tradelines.draw(rng, clock, level, pullMs, joint);
  const joint =
    holders.spouseId && rng.chance(0.65)
      ? Array.from({ length: rng.int(1, 2) }, () => draw(stress, true))
      : [];
  const own = Array.from({ length: Math.max(1, rng.int(3, 9) - joint.length) }, () => draw(stress));
  for (let tries = 0; options.cardDebt && !own.some(isOpenCardDebt) && tries < 100; tries++)
    own[0] = draw(stress);
  const borrowerPulled = !(options.fails ?? rng.chance(failedPullRate));
  const borrowerReport = storeReport(
    tree,
    { applicationId: holders.applicationId, borrowerId: holders.borrowerId },
    pullMs,
    borrowerPulled ? [...own, ...joint] : null,
    stress,
  );
  let spouseReport: StoredReport | null = null;
  if (holders.spouseId) {
    const spouseStress = (stress + rng.next()) / 2;
    const spouseLines = rng.chance(0.95)
      ? [...Array.from({ length: rng.int(2, 6) }, () => draw(spouseStress)), ...joint]
      : null;
    spouseReport = storeReport(
      tree,
      { applicationId: holders.applicationId, spouseId: holders.spouseId },
      pullMs + 1_000,
      spouseLines,
      spouseStress,
    );
  }
  return { status: borrowerPulled ? 'pulled' : 'notPulled', borrowerReport, spouseReport, stress };
}
