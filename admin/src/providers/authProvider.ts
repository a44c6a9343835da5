import { HttpError, type AuthProvider } from 'react-admin';
import type { Role } from '../permissions';
import { fetchSessionUser, signOut, type SessionUser } from './authApi';
import { graphqlCodes } from './graphqlErrors';
import { clearBrowserStorage, leaveConsoleFor, leaveForSignIn, passwordResetPage } from './siteAccount';

/** A failed sign-out is only logged (spec §8): the user must still reach the sign-in page. */
const endSession = () => signOut().catch((error: unknown) => console.error('Sign-out failed', error));

const requireUser = async (): Promise<SessionUser> => {
  const user = await fetchSessionUser();
  if (!user) throw new HttpError('ra.auth.auth_check_error', 401);
  return user;
};

const isUnauthenticated = (error: unknown): boolean =>
  (error instanceof HttpError && error.status === 401) || graphqlCodes(error).includes('UNAUTHENTICATED');

export const authProvider: AuthProvider = {
  // The console has no sign-in form of its own: the site's /sign-in is the one way in.
  login: () => leaveForSignIn(),

  async logout() {
    await endSession();
    // The spec clears browser storage on every sign-out: list filters kept there may hold
    // borrower names on a shared computer.
    clearBrowserStorage();
  },

  async checkAuth() {
    const user = await requireUser();
    // A borrower stays signed in for their own pages; the sign-in page says why the console refused.
    if (!user.isStaff) return leaveForSignIn('account.flash.notStaff');
    if (user.mustChangePassword) return leaveConsoleFor(passwordResetPage);
  },

  // Anything but 401 (notably 403) keeps the user signed in: the error is shown where it happened.
  async checkError(error: unknown) {
    if (isUnauthenticated(error)) throw error;
  },

  async getIdentity() {
    const user = await requireUser();
    // The preferences page shows the rep's contact details from here.
    return {
      id: user.id,
      fullName: user.name ?? user.email,
      email: user.email,
      phoneNumber: user.phoneNumber,
    };
  },

  // Signed out there is no role, not an error: react-query would retry the failure with backoff
  // and hold the login page back for seconds, while checkAuth already sends the user there.
  async getPermissions(): Promise<Role | null> {
    const user = await fetchSessionUser();
    if (!user) return null;
    return user.isLead ? 'lead' : 'rep';
  },
};
