import { useRef, useState } from 'react';
import { alertTypes, type AlertType } from '@domain/alertRules';
import { StatusMessage } from '../../components/form/StatusMessage';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { longDate } from '../../lib/format';
import { markAlertSeen } from './portalApi';
import { ConnectBank, portalBankLinkKeys, ReconnectBank } from './PortalBankLink';
import { PortalContent, portalContentKeys } from './PortalContent';
import { usePortal } from './usePortal';
import { graphql } from '../../gql';
import { bankLinkingOffered } from '../../lib/bank/bankLinking';
import type { ResultOf } from '../../lib/graphql';

/** Every alert type but the disconnected bank, which has its own tile: title and sentence. */
type OtherAlertType = Exclude<AlertType, 'bankAccountDisconnected'>;
const otherAlertKeys = {
  balanceBelowDMPPayment: [
    'portal.alerts.balanceBelowDMPPayment.title',
    'portal.alerts.balanceBelowDMPPayment.body',
  ],
  debtScore30DayDecrease: [
    'portal.alerts.debtScore30DayDecrease.title',
    'portal.alerts.debtScore30DayDecrease.body',
  ],
  insufficientFundsTransaction: [
    'portal.alerts.insufficientFundsTransaction.title',
    'portal.alerts.insufficientFundsTransaction.body',
  ],
  overdraftTransaction: [
    'portal.alerts.overdraftTransaction.title',
    'portal.alerts.overdraftTransaction.body',
  ],
  newCreditInquiry: ['portal.alerts.newCreditInquiry.title', 'portal.alerts.newCreditInquiry.body'],
  monthlyIncomeDecrease: [
    'portal.alerts.monthlyIncomeDecrease.title',
    'portal.alerts.monthlyIncomeDecrease.body',
  ],
} as const satisfies Record<OtherAlertType, readonly [string, string]>;

export const alertsKeys = [
  ...portalContentKeys,
  ...portalBankLinkKeys,
  ...Object.values(otherAlertKeys).flat(),
  'portal.alerts.none',
  'portal.alerts.listLabel',
  'portal.alerts.on',
  'portal.alerts.times',
  'portal.alerts.markAllSeen',
  'portal.alerts.other.title',
  'portal.alerts.other.body',
  'portal.alerts.markSeen',
  'portal.alerts.marking',
  'portal.alerts.markFailed',
  'portal.alerts.seen',
  'portal.alerts.noBank.title',
  'portal.alerts.noBank.body',
  'portal.alerts.noBank.connect',
  'portal.alerts.disconnected.title',
  'portal.alerts.disconnected.body',
  'portal.alerts.reconnect',
  'portal.bank.unnamed',
  'portal.bank.linked',
  'portal.bank.reconnected',
] as const;

type Key = (typeof alertsKeys)[number];

export const AlertsPortal = graphql(`
  fragment AlertsPortal on CustomerPortal {
    alerts {
      id
      type
      hasBeenSeenByBorrower
      triggeredById
      createdAt
    }
    bankItems {
      ...BankItemTile
    }
  }
`);

const AlertsPage = graphql(`
  query AlertsPage {
    me {
      ...PortalViewer
    }
    myPortal {
      ...PortalShell
      ...AlertsPortal
    }
  }
`);

type PortalAlert = ResultOf<typeof AlertsPortal>['alerts'][number];

const isOtherType = (type: string): type is OtherAlertType =>
  type !== 'bankAccountDisconnected' && (alertTypes as readonly string[]).includes(type);

/** Alike alerts as one tile (issue 21: 'Account overdrawn' three times said nothing more than once). */
function groupedByType(alerts: PortalAlert[]): PortalAlert[][] {
  const groups = new Map<string, PortalAlert[]>();
  for (const alert of alerts) groups.set(alert.type, [...(groups.get(alert.type) ?? []), alert]);
  // Newest first within a tile, so its date is the latest time it happened.
  return [...groups.values()].map((group) =>
    [...group].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  );
}

/**
 * /customer-portal/alerts (service-portal §2): 'Bank Not Connected' with Connect when the borrower
 * has no bank items; 'Account Disconnected' with Reconnect for each unseen alert of type
 * bankAccountDisconnected, naming its bank (its trigger is the bank item); every other unseen alert
 * in plain words, alike ones as one tile that says how many times and when last, with 'Mark as
 * seen', which removes them all. Reads again every 30 s while visible and on focus
 * (usePortal's refresh), so a bank that drops out shows without a reload.
 */
export default function Alerts({ locale, strings }: IslandProps<Key>) {
  const portal = usePortal(locale, AlertsPage, {
    refresh: true,
  });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [marking, setMarking] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const listRef = useRef<HTMLElement>(null);

  async function markSeen(group: PortalAlert[]) {
    const id = group[0].id;
    if (marking) return;
    setMarking(id);
    setFailed(null);
    const seen: string[] = [];
    for (const alert of group) {
      const result = await markAlertSeen(alert.id);
      if (!result.ok) {
        console.error('Marking the alert seen failed', result.code ?? result.status);
        break;
      }
      seen.push(alert.id);
    }
    setMarking(null);
    setHidden((current) => new Set([...current, ...seen]));
    if (seen.length < group.length) {
      setFailed(id);
      return;
    }
    setNotice(strings['portal.alerts.seen']);
    // The button is gone with its alert: the list (or its empty state) takes the focus.
    listRef.current?.focus();
  }

  async function done(message: string) {
    await portal.refresh();
    setNotice(message);
    listRef.current?.focus();
  }

  return (
    <PortalContent portal={portal} locale={locale} strings={strings} bankPrompt={false}>
      {(data) => {
        const applicationId = data.application?.id;
        const itemName = (id: string | null) => {
          const item = data.bankItems.find((candidate) => candidate.id === id);
          return item?.institutionName ?? strings['portal.bank.unnamed'];
        };
        const unseen = data.alerts.filter((alert) => !alert.hasBeenSeenByBorrower && !hidden.has(alert.id));
        const disconnected = unseen.filter((alert) => alert.type === 'bankAccountDisconnected');
        const others = groupedByType(unseen.filter((alert) => alert.type !== 'bankAccountDisconnected'));
        // 'Bank Not Connected' invites a link: where no bank can be linked, it would only mislead.
        const noBank = data.bankItems.length === 0 && bankLinkingOffered();
        const count = disconnected.length + others.length + (noBank ? 1 : 0);
        const on = (alert: PortalAlert) =>
          format(strings['portal.alerts.on'], { date: longDate(locale, alert.createdAt) });

        return (
          <>
            <StatusMessage tone="success">{notice}</StatusMessage>
            <section
              ref={listRef}
              className="portal-section portal-notice"
              aria-label={strings['portal.alerts.listLabel']}
              tabIndex={-1}
            >
              {count === 0 ? (
                <p className="portal-empty">{strings['portal.alerts.none']}</p>
              ) : (
                <ul className="portal-list">
                  {noBank && (
                    <li className="portal-tile">
                      <div className="portal-tile__body">
                        <h2 className="portal-tile__title">{strings['portal.alerts.noBank.title']}</h2>
                        <p>{strings['portal.alerts.noBank.body']}</p>
                      </div>
                      {applicationId && (
                        <ConnectBank
                          applicationId={applicationId}
                          label={strings['portal.alerts.noBank.connect']}
                          strings={strings}
                          onDone={() => done(strings['portal.bank.linked'])}
                        />
                      )}
                    </li>
                  )}
                  {disconnected.map((alert) => {
                    const name = itemName(alert.triggeredById);
                    return (
                      <li key={alert.id} className="portal-tile">
                        <div className="portal-tile__body">
                          <h2 className="portal-tile__title">
                            {strings['portal.alerts.disconnected.title']}
                          </h2>
                          <p>{format(strings['portal.alerts.disconnected.body'], { name })}</p>
                          <p className="portal-tile__meta">{on(alert)}</p>
                        </div>
                        {applicationId && alert.triggeredById && (
                          <ReconnectBank
                            applicationId={applicationId}
                            bankItemId={alert.triggeredById}
                            label={format(strings['portal.alerts.reconnect'], { name })}
                            strings={strings}
                            onDone={() => done(format(strings['portal.bank.reconnected'], { name }))}
                          />
                        )}
                      </li>
                    );
                  })}
                  {others.map((group) => {
                    const [alert] = group;
                    const [title, body] = isOtherType(alert.type)
                      ? otherAlertKeys[alert.type]
                      : (['portal.alerts.other.title', 'portal.alerts.other.body'] as const);
                    const busy = marking === alert.id;
                    const many = group.length > 1;
                    return (
                      <li key={alert.id} className="portal-tile">
                        <div className="portal-tile__body">
                          <h2 className="portal-tile__title">{strings[title]}</h2>
                          <p>{strings[body]}</p>
                          <p className="portal-tile__meta">
                            {many
                              ? format(strings['portal.alerts.times'], {
                                  count: group.length,
                                  date: longDate(locale, alert.createdAt),
                                })
                              : on(alert)}
                          </p>
                          {failed === alert.id && (
                            <p className="form-message form-message--error" role="alert">
                              {strings['portal.alerts.markFailed']}
                            </p>
                          )}
                        </div>
                        <div className="portal-tile__actions">
                          <button
                            type="button"
                            className="button button--secondary"
                            onClick={() => markSeen(group)}
                            aria-disabled={busy || undefined}
                            aria-busy={busy || undefined}
                          >
                            {busy && <span className="form-spinner" aria-hidden="true" />}
                            {busy
                              ? strings['portal.alerts.marking']
                              : strings[many ? 'portal.alerts.markAllSeen' : 'portal.alerts.markSeen']}
                            <span className="visually-hidden">{` — ${strings[title]}`}</span>
                          </button>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          </>
        );
      }}
    </PortalContent>
  );
}
