import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import { movedText, reassignApplications } from './reassignApi';
import { RepChoiceDialog } from './RepChoiceDialog';

/** A lead moves the chosen rows to a named rep (the list's bulk action), each move audited. */
export const BulkReassignButton = () => {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll('Application');
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = selectedIds.length;
  const reassign = async (repId: string) => {
    setBusy(true);
    try {
      notify(movedText(await reassignApplications(selectedIds.map(String), repId)), { type: 'info' });
      unselectAll();
      setAsking(false);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return (
    <>
      <Button label="Reassign" onClick={() => setAsking(true)}>
        <SwapHorizIcon />
      </Button>
      {asking && (
        <RepChoiceDialog
          title={`Reassign ${count} application${count === 1 ? '' : 's'}`}
          text="They move to the representative you name, whoever holds them now. The History tab records each move."
          busy={busy}
          onChoose={reassign}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
};
