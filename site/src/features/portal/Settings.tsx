import { routes } from '@domain/applicationFlow';
import { localized } from '../../components/navigation';
import type { IslandProps } from '../../i18n/islandStrings';
import { phoneNumber } from '../../lib/format';
import { PortalContent, portalContentKeys } from './PortalContent';
import { usePortal } from './usePortal';
import { graphql } from '../../gql';
import { TwoStepSettings, twoStepKeys } from './TwoStepSettings';

export const settingsKeys = [
  ...portalContentKeys,
  ...twoStepKeys,
  'portal.settings.detailsTitle',
  'portal.settings.name',
  'portal.settings.email',
  'portal.settings.phone',
  'portal.settings.address',
  'application.yourContact.fixAddress',
  'portal.settings.notGiven',
  'portal.settings.changeEmail',
  'portal.settings.changePassword',
  'portal.settings.help',
] as const;

type Key = (typeof settingsKeys)[number];

export const SettingsPortal = graphql(`
  fragment SettingsPortal on CustomerPortal {
    borrower {
      firstName
      lastName
      email
      phoneNumber
      addressLine1
      addressLine2
      city
      state
      zipCode
    }
  }
`);

const SettingsPage = graphql(`
  query SettingsPage {
    me {
      ...PortalViewer
    }
    myPortal {
      ...PortalShell
      ...SettingsPortal
    }
  }
`);

/**
 * /customer-portal/settings (service-portal §2): the borrower's name, e-mail and phone, with the
 * ways to change the e-mail and the password (the account pages /change-email, /change-password),
 * and two-step sign-in, which a borrower may turn on (issue 19).
 */
export default function Settings({ locale, strings }: IslandProps<Key>) {
  const portal = usePortal(locale, SettingsPage);
  return (
    <PortalContent portal={portal} locale={locale} strings={strings}>
      {({ borrower }) => {
        const name = [borrower.firstName, borrower.lastName].filter(Boolean).join(' ');
        return (
          <>
            <section className="portal-card portal-settings" aria-labelledby="settings-details">
              <h2 id="settings-details">{strings['portal.settings.detailsTitle']}</h2>
              <dl className="portal-details">
                <div>
                  <dt>{strings['portal.settings.name']}</dt>
                  <dd>{name || strings['portal.settings.notGiven']}</dd>
                </div>
                <div>
                  <dt>{strings['portal.settings.email']}</dt>
                  <dd>{borrower.email || strings['portal.settings.notGiven']}</dd>
                </div>
                <div>
                  <dt>{strings['portal.settings.address']}</dt>
                  <dd>
                    {borrower.addressLine1
                      ? [
                          borrower.addressLine1,
                          borrower.addressLine2,
                          `${borrower.city ?? ''}, ${borrower.state ?? ''} ${borrower.zipCode ?? ''}`,
                        ]
                          .filter(Boolean)
                          .join(', ')
                      : strings['portal.settings.notGiven']}{' '}
                    {borrower.addressLine1 && (
                      <a href={localized(locale, routes.yourContact)}>
                        {strings['application.yourContact.fixAddress']}
                      </a>
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{strings['portal.settings.phone']}</dt>
                  <dd>
                    {borrower.phoneNumber
                      ? phoneNumber(borrower.phoneNumber)
                      : strings['portal.settings.notGiven']}
                  </dd>
                </div>
              </dl>
              <p className="portal-actions">
                <a className="button button--secondary" href={localized(locale, '/change-email')}>
                  {strings['portal.settings.changeEmail']}
                </a>
                <a className="button button--secondary" href={localized(locale, '/change-password')}>
                  {strings['portal.settings.changePassword']}
                </a>
              </p>
              <p className="portal-tile__meta">{strings['portal.settings.help']}</p>
            </section>
            <TwoStepSettings strings={strings} />
          </>
        );
      }}
    </PortalContent>
  );
}
