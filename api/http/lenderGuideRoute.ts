import { Router } from 'express';
import type { Database } from '../../db/client';
import { assertAllowed, ruleFor } from '../auth/permissions';
import { lenderGuidePdf } from '../services/lenderGuidePdf';

/** GET /api/lender-guide.pdf: the signed-in borrower's guide; the caller is checked before anything else. */
export function lenderGuideRoute(database: Database): Router {
  const router = Router();
  router.get('/lender-guide.pdf', async (req, res) => {
    assertAllowed(ruleFor('GET /api/lender-guide.pdf'), req.user ?? null);
    const pdf = await lenderGuidePdf(database, req.user!, req.query.lang);
    res
      .type('application/pdf')
      .set('Content-Disposition', 'attachment; filename="lender-guide.pdf"')
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });
  return router;
}
