import { telHref } from '@domain/helpPhone';
import type { IslandProps } from '../../i18n/islandStrings';

export const esignDisclosureKeys = [
  'offers.esign.title',
  'offers.esign.intro',
  'offers.esign.scope',
  'offers.esign.paper',
  'offers.esign.withdraw',
  'offers.esign.needsTitle',
  'offers.esign.need1',
  'offers.esign.need2',
  'offers.esign.need3',
] as const;

type Key = (typeof esignDisclosureKeys)[number];

/**
 * The E-SIGN Act's consent disclosure (15 U.S.C. 7001(c)), shown before anyone signs: the right to
 * paper and how to ask for it, the right to withdraw consent and what follows, what the consent
 * covers, and what a signer needs to read and keep the records. Its words are versioned
 * (`esignDisclosureVersion`), and each signer's consent records the version.
 */
export function EsignDisclosure({ strings, counselorPhone }: IslandProps<Key> & { counselorPhone: string }) {
  return (
    <section aria-labelledby="esign-title" className="esign-disclosure">
      <h2 id="esign-title">{strings['offers.esign.title']}</h2>
      <p>{strings['offers.esign.intro']}</p>
      <p>{strings['offers.esign.scope']}</p>
      <p>
        {strings['offers.esign.paper']} <a href={telHref(counselorPhone)}>{counselorPhone}</a>.
      </p>
      <p>{strings['offers.esign.withdraw']}</p>
      <h3>{strings['offers.esign.needsTitle']}</h3>
      <ul>
        <li>{strings['offers.esign.need1']}</li>
        <li>{strings['offers.esign.need2']}</li>
        <li>{strings['offers.esign.need3']}</li>
      </ul>
    </section>
  );
}
