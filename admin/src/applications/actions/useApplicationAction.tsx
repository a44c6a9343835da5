import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCloseNotification, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ApplicationAfterAction } from '../../providers/consoleActions';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/** The application's domain actions, each a named data-provider method (providers/consoleActions.ts). */
export type ApplicationAction = 'claim' | 'takeOver' | 'unclaim' | 'archive' | 'unarchive' | 'undoArchive';

/** What an action needs of the application: which one, and who holds it (for a take-over). */
type Target = Pick<ApplicationAfterAction, 'id'> & { assignedTo?: string | null };

const done: Record<ApplicationAction, (application: ApplicationAfterAction) => string> = {
  claim: () => 'Application claimed',
  takeOver: () => 'Application taken over',
  unclaim: () => 'Application unclaimed',
  archive: (a) => `Application archived. Status: ${a.status}`,
  unarchive: (a) => `Application unarchived. Status: ${a.status}`,
  undoArchive: (a) => `Archive undone. Status: ${a.status}`,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'ra.notification.http_error');

/** How long the Undo beside 'Application archived' stays on screen. */
const undoMs = 10_000;

/** The notice's Undo: closes it and asks the server to put the status back. */
const UndoArchive = ({ onUndo }: { onUndo: () => void }) => {
  const close = useCloseNotification();
  return (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        close();
        onUndo();
      }}
    >
      Undo
    </Button>
  );
};

/**
 * Claim, unclaim, archive and unarchive: pessimistic, never optimistic, since another rep may act on
 * the same application at the same moment and the server's answer is the truth. An archive offers
 * Undo for a few seconds, which puts back the exact status it replaced (undoArchiveApplication).
 * Afterwards every list and count on screen is refetched: on success the queue and the rep tile change
 * too; on a refusal the screen was out of date and now shows who holds the application.
 */
export function useApplicationAction() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const send: Record<ApplicationAction, (application: Target) => Promise<ApplicationAfterAction>> = {
    claim: ({ id }) => dataProvider.claimApplication(id),
    // A take-over names the holder the rep saw (and confirmed); ClaimButton offers it only then.
    takeOver: ({ id, assignedTo }) => dataProvider.takeOverApplication(id, assignedTo ?? ''),
    unclaim: ({ id }) => dataProvider.unclaimApplication(id),
    archive: ({ id }) => dataProvider.archiveApplication(id),
    unarchive: ({ id }) => dataProvider.unarchiveApplication(id),
    undoArchive: ({ id }) => dataProvider.undoArchiveApplication(id),
  };
  const { mutate, isPending } = useMutation({
    mutationFn: ({ action, application }: { action: ApplicationAction; application: Target }) =>
      send[action](application),
    onSuccess: (result, { action }) => {
      notify(
        done[action](result),
        action === 'archive'
          ? {
              type: 'info',
              autoHideDuration: undoMs,
              action: <UndoArchive onUndo={() => run('undoArchive', result)} />,
            }
          : { type: 'info' },
      );
      refresh();
    },
    // The server's message, e.g. 'Another representative has already claimed this application.'
    onError: (error) => {
      notify(messageOf(error), { type: 'error' });
      refresh();
    },
  });
  const run = (action: ApplicationAction, application: Target) => mutate({ action, application });
  return { run, isPending };
}
