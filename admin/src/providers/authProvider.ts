import { HttpError, type AuthProvider } from 'react-admin';
import { isObject } from '../isObject';
import { fetchSessionUser, signIn, signOut, type SessionUser } from './authApi';

export type Role = 'lead' | 'rep';

const notStaffMessage = 'This account cannot use the staff console.';
/** A site page, outside the console: the browser leaves /admin for it. */
const passwordResetPage = '/please-check-your-email';

/**
 * Never settles: the page is unloading, and settling would flash the console or the login page
 * before the browser leaves.
 */
const leaveConsoleFor = (url: string): Promise<never> => {
  window.location.assign(url);
  return new Promise<never>(() => undefined);
};

/** A failed sign-out is only logged (spec §8): the user must still reach the login page. */
const endSession = () => signOut().catch((error: unknown) => console.error('Sign-out failed', error));

const requireUser = async (): Promise<SessionUser> => {
  const user = await fetchSessionUser();
  if (!user) throw new HttpError('ra.auth.auth_check_error', 401);
  return user;
};

/** Apollo reports GraphQL errors (HTTP 200) in the error's body, each with an `extensions.code`. */
const graphqlCodes = (error: unknown): unknown[] => {
  const errors = error instanceof HttpError && isObject(error.body) ? error.body.graphQLErrors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.map((e: unknown) => (isObject(e) && isObject(e.extensions) ? e.extensions.code : undefined));
};

const isUnauthenticated = (error: unknown): boolean =>
  (error instanceof HttpError && error.status === 401) || graphqlCodes(error).includes('UNAUTHENTICATED');

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const user = await signIn(username, password);
    if (!user.isStaff) {
      await endSession();
      throw new Error(notStaffMessage);
    }
    if (user.mustChangePassword) return leaveConsoleFor(passwordResetPage);
  },

  async logout() {
    await endSession();
    // The spec clears browser storage on every sign-out: list filters kept there may hold
    // borrower names on a shared computer.
    localStorage.clear();
    sessionStorage.clear();
  },

  async checkAuth() {
    const user = await requireUser();
    if (!user.isStaff) throw new Error(notStaffMessage);
    if (user.mustChangePassword) return leaveConsoleFor(passwordResetPage);
  },

  // Anything but 401 (notably 403) keeps the user signed in: the error is shown where it happened.
  async checkError(error: unknown) {
    if (isUnauthenticated(error)) throw error;
  },

  async getIdentity() {
    const user = await requireUser();
    return { id: user.id, fullName: user.name ?? user.email };
  },

  async getPermissions(): Promise<Role> {
    const user = await requireUser();
    return user.isLead ? 'lead' : 'rep';
  },
};
