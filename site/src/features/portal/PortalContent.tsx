import { useEffect, useState, type ReactNode } from 'react';
import { goTo } from '../../components/navigation';
import type { Strings } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { BankNotConnectedDialog, bankNotConnectedKeys } from '../../lib/bank/BankNotConnectedDialog';
import { bankLinkingOffered } from '../../lib/bank/bankLinking';
import type { PortalBase } from './portalApi';
import { portalRoutes } from '../../lib/portalRoutes';
import type { Portal } from './usePortal';

/*
 * <PortalContent portal={usePortal(…)} locale strings>{(data) => page}</PortalContent>: what every
 * customer-portal island shows around its page (service-portal §2):
 * - 'Loading...' while the portal is read, a failure message with 'Try again', and a word for
 *   staff (the portal is the borrower's own);
 * - the 'Bank Account Not Connected' modal when the borrower has no bank items: once per tab
 *   (closing it is remembered in sessionStorage), with 'Connect my account' going to the bank
 *   connections page. Pages that already offer the connection themselves pass bankPrompt={false}.
 * The island lists `...portalContentKeys` among its keys.
 */

export const portalContentKeys = [
  ...bankNotConnectedKeys,
  'portal.loading',
  'portal.loadFailed',
  'portal.retry',
  'portal.staffOnly',
  'portal.staffConsole',
] as const;

type PortalContentKey = (typeof portalContentKeys)[number];

const promptKey = 'relief.portalBankPrompt';

function promptDismissed(): boolean {
  try {
    return sessionStorage.getItem(promptKey) === 'closed';
  } catch {
    return false;
  }
}

function dismissPrompt() {
  try {
    sessionStorage.setItem(promptKey, 'closed');
  } catch {
    // It may show again on the next page; nothing else depends on it.
  }
}

/** 'Loading...' (service-portal §2's overlay): a polite status with a spinner. */
export function PortalLoading({ label }: { label: string }) {
  return (
    <div className="portal-loading" role="status">
      <span className="form-spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

interface PortalContentProps<T> {
  portal: Portal<T>;
  locale: Locale;
  strings: Strings<PortalContentKey>;
  /** Show the connect-bank modal when there are no bank items (default true). */
  bankPrompt?: boolean;
  children: (data: T & PortalBase) => ReactNode;
}

export function PortalContent<T>({
  portal,
  locale,
  strings,
  bankPrompt = true,
  children,
}: PortalContentProps<T>) {
  const { state, retry } = portal;
  const noBank = state.status === 'ready' && state.data.bankItems.length === 0;

  if (state.status === 'loading') return <PortalLoading label={strings['portal.loading']} />;
  if (state.status === 'failed') {
    return (
      <div className="form-message form-message--error" role="alert">
        <p>{strings['portal.loadFailed']}</p>
        <p>
          <button type="button" className="link-button" onClick={retry}>
            {strings['portal.retry']}
          </button>
        </p>
      </div>
    );
  }
  if (state.status === 'staff') return <StaffNotice strings={strings} />;

  return (
    <>
      {children(state.data)}
      {bankPrompt && noBank && <BankPrompt locale={locale} strings={strings} />}
    </>
  );
}

/** Staff reach the portal's pages but not a portal (myPortal is FORBIDDEN to them). */
export function StaffNotice({ strings }: { strings: Strings<'portal.staffOnly' | 'portal.staffConsole'> }) {
  return (
    <div className="form-message form-message--info" role="status">
      <p>{strings['portal.staffOnly']}</p>
      <p>
        <a href="/admin/">{strings['portal.staffConsole']}</a>
      </p>
    </div>
  );
}

/**
 * The 'Bank Account Not Connected' modal (service-portal §2) for a borrower with no bank items:
 * shown once per tab; 'Connect my account' goes to the bank connections page.
 */
export function BankPrompt({
  locale,
  strings,
}: {
  locale: Locale;
  strings: Strings<(typeof bankNotConnectedKeys)[number]>;
}) {
  const [open, setOpen] = useState(false);
  // Where no bank can be linked, nothing asks the borrower to link one.
  useEffect(() => setOpen(bankLinkingOffered() && !promptDismissed()), []);
  if (!open) return null;
  const close = () => {
    dismissPrompt();
    setOpen(false);
  };
  return (
    <BankNotConnectedDialog
      strings={strings}
      onClose={close}
      onContinue={close}
      onConnect={() => {
        dismissPrompt();
        goTo(locale, portalRoutes.bankConnections);
      }}
    />
  );
}
