import { useEffect } from 'react';
import { clearAllStorage } from './accountStorage';
import { authApi } from './authApi';
import { goTo } from '../../components/navigation';
import { StatusMessage } from '../../components/form/StatusMessage';
import type { IslandProps } from '../../i18n/islandStrings';

export const signOutKeys = ['account.signOut.busy'] as const;

/** /sign-out: storage is cleared whether or not the server answered (service-portal §9). */
export default function SignOut({ locale, strings }: IslandProps<(typeof signOutKeys)[number]>) {
  useEffect(() => {
    authApi.signOut().then((result) => {
      if (!result.ok) console.error('Sign-out failed', result.status, result.message);
      clearAllStorage();
      goTo(locale, '/sign-in', { replace: true });
    });
  }, [locale]);
  return (
    <StatusMessage tone="info">
      <span className="form-spinner" aria-hidden="true" /> {strings['account.signOut.busy']}
    </StatusMessage>
  );
}
