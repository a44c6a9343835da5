import type { Locale } from '../../i18n/t';
import { clearAllStorage, setFlash, type Flash } from '../../lib/account/accountStorage';
import type { ApiResult } from '../../lib/account/authApi';
import { goTo } from '../../components/navigation';

/**
 * After a password change or a confirmed e-mail change the server has ended every session of the
 * account: the reader signs in again, with the outcome shown there. Signed out meanwhile, they just
 * sign in. Returns the failure to show on the page, or null when the page is left.
 */
export function leaveAfterAccountChange(locale: Locale, result: ApiResult<unknown>, success: Flash) {
  if (result.status === 401) {
    goTo(locale, '/sign-in');
    return null;
  }
  if (!result.ok) return result;
  clearAllStorage();
  setFlash(success);
  goTo(locale, '/sign-in');
  return null;
}
