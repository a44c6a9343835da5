import { Link, useRecordContext } from 'react-admin';
import type { Offer } from '../records';

/** Which creditor terms an offer was made with: the APR and term, and the version, linked to its history. */
export const TermsVersionField = () => {
  const offer = useRecordContext<Offer>();
  const version = offer?.creditorTermsVersion;
  if (!offer || !version || !offer.lenderConcessionId)
    return <>{offer?.proposedApr == null ? '—' : `${offer.proposedApr} % (before the creditor table)`}</>;
  return (
    <Link to={`/Creditor/${encodeURIComponent(offer.lenderConcessionId)}/show`}>
      {version.friendlyName}, version {version.version}: {version.planApr} % over {version.termInMonths}{' '}
      months
    </Link>
  );
};
