import type { UserInformation } from './authApi';

/*
 * What the account pages hand each other between page loads (the spec's "route state"), kept in
 * sessionStorage so it never outlives the tab. Storage failures (private modes, full quotas) are
 * only logged, as the spec says for its saved state.
 */

const keys = {
  flash: 'relief.flash',
  username: 'relief.username',
  code: 'relief.resetCode',
  initialPassword: 'relief.initialPassword',
  userInformation: 'relief.userInformation',
  signedIn: 'relief.signedIn',
  staff: 'relief.staff',
  returnTo: 'relief.returnTo',
  language: 'relief.lang',
  lead: 'relief.lead',
  router: 'relief.router',
  lastActivity: 'relief.lastActivity',
  keptFor: 'relief.keptFor',
} as const;

/** A message for the next page: a dictionary key (never a text, so it shows in the page's language). */
export interface Flash {
  key: string;
  tone: 'success' | 'error' | 'info';
  email?: string;
}

const read = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch (error) {
    console.error('Storage read failed', error);
    return null;
  }
};

const write = (storage: () => Storage, key: string, value: string | null) => {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch (error) {
    console.error('Storage write failed', error);
  }
};

const session = () => sessionStorage;
const local = () => localStorage;

export function setFlash(flash: Flash) {
  write(session, keys.flash, JSON.stringify(flash));
}

/** Reads the message left by the previous page and removes it, so a reload does not show it again. */
export function takeFlash(): Flash | null {
  const raw = read(session, keys.flash);
  if (raw === null) return null;
  write(session, keys.flash, null);
  try {
    const flash = JSON.parse(raw) as Partial<Flash>;
    if (typeof flash.key !== 'string') return null;
    return { key: flash.key, tone: flash.tone === 'error' ? 'error' : 'success', email: flash.email };
  } catch {
    return null;
  }
}

export const knownUsername = () => read(session, keys.username) ?? '';
export const setKnownUsername = (email: string | null) => write(session, keys.username, email);

export const storedCode = () => read(session, keys.code) ?? '';
export const setStoredCode = (code: string | null) => write(session, keys.code, code);

/** Initial-password mode: a new password is forced, and name and phone go with it. */
export const isInitialPassword = () => read(session, keys.initialPassword) === '1';
export const setInitialPassword = (on: boolean) => write(session, keys.initialPassword, on ? '1' : null);

export function storedUserInformation(): UserInformation | null {
  const raw = read(session, keys.userInformation);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<UserInformation>;
    return {
      firstName: value.firstName ?? '',
      lastName: value.lastName ?? '',
      phoneNumber: value.phoneNumber ?? '',
    };
  } catch {
    return null;
  }
}

export const setUserInformation = (value: UserInformation | null) =>
  write(session, keys.userInformation, value && JSON.stringify(value));

/** Ends a password reset: the code is spent, the forced-password flag and the details are done with. */
export function clearResetState() {
  setStoredCode(null);
  setInitialPassword(false);
  setUserInformation(null);
}

/**
 * The header shows Sign Out while this is set, and 'My account' (the customer portal) too unless
 * the account is staff's.
 */
export function setSignedIn(on: boolean, isStaff = false) {
  write(local, keys.signedIn, on ? '1' : null);
  write(local, keys.staff, on && isStaff ? '1' : null);
}

/**
 * What the help line's rule reads (api/domain/helpPhone.ts, site/src/components/chrome.ts): a
 * borrower who signs in with an application is a lead, of its router — known from the first page
 * after sign-in, not only once a page of the flow or the portal has read the application.
 */
export function rememberApplicant(user: {
  isStaff: boolean;
  hasApplication?: boolean;
  router?: string | null;
}) {
  if (user.isStaff || !user.hasApplication) return;
  write(local, keys.lead, '1');
  if (user.router) write(local, keys.router, user.router);
}

/**
 * A signed-in page that found no session (the customer portal) keeps its address here, so the
 * borrower lands back on it after signing in. Only a path of this site is kept.
 */
export function setReturnTo(path: string) {
  if (path.startsWith('/') && !path.startsWith('//')) write(session, keys.returnTo, path);
}

/** The page to go back to after signing in, read once. */
export function takeReturnTo(): string | null {
  const path = read(session, keys.returnTo);
  if (path === null) return null;
  write(session, keys.returnTo, null);
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** Sign-out's clean slate (service-portal §9): both storages, except the reader's chosen language. */
export function clearAllStorage() {
  const language = read(local, keys.language);
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch (error) {
    console.error('Storage clear failed', error);
  }
  if (language !== null) write(local, keys.language, language);
}

/**
 * The language the reader signed out in is the one the site greets them with next time, like a click
 * on the language switch (the layout's script): local storage and the cookie the server reads.
 */
export function rememberLanguage(locale: 'en' | 'es') {
  write(local, keys.language, locale);
  try {
    document.cookie = `lang=${locale}; path=/; max-age=31536000; SameSite=Lax`;
  } catch (error) {
    console.error('Cookie write failed', error);
  }
}

/** The last time a person did something in any tab of this browser (the idle warning's clock). */
export const lastActivity = () => Number(read(local, keys.lastActivity) ?? 0);
export const setLastActivity = (at: number) => write(local, keys.lastActivity, String(at));

/**
 * An idle sign-out keeps what the borrower typed (the application's answers in this tab) for the
 * same account only: whose it is is kept beside it, and another account signing in here drops it.
 */
export const keepAnswersFor = (userId: string) => write(session, keys.keptFor, userId);

export function answersKeptForOther(userId: string): boolean {
  const keptFor = read(session, keys.keptFor);
  write(session, keys.keptFor, null);
  return keptFor !== null && keptFor !== userId;
}
