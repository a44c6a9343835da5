import { useState } from 'react';
import { StatusMessage } from '../../components/form/StatusMessage';
import type { IslandProps } from '../../i18n/islandStrings';
import { authApi } from '../../lib/account/authApi';

export const setPasswordLinkKeys = [
  'account.setPassword.resend',
  'account.setPassword.busy',
  'account.setPassword.sent',
  'account.tooManyAttempts',
  'account.unexpected',
] as const;

/**
 * 'Send the link again' for a borrower who has not set a password yet (issue 21): the initial
 * e-mail once more, limited like every mail the account flows send.
 */
export default function SetPasswordLink({
  locale,
  strings,
}: IslandProps<(typeof setPasswordLinkKeys)[number]>) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function resend() {
    if (busy) return;
    setBusy(true);
    setAnswer(null);
    const result = await authApi.setPasswordLink(locale);
    setBusy(false);
    if (result.ok) setAnswer({ tone: 'success', text: strings['account.setPassword.sent'] });
    else if (result.status === 429) setAnswer({ tone: 'error', text: strings['account.tooManyAttempts'] });
    else setAnswer({ tone: 'error', text: strings['account.unexpected'] });
  }

  return (
    <>
      <StatusMessage tone={answer?.tone ?? 'success'}>{answer?.text}</StatusMessage>
      <p className="account-card__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={resend}
          aria-disabled={busy || undefined}
        >
          {busy ? strings['account.setPassword.busy'] : strings['account.setPassword.resend']}
        </button>
      </p>
    </>
  );
}
