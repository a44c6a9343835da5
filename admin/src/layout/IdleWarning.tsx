import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { timeLeft } from '@domain/idleTimeout';
import { signOut } from '../providers/authApi';
import { clearBrowserStorage, leaveForSignIn } from '../providers/siteAccount';
import { useIdleTimer } from './useIdleTimer';

/**
 * The console's idle warning (WCAG 2.2.1): two minutes before a session ends for inactivity, a
 * dialog offers to stay signed in; at the end the user is signed out and sent to the sign-in page,
 * which says why. `beforeSignOut` runs first (a screen keeping its drafts, for instance).
 */
export function IdleWarning({ beforeSignOut }: { beforeSignOut?: () => Promise<void> | void }) {
  const translate = useTranslate();
  const onEnd = useCallback(() => {
    void (async () => {
      await beforeSignOut?.();
      await signOut().catch((error: unknown) => console.error('Sign-out failed', error));
      clearBrowserStorage();
      await leaveForSignIn('account.flash.idleSignedOut');
    })();
  }, [beforeSignOut]);
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
        <Button onClick={onEnd}>{translate('relief.idle.signOut')}</Button>
        <Button variant="contained" onClick={() => void stay()}>
          {translate('relief.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
