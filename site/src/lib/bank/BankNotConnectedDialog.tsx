import type { Strings } from '../../i18n/islandStrings';
import { BankDialog } from './BankDialog';

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
  /** 'Connect my account' when it should do more than close (the customer portal: to its bank page). */
  onConnect?: () => void;
}

/**
 * 'Bank Account Not Connected' (borrower-application §2, shown when no bank items exist): a last
 * word on what connecting gives before the borrower goes on without it.
 */
export function BankNotConnectedDialog({
  strings,
  onClose,
  onContinue,
  onConnect,
}: BankNotConnectedDialogProps) {
  return (
    <BankDialog
      title={strings['bank.notConnected.title']}
      body={strings['bank.notConnected.body']}
      role="alertdialog"
      onClose={onClose}
    >
      {(close) => (
        <div className="bank-dialog__actions">
          <button type="button" className="button button--primary" onClick={onConnect ?? close}>
            {strings['bank.notConnected.connect']}
          </button>
          <button type="button" className="button button--secondary" onClick={onContinue}>
            {strings['bank.notConnected.continue']}
          </button>
        </div>
      )}
    </BankDialog>
  );
}
