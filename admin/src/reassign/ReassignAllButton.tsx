import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useState } from 'react';
import { Button, useNotify, useRefresh } from 'react-admin';
import { movedText, reassignAllClaims } from './reassignApi';
import { RepChoiceDialog } from './RepChoiceDialog';

/** A lead moves every claim a rep holds to another rep (a rep who leaves, or a day off). */
export const ReassignAllButton = ({ repId, repName }: { repId: string; repName: string }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const reassign = async (toRepId: string) => {
    setBusy(true);
    try {
      notify(movedText(await reassignAllClaims(repId, toRepId)), { type: 'info' });
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
      <Button label="Reassign all claims" onClick={() => setAsking(true)}>
        <SwapHorizIcon />
      </Button>
      {asking && (
        <RepChoiceDialog
          title={`Reassign all of ${repName}’s claims`}
          text={`Every application ${repName} holds moves to the representative you name. The History tab records each move.`}
          exceptRepId={repId}
          busy={busy}
          onChoose={reassign}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
};
