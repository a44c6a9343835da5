import { Router } from 'express';
import { assertAllowed, ruleFor } from '../auth/permissions';
import type { DepsFor } from './requestDeps';
import { lenderGuidePdf } from '../services/lenderGuidePdf';

/** GET /api/lender-guide.pdf: the signed-in borrower's guide; the caller is checked before anything else. */
export function lenderGuideRoute(depsFor: DepsFor): Router {
  const router = Router();
  router.get('/lender-guide.pdf', async (req, res) => {
    assertAllowed(ruleFor('GET /api/lender-guide.pdf'), req.user ?? null);
    const pdf = await lenderGuidePdf(depsFor(req), req.user!, req.query.lang);
    res
      .type('application/pdf')
      .set('Content-Disposition', 'attachment; filename="lender-guide.pdf"')
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });
  return router;
}
