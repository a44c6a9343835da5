import { Loading, useGetIdentity } from 'react-admin';
import type { ApplicationFilterGroup } from '@domain/applicationListFilter';
import { ApplicationListView } from './ApplicationListView';
import { RepInfoTile } from './RepInfoTile';

/** The queue lists the rep's own claims only, so the claimed/unclaimed set has nothing to choose. */
const queueGroups: ApplicationFilterGroup[] = ['status', 'type', 'offerStatus', 'planEnrollment'];

/**
 * The spec's /borrower-queue: the signed-in rep's claims. Unlike the summary it shows claims of any
 * age by default: a claim made last week is still the rep's work today.
 */
export const BorrowerQueue = () => {
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) return <Loading />;
  return (
    <ApplicationListView
      title="Borrower Queue"
      storeKey="borrowerQueue"
      defaultWindow={false}
      filter={{ assignedTo: identity.id }}
      groups={queueGroups}
    >
      <RepInfoTile repId={String(identity.id)} />
    </ApplicationListView>
  );
};
