import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Database } from '../../db/client';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { FreshViewers } from './freshViewers';
import { findUserByEmail, loadViewer } from './users';
import type { Viewer } from './viewer';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends Viewer {}
  }
}

/** `viewers`: those the session store read with each session, taken before reading again. */
export function configurePassport(database: Database, viewers: FreshViewers): passport.PassportStatic {
  const instance = new passport.Passport() as unknown as passport.PassportStatic;
  instance.use(
    new LocalStrategy(
      { usernameField: 'username', passwordField: 'password' },
      (username, password, done) => {
        (async () => {
          const user = await findUserByEmail(database, username);
          const matches = user?.isActive
            ? await verifyPassword(password, user.passwordHash)
            : await verifyAgainstDummy(password);
          if (!user || !matches) return null;
          return loadViewer(database, user.id);
        })().then((viewer) => done(null, viewer ?? false), done);
      },
    ),
  );
  instance.serializeUser((user, done) => done(null, (user as Viewer).id));
  instance.deserializeUser((id: string, done) => {
    const fresh = viewers.take(id);
    if (fresh !== undefined) return done(null, fresh ?? false);
    loadViewer(database, id).then((viewer) => done(null, viewer ?? false), done);
  });
  return instance;
}
