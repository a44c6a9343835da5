import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { useBlocker } from 'react-admin';

/**
 * react-admin's warnWhenUnsavedChanges, for forms whose drafts the server keeps: leaving for another
 * page or tab of the console asks first; closing the tab does not (the draft goes as the page hides),
 * nor does the way to the sign-in page when the session ended (nothing is lost there either).
 */
export function useLeaveGuard(message: string) {
  const { isDirty, isSubmitSuccessful } = useFormState();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !isSubmitSuccessful &&
      nextLocation.pathname !== currentLocation.pathname &&
      !nextLocation.pathname.startsWith('/login'),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker is a new object each render; its state is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, message]);
}
