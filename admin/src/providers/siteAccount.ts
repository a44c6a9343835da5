/*
 * The console's one way in is the site's sign-in page (/sign-in), which sends staff back to the
 * console's summary. The console talks to those pages as they talk to each other: through the
 * tab's sessionStorage `relief.flash`, a dictionary key the site's page shows in its language
 * (site/src/lib/account/accountStorage.ts).
 */
export const siteSignIn = '/sign-in';
/** Where a user who must set a new password goes first (service-portal §2). */
export const passwordResetPage = '/please-check-your-email';

/**
 * Never settles: the page is unloading, and settling would flash the console before the browser
 * leaves.
 */
export const leaveConsoleFor = (url: string): Promise<never> => {
  window.location.assign(url);
  return new Promise<never>(() => undefined);
};

/** Leaves for the site's sign-in page with a message for it to show. */
export function leaveForSignIn(
  message?: 'account.flash.notStaff' | 'account.flash.idleSignedOut' | 'account.flash.practiseSecondFactor',
): Promise<never> {
  if (message) {
    try {
      const tone = message === 'account.flash.notStaff' ? 'error' : 'info';
      sessionStorage.setItem('relief.flash', JSON.stringify({ key: message, tone }));
    } catch (error) {
      console.error('Storage write failed', error);
    }
  }
  return leaveConsoleFor(siteSignIn);
}

/**
 * Sign-out's clean slate (service-portal §9), keeping only the reader's chosen site language and, in
 * the tab, the `kept` session keys (the page and the unsent drafts of an involuntary sign-out).
 */
export function clearBrowserStorage(kept: readonly string[] = []) {
  try {
    const language = localStorage.getItem('relief.lang');
    const keptValues = kept.map((key) => [key, sessionStorage.getItem(key)] as const);
    localStorage.clear();
    sessionStorage.clear();
    if (language !== null) localStorage.setItem('relief.lang', language);
    for (const [key, value] of keptValues) if (value !== null) sessionStorage.setItem(key, value);
  } catch (error) {
    console.error('Storage clear failed', error);
  }
}
