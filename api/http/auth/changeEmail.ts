import type { Router } from 'express';
import { z } from 'zod';
import { borrowerLabels } from '../../domain/borrowerRules';
import { invalid } from '../../domain/messages';
import type { DepsFor } from '../../graphql/middleware';
import { changeEmail } from '../../services/accounts/changeEmail';
import { assertAllowed, ruleFor } from '../../auth/permissions';
import { endCurrentSession } from '../../auth/sessionControl';
import { parseBody } from '../parseBody';

const changeBody = z.object({ newEmail: z.string().max(100) });

/** POST /auth/change-email: on success every session ends; the user signs in with the new address. */
export function changeEmailRoute(router: Router, depsFor: DepsFor) {
  router.post('/change-email', async (req, res) => {
    assertAllowed(ruleFor('POST /auth/change-email'), req.user ?? null);
    const { newEmail } = parseBody(changeBody, req.body, invalid(borrowerLabels.email));
    await changeEmail(depsFor(req), req.user!, newEmail);
    await endCurrentSession(req, res);
    res.json({ ok: true });
  });
}
