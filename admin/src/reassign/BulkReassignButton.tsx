import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, useListContext, useUnselectAll } from 'react-admin';
import { RepChoiceDialog } from './RepChoiceDialog';
import { useReassign } from './useReassign';

/** A lead moves the chosen rows to a named rep (the list's bulk action), each move audited. */
export const BulkReassignButton = () => {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll('Application');
  const { asking, setAsking, busy, reassign } = useReassign(
    (dataProvider, repId) => dataProvider.reassignApplications(selectedIds, repId),
    unselectAll,
  );
  const count = selectedIds.length;
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
