import { Router } from 'express';
import type { DepsFor } from './requestDeps';
import { recordRead } from '../services/readLog';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { assertAllowed, ruleFor } from '../auth/permissions';
import { findUserByEmail } from '../auth/users';
import { AppError, notFound } from '../errors';
import { listReps } from '../data/reps';
import { readData } from '../data/bound';

/** GET /api/user and GET /api/users (service-portal §7), for staff. */
export function userRoutes(depsFor: DepsFor, database: Database): Router {
  const router = Router();
  router.get('/user', async (req, res) => {
    assertAllowed(ruleFor('GET /api/user'), req.user ?? null);
    const username = z.string().trim().min(1).max(100).safeParse(req.query.username);
    if (!username.success)
      throw new AppError('BAD_USER_INPUT', 'username is required', { username: 'username is required' });
    const user = await findUserByEmail(database, username.data);
    if (!user) throw notFound('User');
    // A borrower's account is their phone and e-mail: a read of their file (SECURITY.md §32).
    const owned = await readData(database).applications.newestOwnedApplication(user.id);
    if (owned) await recordRead(depsFor(req), req.user ?? null, { applicationId: owned.id, kind: 'contact' });
    res.json({
      username: user.email,
      attributes: { email: user.email, name: user.name, phone_number: user.phoneNumber },
    });
  });
  router.get('/users', async (req, res) => {
    assertAllowed(ruleFor('GET /api/users'), req.user ?? null);
    const groupname = typeof req.query.groupname === 'string' ? req.query.groupname : 'CustomerService';
    const reps = await listReps(database, { perPage: 100, filter: { isActive: true } });
    const data = readData(database);
    const withGroups = await Promise.all(
      reps.map(async (r) => ({ rep: r, groups: await data.users.groupsOf(r.id) })),
    );
    res.json({
      users: withGroups
        .filter(({ groups }) => groups.includes(groupname))
        .map(({ rep }) => ({
          id: rep.id,
          username: rep.email,
          name: rep.name,
          email: rep.email,
          phone_number: rep.phoneNumber,
        })),
    });
  });
  return router;
}
