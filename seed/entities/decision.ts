import { offerRecord } from '../../api/domain/offers';
import { countingDebts, type CountingDebt } from '../../api/domain/countingDebts';
import type { CreditorTermsVersion } from '../../api/domain/creditorTerms';
import { decide, leftOutRecord, type DecisionResult } from '../../api/domain/decision';
import { blendedRiskScore, riskScore } from '../../api/domain/riskScore';
import type { Tree } from '../tree';
import type { CreditPull, StoredReport } from './credit';

export interface RiskScores {
  borrowerRiskScoreId: string;
  /** The borrower's, averaged with the spouse's when there is one (api/domain/riskScore.ts). */
  blended: number;
}

/** POST /risk-score for the borrower's report and, when pulled, the spouse's. */
export function addRiskScores(tree: Tree, pull: CreditPull, atMs: number): RiskScores {
  const createdAt = tree.clock.instant(atMs);
  const score = (report: StoredReport) =>
    riskScore({ vantageScore: report.vantageScore, debts: report.debts });
  const borrowerValue = score(pull.borrowerReport);
  const borrowerRiskScoreId = tree.add('riskScores', {
    creditReportId: pull.borrowerReport.id,
    value: borrowerValue,
    createdAt,
  });
  const spouse = pull.spouseReport?.wasSuccessful ? pull.spouseReport : null;
  if (!spouse) return { borrowerRiskScoreId, blended: borrowerValue };
  const spouseValue = score(spouse);
  tree.add('riskScores', { creditReportId: spouse.id, value: spouseValue, createdAt });
  return { borrowerRiskScoreId, blended: blendedRiskScore(borrowerValue, spouseValue) };
}

export function debtsThatCount(pull: CreditPull): CountingDebt[] {
  return countingDebts({
    borrowerReports: [pull.borrowerReport],
    spouseReports: pull.spouseReport ? [pull.spouseReport] : [],
  });
}

export function decideOn(
  debts: readonly CountingDebt[],
  monthlyIncome: number,
  monthlyExpenses: number,
  creditorTerms: readonly CreditorTermsVersion[],
): DecisionResult {
  return decide({ debts, monthlyIncome, monthlyExpenses, creditorTerms });
}

export interface DecisionMoment {
  decidedMs: number;
  presented: boolean;
  accepted: boolean;
  creditorTermsReviewed: boolean;
}

/** POST /decision, stored as services/flow/decisions.ts stores it: figures, reasons, offers, debts left out. */
export function addDecision(
  tree: Tree,
  applicationId: string,
  result: DecisionResult,
  facts: DecisionMoment,
): string {
  const { offers, disqualificationReasons, leftOutCreditors, ...figures } = result;
  const createdAt = tree.clock.instant(facts.decidedMs);
  const id = tree.add('decisions', {
    applicationId,
    ...figures,
    wasPresentedToBorrower: facts.presented,
    wasAcceptedByBorrower: facts.accepted,
    creditorTermsReviewed: facts.creditorTermsReviewed,
    createdAt,
    updatedAt: createdAt,
  });
  for (const reason of disqualificationReasons)
    tree.add('disqualificationReasons', { decisionId: id, reason });
  for (const offer of offers) {
    tree.add('offers', {
      applicationId,
      decisionId: id,
      ...offerRecord(offer, figures.totalUnsecuredDebtBalance),
      wasPresentedToBorrower: facts.presented,
      createdAt,
      updatedAt: createdAt,
    });
  }
  for (const leftOut of leftOutCreditors)
    tree.add('leftOutCreditors', { applicationId, decisionId: id, ...leftOutRecord(leftOut), createdAt });
  return id;
}
