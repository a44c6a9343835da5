import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import { Button } from '@mui/material';
import { RepChoiceDialog } from '../reassign/RepChoiceDialog';
import { useReassign } from '../reassign/useReassign';

interface DeactivateRepButtonProps {
  repId: string;
  repName: string;
  /** What they hold, in words, for the dialog ('12 applications, 3 with a call-back'). */
  holds: string;
  onDone?: () => void;
}

/**
 * A lead switches a rep off in one step: the dialog names who takes everything the rep holds, and the
 * server moves it and switches the account off together (deactivateRep). Nothing stays with an
 * account that cannot sign in.
 */
export const DeactivateRepButton = ({ repId, repName, holds, onDone }: DeactivateRepButtonProps) => {
  const { asking, setAsking, busy, reassign } = useReassign(
    (dataProvider, toRepId) => dataProvider.deactivateRep(repId, toRepId),
    onDone,
  );
  return (
    <>
      <Button size="small" color="error" startIcon={<PersonOffIcon />} onClick={() => setAsking(true)}>
        Deactivate
      </Button>
      {asking && (
        <RepChoiceDialog
          title={`Deactivate ${repName}`}
          text={`${repName} will no longer sign in. ${repName} holds ${holds}: everything moves, call-backs included, to the representative you name. The History tab records each move.`}
          exceptRepId={repId}
          busy={busy}
          action="Deactivate and move"
          onChoose={reassign}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
};
