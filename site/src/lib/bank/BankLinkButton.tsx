import { lazy, Suspense, useState } from 'react';
import { StatusMessage } from '../../components/form/StatusMessage';
import type { Strings } from '../../i18n/islandStrings';
import { fetchLinkToken, type LinkedBank, type LinkToken } from './bankLink';
import { bankLinkingOffered } from './bankLinking';
import { SandboxBankDialog, sandboxBankKeys } from './SandboxBankDialog';

// Plaid's hook and script only matter with real keys: the sandbox never downloads them.
const PlaidLinkOpener = lazy(() => import('./PlaidLinkOpener'));

export const bankLinkKeys = [
  ...sandboxBankKeys,
  'bank.link.connecting',
  'bank.link.failed',
  'bank.link.unavailable',
] as const;

interface BankLinkButtonProps {
  applicationId: string;
  /** Reconnects this bank item (Link's update mode) instead of linking a new one. */
  bankItemId?: string;
  /** The button's words ('Verify my income', 'Connect my account'). */
  label: string;
  strings: Strings<(typeof bankLinkKeys)[number]>;
  /** Saves the connection; resolves true when the page is moving on (the button then stays busy). */
  onLinked: (bank: LinkedBank) => Promise<boolean>;
}

type Widget =
  | { step: 'idle' }
  | { step: 'opening' }
  | { step: 'open'; token: LinkToken }
  | { step: 'connecting' }
  | { step: 'failed' };

/**
 * Opens the bank-linking widget (borrower-application §2): Plaid Link in plaid mode, the site's
 * sandbox dialog in training. Asks for a fresh link token on every press: Plaid's expire. Where no
 * bank can be linked (live without Plaid) it says so instead of offering a button.
 */
export function BankLinkButton({ applicationId, bankItemId, label, strings, onLinked }: BankLinkButtonProps) {
  const [widget, setWidget] = useState<Widget>({ step: 'idle' });
  const busy = widget.step === 'opening' || widget.step === 'connecting';

  async function open() {
    if (busy) return;
    setWidget({ step: 'opening' });
    const result = await fetchLinkToken(applicationId, bankItemId);
    setWidget(result.ok && result.data ? { step: 'open', token: result.data } : { step: 'failed' });
  }

  async function linked(bank: LinkedBank) {
    setWidget({ step: 'connecting' });
    const leaving = await onLinked(bank).catch(() => false);
    if (!leaving) setWidget({ step: 'failed' });
  }

  const closed = () => setWidget((current) => (current.step === 'open' ? { step: 'idle' } : current));
  const token = widget.step === 'open' ? widget.token : null;
  if (!bankLinkingOffered())
    return <p className="form-message form-message--info">{strings['bank.link.unavailable']}</p>;

  return (
    <>
      <StatusMessage tone="error">
        {widget.step === 'failed' ? strings['bank.link.failed'] : ''}
      </StatusMessage>
      <button
        type="button"
        className="button button--primary button--large"
        onClick={open}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy && <span className="form-spinner" aria-hidden="true" />}
        {widget.step === 'connecting' ? strings['bank.link.connecting'] : label}
      </button>
      {token?.mode === 'sandbox' && (
        <SandboxBankDialog
          institutions={token.institutions ?? []}
          strings={strings}
          onLinked={linked}
          onClose={closed}
        />
      )}
      {token && token.mode !== 'sandbox' && (
        <Suspense fallback={null}>
          <PlaidLinkOpener token={token.linkToken} onLinked={linked} onExit={closed} />
        </Suspense>
      )}
    </>
  );
}
