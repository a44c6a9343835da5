import { Alert, Button, Chip } from '@mui/material';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useGetIdentity, useListContext } from 'react-admin';
import { VisuallyHidden } from '../fields/VisuallyHidden';
import { changeText, type ApplicationChange } from './applicationChanges';
import { useApplicationChanges } from './useApplicationChanges';

/** What other staff did to the rows on screen since the list opened, by application id. */
const ChangedRows = createContext<ReadonlyMap<string, ApplicationChange>>(new Map());

/** The badge's word: short, so a changed row keeps its width; the whole change is its title. */
const badgeWords: Record<string, string> = {
  claim: 'Claimed',
  takeOver: 'Taken over',
  unclaim: 'Unclaimed',
  reassign: 'Reassigned',
  archive: 'Archived',
  unarchive: 'Unarchived',
  contact: 'Called',
  new: 'New',
};

/**
 * The list updates itself, as react-admin Enterprise's ra-realtime lists do: a claim, a call or a
 * move by anyone refetches the page at once and badges the rows it changed; new applications are
 * counted above the list ('2 new applications') until the rep chooses to show them, so rows do not
 * jump under the pointer.
 */
export const LiveList = ({ children }: { children: ReactNode }) => {
  const { refetch, setPage } = useListContext();
  const { identity } = useGetIdentity();
  const [changed, setChanged] = useState<ReadonlyMap<string, ApplicationChange>>(new Map());
  const [arrived, setArrived] = useState<ApplicationChange[]>([]);
  useApplicationChanges((changes) => {
    const others = changes.filter((change) => change.actorId !== identity?.id);
    const fresh = others.filter((change) => change.action === 'new');
    const moved = others.filter((change) => change.action !== 'new');
    if (fresh.length) setArrived((before) => [...before, ...fresh]);
    if (moved.length) {
      setChanged((before) => new Map([...before, ...moved.map((c) => [c.applicationId, c] as const)]));
    }
    // The rep's own actions refetch where they act; anyone else's refetch here.
    if (moved.length || changes.length > others.length) void refetch();
  });
  const show = () => {
    setChanged((before) => new Map([...before, ...arrived.map((c) => [c.applicationId, c] as const)]));
    setArrived([]);
    setPage(1);
    void refetch();
  };
  return (
    <ChangedRows.Provider value={changed}>
      <div role="status">
        {arrived.length > 0 && (
          <Alert
            severity="info"
            sx={{ mx: 2, mt: 1 }}
            action={
              <Button color="inherit" size="small" onClick={show}>
                Show
              </Button>
            }
          >
            {arrived.length} new application{arrived.length === 1 ? '' : 's'} since this list opened
          </Alert>
        )}
      </div>
      {children}
    </ChangedRows.Provider>
  );
};

/** The badge beside a row another rep changed while the list was open ('Claimed by Ravi Rep'). */
export const ChangeBadge = ({ id }: { id: string }) => {
  const change = useContext(ChangedRows).get(id);
  if (!change) return null;
  // 'Claimed by Ravi Rep just now' for the pointer and screen readers; the Assigned to column says who.
  const words = changeText(change);
  return (
    <>
      <Chip
        size="small"
        aria-hidden="true"
        color={change.action === 'new' ? 'primary' : 'secondary'}
        label={badgeWords[change.action] ?? 'Changed'}
        title={words}
        sx={{ ml: 1, height: 20, fontSize: '0.7rem' }}
      />
      <VisuallyHidden>{words}</VisuallyHidden>
    </>
  );
};
