import { Loading, useGetIdentity, useGetOne, usePermissions } from 'react-admin';
import { useParams } from 'react-router';
import type { ApplicationFilterGroup } from '@domain/applicationListFilter';
import { canAccess } from '../permissions';
import { ReassignAllButton } from '../reassign/ReassignAllButton';
import type { Rep } from '../records';
import { ApplicationListView } from './ApplicationListView';
import { RepInfoTile } from './RepInfoTile';

/** The queue lists one rep's claims only, so the claimed/unclaimed set has nothing to choose. */
const queueGroups: ApplicationFilterGroup[] = [
  'status',
  'type',
  'offerStatus',
  'planEnrollment',
  'preferredLanguage',
];

/** A lead's view of another rep's queue (`/borrower-queue/<rep id>`, from the Reps screen), with 'Reassign all'. */
const RepQueue = ({ repId }: { repId: string }) => {
  const { data: rep } = useGetOne<Rep>('Rep', { id: repId, meta: { sparseFields: ['id', 'name', 'email'] } });
  const name = rep?.name ?? rep?.email ?? 'This rep';
  return (
    <ApplicationListView
      title={`${name}’s queue`}
      storeKey="repQueue"
      listKey="borrowerQueue"
      defaultWindow={false}
      filter={{ assignedTo: repId }}
      groups={queueGroups}
      actions={<ReassignAllButton repId={repId} repName={name} />}
    >
      <RepInfoTile repId={repId} />
    </ApplicationListView>
  );
};

/**
 * The spec's /borrower-queue: the signed-in rep's claims. Unlike the summary it shows claims of any
 * age by default: a claim made last week is still the rep's work today.
 */
export const BorrowerQueue = () => {
  const { identity, isPending } = useGetIdentity();
  const { permissions } = usePermissions();
  const { repId } = useParams();
  if (isPending || !identity) return <Loading />;
  if (repId && repId !== identity.id && canAccess(permissions, 'application:reassign')) {
    return <RepQueue key={repId} repId={repId} />;
  }
  return (
    <ApplicationListView
      title="Borrower Queue"
      storeKey="borrowerQueue"
      listKey="borrowerQueue"
      defaultWindow={false}
      filter={{ assignedTo: identity.id }}
      groups={queueGroups}
    >
      <RepInfoTile repId={String(identity.id)} />
    </ApplicationListView>
  );
};
