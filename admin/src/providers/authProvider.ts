import { HttpError, type AuthProvider } from 'react-admin';
import type { Role } from '../permissions';
import { fetchSessionUser, signOut, type SessionUser } from './authApi';
import { graphqlCodes } from './graphqlErrors';
import { keepPlace, keptKeys } from '../session/keptAcrossSignOut';
import { clearBrowserStorage, leaveConsoleFor, leaveForSignIn, passwordResetPage } from './siteAccount';

/** A failed sign-out is only logged (spec §8): the user must still reach the sign-in page. */
const endSession = () => signOut().catch((error: unknown) => console.error('Sign-out failed', error));

/** The rep last seen signed in in this tab: whose page and drafts an ended session keeps. */
let lastUserId: string | null = null;

const requireUser = async (): Promise<SessionUser> => {
  const user = await fetchSessionUser();
  if (!user) throw new HttpError('ra.auth.auth_check_error', 401);
  lastUserId = user.id;
  return user;
};

/** Whether the console leaves because the session ended rather than because the rep signed out. */
let sessionEnded = false;

const isUnauthenticated = (error: unknown): boolean =>
  (error instanceof HttpError && error.status === 401) || graphqlCodes(error).includes('UNAUTHENTICATED');

export const authProvider: AuthProvider = {
  // The console has no sign-in form of its own: the site's /sign-in is the one way in.
  login: () => leaveForSignIn(),

  /**
   * `{ keepPlace: true }` (the idle warning's sign-out) or a session that ended under the rep keeps
   * the page to come back to after signing in; Sign Out in the menu starts afresh.
   */
  async logout(params?: { keepPlace?: boolean }) {
    if (params?.keepPlace || sessionEnded) keepPlace(lastUserId);
    sessionEnded = false;
    await endSession();
    // The spec clears browser storage on every sign-out: list filters kept there may hold
    // borrower names on a shared computer. The tab keeps only the page and unsent drafts.
    clearBrowserStorage(keptKeys);
  },

  async checkAuth() {
    const user = await requireUser().catch((error: unknown) => {
      // No answer at all is a lost connection, not a lost session: the page stays, and its own
      // requests say the server cannot be reached.
      if (error instanceof HttpError && error.status === 0) return null;
      // A page asked for without a session (it ended while away, or a link was followed): signing in
      // comes back to it.
      sessionEnded = true;
      throw error;
    });
    if (!user) return;
    // A borrower stays signed in for their own pages; the sign-in page says why the console refused.
    if (!user.isStaff) return leaveForSignIn('account.flash.notStaff');
    if (user.mustChangePassword) return leaveConsoleFor(passwordResetPage);
  },

  // Anything but 401 (notably 403) keeps the user signed in: the error is shown where it happened.
  async checkError(error: unknown) {
    if (!isUnauthenticated(error)) return;
    sessionEnded = true;
    throw error;
  },

  async getIdentity() {
    const user = await requireUser();
    // The preferences page shows the rep's contact details from here.
    return {
      id: user.id,
      fullName: user.name ?? user.email,
      email: user.email,
      phoneNumber: user.phoneNumber,
      secondFactor: user.secondFactor,
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
