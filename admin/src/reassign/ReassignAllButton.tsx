import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button } from 'react-admin';
import { RepChoiceDialog } from './RepChoiceDialog';
import { useReassign } from './useReassign';

/** A lead moves every claim a rep holds to another rep (a rep who leaves, or a day off). */
export const ReassignAllButton = ({ repId, repName }: { repId: string; repName: string }) => {
  const { asking, setAsking, busy, reassign } = useReassign((dataProvider, toRepId) =>
    dataProvider.reassignAllClaims(repId, toRepId),
  );
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
