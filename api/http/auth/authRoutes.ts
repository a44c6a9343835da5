import { Router } from 'express';
import type passport from 'passport';
import type { Database } from '../../../db/client';
import type { FlowFor } from '../../graphql/middleware';
import { changeEmailRoute } from './changeEmail';
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
export function authRoutes(auth: passport.PassportStatic, flowFor: FlowFor, database: Database): Router {
  const router = Router();
  const limits = accountLimits(database);
  signInRoutes(router, auth, flowFor, limits);
  forgotPasswordRoute(router, flowFor, limits);
  setPasswordLinkRoute(router, flowFor, limits);
  verificationCodeRoute(router, flowFor, limits);
  resetPasswordRoute(router, flowFor, limits);
  completeNewPasswordRoute(router, flowFor);
  changePasswordRoute(router, flowFor, limits);
  changeEmailRoute(router, flowFor);
  firstLeadRoute(router, flowFor, database);
  secondFactorRoutes(router, flowFor, limits);
  return router;
}
