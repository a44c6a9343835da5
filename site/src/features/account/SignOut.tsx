import { useEffect } from 'react';
import { clearAllStorage, rememberLanguage } from '../../lib/account/accountStorage';
import { authApi } from '../../lib/account/authApi';
import { goTo } from '../../components/navigation';
import { StatusMessage } from '../../components/form/StatusMessage';
import type { IslandProps } from '../../i18n/islandStrings';

export const signOutKeys = ['account.signOut.busy'] as const;

/**
 * /sign-out: storage is cleared whether or not the server answered (service-portal §9), but the
 * language stays: a Spanish borrower who signs out gets the Spanish site next time (issue 21).
 */
export default function SignOut({ locale, strings }: IslandProps<(typeof signOutKeys)[number]>) {
  useEffect(() => {
    authApi.signOut().then((result) => {
      if (!result.ok) console.error('Sign-out failed', result.status, result.message);
      clearAllStorage();
      rememberLanguage(locale);
      goTo(locale, '/sign-in', { replace: true });
    });
  }, [locale]);
  return (
    <StatusMessage tone="info">
      <span className="form-spinner" aria-hidden="true" /> {strings['account.signOut.busy']}
    </StatusMessage>
  );
}
