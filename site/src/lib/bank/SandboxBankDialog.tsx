import type { Strings } from '../../i18n/islandStrings';
import { BankDialog } from './BankDialog';
import type { LinkedBank, SandboxInstitution } from './bankLink';

export const sandboxBankKeys = ['bank.sandbox.title', 'bank.sandbox.intro', 'bank.sandbox.cancel'] as const;

interface SandboxBankDialogProps {
  institutions: SandboxInstitution[];
  strings: Strings<(typeof sandboxBankKeys)[number]>;
  onLinked: (bank: LinkedBank) => void;
  onClose: () => void;
}

/**
 * The site's stand-in for Plaid Link when the server simulates the bank: a native modal dialog
 * (focus kept inside, Esc closes it) listing the sandbox banks; choosing one hands over its token.
 */
export function SandboxBankDialog({ institutions, strings, onLinked, onClose }: SandboxBankDialogProps) {
  return (
    <BankDialog title={strings['bank.sandbox.title']} body={strings['bank.sandbox.intro']} onClose={onClose}>
      {(close) => (
        <>
          <ul className="bank-dialog__banks">
            {institutions.map((institution) => (
              <li key={institution.institutionId}>
                <button
                  type="button"
                  className="button button--secondary bank-dialog__bank"
                  onClick={() =>
                    onLinked({
                      publicToken: institution.publicToken,
                      institutionId: institution.institutionId,
                      institutionName: institution.name,
                    })
                  }
                >
                  {institution.name}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="link-button" onClick={close}>
            {strings['bank.sandbox.cancel']}
          </button>
        </>
      )}
    </BankDialog>
  );
}
