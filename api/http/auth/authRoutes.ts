import { Router } from 'express';
import type passport from 'passport';
import type { Database } from '../../../db/client';
import type { DepsFor } from '../requestDeps';
import { changeEmailRoutes } from './changeEmail';
import { changePasswordRoute } from './changePassword';
import { completeNewPasswordRoute } from './completeNewPassword';
import { forgotPasswordRoute } from './forgotPassword';
import { resetPasswordRoute } from './resetPassword';
import { signInRoutes } from './signIn';
import { verificationCodeRoute } from './verificationCode';
import { accountLimits } from './accountLimits';
import { firstLeadRoute } from './firstLead';
import { secondFactorRoutes } from './secondFactor';
import { setPasswordLinkRoute } from './setPasswordLink';

/** Every account flow under /auth (service-portal §2, §4), one file per flow in ./flows. */
export function authRoutes(auth: passport.PassportStatic, depsFor: DepsFor, database: Database): Router {
  const router = Router();
  const limits = accountLimits(database);
  signInRoutes(router, auth, depsFor, limits);
  forgotPasswordRoute(router, depsFor, limits);
  setPasswordLinkRoute(router, depsFor, limits);
  verificationCodeRoute(router, depsFor, limits);
  resetPasswordRoute(router, depsFor, limits);
  completeNewPasswordRoute(router, depsFor);
  changePasswordRoute(router, depsFor, limits);
  changeEmailRoutes(router, depsFor, limits);
  firstLeadRoute(router, depsFor, database);
  secondFactorRoutes(router, depsFor, limits);
  return router;
}
