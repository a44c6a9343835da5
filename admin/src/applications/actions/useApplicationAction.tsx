import { Button } from '@mui/material';
import { useCloseNotification, useNotify, useRefresh, useUpdate } from 'react-admin';
import type { ApplicationAction } from '../../providers/applicationActions';
import type { Application } from '../../records';

const done: Record<ApplicationAction, (application: Application) => string> = {
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
  const [update, { isPending }] = useUpdate<Application>();
  const notify = useNotify();
  const refresh = useRefresh();
  const run = (action: ApplicationAction, application: Application) =>
    update(
      'Application',
      {
        id: application.id,
        data: {},
        previousData: application,
        // A take-over names the holder the rep saw (and confirmed).
        meta: { action, fromRepId: application.assignedTo },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: (result) => {
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
      },
    );
  return { run, isPending };
}
