import { Router } from 'express';
import type passport from 'passport';
import type { Database } from '../../db/client';
import type { FlowFor } from '../graphql/middleware';
import { changeEmailRoute } from './flows/changeEmail';
import { changePasswordRoute } from './flows/changePassword';
import { completeNewPasswordRoute } from './flows/completeNewPassword';
import { forgotPasswordRoute } from './flows/forgotPassword';
import { resetPasswordRoute } from './flows/resetPassword';
import { signInRoutes } from './flows/signIn';
import { verificationCodeRoute } from './flows/verificationCode';
import { accountLimits } from './limits';

/** Every account flow under /auth (service-portal §2, §4), one file per flow in ./flows. */
export function authRoutes(auth: passport.PassportStatic, flowFor: FlowFor, database: Database): Router {
  const router = Router();
  const limits = accountLimits(database);
  signInRoutes(router, auth, flowFor, limits);
  forgotPasswordRoute(router, flowFor, limits);
  verificationCodeRoute(router, flowFor, limits);
  resetPasswordRoute(router, flowFor, limits);
  completeNewPasswordRoute(router, flowFor);
  changePasswordRoute(router, flowFor, limits);
  changeEmailRoute(router, flowFor);
  return router;
}
