import { inTransaction, readData } from '../../data/bound';
import { countingDebts } from '../../domain/countingDebts';
import { debtScore, debtScoreVersion } from '../../domain/debtScore';
import { blendedRiskScore, riskScore } from '../../domain/riskScore';
import { notFound } from '../../errors';
import { alertsAfterDebtScore } from './alerts';
import type { ServiceDeps } from '../deps';
import { decisionFiguresOf } from './finances';
import { applicationReportIds, reportsWithDebts } from './reportDebts';
import type { Viewer } from '../../auth/viewer';
import { ownedApplication } from './ownership';

/** POST /risk-score: a risk score from one credit report (documented in api/domain/riskScore.ts). */
export async function createRiskScore(deps: ServiceDeps, viewer: Viewer, creditReportId: string) {
  const { database } = deps;
  const data = readData(database);
  const report = await data.credit.creditReportById(creditReportId);
  if (!report?.applicationId) throw notFound('Credit report');
  await ownedApplication(data, viewer, report.applicationId);
  const debts = await data.credit.debtsOfReport(creditReportId);
  const value = riskScore({ vantageScore: report.vantageScore, debts });
  return inTransaction(database, (data) => data.credit.insertRiskScore({ creditReportId, value }));
}

/** POST /debt-score: 0–100 from income, expenses and unsecured debt, blended with the risk scores. */
export async function createDebtScore(
  deps: ServiceDeps,
  viewer: Viewer,
  borrowerRiskScoreId: string,
  spouseRiskScoreId?: string | null,
) {
  const { database } = deps;
  const data = readData(database);
  const risk = await data.credit.riskScoreById(borrowerRiskScoreId);
  if (!risk) throw notFound('Risk score');
  const spouseRisk = spouseRiskScoreId ? await data.credit.riskScoreById(spouseRiskScoreId) : null;
  const report = await data.credit.creditReportById(risk.creditReportId);
  if (!report?.applicationId || !report.borrowerId) throw notFound('Credit report');
  await ownedApplication(data, viewer, report.applicationId);
  const ids = await applicationReportIds(data, report.applicationId);
  const debts = countingDebts({
    borrowerReports: await reportsWithDebts(data, ids.borrowerReportIds),
    spouseReports: await reportsWithDebts(data, ids.spouseReportIds),
  });
  const monthlyUnsecuredDebt = debts.reduce((sum, d) => sum + d.currentMonthlyPayment, 0);
  if (!ids.application) throw notFound('Application');
  const figures = await decisionFiguresOf(data, ids.application);
  const monthlyIncome = figures.monthlyIncome;
  const monthlyExpense = figures.monthlyExpenses;
  const blendedRisk = blendedRiskScore(risk.value, spouseRisk?.value);
  const value = debtScore({ monthlyIncome, monthlyExpense, monthlyUnsecuredDebt, riskScore: blendedRisk });
  const row = await inTransaction(database, (data) =>
    data.credit.insertDebtScore({
      borrowerId: report.borrowerId!,
      borrowerRiskScoreId,
      value,
      riskScore: blendedRisk,
      monthlyIncome,
      monthlyExpense,
      monthlyUnsecuredDebt: Math.round(monthlyUnsecuredDebt * 100) / 100,
      version: debtScoreVersion,
    }),
  );
  await alertsAfterDebtScore(deps, row.borrowerId, row.id);
  return row;
}
