import { useEffect, useState } from 'react';
import { leaveAfterAccountChange } from './accountChanged';
import { authApi } from '../../lib/account/authApi';
import { localized } from '../../components/navigation';
import { serverMessage, serverMessageKeys } from './serverMessages';
import { StatusMessage } from '../../components/form/StatusMessage';
import type { IslandProps } from '../../i18n/islandStrings';

export const confirmEmailKeys = [
  ...serverMessageKeys,
  'account.confirmEmail.busy',
  'account.confirmEmail.signIn',
] as const;

/**
 * /confirm-email?token=…, the link mailed to a new address: opening it makes the change. Every
 * session of the account has then ended, so the reader signs in with the new address, with the
 * spec's message; a used, expired or unknown link says so and changes nothing.
 */
export default function ConfirmEmail({ locale, strings }: IslandProps<(typeof confirmEmailKeys)[number]>) {
  const [failure, setFailure] = useState('');

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token')?.trim() ?? '';
    // The token leaves the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setFailure(strings['account.confirmEmail.unknown']);
      return;
    }
    authApi.confirmEmail(token).then((result) => {
      const failed = leaveAfterAccountChange(locale, result, {
        key: 'account.flash.emailUpdated',
        tone: 'success',
        email: result.data?.email,
      });
      if (failed) setFailure(serverMessage(failed, strings));
    });
  }, [locale, strings]);

  return (
    <>
      <StatusMessage tone="info">{!failure && strings['account.confirmEmail.busy']}</StatusMessage>
      <StatusMessage tone="error">{failure}</StatusMessage>
      {failure && (
        <p className="account-card__actions">
          <a className="button button--primary" href={localized(locale, '/sign-in')}>
            {strings['account.confirmEmail.signIn']}
          </a>
        </p>
      )}
    </>
  );
}
