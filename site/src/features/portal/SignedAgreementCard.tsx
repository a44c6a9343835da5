import { routes } from '@domain/applicationFlow';
import { localized } from '../../components/navigation';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { AgreementDocument } from '../../lib/agreement/AgreementDocument';
import { documentIn, type Agreement } from '../../lib/agreement/agreementData';
import { calendarDay, longDate } from '../../lib/format';

export const signedAgreementCardKeys = [
  'portal.agreement.title',
  'portal.agreement.lead',
  'portal.agreement.show',
  'portal.agreement.download',
  'portal.agreement.newTerms',
  'portal.agreement.signNew',
] as const;

type Key = (typeof signedAgreementCardKeys)[number];

/**
 * The signed agreement in force, in the portal: its version and day, the last day to cancel, the PDF
 * as kept, and the whole agreement as it was signed. New terms a counsellor proposed are named, with
 * the way to sign them; until then this one stands.
 */
export function SignedAgreementCard({
  locale,
  strings,
  agreement,
  newTerms,
}: IslandProps<Key> & { agreement: Agreement; newTerms: boolean }) {
  return (
    <section className="portal-card portal-stack" aria-labelledby="signed-agreement-title">
      <h2 id="signed-agreement-title">{strings['portal.agreement.title']}</h2>
      {newTerms && (
        <p className="portal-note">
          {strings['portal.agreement.newTerms']}{' '}
          <a href={localized(locale, routes.signContract)}>{strings['portal.agreement.signNew']}</a>
        </p>
      )}
      <p>
        {format(strings['portal.agreement.lead'], {
          version: agreement.version,
          date: agreement.signedAt ? longDate(locale, agreement.signedAt) : '—',
          cancelUntil: calendarDay(locale, agreement.cancelUntil),
        })}
      </p>
      <p>
        <a href="/api/signed-agreement.pdf" download>
          {strings['portal.agreement.download']}
        </a>
      </p>
      <details className="portal-agreement">
        <summary>{strings['portal.agreement.show']}</summary>
        <AgreementDocument blocks={documentIn(agreement, locale)} level={3} />
      </details>
    </section>
  );
}
