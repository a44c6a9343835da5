import { useEffect, useRef, useState } from 'react';
import type { Strings } from '../../i18n/islandStrings';
import { BankLinkButton, bankLinkKeys } from '../../lib/bank/BankLinkButton';
import type { LinkedBank } from '../../lib/bank/bankLink';
import { reconnectBankItem, saveBankItem } from './portalApi';

/*
 * The portal's bank-link controls, over the application's widget (BankLinkButton: the sandbox
 * dialog, or Plaid Link with real keys). Used by the bank-connections and alerts pages:
 *   <ConnectBank applicationId label strings onDone />          a new item: POST /api/items
 *   <ReconnectBank applicationId bankItemId label strings onDone />  update mode, then reconnectBankItem
 * `onDone` (the page's refresh, then its announcement) runs after the server has the change.
 */

export const portalBankLinkKeys = bankLinkKeys;

interface LinkControlProps {
  applicationId: string;
  bankItemId?: string;
  label: string;
  strings: Strings<(typeof portalBankLinkKeys)[number]>;
  save: (bank: LinkedBank) => Promise<boolean>;
  onDone: () => Promise<void> | void;
}

function LinkControl({ applicationId, bankItemId, label, strings, save, onDone }: LinkControlProps) {
  // BankLinkButton stays busy once a link succeeds (on the application's pages the page moves on);
  // here the page stays, so a new button replaces it, with the focus back on it.
  const [round, setRound] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    wrapper.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [round]);

  async function linked(bank: LinkedBank): Promise<boolean> {
    if (!(await save(bank))) return false;
    await onDone();
    refocus.current = wrapper.current?.contains(document.activeElement) ?? false;
    setRound((n) => n + 1);
    return true;
  }

  return (
    <div ref={wrapper} className="portal-tile__actions">
      <BankLinkButton
        key={round}
        applicationId={applicationId}
        bankItemId={bankItemId}
        label={label}
        strings={strings}
        onLinked={linked}
      />
    </div>
  );
}

export function ConnectBank(props: Omit<LinkControlProps, 'save' | 'bankItemId'>) {
  return <LinkControl {...props} save={(bank) => saveBankItem(props.applicationId, bank)} />;
}

export function ReconnectBank(props: Omit<LinkControlProps, 'save'> & { bankItemId: string }) {
  return (
    <LinkControl
      {...props}
      save={async () => {
        const result = await reconnectBankItem(props.bankItemId);
        if (!result.ok) console.error('Reconnecting the bank failed', result.code ?? result.status);
        return result.ok;
      }}
    />
  );
}
