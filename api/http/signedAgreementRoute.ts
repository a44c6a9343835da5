import { Router } from 'express';
import { assertAllowed, ruleFor } from '../auth/permissions';
import { keptAgreementPdf } from '../services/agreements/keptPdf';
import type { DepsFor } from './requestDeps';

/** GET /api/signed-agreement.pdf: the signed-in borrower's signed plan agreement, as kept. */
export function signedAgreementRoute(depsFor: DepsFor): Router {
  const router = Router();
  router.get('/signed-agreement.pdf', async (req, res) => {
    assertAllowed(ruleFor('GET /api/signed-agreement.pdf'), req.user ?? null);
    const { pdf, version } = await keptAgreementPdf(depsFor(req), req.user!);
    res
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="signed-plan-agreement-v${version}.pdf"`)
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });
  return router;
}
