import { Router, type Request } from 'express';
import { z } from 'zod';
import { assertAllowed, permissions, ruleFor } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { parseBody } from './parseBody';
import { linkBankItem, requestIncomePrediction } from '../services/flow/bank';
import { proposeBudgets } from '../services/flow/budgets';
import { pullCredit } from '../services/flow/creditPull';
import { makeDecision } from '../services/flow/decisions';
import type { DepsFor } from './requestDeps';
import { fetchExpenseEstimates } from '../services/flow/expenseEstimates';
import { outreachEventTypes, recordOutreachEvent } from '../services/flow/outreach';
import { createDebtScore, createRiskScore } from '../services/flow/scores';
import { phoneCheckLimiters } from './phoneCheckLimits';
import type { Database } from '../../db/client';
import { readData } from '../data/bound';
import type { ReadKind } from '../domain/readLog';
import { recordRead } from '../services/readLog';

const id = z.string().min(1).max(100);

/** A body the route cannot read: BAD_USER_INPUT naming each field. */
const bodyOf = <T extends z.ZodTypeAny>(schema: T, req: Request): z.infer<T> =>
  parseBody(schema, req.body, 'The request is invalid', (field) => `${field} is invalid`);

/**
 * The spec's REST services (borrower-application §7) under /api: the same bodies and responses,
 * thin routes over the services GraphQL uses; each service checks the signed-in owner itself.
 */
export function flowRoutes(depsFor: DepsFor, database: Database): Router {
  const router = Router();
  const applicationOfBorrower = (borrowerId: string) =>
    readData(database).applications.applicationIdOfBorrower(borrowerId);
  // The caller is checked before the body is read: an anonymous call gets 401 whatever it sends.
  router.use((req, _res, next) => {
    const route = `${req.method} /api${req.path}`;
    if (!(route in permissions)) return next();
    assertAllowed(ruleFor(route), req.user ?? null);
    next();
  });
  const signedIn = (req: Request, route: string): Viewer => {
    assertAllowed(ruleFor(route), req.user ?? null);
    return req.user!;
  };
  /**
   * What a route answers is a read of the file it came from, when staff asked (SECURITY.md §32):
   * written before the answer goes out, like GraphQL's.
   */
  const readOf = (req: Request, applicationId: string | null | undefined, kind: ReadKind) =>
    applicationId ? recordRead(depsFor(req), req.user ?? null, { applicationId, kind }) : undefined;

  router.post('/reports', async (req, res) => {
    const { applicationId } = bodyOf(z.object({ applicationId: id }), req);
    const viewer = signedIn(req, 'POST /api/reports');
    const outcome = await pullCredit(depsFor(req), viewer, applicationId);
    await readOf(req, applicationId, 'creditReport');
    res.json(outcome);
  });

  router.post('/risk-score', async (req, res) => {
    const { creditReportId } = bodyOf(z.object({ creditReportId: id }), req);
    const viewer = signedIn(req, 'POST /api/risk-score');
    const riskScore = await createRiskScore(depsFor(req), viewer, creditReportId);
    await readOf(
      req,
      (await readData(database).credit.creditReportById(creditReportId))?.applicationId,
      'creditReport',
    );
    res.json({ riskScore: { id: riskScore.id, value: riskScore.value } });
  });

  router.post('/debt-score', async (req, res) => {
    const body = bodyOf(z.object({ borrowerRiskScoreId: id, spouseRiskScoreId: id.nullish() }), req);
    const viewer = signedIn(req, 'POST /api/debt-score');
    const score = await createDebtScore(
      depsFor(req),
      viewer,
      body.borrowerRiskScoreId,
      body.spouseRiskScoreId,
    );
    await readOf(req, await applicationOfBorrower(score.borrowerId), 'creditReport');
    res.json(score);
  });

  router.post('/expenses/estimate', async (req, res) => {
    const { applicationId } = bodyOf(z.object({ applicationId: id }), req);
    const viewer = signedIn(req, 'POST /api/expenses/estimate');
    const estimates = await fetchExpenseEstimates(depsFor(req), viewer, applicationId);
    await readOf(req, applicationId, 'incomeAndExpenses');
    res.json(
      estimates.map(({ id: lineId, category, subCategory, estimatedValue, selfReportedValue }) => ({
        id: lineId,
        category,
        subCategory,
        estimatedValue,
        selfReportedValue,
      })),
    );
  });

  router.post('/propose-budgets', async (req, res) => {
    const { applicationId } = bodyOf(z.object({ applicationId: id }), req);
    const viewer = signedIn(req, 'POST /api/propose-budgets');
    const budgets = await proposeBudgets(depsFor(req), viewer, applicationId);
    await readOf(req, applicationId, 'incomeAndExpenses');
    res.json(budgets);
  });

  router.post('/decision', async (req, res) => {
    const { applicationId } = bodyOf(
      z.object({ applicationId: id, environment: z.string().max(100).optional() }),
      req,
    );
    const viewer = signedIn(req, 'POST /api/decision');
    const { decision, offers, disqualificationReasons } = await makeDecision(
      depsFor(req),
      viewer,
      applicationId,
    );
    await readOf(req, applicationId, 'decision');
    res.json({
      id: decision.id,
      isQualified: decision.isQualified,
      currentDisposableIncome: decision.currentDisposableIncome,
      offers: { items: decision.isQualified ? offers : [] },
      disqualificationReasons: { items: disqualificationReasons.map((reason) => ({ reason })) },
    });
  });

  router.post('/items', async (req, res) => {
    const body = bodyOf(
      z.object({
        applicationId: id,
        institutionId: id,
        institutionName: z.string().max(100).nullish(),
        publicToken: z.string().min(1).max(500),
      }),
      req,
    );
    const viewer = signedIn(req, 'POST /api/items');
    const { items } = await linkBankItem(depsFor(req), viewer, body);
    await readOf(req, body.applicationId, 'bankData');
    res.json(
      items.map((item) => ({
        id: item.id,
        plaidItemId: item.plaidItemId,
        institutionId: item.institutionId,
        institutionName: item.institutionName,
        isConnected: item.isConnected,
      })),
    );
  });

  router.post('/income/predict', async (req, res) => {
    const { applicationId } = bodyOf(z.object({ applicationId: id }), req);
    const viewer = signedIn(req, 'POST /api/income/predict');
    const predictions = await requestIncomePrediction(depsFor(req), viewer, applicationId);
    await readOf(req, applicationId, 'incomeAndExpenses');
    res.json(
      predictions.map(({ id: predictionId, name, amount, isVerifiedAsIncome }) => ({
        id: predictionId,
        name,
        amount,
        isVerifiedAsIncome,
      })),
    );
  });

  router.post('/contact', async (req, res) => {
    const body = bodyOf(z.object({ borrowerId: id, eventType: z.enum(outreachEventTypes) }), req);
    const viewer = signedIn(req, 'POST /api/contact');
    await recordOutreachEvent(depsFor(req), viewer, body.borrowerId, body.eventType);
    res.json({ ok: true });
  });

  // Each check is a paid lookup when Twilio is configured: limited per IP and per session.
  router.post('/twilio/verify-phone', ...phoneCheckLimiters(database), async (req, res) => {
    const { phoneNumber } = bodyOf(z.object({ phoneNumber: z.string().max(20) }), req);
    res.json({ isValid: await depsFor(req).integrations.phoneCheck.isValid(phoneNumber) });
  });

  return router;
}
