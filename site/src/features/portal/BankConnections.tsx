import { useRef, useState } from 'react';
import { format, type IslandProps } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { longDate } from '../../lib/format';
import { ConnectBank, portalBankLinkKeys, ReconnectBank } from './PortalBankLink';
import { PortalContent, portalContentKeys } from './PortalContent';
import { usePortal } from './usePortal';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';

export const bankConnectionsKeys = [
  ...portalContentKeys,
  ...portalBankLinkKeys,
  'portal.bank.connectedTitle',
  'portal.bank.none',
  'portal.bank.connectedOn',
  'portal.bank.statusConnected',
  'portal.bank.statusDisconnected',
  'portal.bank.unnamed',
  'portal.bank.showAccounts',
  'portal.bank.hideAccounts',
  'portal.bank.noAccounts',
  'portal.bank.account',
  'portal.bank.unconnectedTitle',
  'portal.bank.unconnectedLead',
  'portal.bank.reconnectNamed',
  'portal.bank.addLead',
  'portal.bank.connect',
  'portal.bank.connectAnother',
  'portal.bank.noApplication',
  'portal.bank.linked',
  'portal.bank.reconnected',
] as const;

type Key = (typeof bankConnectionsKeys)[number];

/** The fields a page showing bank tiles reads (the alerts page reads them too). */
export const BankItemTileFields = graphql(`
  fragment BankItemTile on BankItem {
    id
    institutionId
    institutionName
    isConnected
    createdAt
    accounts {
      id
      name
      mask
      subType
    }
  }
`);

export type PortalBankItem = ResultOf<typeof BankItemTileFields>;

export const BankConnectionsPortal = graphql(`
  fragment BankConnectionsPortal on CustomerPortal {
    bankItems {
      ...BankItemTile
    }
  }
`);

const BankConnectionsPage = graphql(`
  query BankConnectionsPage {
    me {
      ...PortalViewer
    }
    myPortal {
      ...PortalShell
      ...BankConnectionsPortal
    }
  }
`);

/** Sorted by institution name (service-portal §4), in the reader's language. */
export function byInstitution(locale: string, items: PortalBankItem[]) {
  return [...items].sort((a, b) =>
    (a.institutionName ?? '').localeCompare(b.institutionName ?? '', locale, { sensitivity: 'base' }),
  );
}

function ConnectedTile({
  item,
  locale,
  strings,
}: {
  item: PortalBankItem;
  locale: Locale;
  strings: Record<Key, string>;
}) {
  // The tile's control: the accounts this connection reads, behind a disclosure button.
  const [open, setOpen] = useState(false);
  const name = item.institutionName ?? strings['portal.bank.unnamed'];
  const listId = `bank-accounts-${item.id}`;
  return (
    <li className="portal-tile">
      <div className="portal-tile__body">
        <h3>{name}</h3>
        <p className="portal-status portal-status--ok">{strings['portal.bank.statusConnected']}</p>
        <p className="portal-tile__meta">
          {format(strings['portal.bank.connectedOn'], { date: longDate(locale, item.createdAt) })}
        </p>
        {open && (
          <ul className="portal-accounts" id={listId}>
            {item.accounts.length === 0 ? (
              <li>{strings['portal.bank.noAccounts']}</li>
            ) : (
              item.accounts.map((account) => (
                <li key={account.id}>
                  {format(strings['portal.bank.account'], {
                    name: account.name ?? account.subType ?? '—',
                    mask: account.mask ?? '····',
                  })}
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      <div className="portal-tile__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen(!open)}
        >
          {format(strings[open ? 'portal.bank.hideAccounts' : 'portal.bank.showAccounts'], {
            count: item.accounts.length,
          })}
          <span className="visually-hidden">{` — ${name}`}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * /customer-portal/bank-connections (service-portal §2): connected banks by institution name with
 * their connected date; items that lost their connection under 'Connect Your Credit Accounts' with
 * Reconnect (Link's update mode); and the button to link one more ('Connect account', or 'Connect
 * another account' once any item exists). Reads again every 30 s while visible (usePortal's
 * refresh: bank updates are not pushed to this page).
 */
export default function BankConnections({ locale, strings }: IslandProps<Key>) {
  const portal = usePortal(locale, BankConnectionsPage, { refresh: true });
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLDivElement>(null);

  async function done(message: string) {
    await portal.refresh();
    setNotice(message);
    // A reconnected tile leaves the list with the focused button: the message takes the focus.
    if (!document.activeElement || document.activeElement === document.body) noticeRef.current?.focus();
  }

  return (
    <PortalContent portal={portal} locale={locale} strings={strings} bankPrompt={false}>
      {(data) => {
        const items = byInstitution(locale, data.bankItems);
        const connected = items.filter((item) => item.isConnected);
        const unconnected = items.filter((item) => !item.isConnected);
        const applicationId = data.application?.id;
        return (
          <>
            <div ref={noticeRef} className="portal-notice" role="status" tabIndex={-1}>
              {notice && <p className="form-message form-message--success">{notice}</p>}
            </div>

            <section className="portal-section" aria-labelledby="banks-connected">
              <h2 id="banks-connected">{strings['portal.bank.connectedTitle']}</h2>
              {connected.length === 0 ? (
                <p className="portal-empty">{strings['portal.bank.none']}</p>
              ) : (
                <ul className="portal-list">
                  {connected.map((item) => (
                    <ConnectedTile key={item.id} item={item} locale={locale} strings={strings} />
                  ))}
                </ul>
              )}
            </section>

            <section className="portal-section" aria-labelledby="banks-unconnected">
              <h2 id="banks-unconnected">{strings['portal.bank.unconnectedTitle']}</h2>
              {unconnected.length > 0 && (
                <>
                  <p>{strings['portal.bank.unconnectedLead']}</p>
                  <ul className="portal-list">
                    {unconnected.map((item) => {
                      const name = item.institutionName ?? strings['portal.bank.unnamed'];
                      return (
                        <li key={item.id} className="portal-tile">
                          <div className="portal-tile__body">
                            <h3>{name}</h3>
                            <p className="portal-status portal-status--off">
                              {strings['portal.bank.statusDisconnected']}
                            </p>
                            <p className="portal-tile__meta">
                              {format(strings['portal.bank.connectedOn'], {
                                date: longDate(locale, item.createdAt),
                              })}
                            </p>
                          </div>
                          {applicationId && (
                            <ReconnectBank
                              applicationId={applicationId}
                              bankItemId={item.id}
                              label={format(strings['portal.bank.reconnectNamed'], { name })}
                              strings={strings}
                              onDone={() => done(format(strings['portal.bank.reconnected'], { name }))}
                            />
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
              <p>{strings['portal.bank.addLead']}</p>
              {applicationId ? (
                <ConnectBank
                  applicationId={applicationId}
                  label={strings[items.length > 0 ? 'portal.bank.connectAnother' : 'portal.bank.connect']}
                  strings={strings}
                  onDone={() => done(strings['portal.bank.linked'])}
                />
              ) : (
                <p className="portal-empty">{strings['portal.bank.noApplication']}</p>
              )}
            </section>
          </>
        );
      }}
    </PortalContent>
  );
}
