import { useEffect, useState } from 'react';
import { authApi } from '../../lib/account/authApi';
import { goTo } from '../../components/navigation';
import type { Locale } from '../../i18n/t';

/**
 * For the pages of a signed-in user (change password, change e-mail): not signed in goes to
 * /sign-in; a failed check is treated as 'not authenticated' (service-portal §4). True once known.
 */
export function useSignedInOnly(locale: Locale): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    authApi.me().then((result) => {
      if (result.data?.user) setSignedIn(true);
      else goTo(locale, '/sign-in', { replace: true });
    });
  }, [locale]);
  return signedIn;
}
