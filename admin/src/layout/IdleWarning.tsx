import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { timeLeft } from '@domain/idleTimeout';
import { authProvider } from '../providers/authProvider';
import { leaveForSignIn } from '../providers/siteAccount';
import { useIdleTimer } from './useIdleTimer';

/**
 * The console's idle warning (WCAG 2.2.1): two minutes before a session ends for inactivity, a
 * dialog offers to stay signed in; at the end the user is signed out and sent to the sign-in page,
 * which says why, keeping the page to come back to after signing in (the authProvider's keepPlace);
 * 'Sign out now' starts afresh, as Sign Out in the menu does. `beforeSignOut` runs first (a screen
 * keeping its drafts, for instance).
 */
export function IdleWarning({ beforeSignOut }: { beforeSignOut?: () => Promise<void> | void }) {
  const translate = useTranslate();
  /** The session ran out (the page is kept to come back to), or the user chose to sign out now. */
  const leave = useCallback(
    async (timedOut: boolean) => {
      await beforeSignOut?.();
      await authProvider.logout({ keepPlace: timedOut });
      await leaveForSignIn(timedOut ? 'account.flash.idleSignedOut' : undefined);
    },
    [beforeSignOut],
  );
  const onEnd = useCallback(() => void leave(true), [leave]);
  const { msLeft, stay } = useIdleTimer(onEnd);
  return (
    <Dialog
      open={msLeft !== null}
      role="alertdialog"
      aria-labelledby="idle-title"
      aria-describedby="idle-body"
    >
      <DialogTitle id="idle-title">{translate('relief.idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-body">
          {translate('relief.idle.body', { time: timeLeft(msLeft ?? 0) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void leave(false)}>{translate('relief.idle.signOut')}</Button>
        <Button variant="contained" onClick={() => void stay()}>
          {translate('relief.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
