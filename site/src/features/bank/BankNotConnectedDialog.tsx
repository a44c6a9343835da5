import { useEffect, useId, useRef } from 'react';
import type { Strings } from '../../i18n/islandStrings';

export const bankNotConnectedKeys = [
  'bank.notConnected.title',
  'bank.notConnected.body',
  'bank.notConnected.connect',
  'bank.notConnected.continue',
] as const;

interface BankNotConnectedDialogProps {
  strings: Strings<(typeof bankNotConnectedKeys)[number]>;
  /** Back to the page, to connect after all. */
  onClose: () => void;
  /** On without a bank account. */
  onContinue: () => void;
}

/**
 * 'Bank Account Not Connected' (borrower-application §2, shown when no bank items exist): a last
 * word on what connecting gives before the borrower goes on without it.
 */
export function BankNotConnectedDialog({ strings, onClose, onContinue }: BankNotConnectedDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="bank-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
    >
      <h2 id={titleId}>{strings['bank.notConnected.title']}</h2>
      <p id={bodyId}>{strings['bank.notConnected.body']}</p>
      <div className="bank-dialog__actions">
        <button type="button" className="button button--primary" onClick={() => ref.current?.close()}>
          {strings['bank.notConnected.connect']}
        </button>
        <button type="button" className="button button--secondary" onClick={onContinue}>
          {strings['bank.notConnected.continue']}
        </button>
      </div>
    </dialog>
  );
}
